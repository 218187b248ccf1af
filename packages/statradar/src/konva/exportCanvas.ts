import type { Layer } from 'konva/lib/Layer';
import type { Scene, SceneText } from '../scene/types';
import { Konva } from './konvaClasses';
import { sceneNodeAttributes } from './sceneNodeAttributes';
import { fillSceneText, type SceneTextAttributes } from './sceneTextDraw';
import { viewBoxTransform } from './viewBoxTransform';

/**
 * A new canvas holding what `layer` shows plus the export watermark, without touching the visible
 * stage. At the displayed pixel ratio, with the layer's canvas up to date, the layer's pixels are
 * copied (one drawImage); otherwise the layer's nodes are drawn once onto an offscreen canvas.
 * `displayedIsCurrent` says whether the layer's canvas shows its nodes as they are: by default,
 * when no batch draw is pending (a caller that has just drawn the layer knows better).
 * The watermark is the scene's last shape, so drawing it on top with the renderer's own text
 * routine gives the picture Konva would draw with the watermark in the scene.
 */
export function layerExportCanvas(
  layer: Layer,
  size: Pick<Scene, 'width' | 'height'>,
  watermark: SceneText | undefined,
  pixelRatio: number,
  displayedIsCurrent = !layer._waitingForDraw,
): HTMLCanvasElement {
  const displayed = layer.getCanvas();
  let canvas: HTMLCanvasElement;
  if (pixelRatio === displayed.getPixelRatio() && displayedIsCurrent) {
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

/** The watermark text of an export scene, if it has one (always its last shape). */
export function watermarkShape(scene: Scene): SceneText | undefined {
  const last = scene.shapes[scene.shapes.length - 1];
  return last?.id === 'watermark' && last.kind === 'text' ? last : undefined;
}
