import { describe, expect, it } from 'vitest';
import type { Scene, SceneShape } from '../scene/types';
import { seriesAtPoint } from './seriesAtPoint';

function polygon(series: number, points: number[]): SceneShape {
  return {
    id: `series-${series}`,
    series,
    kind: 'polygon',
    points,
    fill: '#ff0000',
    fillOpacity: 0.35,
    stroke: '#ff0000',
    strokeOpacity: 1,
    strokeWidth: 2,
  };
}

function marker(series: number, x: number, y: number): SceneShape {
  return {
    id: `series-${series}-point-0`,
    series,
    kind: 'circle',
    x,
    y,
    radius: 4,
    fill: '#ff0000',
    fillOpacity: 1,
    stroke: null,
    strokeOpacity: 0,
    strokeWidth: 0,
  };
}

const ring: SceneShape = { ...polygon(0, [0, 0, 400, 0, 400, 400, 0, 400]), id: 'ring-0', series: undefined };

/** Two overlapping squares: series 0 spans 100..300, series 1 (painted later) spans 200..350. */
function sceneOf(shapes: SceneShape[], width = 400, height = width): Scene {
  return {
    width,
    height,
    viewBox: { x: 0, y: 0, width: 400, height: 400 },
    title: 'Test',
    legend: [],
    fontFamily: 'sans-serif',
    background: null,
    shapes,
  };
}
const square0 = polygon(0, [100, 100, 300, 100, 300, 300, 100, 300]);
const square1 = polygon(1, [200, 200, 350, 200, 350, 350, 200, 350]);

describe('seriesAtPoint', () => {
  it('finds the polygon containing the point, ignoring shapes of no data set', () => {
    const scene = sceneOf([ring, square0, square1]);
    expect(seriesAtPoint(scene, 150, 150)).toBe(0);
    expect(seriesAtPoint(scene, 320, 320)).toBe(1);
    expect(seriesAtPoint(scene, 50, 50)).toBeUndefined(); // inside the ring only
  });

  it('picks the topmost polygon where they overlap, following paint order', () => {
    expect(seriesAtPoint(sceneOf([square0, square1]), 250, 250)).toBe(1);
    expect(seriesAtPoint(sceneOf([square1, square0]), 250, 250)).toBe(0);
  });

  it('counts the outline (half the stroke width outside the edge) as part of the polygon', () => {
    const scene = sceneOf([square0]);
    expect(seriesAtPoint(scene, 301, 150)).toBe(0);
    expect(seriesAtPoint(scene, 302.5, 150)).toBeUndefined();
  });

  it('finds a polygon of a concave shape only inside it', () => {
    // A "V": the notch between the arms at (200, 150) is outside.
    const scene = sceneOf([polygon(2, [100, 100, 200, 200, 300, 100, 200, 300])]);
    expect(seriesAtPoint(scene, 200, 150)).toBeUndefined();
    expect(seriesAtPoint(scene, 200, 250)).toBe(2);
  });

  it('picks a marker drawn over another data set’s polygon', () => {
    const scene = sceneOf([square1, square0, marker(1, 250, 250)]);
    expect(seriesAtPoint(scene, 252, 252)).toBe(1);
    expect(seriesAtPoint(scene, 260, 260)).toBe(0);
  });

  it('picks a marker even under another data set’s polygon painted later (a data set nested inside another)', () => {
    // Series 0's marker at (250, 250) lies inside series 1's square, which is painted over it.
    const scene = sceneOf([square0, marker(0, 250, 250), square1]);
    expect(seriesAtPoint(scene, 250, 250)).toBe(0);
    expect(seriesAtPoint(scene, 259, 250)).toBe(0); // 4 px radius + 5 px: within the 6 px tolerance
    expect(seriesAtPoint(scene, 261, 250)).toBe(1); // 7 px from the marker's edge: the polygon on top
  });

  it('picks the nearest marker within 6 pixels when no shape is under the pointer', () => {
    const scene = sceneOf([marker(0, 50, 50), marker(1, 70, 50)]);
    // 4 px radius + 6 px tolerance: 10 px from the centre still picks, 10.5 does not.
    expect(seriesAtPoint(scene, 40, 50)).toBe(0);
    expect(seriesAtPoint(scene, 39.5, 50)).toBeUndefined();
    // Between the two markers, the nearer one wins.
    expect(seriesAtPoint(scene, 61, 50)).toBe(1);
    expect(seriesAtPoint(scene, 59, 50)).toBe(0);
  });

  it('maps CSS pixels to the view box like the renderers (scaled and centred)', () => {
    // 800 x 400: the view box is drawn at x 200..600, y 0..400 with scale 1.
    const wide = sceneOf([square0], 800, 400);
    expect(seriesAtPoint(wide, 350, 150)).toBe(0);
    expect(seriesAtPoint(wide, 150, 150)).toBeUndefined();
    // 200 x 200: scale 0.5, so the square spans 50..150 and the marker tolerance is 12 view-box units.
    const small = sceneOf([square0, marker(1, 20, 20)], 200);
    expect(seriesAtPoint(small, 140, 140)).toBe(0);
    expect(seriesAtPoint(small, 160, 160)).toBeUndefined();
    expect(seriesAtPoint(small, 10 - 7.9, 10)).toBe(1); // 15.8 units from the centre: 4 + 11.8
  });
});
