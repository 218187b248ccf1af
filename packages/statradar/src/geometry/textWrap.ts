import { textWidth } from './textWidth';

/** Splits a word wider than `maxWidth` into pieces that each fit (at least one character each). */
function wordPieces(word: string, fontSize: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && textWidth(piece + character, fontSize) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap: the fewest lines, each at most `maxWidth` wide (see {@link textWidth}), filled
 * left to right. Runs of whitespace become single spaces; a word wider than a line is broken
 * between characters. Empty or blank text gives no lines.
 * @example textWrap('Suggestion Algo', 14, 90) // ['Suggestion', 'Algo']
 */
export function textWrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = wordPieces(word, fontSize, maxWidth);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}
