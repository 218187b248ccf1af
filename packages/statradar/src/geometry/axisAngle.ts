import { VALUE_MAX } from '../model/constants';
import { CENTER, RADIUS } from './constants';

/** A point in view-box units (y grows downwards, as on screen). */
export interface Point {
  /** Horizontal position, growing to the right. */
  x: number;
  /** Vertical position, growing downwards. */
  y: number;
}

/**
 * The angle of axis `index` among `count` axes, in radians.
 *
 * The one angle convention of StatRadar: axis 0 points straight up and angles grow clockwise on
 * screen, so with 4 axes axis 1 points right, axis 2 down and axis 3 left.
 * @example axisAngle(1, 4) // Math.PI / 2 (pointing right)
 */
export function axisAngle(index: number, count: number): number {
  return (2 * Math.PI * index) / count;
}

/**
 * Where `value` (0..100) lies on axis `index` of `count`, in view-box units, for a chart of outer
 * radius `radius` (view-box units, default {@link RADIUS}: 150) centred at {@link CENTER}. The value
 * is not clamped: 120 lies beyond the outer ring. Never throws (non-finite input gives NaN).
 * @example pointAt(0, 3, 100) // { x: 200, y: 50 }
 * @example pointAt(1, 4, 50) // { x: 275, y: 200 }
 */
export function pointAt(index: number, count: number, value: number, radius: number = RADIUS): Point {
  const angle = axisAngle(index, count);
  const distance = (radius * value) / VALUE_MAX;
  // sin/cos swapped and y negated because angle 0 is "up" and screen y grows downwards.
  return { x: CENTER + distance * Math.sin(angle), y: CENTER - distance * Math.cos(angle) };
}
