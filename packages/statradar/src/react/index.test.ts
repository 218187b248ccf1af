// @vitest-environment jsdom
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import * as react from './index';

describe('the statradar/react entry', () => {
  it('exports exactly RadarChart and RadarChartSvg (a change here must be deliberate)', () => {
    expect(Object.keys(react).sort()).toEqual(['RadarChart', 'RadarChartSvg']);
  });
});
