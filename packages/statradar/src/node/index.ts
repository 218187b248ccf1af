export { renderPng, type RenderPngOptions } from './renderPng';
export { renderSvg } from './renderSvg';
