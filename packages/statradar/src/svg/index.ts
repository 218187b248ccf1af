export { sceneToSvg, chartToSvg, type SvgOptions } from './sceneToSvg';
