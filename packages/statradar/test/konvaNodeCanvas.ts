import { Canvas, DOMMatrix, GlobalFonts, Image, Path2D } from '@napi-rs/canvas';
import { KonvaGlobal, Util } from '../src/konva/konvaClasses';
import { createSceneLayers } from '../src/konva/sceneLayers';
import type { Scene } from '../src/scene/types';
import { BUNDLED_FONT_FAMILY, bundledFontPaths } from '../src/node/bundledFont';

let installed = false;

/**
 * Lets Konva draw in Node on @napi-rs/canvas (Skia), which Konva has no backend module for.
 * Modelled on Konva's own `lib/canvas-backend.js` for node-canvas: Konva reads DOMMatrix and
 * Path2D from globalThis and makes every canvas through Util.createCanvasElement, whose result
 * needs a `style` object. Also registers the bundled DejaVu Sans.
 * Used by the Konva tests and the cross-renderer test; `renderPng` rasterises SVG with resvg. Safe to call more than once.
 */
export function installKonvaNodeCanvas(): void {
  if (installed) return;
  installed = true;
  const global = globalThis as Record<string, unknown>;
  global.DOMMatrix ??= DOMMatrix;
  global.Path2D ??= Path2D;
  Util.createCanvasElement = () => {
    const canvas = new Canvas(300, 300) as Canvas & { style?: object };
    canvas.style ??= {};
    return canvas as unknown as HTMLCanvasElement;
  };
  Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
  KonvaGlobal._renderBackend = 'napi-rs-canvas';
  for (const path of bundledFontPaths()) GlobalFonts.registerFromPath(path, BUNDLED_FONT_FAMILY);
}

/**
 * What the mounted chart's Konva stage shows for a scene, as one canvas: its one layer (static
 * bitmaps and series shapes) drawn by Konva at `pixelRatio`.
 */
export function konvaSceneCanvas(scene: Scene, pixelRatio = 1): HTMLCanvasElement {
  installKonvaNodeCanvas();
  const layers = createSceneLayers(undefined, scene, pixelRatio);
  layers.flush();
  const canvas = new Canvas(Math.round(scene.width * pixelRatio), Math.round(scene.height * pixelRatio));
  const context = canvas.getContext('2d');
  context.drawImage(layers.layer.getNativeCanvasElement() as unknown as Canvas, 0, 0);
  layers.destroy();
  return canvas as unknown as HTMLCanvasElement;
}
