import { describe, expect, it } from 'vitest';
import type { Chart } from 'statradar';

import { clampColumns, gridOrder } from './gridOrder';

const chart: Chart = {
  metadata: { name: 'Grid', description: '' },
  labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
  data: [
    { name: 'player 10', description: '', color: '#ff0000', values: [10, 10, 10] },
    { name: 'Player 2', description: '', color: '#00ff00', values: [90, 20, 20] },
    { name: 'alpha', description: '', color: '#0000ff', values: [50, 50, 50] },
  ],
};

describe('gridOrder', () => {
  it('sorts names alphabetically, ignoring case and reading numbers as numbers', () => {
    expect(gridOrder(chart, { kind: 'alphabetical' })).toEqual([2, 1, 0]);
  });

  it('puts the largest chart area first', () => {
    // Areas are proportional to the sum of neighbouring products: 300, 4000 (90*20 + 20*20 + 20*90), 7500.
    expect(gridOrder(chart, { kind: 'area' })).toEqual([2, 1, 0]);
    const reversed = {
      ...chart,
      data: [chart.data[2]!, chart.data[0]!, { ...chart.data[1]!, values: [100, 100, 100] }],
    };
    expect(gridOrder(reversed, { kind: 'area' })).toEqual([2, 0, 1]);
  });

  it('puts the highest value of the chosen attribute first, keeping chart order on ties', () => {
    expect(gridOrder(chart, { kind: 'attribute', labelIndex: 0 })).toEqual([1, 2, 0]);
    expect(gridOrder(chart, { kind: 'attribute', labelIndex: 1 })).toEqual([2, 1, 0]);
    const tied = { ...chart, data: chart.data.map((dataSet) => ({ ...dataSet, values: [40, 40, 40] })) };
    expect(gridOrder(tied, { kind: 'attribute', labelIndex: 2 })).toEqual([0, 1, 2]);
  });
});

describe('clampColumns', () => {
  it('clamps the column count to 1..10 and ignores text that is not a number', () => {
    expect(clampColumns('0')).toBe(1);
    expect(clampColumns('-4')).toBe(1);
    expect(clampColumns('4')).toBe(4);
    expect(clampColumns('4.8')).toBe(4);
    expect(clampColumns('25')).toBe(10);
    expect(clampColumns('')).toBeNull();
    expect(clampColumns('abc')).toBeNull();
  });
});
