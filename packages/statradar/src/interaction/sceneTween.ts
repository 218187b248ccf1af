import { CENTER } from '../geometry/constants';
import type { SceneShape } from '../scene/types';
import { sceneShapeEquals } from './sceneShapeEquals';

/** Default length of an animated transition, in milliseconds. */
export const ANIMATION_DURATION_MS = 300;

/**
 * From how many values (data sets x attributes, before or after a change) a change is drawn at
 * once instead of morphed, as ECharts' `animationThreshold` turns animation off past 2,000 shapes.
 * Each frame of a morph repaints the moving data sets and their markers: at 200 x 100 a frame took
 * 135 to 270 ms to rasterise in Chromium without a GPU, so a one-value change held the page for
 * most of a second of frames nobody could follow, instead of one paint.
 */
export const ANIMATION_VALUE_LIMIT = 2000;

/** Ease-out cubic: fast start, gentle stop. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/**
 * `points` (flat x, y pairs of a closed shape) resampled to `count` vertices spread evenly along
 * its vertex sequence, so a polygon can morph into one with more or fewer vertices (an attribute
 * added or removed) without a jump.
 */
export function resamplePoints(points: readonly number[], count: number): number[] {
  const from = points.length / 2;
  if (from === count) return [...points];
  if (from === 0) return new Array<number>(count * 2).fill(CENTER);
  const result: number[] = [];
  for (let index = 0; index < count; index++) {
    const position = (index * from) / count;
    const lower = Math.floor(position);
    const upper = (lower + 1) % from;
    const fraction = position - lower;
    result.push(
      lerp(points[2 * lower]!, points[2 * upper]!, fraction),
      lerp(points[2 * lower + 1]!, points[2 * upper + 1]!, fraction),
    );
  }
  return result;
}

/** The shape collapsed onto the chart centre: where a new data set grows from and a removed one shrinks to. */
export function collapsedShape(shape: SceneShape): SceneShape {
  switch (shape.kind) {
    case 'polygon':
    case 'line':
      return { ...shape, points: shape.points.map(() => CENTER) };
    case 'circle':
      return { ...shape, x: CENTER, y: CENTER };
    default:
      return shape;
  }
}

/**
 * The shape `t` (0..1, already eased) of the way from `from` to `to`: coordinates, radii, widths
 * and opacities are interpolated; colours, text and anything else take `to`'s values (text is
 * never interpolated). Shapes of different kinds do not morph: `to` is returned.
 */
export function tweenShape(from: SceneShape, to: SceneShape, t: number): SceneShape {
  // An unchanged shape stays the target's own object in every frame: the stage keeps shapes that
  // hold still through a transition in a bitmap (see createSceneLayers), found by identity.
  if (t >= 1 || from.kind !== to.kind || sceneShapeEquals(from, to)) return to;
  return withOpacities(from, tweenGeometry(from, to, t), t);
}

/**
 * `shape` (a frame on the way to a shape) with its fill and stroke opacities taken `t` of the way
 * from `from`'s: a data set shown again mid-way through hiding fades back from where it was.
 */
function withOpacities(from: SceneShape, shape: SceneShape, t: number): SceneShape {
  const source = from as { fillOpacity?: number; strokeOpacity?: number };
  const target = shape as { fillOpacity?: number; strokeOpacity?: number };
  const fill =
    source.fillOpacity !== undefined &&
    target.fillOpacity !== undefined &&
    source.fillOpacity !== target.fillOpacity;
  const stroke =
    source.strokeOpacity !== undefined &&
    target.strokeOpacity !== undefined &&
    source.strokeOpacity !== target.strokeOpacity;
  if (!fill && !stroke) return shape;
  return {
    ...shape,
    ...(fill ? { fillOpacity: lerp(source.fillOpacity!, target.fillOpacity!, t) } : {}),
    ...(stroke ? { strokeOpacity: lerp(source.strokeOpacity!, target.strokeOpacity!, t) } : {}),
  } as SceneShape;
}

function tweenGeometry(from: SceneShape, to: SceneShape, t: number): SceneShape {
  switch (to.kind) {
    case 'polygon':
    case 'line': {
      const previous = from as typeof to;
      const source = resamplePoints(previous.points, to.points.length / 2);
      return {
        ...to,
        points: to.points.map((value, index) => lerp(source[index]!, value, t)),
        strokeWidth: lerp(previous.strokeWidth, to.strokeWidth, t),
      };
    }
    case 'circle': {
      const source = from as typeof to;
      return {
        ...to,
        x: lerp(source.x, to.x, t),
        y: lerp(source.y, to.y, t),
        radius: lerp(source.radius, to.radius, t),
      };
    }
    default:
      return to;
  }
}

/** A shape faded to `opacity` (0..1) of its own fill and stroke opacity. */
export function fadedShape(shape: SceneShape, opacity: number): SceneShape {
  if (opacity >= 1) return shape;
  if (shape.kind === 'text') return { ...shape, fillOpacity: shape.fillOpacity * opacity };
  if (shape.kind === 'line') return { ...shape, strokeOpacity: shape.strokeOpacity * opacity };
  return { ...shape, fillOpacity: shape.fillOpacity * opacity, strokeOpacity: shape.strokeOpacity * opacity };
}

/**
 * The shapes of one frame of a transition from the `from` shapes (what is on screen now, possibly
 * itself a frame of an unfinished transition) to the `to` shapes at eased progress `t`: shapes
 * kept by id morph, new ones grow from the centre and fade in, vanished ones shrink to the centre
 * and fade out (drawn under the kept ones).
 */
export function tweenShapes(
  from: ReadonlyMap<string, SceneShape>,
  to: readonly SceneShape[],
  t: number,
): SceneShape[] {
  if (t >= 1) return [...to];
  const frame: SceneShape[] = [];
  const kept = new Set<string>();
  for (const shape of to) kept.add(shape.id);
  for (const [id, shape] of from) {
    if (!kept.has(id)) frame.push(fadedShape(tweenShape(shape, collapsedShape(shape), t), 1 - t));
  }
  for (const shape of to) {
    const source = from.get(shape.id);
    frame.push(
      source ? tweenShape(source, shape, t) : fadedShape(tweenShape(collapsedShape(shape), shape, t), t),
    );
  }
  return frame;
}
