import type { SceneText } from '../scene/types';

/**
 * The alphabetic baseline y of every line of a scene text, in view-box units.
 * PROVISIONAL until the SVG serializer's rule is known: both renderers must use the same numbers.
 */
export function textLineBaselines(
  text: Pick<SceneText, 'y' | 'lines' | 'fontSize' | 'lineHeight' | 'baseline'>,
): number[] {
  const blockHeight = (text.lines.length - 1) * text.lineHeight;
  const ascent = text.fontSize * 0.76;
  const descent = text.fontSize * 0.24;
  const firstBaseline =
    text.baseline === 'top'
      ? text.y + ascent
      : text.baseline === 'bottom'
        ? text.y - descent - blockHeight
        : text.y + (ascent - descent) / 2 - blockHeight / 2;
  return text.lines.map((_, index) => firstBaseline + index * text.lineHeight);
}
