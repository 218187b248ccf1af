import type { SceneText } from './types';

/**
 * A scene text shape with its line height at 1.2 font sizes (every text of the scene uses it) and
 * `fullText` only when given: the one place text shapes are made, so their fields keep one order.
 */
export function sceneText(
  id: string,
  x: number,
  y: number,
  lines: string[],
  fontSize: number,
  fontFamily: string,
  fill: string,
  fillOpacity: number,
  align: SceneText['align'],
  baseline: SceneText['baseline'],
  fontWeight: SceneText['fontWeight'] = 'normal',
  fullText?: string,
  lineHeight = fontSize * 1.2,
): SceneText {
  const text: SceneText = {
    id,
    kind: 'text',
    x,
    y,
    lines,
    fontSize,
    lineHeight,
    fontFamily,
    fontWeight,
    fill,
    fillOpacity,
    align,
    baseline,
  };
  if (fullText !== undefined) text.fullText = fullText;
  return text;
}
