import { describe, expect, it } from 'vitest';
import type { SceneShape } from '../scene/types';
import { sceneShapeEquals } from './sceneShapeEquals';

const polygon: SceneShape = {
  id: 'series-0',
  series: 0,
  kind: 'polygon',
  points: [200, 80, 265, 237.5, 109, 252.5],
  fill: '#92f0da',
  fillOpacity: 0.35,
  stroke: '#92f0da',
  strokeOpacity: 1,
  strokeWidth: 2,
};

describe('sceneShapeEquals', () => {
  it('treats a copy with fresh arrays as equal', () => {
    expect(sceneShapeEquals(polygon, { ...polygon, points: [...polygon.points] })).toBe(true);
  });

  it('tells apart shapes differing in one coordinate, one field, or an extra field', () => {
    expect(sceneShapeEquals(polygon, { ...polygon, points: [200, 81, 265, 237.5, 109, 252.5] })).toBe(false);
    expect(sceneShapeEquals(polygon, { ...polygon, strokeWidth: 3 })).toBe(false);
    expect(sceneShapeEquals(polygon, { ...polygon, points: polygon.points.slice(0, 4) })).toBe(false);
    const { series: _series, ...withoutSeries } = polygon;
    expect(sceneShapeEquals(withoutSeries as SceneShape, polygon)).toBe(false);
  });
});
