import { textWidth } from './textWidth';
import { textWrap } from './textWrap';

/** The character that marks shortened text. */
export const ELLIPSIS = '…';

/**
 * One line of at most `maxWidth` (see {@link textWidth}): the text itself when it fits, else its
 * longest prefix (whole code points, trailing spaces dropped) followed by an ellipsis. When not even
 * the ellipsis fits, the ellipsis alone.
 * @example textTruncate('Suggestion Algo', 14, 60) // 'Sugges…'
 */
export function textTruncate(text: string, fontSize: number, maxWidth: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (textWidth(line, fontSize) <= maxWidth) return line;
  const characters = [...line];
  // Binary search for the longest prefix that fits with the ellipsis (widths only grow with length).
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (textWidth(characters.slice(0, middle).join('') + ELLIPSIS, fontSize) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return characters.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/**
 * Wraps text into at most `maxLines` lines of at most `maxWidth` each: word wrap (breaking words
 * that are wider than a line), then the last line truncated with an ellipsis when text remains.
 * `truncated` says whether anything was cut, so callers keep the full text elsewhere.
 * @example textWrapLines('Original Shows and Movies', 14, 80, 2) // { lines: ['Original', 'Shows and…'], truncated: true }
 */
export function textWrapLines(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const wrapped = textWrap(text, fontSize, maxWidth, true);
  if (wrapped.length <= maxLines) return { lines: wrapped, truncated: false };
  const kept = wrapped.slice(0, Math.max(0, maxLines - 1));
  // The rest joined back: broken-word hyphens are dropped so the truncated line reads naturally.
  const rest = wrapped
    .slice(kept.length)
    .map((line) => line.replace(/-$/, ''))
    .join(' ');
  kept.push(textTruncate(rest + ' ' + ELLIPSIS, fontSize, maxWidth).replace(/ ?…+$/, ELLIPSIS));
  return { lines: kept, truncated: true };
}
