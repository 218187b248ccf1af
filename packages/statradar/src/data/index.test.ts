import { describe, expect, it } from 'vitest';
import * as data from './index';

describe('the statradar/data entry', () => {
  it('exports exactly the repair and table tools (a change here must be deliberate)', () => {
    expect(Object.keys(data).sort()).toEqual([
      'TABLE_CORNER_HEADER',
      'chartDataFromTable',
      'chartToTable',
      'guessTableTranspose',
      'pasteTableBlock',
      'repairChart',
      'repairChartParts',
      'replaceChartData',
      'tableNumber',
    ]);
  });
});
