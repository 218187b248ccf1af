import type { Scene } from '../scene/types';
import { paintScene } from './paintShape';

/**
 * A canvas holding `scene` at `pixelRatio`, painted whole by the one painter, never touching the
 * visible stage. `canvas` lets a caller reuse one export canvas: a new canvas per export costs more than its
 * encoding, and `toDataURL` and `toBlob` take their copy of the pixels when called.
 */
export function sceneExportCanvas(
  scene: Scene,
  pixelRatio: number,
  canvas: HTMLCanvasElement,
): HTMLCanvasElement {
  const width = Math.round(scene.width * pixelRatio);
  const height = Math.round(scene.height * pixelRatio);
  // Resizing clears the canvas; at the same size the previous export is cleared by hand.
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d')!;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  paintScene(context, scene, pixelRatio);
  return canvas;
}

/** Encodes a canvas as a PNG Blob (the promise form of `canvas.toBlob`). */
export function canvasToPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG export produced no image.'))),
      'image/png',
    ),
  );
}
