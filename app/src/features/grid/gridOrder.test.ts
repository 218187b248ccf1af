import { describe, expect, it } from 'vitest';
import type { Chart } from 'statradar';

import {
  clampColumns,
  defaultColumns,
  gridOrder,
  shownColumns,
  sortFromValue,
  sortToValue,
} from './gridOrder';

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

describe('gridOrder, more sorts and the direction switch', () => {
  it('puts the highest mean value first', () => {
    // Means: 10, 130/3 = 43.3, 50.
    expect(gridOrder(chart, { kind: 'mean' })).toEqual([2, 1, 0]);
    // Mean ignores axis order where area does not: [100, 0, 100, 0] has area 0 but mean 50.
    const orderMatters: Chart = {
      ...chart,
      labels: [...chart.labels, { name: 'D' }],
      data: [
        { name: 'x', description: '', color: '#000', values: [100, 0, 100, 0] },
        { name: 'y', description: '', color: '#000', values: [40, 40, 40, 40] },
      ],
    };
    expect(gridOrder(orderMatters, { kind: 'area' })).toEqual([1, 0]);
    expect(gridOrder(orderMatters, { kind: 'mean' })).toEqual([0, 1]);
  });

  it('reverses the direction and still keeps chart order on ties', () => {
    expect(gridOrder(chart, { kind: 'alphabetical' }, true)).toEqual([0, 1, 2]);
    expect(gridOrder(chart, { kind: 'attribute', labelIndex: 0 }, true)).toEqual([0, 2, 1]);
    const tied = { ...chart, data: chart.data.map((dataSet) => ({ ...dataSet, values: [40, 40, 40] })) };
    expect(gridOrder(tied, { kind: 'mean' }, true)).toEqual([0, 1, 2]);
  });
});

describe('sort values', () => {
  it('round-trip and fall back to alphabetical for unknown or out-of-range values', () => {
    for (const sort of [
      { kind: 'alphabetical' },
      { kind: 'area' },
      { kind: 'mean' },
      { kind: 'attribute', labelIndex: 2 },
    ] as const) {
      expect(sortFromValue(sortToValue(sort), 3)).toEqual(sort);
    }
    expect(sortFromValue('attribute:3', 3)).toEqual({ kind: 'alphabetical' });
    expect(sortFromValue('attribute:-1', 3)).toEqual({ kind: 'alphabetical' });
    expect(sortFromValue('nonsense', 3)).toEqual({ kind: 'alphabetical' });
  });
});

describe('defaultColumns', () => {
  it('gives 1 column on a phone and follows the width up to 10', () => {
    expect(defaultColumns(343)).toBe(1);
    expect(defaultColumns(0)).toBe(1);
    expect(defaultColumns(1088)).toBe(3);
    expect(defaultColumns(1400)).toBe(4);
    expect(defaultColumns(10_000)).toBe(10);
  });
});

describe('shownColumns', () => {
  it('shows the chosen columns while each card keeps 80 px, fewer on a narrow screen', () => {
    // A phone's grid (343 px): 3 cards of at least 80 px with 16 px gaps.
    expect(shownColumns(10, 343, 16)).toBe(3);
    expect(shownColumns(2, 343, 16)).toBe(2);
    // A 1280 px window's grid (1088 px) fits all 10.
    expect(shownColumns(10, 1088, 16)).toBe(10);
    // Never fewer than one.
    expect(shownColumns(4, 20, 16)).toBe(1);
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
