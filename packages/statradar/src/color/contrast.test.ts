import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorArbitrary } from '../../test/arbitraries';
import { contrastRatio, readableTextColor } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('white', 'black')).toBe(21);
    expect(contrastRatio('#92f0da', '#92f0da')).toBe(1);
  });

  it('matches the WCAG figures for mid greys on white', () => {
    // #777777: 119/255 = 0.4667 → ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845; (1.05) / (0.2345) = 4.48.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // #767676: 118/255 = 0.4627 → 0.1812; 1.05 / 0.2312 = 4.54 (the lightest grey passing AA on white).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('gives #92f0da against black as hand-computed', () => {
    // Linear channels: 146 → 0.2874, 240 → 0.8714, 218 → 0.7011;
    // L = 0.2126 × 0.2874 + 0.7152 × 0.8714 + 0.0722 × 0.7011 = 0.7344; (0.7344 + 0.05) / 0.05 = 15.69.
    expect(contrastRatio('#92f0da', '#000000')).toBeCloseTo(15.69, 1);
  });

  it('stays between 1 and 21 and is symmetric', () => {
    fc.assert(
      fc.property(colorArbitrary(), colorArbitrary(), (first, second) => {
        const ratio = contrastRatio(first, second);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        expect(contrastRatio(second, first)).toBe(ratio);
      }),
    );
  });
});

describe('readableTextColor', () => {
  it('picks white on dark backgrounds and black on light ones', () => {
    expect(readableTextColor('#000')).toBe('#ffffff');
    expect(readableTextColor('#fff')).toBe('#000000');
    expect(readableTextColor('#92f0da')).toBe('#000000');
    expect(readableTextColor('navy')).toBe('#ffffff');
  });

  it('switches between #757575 and #767676, where black and white contrast cross', () => {
    // #757575: L = 0.1779 → black 0.2279/0.05 = 4.56, white 1.05/0.2279 = 4.61 → white.
    // #767676: L = 0.1812 → black 4.62, white 4.54 → black.
    expect(readableTextColor('#757575')).toBe('#ffffff');
    expect(readableTextColor('#767676')).toBe('#000000');
  });

  it('always returns the colour with the higher contrast', () => {
    fc.assert(
      fc.property(colorArbitrary(), (background) => {
        const text = readableTextColor(background);
        const other = text === '#000000' ? '#ffffff' : '#000000';
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(contrastRatio(background, other));
      }),
    );
  });
});
