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
  const text = shape.getAttrs() as SceneTextAttributes;
  if (!text.fill) return;
  const canvas = context._context;
  canvas.font = `${text.fontWeight === 'bold' ? 'bold ' : ''}${text.fontSize}px ${text.fontFamily}`;
  canvas.textAlign = text.align;
  canvas.textBaseline = 'alphabetic';
  canvas.fillStyle = text.fill;
  // The node's position is the anchor (x, y), so lines are drawn relative to it.
  const baselines = sceneTextBaselines(text);
  text.lines.forEach((line, index) => canvas.fillText(line, 0, (baselines[index] ?? text.y) - text.y));
}
