import { describe, expect, it } from 'vitest';
import { createChart } from '../index';
import * as svg from './index';

describe('the statradar/svg entry', () => {
  it('exports exactly the label layout, scene, bitmap caps and SVG writers (a change here must be deliberate)', () => {
    expect(Object.keys(svg).sort()).toEqual([
      'MAX_BITMAP_PIXELS',
      'MAX_BITMAP_SIDE',
      'bitmapSize',
      'buildScene',
      'chartToSvg',
      'layoutLabels',
      'sceneDecorations',
      'sceneScale',
      'sceneToSvg',
    ]);
  });

  it('writes the scene of a core chart as SVG', () => {
    const chart = createChart();
    expect(svg.chartToSvg(chart)).toBe(svg.sceneToSvg(svg.buildScene(chart)));
  });
});
