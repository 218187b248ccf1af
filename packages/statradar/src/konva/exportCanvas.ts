import type { Scene, SceneShape } from '../scene/types';
import { viewBoxTransform } from '../interaction/viewBoxTransform';
import { paintScene, paintShape } from './paintShape';

/** Layer canvases that already show most of an export, and the shapes to paint over them. */
export interface ExportBase {
  /** Canvases at the export's size and pixel ratio, drawn back to front. */
  canvases: readonly HTMLCanvasElement[];
  /** Shapes the export adds on top (the watermark). */
  extra: readonly SceneShape[];
}

/**
 * A canvas holding `scene` at `pixelRatio`, never touching the visible stage. With `base` (the
 * displayed layers, when they are current and at this pixel ratio) their pixels are copied and
 * only the extra shapes painted; otherwise the whole scene is painted by the one painter.
 * `canvas` lets a caller reuse one export canvas: a new canvas per export costs more than its
 * encoding, and `toDataURL` and `toBlob` take their copy of the pixels when called.
 */
export function sceneExportCanvas(
  scene: Scene,
  pixelRatio: number,
  canvas: HTMLCanvasElement,
  base?: ExportBase,
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
  if (!base) {
    paintScene(context, scene, pixelRatio);
    return canvas;
  }
  for (const source of base.canvases) context.drawImage(source, 0, 0, width, height);
  const transform = viewBoxTransform(scene);
  context.setTransform(
    pixelRatio * transform.scaleX,
    0,
    0,
    pixelRatio * transform.scaleY,
    pixelRatio * transform.x,
    pixelRatio * transform.y,
  );
  for (const shape of base.extra) paintShape(context, shape);
  context.setTransform(1, 0, 0, 1, 0, 0);
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
