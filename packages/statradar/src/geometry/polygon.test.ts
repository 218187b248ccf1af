import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonArea, polygonPoints } from './polygon';

describe('polygonPoints', () => {
  it('lists one vertex per value as flat x, y pairs in axis order', () => {
    const points = polygonPoints([100, 100, 100, 100]);
    [200, 50, 350, 200, 200, 350, 50, 200].forEach((expected, index) =>
      expect(points[index]).toBeCloseTo(expected, 9),
    );
    expect(points).toHaveLength(8);
  });

  it('keeps every vertex within the radius of the centre', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 3, maxLength: 12 }),
        fc.double({ min: 1, max: 150, noNaN: true }),
        (values, radius) => {
          const points = polygonPoints(values, radius);
          for (let index = 0; index < points.length; index += 2) {
            expect(Math.hypot(points[index]! - 200, points[index + 1]! - 200)).toBeLessThanOrEqual(
              radius + 1e-9,
            );
          }
        },
      ),
    );
  });
});

describe('polygonArea', () => {
  it('computes the shoelace area of a 3-4-5 right triangle as 6', () => {
    expect(polygonArea([0, 0, 4, 0, 4, 3])).toBe(6);
  });

  it('gives the same positive area for either winding direction', () => {
    expect(polygonArea([0, 0, 0, 2, 2, 2, 2, 0])).toBe(4);
    expect(polygonArea([0, 0, 2, 0, 2, 2, 0, 2])).toBe(4);
  });

  it('matches the triangle formula for the default chart: ½·150²·sin 120° per full triangle', () => {
    // Three triangles of ½·r²·sin(120°) with r = 150: 3 · ½ · 22500 · (√3/2) = 29228.357…
    expect(polygonArea(polygonPoints([100, 100, 100]))).toBeCloseTo((3 * 22500 * Math.sqrt(3)) / 4, 6);
  });
});
