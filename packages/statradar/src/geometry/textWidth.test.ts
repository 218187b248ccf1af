import { describe, expect, it } from 'vitest';
import { textWidth } from './textWidth';
import { textWrap } from './textWrap';

describe('textWidth', () => {
  it('adds per-character advances scaled by the font size, with a 4% safety margin', () => {
    // W is 0.99 em, i 0.28 em in the table: (0.99 + 0.28) · 10 · 1.04 = 13.208.
    expect(textWidth('Wi', 10)).toBeCloseTo(13.208, 9);
    expect(textWidth('', 14)).toBe(0);
  });

  it('measures wide and unknown characters conservatively', () => {
    expect(textWidth('W', 10)).toBeGreaterThan(textWidth('i', 10));
    expect(textWidth('漢', 10)).toBeCloseTo(10.4, 9);
    expect(textWidth('é', 10)).toBeCloseTo(8.32, 9);
  });
});

describe('textWrap', () => {
  it("breaks only words wider than a line by default, and any word at a line's end with 'fill'", () => {
    const width = textWidth('Marvel Rivals Char-', 20);
    // A title keeps its words whole when they fit lines of their own (the og card's wrap).
    expect(textWrap('Marvel Rivals Characters', 20, width)).toEqual(['Marvel Rivals', 'Characters']);
    expect(textWrap('Marvel Rivals Characters', 20, width, 'fill')).toEqual([
      'Marvel Rivals Char-',
      'acters',
    ]);
    // 'fill' goes on in the room a short word leaves instead of starting the next word on a new line.
    expect(textWrap('W WWWW', 10, textWidth('WWWW-', 10))).toEqual(['W', 'WWWW']);
    expect(textWrap('W WWWW', 10, textWidth('WWWW-', 10), 'fill')).toEqual(['W WW-', 'WW']);
  });

  it('keeps text that fits on one line', () => {
    expect(textWrap('Speed', 14, 100)).toEqual(['Speed']);
  });

  it('breaks between words and collapses whitespace', () => {
    expect(textWrap('  Suggestion \n Algo ', 14, 90)).toEqual(['Suggestion', 'Algo']);
  });

  it('breaks a word wider than the line between characters, marking each break with a hyphen', () => {
    // W is 10.296 wide at size 10 and "-" 3.848: "WW-" (24.44) fits in 31, "WWW-" (34.74) does not.
    expect(textWrap('W'.repeat(10), 10, 31)).toEqual(['WW-', 'WW-', 'WW-', 'WW-', 'WW']);
    expect(textWrap('WWWWW', 10, 35)).toEqual(['WWW-', 'WW']);
    // The last piece of a broken word shares its line with the next word when that fits.
    expect(textWrap('WWWWW i', 10, 35)).toEqual(['WWW-', 'WW i']);
  });

  it('keeps a word wider than the line whole on a line of its own when breaking words is off', () => {
    expect(textWrap('a WWWWW b', 10, 31, false)).toEqual(['a', 'WWWWW', 'b']);
  });

  it('gives no lines for blank text', () => {
    expect(textWrap('   ', 14, 100)).toEqual([]);
  });
});
