import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaPercent, formatAreaPercent } from './areaPercent';
import { polygonArea, polygonPoints } from './polygon';

const values = (minLength = 3) => fc.array(fc.integer({ min: 0, max: 100 }), { minLength, maxLength: 12 });

describe('areaPercent', () => {
  it('gives 43.666…% for the default chart 80, 50, 70', () => {
    // Each triangle between neighbouring axes is ½·rᵢ·rⱼ·sin 120°, so the ratio to the full
    // triangle is (80·50 + 50·70 + 70·80) / (3·100·100) = (4000 + 3500 + 5600) / 30000 = 13100 / 30000.
    expect(areaPercent([80, 50, 70])).toBeCloseTo(43.666666, 5);
    expect(formatAreaPercent([80, 50, 70])).toBe('44%');
  });

  it('gives 100% when every value is 100 and 0% when any other value is 0 on three axes', () => {
    expect(areaPercent([100, 100, 100, 100, 100])).toBe(100);
    expect(areaPercent([0, 100, 100])).toBeCloseTo(100 / 3, 9);
    expect(formatAreaPercent([0, 0, 0])).toBe('0%');
  });

  it('agrees with the shoelace area of the drawn polygon over the full regular polygon', () => {
    fc.assert(
      fc.property(values(), (list) => {
        const full = polygonArea(polygonPoints(list.map(() => 100)));
        expect(areaPercent(list)).toBeCloseTo((polygonArea(polygonPoints(list)) / full) * 100, 6);
      }),
    );
  });

  it('stays within 0..100 for any values, even out-of-range ones', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: false }), { minLength: 0, maxLength: 12 }), (list) => {
        const area = areaPercent(list);
        expect(area).toBeGreaterThanOrEqual(0);
        expect(area).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never shrinks when one value grows, and grows when that value has a non-zero neighbour', () => {
    fc.assert(
      fc.property(values(), fc.nat(), fc.integer({ min: 1, max: 100 }), (list, rawIndex, increase) => {
        const index = rawIndex % list.length;
        fc.pre(list[index]! + increase <= 100);
        const grown = list.map((value, position) => (position === index ? value + increase : value));
        const previous = list[(index - 1 + list.length) % list.length]!;
        const next = list[(index + 1) % list.length]!;
        if (previous > 0 || next > 0) expect(areaPercent(grown)).toBeGreaterThan(areaPercent(list));
        else expect(areaPercent(grown)).toBe(areaPercent(list));
      }),
    );
  });

  it('is unchanged when the axes are rotated cyclically', () => {
    fc.assert(
      fc.property(values(), fc.nat(), (list, shift) => {
        const offset = shift % list.length;
        const rotated = [...list.slice(offset), ...list.slice(0, offset)];
        expect(areaPercent(rotated)).toBeCloseTo(areaPercent(list), 9);
      }),
    );
  });

  it('changes when the axes are reordered otherwise (axis order changes the area)', () => {
    // [100, 0, 100, 0, …] encloses nothing: every neighbour product is 100·0.
    // Swapping the 0 at index 1 with the 100 at index 2 makes one product 100·100.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), (pairs) => {
        const alternating: number[] = Array.from({ length: 2 * pairs }, (_, index) =>
          index % 2 === 0 ? 100 : 0,
        );
        const swapped = [...alternating];
        [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
        expect(areaPercent(alternating)).toBe(0);
        expect(areaPercent(swapped)).toBeCloseTo(100 / (2 * pairs), 9);
      }),
    );
  });
});
