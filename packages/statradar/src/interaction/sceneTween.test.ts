import { describe, expect, it } from 'vitest';
import type { ScenePolygon, SceneText } from '../scene/types';
import { tweenShape, tweenShapes } from './sceneTween';

const polygon: ScenePolygon = {
  id: 'series-0',
  series: 0,
  kind: 'polygon',
  points: [200, 100, 300, 250, 100, 250],
  fill: '#92f0da',
  fillOpacity: 0.35,
  stroke: '#92f0da',
  strokeOpacity: 1,
  strokeWidth: 2,
} as ScenePolygon;

describe('tweenShape', () => {
  it('interpolates fill and stroke opacity, so a fade reversed mid-way continues without a jump', () => {
    const halfFaded = { ...polygon, fillOpacity: 0.175, strokeOpacity: 0.5 };
    const frame = tweenShape(halfFaded, polygon, 0.25) as ScenePolygon;
    expect(frame.fillOpacity).toBeCloseTo(0.175 + (0.35 - 0.175) * 0.25, 10);
    expect(frame.strokeOpacity).toBeCloseTo(0.5 + 0.5 * 0.25, 10);
    expect(frame.points).toEqual(polygon.points);
  });

  it('interpolates a text shape’s opacity (a legend entry dimmed or shown again)', () => {
    const text = { id: 'legend-0-text', kind: 'text', fillOpacity: 1 } as unknown as SceneText;
    const dimmed = { ...text, fillOpacity: 0.4 };
    expect((tweenShape(text, dimmed, 0.5) as SceneText).fillOpacity).toBeCloseTo(0.7, 10);
    expect(tweenShape(text, dimmed, 1)).toBe(dimmed);
  });

  it('draws a kept shape whose opacity did not change at its own opacity', () => {
    const moved = { ...polygon, points: [200, 120, 300, 250, 100, 250] };
    expect(tweenShapes(new Map([[polygon.id, polygon]]), [moved], 0.5)[0]).toMatchObject({
      fillOpacity: 0.35,
      strokeOpacity: 1,
    });
  });
});
