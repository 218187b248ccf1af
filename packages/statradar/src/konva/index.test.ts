import { describe, expect, it } from 'vitest';
import * as konva from './index';

describe('the statradar/konva entry', () => {
  it('exports exactly this public API (a change here must be deliberate)', () => {
    expect(Object.keys(konva).sort()).toEqual([
      'DEFAULT_WATERMARK',
      'chartSummary',
      'mountRadarChart',
      'paintScene',
      'paintShape',
    ]);
  });
});
