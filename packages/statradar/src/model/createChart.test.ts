import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHART_NAME,
  DEFAULT_VALUE,
  MIN_DATA_SETS,
  MIN_LABELS,
  NEW_ATTRIBUTE_NAME,
} from './constants';
import { createChart, createDataSet } from './createChart';
import { deepFreeze } from '../../test/deepFreeze';

describe('createChart', () => {
  it('creates the spec default chart', () => {
    expect(createChart()).toStrictEqual({
      metadata: { name: 'Radar Chart Generator', description: '' },
      labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
      data: [{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }],
    });
  });

  it('returns a fresh chart each time', () => {
    expect(createChart()).not.toBe(createChart());
    expect(createChart().data[0]!.values).not.toBe(createChart().data[0]!.values);
  });

  it('exposes the spec constants', () => {
    expect([DEFAULT_CHART_NAME, NEW_ATTRIBUTE_NAME, DEFAULT_VALUE, MIN_LABELS, MIN_DATA_SETS]).toEqual([
      'Radar Chart Generator',
      'New Attribute',
      50,
      3,
      1,
    ]);
  });
});

describe('createDataSet', () => {
  it('names the next player, gives 50 per label and hue-shifts the last colour by 30 degrees', () => {
    const chart = deepFreeze(createChart());
    // #92f0da shifted 30° is #92d7f0 (worked out in hueShift.test.ts).
    expect(createDataSet(chart)).toStrictEqual({
      name: 'Player 2',
      description: '',
      color: '#92d7f0',
      values: [50, 50, 50],
    });
  });

  it('derives the colour from the last data set, not the first', () => {
    const chart = createChart();
    chart.data.push({ name: 'Red', description: '', color: '#ff0000', values: [1, 2, 3] });
    // Red's hue 0° + 30° = 30°: green = 255 × 30/60 = 127.5 → 128 = 0x80.
    expect(createDataSet(chart).color).toBe('#ff8000');
    expect(createDataSet(chart).name).toBe('Player 3');
  });

  it('takes the next free number when a data set already has the name (Player 2 of four deleted)', () => {
    const player = (number: number) => ({ ...createChart().data[0]!, name: `Player ${number}` });
    const chart = { ...createChart(), data: [player(1), player(3), player(4)] };
    expect(createDataSet(chart).name).toBe('Player 5');
    // A gap is not filled: the name follows the count, as before.
    expect(createDataSet({ ...chart, data: [player(1), player(7)] }).name).toBe('Player 3');
  });

  it('uses #92f0da when there is no data set to follow', () => {
    expect(createDataSet({ ...createChart(), data: [] }).color).toBe('#92f0da');
  });
});
