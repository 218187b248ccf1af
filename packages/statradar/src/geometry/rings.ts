import type { GridLine } from '../model/types';
import { VALUE_MAX } from '../model/constants';
import { CENTER, RADIUS, RING_COUNT } from './constants';
import { polygonPoints } from './polygon';

/**
 * Radii of the grid rings from the innermost outwards: RING_COUNT rings evenly spaced up to the
 * outer radius.
 * @example ringRadii() // [30, 60, 90, 120, 150]
 */
export function ringRadii(radius: number = RADIUS): number[] {
  return Array.from({ length: RING_COUNT }, (_, ring) => (radius * (ring + 1)) / RING_COUNT);
}

/** One grid ring, with a scene shape's geometry: a circle, or a regular polygon with one vertex on each axis. */
export type RingShape =
  { kind: 'circle'; x: number; y: number; radius: number } | { kind: 'polygon'; points: number[] };

/**
 * The grid rings for a chart (at `ringValues` on the 0..100 drawing scale when given, else RING_COUNT evenly spaced) with `axisCount` axes in the given grid-line style, innermost first.
 * @example ringShapes(4, 'circle')[0] // { kind: 'circle', x: 200, y: 200, radius: 30 }
 */
export function ringShapes(
  axisCount: number,
  gridLine: GridLine,
  radius: number = RADIUS,
  ringValues?: readonly number[],
): RingShape[] {
  const radii = ringValues ? ringValues.map((value) => (radius * value) / VALUE_MAX) : ringRadii(radius);
  return radii.map((ringRadius) =>
    gridLine === 'circle'
      ? { kind: 'circle', x: CENTER, y: CENTER, radius: ringRadius }
      : { kind: 'polygon', points: polygonPoints(new Array<number>(axisCount).fill(VALUE_MAX), ringRadius) },
  );
}
