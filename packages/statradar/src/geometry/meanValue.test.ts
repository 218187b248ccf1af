import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaPercent } from './areaPercent';
import { meanValue } from './meanValue';

describe('meanValue', () => {
  it('gives 66.666… for the default chart 80, 50, 70 and 0 for no values', () => {
    // (80 + 50 + 70) / 3 = 200 / 3
    expect(meanValue([80, 50, 70])).toBeCloseTo(66.666666, 5);
    expect(meanValue([])).toBe(0);
  });

  it('clamps to 0..100 and counts a non-finite value as 0, as the chart draws them', () => {
    // (100 + 0 + 0 + 60) / 4 = 40
    expect(meanValue([250, -20, Number.NaN, 60])).toBe(40);
  });

  it('does not depend on the axis order, unlike the area', () => {
    // Area: (100·0 + 0·100 + 100·0 + 0·100) / 4 = 0% against (100·100 + 100·0 + 0·0 + 0·100) / 4 = 25%.
    expect(areaPercent([100, 0, 100, 0])).toBe(0);
    expect(areaPercent([100, 100, 0, 0])).toBe(25);
    expect(meanValue([100, 0, 100, 0])).toBe(meanValue([100, 100, 0, 0]));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 12 }), (list) => {
        const reversed = [...list].reverse();
        const rotated = [...list.slice(1), list[0]!];
        expect(meanValue(reversed)).toBeCloseTo(meanValue(list), 9);
        expect(meanValue(rotated)).toBeCloseTo(meanValue(list), 9);
        expect(meanValue(list)).toBeGreaterThanOrEqual(Math.min(...list));
        expect(meanValue(list)).toBeLessThanOrEqual(Math.max(...list));
      }),
    );
  });
});
