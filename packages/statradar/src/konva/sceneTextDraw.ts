import type { Context } from 'konva/lib/Context';
import type { Shape } from 'konva/lib/Shape';
import type { SceneText } from '../scene/types';
import { sceneTextBaselines } from '../scene/textBaselines';

/** The attributes a scene text node carries; its draw function reads nothing else. */
export type SceneTextAttributes = Pick<
  SceneText,
  'x' | 'y' | 'lines' | 'fontSize' | 'lineHeight' | 'fontFamily' | 'fontWeight' | 'align' | 'baseline'
> & { fill: string | undefined };

/**
 * Draws a scene text with plain canvas calls at the exact baselines the SVG serializer uses.
 * Konva.Text is not used: it positions lines from measured font metrics and its own line-height
 * rule, so its pixels would drift from the SVG export (and it is the largest Konva shape module).
 */
export function sceneTextDraw(context: Context, shape: Shape): void {
  fillSceneText(context._context, shape.getAttrs() as SceneTextAttributes);
}

/**
 * The canvas calls behind {@link sceneTextDraw}, for a context already translated to the text's
 * anchor (x, y); the PNG export draws its watermark with it too, so both place text identically.
 */
export function fillSceneText(canvas: CanvasRenderingContext2D, text: SceneTextAttributes): void {
  if (!text.fill) return;
  canvas.font = `${text.fontWeight === 'bold' ? 'bold ' : ''}${text.fontSize}px ${text.fontFamily}`;
  canvas.textAlign = text.align;
  canvas.textBaseline = 'alphabetic';
  canvas.fillStyle = text.fill;
  const baselines = sceneTextBaselines(text);
  text.lines.forEach((line, index) => canvas.fillText(line, 0, (baselines[index] ?? text.y) - text.y));
}
