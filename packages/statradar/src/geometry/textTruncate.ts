import { textWidth } from './textWidth';
import { textWrap } from './textWrap';

/** The character that marks shortened text. */
export const ELLIPSIS = '…';

/**
 * The longest prefix of `text` (whole code points, trailing spaces dropped) that fits in `maxWidth`
 * followed by an ellipsis; the ellipsis alone when nothing more fits.
 */
export function textEllipsis(text: string, fontSize: number, maxWidth: number): string {
  const characters = [...text];
  // Binary search: widths only grow with length.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (textWidth(characters.slice(0, middle).join('').trimEnd() + ELLIPSIS, fontSize) <= maxWidth)
      low = middle;
    else high = middle - 1;
  }
  return characters.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/**
 * One line of at most `maxWidth` (in the unit of `fontSize`, as {@link textWidth} measures): the text itself (whitespace runs made
 * single spaces) when it fits, else its longest prefix that fits followed by an ellipsis. When not
 * even the ellipsis fits, the ellipsis alone (callers check its width).
 * @example textTruncate('Suggestion Algo', 14, 60) // 'Sugge…'
 */
export function textTruncate(text: string, fontSize: number, maxWidth: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (textWidth(line, fontSize) <= maxWidth) return line;
  return textEllipsis(line, fontSize, maxWidth);
}

/**
 * Wraps text into at most `maxLines` lines of at most `maxWidth` each: word wrap (breaking words
 * that are wider than a line), and when text remains, the last line filled with as much of it as
 * fits followed by an ellipsis. `truncated` says whether anything was cut, so callers keep the
 * full text elsewhere. Wrapping stops one line after `maxLines`, so long text costs no more than
 * short text.
 * @example textWrapLines('Original Shows and Movies', 14, 80, 2) // { lines: ['Original', 'Shows a…'], truncated: true }
 */
export function textWrapLines(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const wrapped = textWrap(text, fontSize, maxWidth, true, maxLines);
  if (wrapped.length <= maxLines) return { lines: wrapped, truncated: false };
  if (maxLines < 1) return { lines: [], truncated: true };
  const lines = wrapped.slice(0, maxLines - 1);
  const last = wrapped[maxLines - 1]!;
  const next = wrapped[maxLines]!;
  // A word broken across the two lines is joined back (without its hyphen) before truncating.
  const joined = last.endsWith('-') ? last.slice(0, -1) + next : `${last} ${next}`;
  lines.push(textEllipsis(joined, fontSize, maxWidth));
  return { lines, truncated: true };
}
