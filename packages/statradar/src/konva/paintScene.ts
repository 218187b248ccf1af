import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Scene, SceneShape } from '../scene/types';
import { sceneNodeAttributes } from './sceneNodeAttributes';
import { fillSceneText, type SceneTextAttributes } from './sceneTextDraw';
import { viewBoxTransform } from './viewBoxTransform';

/**
 * Paints a scene's shapes from index `from` onto a 2D context at `pixelRatio`, with the canvas
 * calls the Konva renderer's nodes make (the same attributes from {@link sceneNodeAttributes},
 * the same paths, fill then stroke, the same text routine), so the pixels are the ones Konva
 * draws: the exports use it where there is no up-to-date Konva layer to copy, without building
 * any nodes. The background is painted only with the whole scene (`from` = 0).
 */
export function paintScene(
  context: CanvasRenderingContext2D,
  scene: Scene,
  pixelRatio: number,
  from = 0,
): void {
  const transform = viewBoxTransform(scene);
  context.save();
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.translate(transform.x, transform.y);
  context.scale(transform.scaleX, transform.scaleY);
  if (from === 0 && scene.background !== null) {
    context.fillStyle = scene.background;
    const { x, y, width, height } = scene.viewBox ?? {
      x: 0,
      y: 0,
      width: VIEW_BOX_SIZE,
      height: VIEW_BOX_SIZE,
    };
    context.fillRect(x, y, width, height);
  }
  for (const shape of scene.shapes.slice(from)) paintShape(context, shape);
  context.restore();
}

function paintShape(context: CanvasRenderingContext2D, shape: SceneShape): void {
  const attrs = sceneNodeAttributes(shape).attrs;
  context.save();
  if (shape.kind === 'text' || shape.kind === 'circle') context.translate(shape.x, shape.y);
  if (shape.kind === 'text') {
    fillSceneText(context, attrs as SceneTextAttributes);
  } else {
    context.beginPath();
    if (shape.kind === 'circle') {
      context.arc(0, 0, shape.radius, 0, Math.PI * 2, false);
      context.closePath();
    } else if (shape.kind === 'rect') {
      context.rect(shape.x, shape.y, shape.width, shape.height);
    } else {
      context.moveTo(shape.points[0]!, shape.points[1]!);
      for (let index = 2; index < shape.points.length; index += 2) {
        context.lineTo(shape.points[index]!, shape.points[index + 1]!);
      }
      if (shape.kind === 'polygon') context.closePath();
    }
    const { fill, stroke, lineJoin, lineCap } = attrs as Record<string, string | undefined>;
    if (lineJoin) context.lineJoin = lineJoin as CanvasLineJoin;
    if (fill) {
      context.fillStyle = fill;
      context.fill();
    }
    if (stroke && shape.strokeWidth > 0) {
      if (lineCap) context.lineCap = lineCap as CanvasLineCap;
      context.lineWidth = shape.strokeWidth;
      context.strokeStyle = stroke;
      context.stroke();
    }
  }
  context.restore();
}
