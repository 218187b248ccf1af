import { describe, expect, it } from 'vitest';
import { ringRadii, ringShapes } from './rings';

describe('ringRadii', () => {
  it('spaces 5 rings evenly up to the radius', () => {
    expect(ringRadii()).toEqual([30, 60, 90, 120, 150]);
    expect(ringRadii(100)).toEqual([20, 40, 60, 80, 100]);
  });
});

describe('ringShapes', () => {
  it('draws circles in circle mode', () => {
    expect(ringShapes(6, 'circle')).toEqual(
      [30, 60, 90, 120, 150].map((radius) => ({ kind: 'circle', x: 200, y: 200, radius })),
    );
  });

  it('draws regular polygons with a vertex on every axis in polygon mode', () => {
    const rings = ringShapes(4, 'polygon');
    expect(rings).toHaveLength(5);
    const outer = rings[4]!;
    expect(outer.kind).toBe('polygon');
    if (outer.kind !== 'polygon') return;
    [200, 50, 350, 200, 200, 350, 50, 200].forEach((expected, index) =>
      expect(outer.points[index]).toBeCloseTo(expected, 9),
    );
    expect(rings[0]!.kind === 'polygon' && rings[0]!.points[1]).toBeCloseTo(170, 9);
  });
});
