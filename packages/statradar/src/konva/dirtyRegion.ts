import type { SceneShape, SceneText } from '../scene/types';
import { sceneTextBaselines } from '../scene/textBaselines';

/** An axis-aligned box: view-box units or device pixels, as the function using it says. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The ink box of one line of text, from the baseline origin (as `TextMetrics` gives it). */
export type MeasureText = (
  text: SceneText,
  line: string,
) => { left: number; right: number; ascent: number; descent: number };

function union(a: Box | undefined, b: Box): Box {
  if (!a) return { ...b };
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

function grown(box: Box, by: number): Box {
  return { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by };
}

/** Half the stroke (joins and caps are round, so no stroke reaches further), 0 without one. */
function strokeReach(shape: SceneShape): number {
  if (shape.kind === 'text') return 0;
  return shape.stroke !== null && shape.strokeOpacity > 0 ? Math.max(0, shape.strokeWidth) / 2 : 0;
}

function pointsBox(points: readonly number[]): Box | undefined {
  if (points.length < 2) return undefined;
  const box = { x0: points[0]!, y0: points[1]!, x1: points[0]!, y1: points[1]! };
  for (let index = 2; index + 1 < points.length; index += 2) {
    const x = points[index]!;
    const y = points[index + 1]!;
    if (x < box.x0) box.x0 = x;
    else if (x > box.x1) box.x1 = x;
    if (y < box.y0) box.y0 = y;
    else if (y > box.y1) box.y1 = y;
  }
  return box;
}

/** Everything `shape` paints (view-box units), strokes and text ink included. */
export function shapeBox(shape: SceneShape, measure: MeasureText): Box | undefined {
  const reach = strokeReach(shape);
  switch (shape.kind) {
    case 'circle':
      return grown({ x0: shape.x, y0: shape.y, x1: shape.x, y1: shape.y }, Math.abs(shape.radius) + reach);
    case 'rect':
      return grown(
        {
          x0: Math.min(shape.x, shape.x + shape.width),
          y0: Math.min(shape.y, shape.y + shape.height),
          x1: Math.max(shape.x, shape.x + shape.width),
          y1: Math.max(shape.y, shape.y + shape.height),
        },
        reach,
      );
    case 'polygon':
    case 'line': {
      const box = pointsBox(shape.points);
      return box && grown(box, reach);
    }
    case 'text': {
      const baselines = sceneTextBaselines(shape);
      let box: Box | undefined;
      shape.lines.forEach((line, index) => {
        const ink = measure(shape, line);
        const y = baselines[index] ?? shape.y;
        box = union(box, {
          x0: shape.x - ink.left,
          y0: y - ink.ascent,
          x1: shape.x + ink.right,
          y1: y + ink.descent,
        });
      });
      return box;
    }
  }
}

/**
 * The view-box boxes outside which painting `next` in place of `shown` changes no pixel, or
 * undefined when the two lists do not pair up shape for shape (same length, same ids in order:
 * data sets hidden, added or removed), which calls for a whole redraw. Antialiasing is not
 * included: the caller adds a device-pixel margin.
 */
export function changedBoxes(
  shown: readonly SceneShape[],
  next: readonly SceneShape[],
  equals: (a: SceneShape, b: SceneShape) => boolean,
  measure: MeasureText,
): Box[] | undefined {
  if (shown.length !== next.length) return undefined;
  const boxes: Box[] = [];
  for (let index = 0; index < next.length; index++) {
    const before = shown[index]!;
    const after = next[index]!;
    if (before.id !== after.id) return undefined;
    if (equals(before, after)) continue;
    // The whole shape, before and after, even when one vertex moved: the rasterizer's choices for
    // a path (its antialiasing method and fixed-point setup) depend on the whole path, so a
    // changed polygon may differ by a level along edges that did not move (seen in Chromium).
    const a = shapeBox(before, measure);
    const b = shapeBox(after, measure);
    if (a) boxes.push(a);
    if (b) boxes.push(b);
  }
  return boxes;
}

/**
 * Device-pixel rectangles covering `boxes` (view-box units) under the transform `(x + u * scale)
 * * ratio`, grown by `margin` device pixels for antialiasing, snapped outwards to whole pixels
 * (so the clip has no soft edge) and kept inside the canvas. Overlapping or touching rectangles
 * are merged (unless `merge` is false: one rectangle per box), and more than `maxRects` are
 * merged into one.
 */
export function deviceRects(
  boxes: readonly Box[],
  transform: { x: number; y: number; scaleX: number; scaleY: number },
  ratio: number,
  canvas: { width: number; height: number },
  margin: number,
  maxRects = 4,
  merge = true,
): Box[] {
  let rects: Box[] = [];
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor((transform.x + box.x0 * transform.scaleX) * ratio - margin));
    const y0 = Math.max(0, Math.floor((transform.y + box.y0 * transform.scaleY) * ratio - margin));
    const x1 = Math.min(canvas.width, Math.ceil((transform.x + box.x1 * transform.scaleX) * ratio + margin));
    const y1 = Math.min(canvas.height, Math.ceil((transform.y + box.y1 * transform.scaleY) * ratio + margin));
    // Unmerged, every box keeps its place (an empty one too); merged, empty ones are dropped.
    if (!merge) rects.push({ x0, y0, x1, y1 });
    else if (x1 > x0 && y1 > y0) rects = mergeInto(rects, { x0, y0, x1, y1 });
  }
  if (rects.length > maxRects) return [rects.reduce<Box | undefined>(union, undefined)!];
  return rects;
}

function touches(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/** `rects` (pairwise apart) with `rect` added, merging every rectangle it touches, repeatedly. */
export function mergeInto(rects: readonly Box[], rect: Box): Box[] {
  let merged = rect;
  let rest = [...rects];
  for (;;) {
    const touching = rest.filter((other) => touches(other, merged));
    if (touching.length === 0) return [...rest, merged];
    for (const other of touching) merged = union(merged, other);
    rest = rest.filter((other) => !touching.includes(other));
  }
}

/** The pixels the rectangles cover (they are pairwise apart, so no pixel is counted twice). */
export function rectsArea(rects: readonly Box[]): number {
  return rects.reduce((sum, rect) => sum + (rect.x1 - rect.x0) * (rect.y1 - rect.y0), 0);
}

/** Whether `outer` contains `inner` entirely. */
export function containsBox(outer: Box, inner: Box): boolean {
  return outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * `rects` grown until none cuts through one of `shapes` (device-pixel boxes): a shape that
 * overlaps a rectangle ends up wholly inside one, so the rectangles can be redrawn without a
 * clip by painting only the shapes inside them.
 */
export function closeOverShapes(rects: readonly Box[], shapes: readonly Box[]): Box[] {
  let result = [...rects];
  for (let changed = true; changed;) {
    changed = false;
    for (const shape of shapes) {
      if (!result.some((rect) => overlaps(rect, shape)) || result.some((rect) => containsBox(rect, shape)))
        continue;
      result = mergeInto(result, shape);
      changed = true;
    }
  }
  return result;
}
