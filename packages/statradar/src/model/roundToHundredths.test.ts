import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToHundredths } from './roundToHundredths';

describe('roundToHundredths', () => {
  it('rounds decimal halves away from zero, as people do', () => {
    expect(roundToHundredths(1.005)).toBe(1.01);
    expect(roundToHundredths(76.485)).toBe(76.49);
    expect(roundToHundredths(-1.005)).toBe(-1.01);
    expect(roundToHundredths(0.125)).toBe(0.13);
    expect(roundToHundredths(1.0049)).toBe(1);
    expect(roundToHundredths(76.48409348976256)).toBe(76.48);
    expect(roundToHundredths(99.999)).toBe(100);
    expect(Object.is(roundToHundredths(-0.001), 0)).toBe(true);
  });

  it('keeps every value with two decimals or fewer exactly as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (hundredths) => {
        const typed = Number((hundredths / 100).toFixed(2));
        expect(roundToHundredths(typed)).toBe(typed || 0);
      }),
    );
  });

  it('rounds every typed value with three decimals to the nearest hundredth, halves away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), (thousandths) => {
        const typed = Number((thousandths / 1000).toFixed(3));
        // The answer worked out in integers: no floating point involved.
        const magnitude = Math.abs(thousandths);
        const hundredths = Math.floor(magnitude / 10) + (magnitude % 10 >= 5 ? 1 : 0);
        const expected = (thousandths < 0 ? -hundredths : hundredths) / 100;
        expect(roundToHundredths(typed)).toBe(expected || 0);
      }),
    );
  });
});
