import type { Scene, ScenePolygon } from '../scene/types';
import { viewBoxTransform } from './viewBoxTransform';

/** How far (in CSS pixels) a pointer may miss a marker and still pick its data set. */
export const MARKER_HIT_TOLERANCE = 6;

/**
 * The data set under a pointer at (x, y) in the scene's CSS pixels, found from the scene's geometry
 * instead of a Konva hit canvas (which costs a second full redraw on every frame). A point marker
 * under the pointer, or within {@link MARKER_HIT_TOLERANCE} pixels, comes first, the nearest one
 * (topmost where two are as near): a marker is where a value is, the tooltip names its data set,
 * and it must stay clickable when another data set's polygon is painted over it (one data set
 * nested inside another). Elsewhere the topmost polygon under the pointer, inside or on its
 * outline, as painted.
 */
export function seriesAtPoint(scene: Scene, x: number, y: number): number | undefined {
  const transform = viewBoxTransform(scene);
  const pointX = (x - transform.x) / transform.scaleX;
  const pointY = (y - transform.y) / transform.scaleY;
  const series = scene.shapes.filter((shape) => shape.series !== undefined);
  let nearest: number | undefined;
  let nearestGap = Infinity;
  for (let index = series.length - 1; index >= 0; index--) {
    const shape = series[index]!;
    if (shape.kind !== 'circle') continue;
    const edge = shape.radius + shape.strokeWidth / 2;
    const gap = Math.max(0, Math.hypot(pointX - shape.x, pointY - shape.y) - edge);
    if (gap < nearestGap) {
      nearestGap = gap;
      nearest = shape.series;
    }
  }
  if (nearestGap <= MARKER_HIT_TOLERANCE / transform.scaleX) return nearest;
  for (let index = series.length - 1; index >= 0; index--) {
    const shape = series[index]!;
    if (shape.kind === 'polygon' && polygonHit(shape, pointX, pointY)) return shape.series;
  }
  return undefined;
}

function polygonHit(shape: ScenePolygon, x: number, y: number): boolean {
  return polygonContains(shape.points, x, y) || outlineDistance(shape.points, x, y) <= shape.strokeWidth / 2;
}

/** Even-odd ray casting over flat [x0, y0, x1, y1, ...] points. */
function polygonContains(points: readonly number[], x: number, y: number): boolean {
  let inside = false;
  const count = points.length / 2;
  for (let index = 0, previous = count - 1; index < count; previous = index++) {
    const xi = points[2 * index]!;
    const yi = points[2 * index + 1]!;
    const xj = points[2 * previous]!;
    const yj = points[2 * previous + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the nearest edge of a closed polygon. */
function outlineDistance(points: readonly number[], x: number, y: number): number {
  const count = points.length / 2;
  let best = Infinity;
  for (let index = 0; index < count; index++) {
    const previous = index === 0 ? count - 1 : index - 1;
    best = Math.min(
      best,
      segmentDistance(
        x,
        y,
        points[2 * previous]!,
        points[2 * previous + 1]!,
        points[2 * index]!,
        points[2 * index + 1]!,
      ),
    );
  }
  return best;
}

function segmentDistance(x: number, y: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}
