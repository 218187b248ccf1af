import type { SceneText } from './types';

/** Ascent of the em box as a fraction of the font size; the descent is the rest (0.24). */
const ASCENT = 0.76;

/**
 * The alphabetic baseline y of every line of a scene text, in view-box units: the one rule both
 * renderers use, so SVG and canvas output put text at the same place. Every line owns a slot of
 * `lineHeight`, its em box (ascent 0.76, descent 0.24 of the font size) centred in the slot; the
 * block of slots hangs from, is centred on, or stands on `y` as `baseline` says.
 * @example sceneTextBaselines({ y: 0, lines: ['a', 'b'], fontSize: 10, lineHeight: 12, baseline: 'top' }) // [8.6, 20.6]
 */
export function sceneTextBaselines(
  text: Pick<SceneText, 'y' | 'lines' | 'fontSize' | 'lineHeight' | 'baseline'>,
): number[] {
  const blockHeight = text.lines.length * text.lineHeight;
  const top =
    text.baseline === 'top'
      ? text.y
      : text.baseline === 'bottom'
        ? text.y - blockHeight
        : text.y - blockHeight / 2;
  const firstBaseline = top + (text.lineHeight - text.fontSize) / 2 + ASCENT * text.fontSize;
  return text.lines.map((_, index) => firstBaseline + index * text.lineHeight);
}
