import type { Scene } from '../scene/types';
import { Konva } from './konvaClasses';
import { paintScene } from './paintScene';

/**
 * A new canvas with an export scene (the displayed scene plus its watermark, the last shape) at
 * `pixelRatio`, never touching the visible stage. `displayed` is the visible layer's canvas when
 * it is current and at this pixel ratio: its pixels are copied (one drawImage) and only the
 * watermark is painted on top. Otherwise the whole scene is painted once, with no Konva nodes.
 */
export function sceneExportCanvas(
  scene: Scene,
  pixelRatio: number,
  displayed?: HTMLCanvasElement,
): HTMLCanvasElement {
  const canvas = Konva.Util.createCanvasElement();
  canvas.width = scene.width * pixelRatio;
  canvas.height = scene.height * pixelRatio;
  const context = canvas.getContext('2d')!;
  if (displayed) {
    context.drawImage(displayed, 0, 0);
    const watermarkIndex = scene.shapes.findIndex((shape) => shape.id === 'watermark');
    if (watermarkIndex >= 0) paintScene(context, scene, pixelRatio, watermarkIndex);
  } else {
    paintScene(context, scene, pixelRatio);
  }
  return canvas;
}
