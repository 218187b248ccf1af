import { textWidth } from './textWidth';

/**
 * Greedy word wrap: the fewest lines, each at most `maxWidth` wide (see {@link textWidth}), filled
 * left to right. Runs of whitespace become single spaces; empty or blank text gives no lines. A word
 * wider than a line is broken between characters, each broken piece ending with a hyphen, unless
 * `breakWords` is false: then it keeps a (too wide) line of its own. `'fill'` breaks any word that
 * does not fit the rest of a line there and goes on in the next: the fewest lines even for words
 * that leave gaps (`W WWWWWWWW`), which the label layout tries before truncating. With `maxLines`,
 * wrapping stops once it has one line more than that (enough to know the text does not fit, and
 * what follows).
 * @example textWrap('Suggestion Algo', 14, 90) // ['Suggestion', 'Algo']
 * @example textWrap('WWWWW', 10, 35) // ['WWW-', 'WW']
 */
export function textWrap(
  text: string,
  fontSize: number,
  maxWidth: number,
  breakWords: boolean | 'fill' = true,
  maxLines = Infinity,
): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (value: string): boolean => lines.push(value) > maxLines;
  for (const word of text.split(/\s+/)) {
    if (textWidth(`${line} ${word}`.trim(), fontSize) <= maxWidth) line = `${line} ${word}`.trim();
    else {
      // 'fill' goes on with the word in the line's remaining room; otherwise it starts a new line.
      if (breakWords === 'fill' && line) line += ' ';
      else if (line && push(line)) return lines;
      else line = '';
      for (const character of word) {
        // Keep at least one character per line, and room for the hyphen that marks the break.
        if (breakWords && line && textWidth(`${line + character}-`, fontSize) > maxWidth) {
          if (push(`${line}-`.replace(' -', ''))) return lines;
          line = '';
        }
        line += character;
      }
    }
  }
  if (line) push(line);
  return lines;
}
