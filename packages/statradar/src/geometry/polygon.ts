import { pointAt } from './axisAngle';
import { RADIUS } from './constants';

/**
 * The vertices of a data set's polygon as flat `[x0, y0, x1, y1, ...]` in view-box units, one
 * vertex per value, in axis order (see {@link axisAngle}), for an outer radius of `radius`
 * (view-box units, default {@link RADIUS}: 150). Values are not clamped (see {@link pointAt}).
 * @example polygonPoints([100, 100, 100, 100]) // [200, 50, 350, 200, 200, 350, 50, 200] (up to rounding)
 */
export function polygonPoints(values: readonly number[], radius: number = RADIUS): number[] {
  const points: number[] = [];
  values.forEach((value, index) => {
    const point = pointAt(index, values.length, value, radius);
    points.push(point.x, point.y);
  });
  return points;
}

/**
 * The area enclosed by a closed polygon given as flat points (shoelace formula), always >= 0
 * whatever the winding direction. Not in the public API: the area tests check areaPercent's
 * closed form against it.
 * @example polygonArea([0, 0, 4, 0, 4, 3]) // 6
 */
export function polygonArea(points: readonly number[]): number {
  const vertexCount = Math.floor(points.length / 2);
  let twiceSignedArea = 0;
  for (let index = 0; index < vertexCount; index++) {
    const next = (index + 1) % vertexCount;
    twiceSignedArea +=
      points[2 * index]! * points[2 * next + 1]! - points[2 * next]! * points[2 * index + 1]!;
  }
  return Math.abs(twiceSignedArea) / 2;
}
