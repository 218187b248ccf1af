import { textWidth } from './textWidth';

/**
 * Greedy word wrap: the fewest lines, each at most `maxWidth` wide (see {@link textWidth}), filled
 * left to right. Runs of whitespace become single spaces; empty or blank text gives no lines. A word
 * wider than a line is broken between characters, each broken piece ending with a hyphen, unless
 * `breakWords` is false: then it keeps a (too wide) line of its own. With `maxLines`, wrapping stops
 * once it has one line more than that (enough to know the text does not fit, and what follows).
 * @example textWrap('Suggestion Algo', 14, 90) // ['Suggestion', 'Algo']
 * @example textWrap('WWWWW', 10, 35) // ['WW-', 'WW-', 'W']
 */
export function textWrap(
  text: string,
  fontSize: number,
  maxWidth: number,
  breakWords = true,
  maxLines = Infinity,
): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (value: string): boolean => lines.push(value) > maxLines;
  for (const word of text.split(/\s+/)) {
    if (textWidth(`${line} ${word}`.trim(), fontSize) <= maxWidth) line = `${line} ${word}`.trim();
    else {
      if (line && push(line)) return lines;
      line = '';
      for (const character of word) {
        // Keep at least one character per line, and room for the hyphen that marks the break.
        if (breakWords && line && textWidth(`${line + character}-`, fontSize) > maxWidth) {
          if (push(`${line}-`)) return lines;
          line = '';
        }
        line += character;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}
