import type { Scene } from '../scene/types';
import { Konva } from './konvaClasses';
import { paintScene } from './paintScene';

/**
 * A canvas with an export scene (the displayed scene plus its watermark, the last shape) at
 * `pixelRatio`, never touching the visible stage. `displayed` is the visible layer's canvas when
 * it is current and at this pixel ratio: its pixels are copied (one drawImage) and only the
 * watermark is painted on top. Otherwise the whole scene is painted once, with no Konva nodes.
 * `canvas` lets a caller reuse one export canvas: a new canvas per export costs more than its
 * encoding (the bench's W5 profile), and `toDataURL` and `toBlob` both take their copy of the
 * pixels when called, so reuse is safe.
 */
export function sceneExportCanvas(
  scene: Scene,
  pixelRatio: number,
  displayed?: HTMLCanvasElement,
  canvas: HTMLCanvasElement = Konva.Util.createCanvasElement(),
): HTMLCanvasElement {
  const width = scene.width * pixelRatio;
  const height = scene.height * pixelRatio;
  // Resizing clears the canvas; at the same size the previous export is cleared by hand.
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d')!;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  if (displayed) {
    context.drawImage(displayed, 0, 0);
    const watermarkIndex = scene.shapes.findIndex((shape) => shape.id === 'watermark');
    if (watermarkIndex >= 0) paintScene(context, scene, pixelRatio, watermarkIndex);
  } else {
    paintScene(context, scene, pixelRatio);
  }
  return canvas;
}
