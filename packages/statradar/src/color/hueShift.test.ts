import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorArbitrary } from '../../test/arbitraries';
import { formatHex } from './formatHex';
import { DEFAULT_HUE_SHIFT, hueShift } from './hueShift';
import { parseColor } from './parseColor';
import type { Rgba } from './rgba';

function channels(color: string): Rgba {
  const rgba = parseColor(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  return rgba;
}

describe('hueShift', () => {
  it('shifts the default data-set colour by 30 degrees by default', () => {
    // #92f0da = (146, 240, 218): max 240 (green), min 146, chroma 94.
    // Hue = 60 × ((218 − 146) / 94 + 2) = 60 × (2 + 72/94) ≈ 165.96°; + 30 ≈ 195.96°, in the 180..240 sector
    // where red = min = 146, blue = max = 240 and green falls from max:
    // green = 240 − 94 × (195.96 − 180) / 60 = 240 − 94 × (72/94 − 1/2) = 240 − (72 − 47) = 215 = 0xd7.
    expect(DEFAULT_HUE_SHIFT).toBe(30);
    expect(hueShift('#92f0da')).toBe('#92d7f0');
    expect(hueShift('#92f0da', 30)).toBe('#92d7f0');
  });

  it('turns pure red into pure green at 120 degrees and pure blue at -120', () => {
    expect(hueShift('#ff0000', 120)).toBe('#00ff00');
    expect(hueShift('#ff0000', -120)).toBe('#0000ff');
    expect(hueShift('red', 240)).toBe('#0000ff');
  });

  it('keeps alpha, and leaves greys (no hue) unchanged', () => {
    expect(hueShift('#ff000080', 120)).toBe('#00ff0080');
    expect(hueShift('#808080', 45)).toBe('#808080');
  });

  it('falls back to shifting #92f0da for an invalid colour, and shifts by 0 for non-finite degrees', () => {
    expect(hueShift('not a colour')).toBe('#92d7f0');
    expect(hueShift('#ff0000', Number.NaN)).toBe('#ff0000');
  });

  it('is the identity at 360 degrees', () => {
    fc.assert(fc.property(colorArbitrary(), (color) => hueShift(color, 360) === formatHex(channels(color))));
  });

  it('keeps saturation and lightness: the largest and smallest channels stay within rounding', () => {
    fc.assert(
      fc.property(colorArbitrary(), fc.double({ min: -720, max: 720, noNaN: true }), (color, degrees) => {
        const before = channels(color);
        const after = channels(hueShift(color, degrees));
        const extremes = ({ r, g, b }: Rgba) => [Math.max(r, g, b), Math.min(r, g, b)];
        const [maxBefore, minBefore] = extremes(before);
        const [maxAfter, minAfter] = extremes(after);
        expect(Math.abs(maxAfter! - maxBefore!)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(minAfter! - minBefore!)).toBeLessThanOrEqual(0.5);
        expect(after.a).toBe(before.a);
      }),
    );
  });

  it('composes: shifting by a then b is within rounding of shifting by a + b', () => {
    fc.assert(
      fc.property(
        colorArbitrary(),
        fc.integer({ min: -360, max: 360 }),
        fc.integer({ min: -360, max: 360 }),
        (color, first, second) => {
          const twice = channels(hueShift(hueShift(color, first), second));
          const once = channels(hueShift(color, first + second));
          for (const key of ['r', 'g', 'b'] as const) {
            expect(Math.abs(twice[key] - once[key])).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});
