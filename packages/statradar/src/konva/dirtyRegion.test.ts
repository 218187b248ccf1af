import { describe, expect, it } from 'vitest';
import type { SceneCircle, ScenePolygon } from '../scene/types';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { changedBoxes, closeOverShapes, deviceRects, mergeInto, rectsArea } from './dirtyRegion';

const circle = (id: string, x: number, y: number): SceneCircle => ({
  kind: 'circle',
  id,
  series: 0,
  x,
  y,
  radius: 3,
  fill: '#112233',
  fillOpacity: 1,
  stroke: '#112233',
  strokeOpacity: 1,
  strokeWidth: 2,
});
const polygon = (points: number[]): ScenePolygon => ({
  kind: 'polygon',
  id: 'series-0',
  series: 0,
  points,
  fill: '#112233',
  fillOpacity: 0.3,
  stroke: '#112233',
  strokeOpacity: 1,
  strokeWidth: 2,
});
const noText = () => ({ left: 0, right: 0, ascent: 0, descent: 0 });
const identity = { x: 0, y: 0, scaleX: 1, scaleY: 1 };

describe('changedBoxes', () => {
  it('boxes a moved marker before and after, stroke included', () => {
    const boxes = changedBoxes([circle('a', 10, 10)], [circle('a', 20, 10)], sceneShapeEquals, noText);
    // radius 3 + half of stroke 2 = 4 around each centre.
    expect(boxes).toEqual([
      { x0: 6, y0: 6, x1: 14, y1: 14 },
      { x0: 16, y0: 6, x1: 24, y1: 14 },
    ]);
  });

  it('boxes a whole changed polygon, not only its moved vertex', () => {
    const before = polygon([0, 0, 100, 0, 50, 80]);
    const after = polygon([0, 0, 100, 0, 50, 90]);
    expect(changedBoxes([before], [after], sceneShapeEquals, noText)).toEqual([
      { x0: -1, y0: -1, x1: 101, y1: 81 },
      { x0: -1, y0: -1, x1: 101, y1: 91 },
    ]);
  });

  it('asks for a whole redraw when the shapes do not pair up', () => {
    const a = circle('a', 10, 10);
    expect(changedBoxes([a], [a, circle('b', 1, 1)], sceneShapeEquals, noText)).toBeUndefined();
    expect(changedBoxes([a], [circle('b', 10, 10)], sceneShapeEquals, noText)).toBeUndefined();
    expect(changedBoxes([a], [{ ...a }], sceneShapeEquals, noText)).toEqual([]);
  });
});

describe('deviceRects', () => {
  it('maps to device pixels, grows by the margin, snaps outwards and stays on the canvas', () => {
    const rects = deviceRects(
      [{ x0: 10.2, y0: 5.5, x1: 20.1, y1: 6 }],
      { x: 1, y: 0, scaleX: 2, scaleY: 2 },
      1.5,
      { width: 100, height: 100 },
      2,
    );
    // x: (1 + 10.2 * 2) * 1.5 - 2 = 30.1 -> 30; (1 + 20.1 * 2) * 1.5 + 2 = 63.8 -> 64.
    // y: 5.5 * 3 - 2 = 14.5 -> 14; 6 * 3 + 2 = 20.
    expect(rects).toEqual([{ x0: 30, y0: 14, x1: 64, y1: 20 }]);
    expect(
      deviceRects([{ x0: -5, y0: -5, x1: 500, y1: 3 }], identity, 1, { width: 100, height: 100 }, 0),
    ).toEqual([{ x0: 0, y0: 0, x1: 100, y1: 3 }]);
  });

  it('merges touching rectangles, and too many into one', () => {
    const boxes = [
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      { x0: 10, y0: 0, x1: 20, y1: 10 },
      { x0: 50, y0: 50, x1: 60, y1: 60 },
    ];
    const canvas = { width: 100, height: 100 };
    expect(deviceRects(boxes, identity, 1, canvas, 0)).toEqual([
      { x0: 0, y0: 0, x1: 20, y1: 10 },
      { x0: 50, y0: 50, x1: 60, y1: 60 },
    ]);
    expect(deviceRects(boxes, identity, 1, canvas, 0, 1)).toEqual([{ x0: 0, y0: 0, x1: 60, y1: 60 }]);
    expect(deviceRects(boxes, identity, 1, canvas, 0, 4, false)).toHaveLength(3);
  });
});

describe('mergeInto and closeOverShapes', () => {
  it('merges chains of overlapping rectangles', () => {
    const rects = [
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      { x0: 30, y0: 0, x1: 40, y1: 10 },
    ];
    expect(mergeInto(rects, { x0: 9, y0: 0, x1: 31, y1: 5 })).toEqual([{ x0: 0, y0: 0, x1: 40, y1: 10 }]);
    expect(rectsArea(mergeInto(rects, { x0: 0, y0: 50, x1: 1, y1: 51 }))).toBe(201);
  });

  it('grows rectangles until every shape is wholly inside one or outside all', () => {
    const shapes = [
      { x0: 5, y0: 5, x1: 15, y1: 15 }, // cut by the rectangle: taken in
      { x0: 14, y0: 14, x1: 30, y1: 30 }, // cut by the grown rectangle: taken in too
      { x0: 80, y0: 80, x1: 90, y1: 90 }, // apart: left out
      { x0: 2, y0: 2, x1: 4, y1: 4 }, // inside already
    ];
    expect(closeOverShapes([{ x0: 0, y0: 0, x1: 10, y1: 10 }], shapes)).toEqual([
      { x0: 0, y0: 0, x1: 30, y1: 30 },
    ]);
  });
});
