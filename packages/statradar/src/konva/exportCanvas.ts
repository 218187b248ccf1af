import type { Layer } from 'konva/lib/Layer';
import type { Scene, SceneText } from '../scene/types';
import { Konva } from './konvaClasses';
import { createRadarRenderer } from './radarRenderer';
import { sceneNodeAttributes } from './sceneNodeAttributes';
import { fillSceneText, type SceneTextAttributes } from './sceneTextDraw';
import { viewBoxTransform } from './viewBoxTransform';

/**
 * A new canvas holding what `layer` shows plus the export watermark, without touching the visible
 * stage. At the displayed pixel ratio, with the layer's canvas up to date, the layer's pixels are
 * copied (one drawImage); otherwise the layer's nodes are drawn once onto an offscreen canvas.
 * The watermark is the scene's last shape, so drawing it on top with the renderer's own text
 * routine gives the picture Konva would draw with the watermark in the scene.
 */
export function layerExportCanvas(
  layer: Layer,
  size: Pick<Scene, 'width' | 'height'>,
  watermark: SceneText | undefined,
  pixelRatio: number,
): HTMLCanvasElement {
  const displayed = layer.getCanvas();
  let canvas: HTMLCanvasElement;
  if (pixelRatio === displayed.getPixelRatio() && !layer._waitingForDraw) {
    canvas = Konva.Util.createCanvasElement();
    canvas.width = displayed._canvas.width;
    canvas.height = displayed._canvas.height;
    canvas.getContext('2d')!.drawImage(displayed._canvas, 0, 0);
  } else {
    canvas = layer.toCanvas({ x: 0, y: 0, width: size.width, height: size.height, pixelRatio });
  }
  if (watermark) {
    const context = canvas.getContext('2d')!;
    const transform = viewBoxTransform(size);
    context.save();
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    context.translate(transform.x, transform.y);
    context.scale(transform.scaleX, transform.scaleY);
    context.translate(watermark.x, watermark.y);
    fillSceneText(context, sceneNodeAttributes(watermark).attrs as SceneTextAttributes);
    context.restore();
  }
  return canvas;
}

/**
 * A new canvas with `scene` drawn once at `pixelRatio`, for a chart that has no Konva stage yet:
 * the renderer's nodes are built in a detached group (no stage, no layer canvases) and drawn
 * straight onto an offscreen canvas, so exporting never has to create the visible stage.
 */
export function sceneExportCanvas(scene: Scene, pixelRatio: number): HTMLCanvasElement {
  const group = new Konva.Group();
  const renderer = createRadarRenderer(group, scene);
  try {
    return group.toCanvas({ x: 0, y: 0, width: scene.width, height: scene.height, pixelRatio });
  } finally {
    renderer.destroy();
    group.destroy();
  }
}
