import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLabels, type LabelLayout, type LabelLayoutOptions } from './labelLayout';
import { ELLIPSIS } from './textTruncate';

/**
 * The drawing functions take names of any length (parseChart's limits are for untrusted input), so
 * the label layout reads only the first 10,000 UTF-16 units of a label: a label of millions of
 * characters costs what a long one does (bench/layout.bench.mjs, labelLayoutWork.test.ts). These
 * tests show that what is cut is never what is shown.
 */

const READ = 10_000;

function layout(texts: readonly string[], fontSize: number, minFontSize: number): LabelLayout {
  const options: LabelLayoutOptions = { fontSize, minFontSize };
  return layoutLabels(texts, options);
}

/** The characters a label's lines show, whitespace, break hyphens and the ellipsis left out. */
function shownLetters(lines: readonly string[]): string {
  return lines
    .map((line) => line.replace(/-$/, ''))
    .join('')
    .replace(ELLIPSIS, '')
    .replace(/\s+/g, '');
}

// Every character has a width (no combining marks) and none is a hyphen (the wrap's own mark).
const letter = fc.constantFrom('W', 'i', 'l', 'm', 'a', '漢', '😀', 'é');
const space = fc.constantFrom(' ', '  ', '\t', '\n ', '\u00a0');
const word = fc.string({ unit: letter, minLength: 1, maxLength: 30, size: 'max' });
/** Text of 10,000 to about 40,000 units, in words. */
const longText = fc
  .array(fc.tuple(word, space), { minLength: 1200, maxLength: 2500, size: 'max' })
  .map((parts) => parts.map(([text, gap]) => text + gap).join(''))
  .filter((text) => text.length > READ);

describe('layoutLabels on labels longer than it reads', () => {
  it('shows only text from well before the cut, and nothing after it changes the layout', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Speed', 'Strength', 'A longer attribute name'), {
          minLength: 2,
          maxLength: 7,
        }),
        longText,
        word,
        fc.constantFrom([14, 8], [14, 3], [28, 16]),
        (others, text, otherEnding, [fontSize, minFontSize]) => {
          const texts = [...others, text];
          const placed = layout(texts, fontSize!, minFontSize!);
          const label = placed.labels.at(-1)!;
          expect(label.fullText).toBe(text);
          // The shown text is the start of the label, ending well before the 10,000th unit: the
          // wrap looks at one line beyond what is shown, and a line holds far fewer characters.
          const letters = text.replace(/\s+/g, '');
          const shown = shownLetters(label.lines);
          expect(letters.startsWith(shown)).toBe(true);
          expect(shown.length + 500).toBeLessThan(text.slice(0, READ).replace(/\s+/g, '').length);
          // Whatever follows the cut, the layout is the same.
          const otherText = text.slice(0, READ) + otherEnding + text.slice(READ + 1);
          const other = layout([...others, otherText], fontSize!, minFontSize!);
          expect({ ...other, labels: other.labels.map(({ fullText: _fullText, ...rest }) => rest) }).toEqual({
            ...placed,
            labels: placed.labels.map(({ fullText: _fullText, ...rest }) => rest),
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lays a label of millions of characters out from its start, keeping the whole in fullText', () => {
    const huge = 'Wide words '.repeat(200_000);
    const placement = layout(['Speed', 'Strength', huge], 14, 8).labels[2]!;
    expect(placement.lines).toEqual(
      layout(['Speed', 'Strength', huge.slice(0, READ)], 14, 8).labels[2]!.lines,
    );
    expect(placement.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
    expect(placement.fullText).toBe(huge);
  });

  it('keeps the whole text of a label cut inside a run of whitespace or of combining marks', () => {
    const spread = `Wide${' \t'.repeat(1_000_000)}words`;
    const spreadPlacement = layout(['Speed', 'Strength', spread], 14, 8).labels[2]!;
    expect(spreadPlacement.lines).toEqual(['Wide']);
    expect(spreadPlacement.fullText).toBe(spread);

    const marks = `a${'\u0301'.repeat(200_000)}`;
    const marksPlacement = layout(['Speed', 'Strength', marks], 14, 8).labels[2]!;
    expect(marksPlacement.lines).toEqual([marks.slice(0, READ)]);
    expect(marksPlacement.fullText).toBe(marks);
  });
});
