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
  it('keeps text that fits on one line', () => {
    expect(textWrap('Speed', 14, 100)).toEqual(['Speed']);
  });

  it('breaks between words and collapses whitespace', () => {
    expect(textWrap('  Suggestion \n Algo ', 14, 90)).toEqual(['Suggestion', 'Algo']);
  });

  it('breaks a word wider than the line between characters', () => {
    const lines = textWrap('W'.repeat(10), 10, 31);
    // Three W (30.9 wide) fit, four do not.
    expect(lines).toEqual(['WWW', 'WWW', 'WWW', 'W']);
  });

  it('gives no lines for blank text', () => {
    expect(textWrap('   ', 14, 100)).toEqual([]);
  });
});
