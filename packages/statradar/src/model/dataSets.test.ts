import { describe, expect, it } from 'vitest';
import { createChart } from './createChart';
import {
  addDataSet,
  canAddDataSet,
  canRemoveDataSet,
  removeDataSet,
  setValue,
  updateDataSet,
} from './dataSets';
import { parseChart } from './parseChart';
import { deepFreeze } from '../../test/deepFreeze';

const twoDataSets = deepFreeze(addDataSet(createChart()));

describe('addDataSet', () => {
  it('appends the next data set without changing the input', () => {
    const chart = deepFreeze(createChart());
    const next = addDataSet(chart);
    expect(next.data.map((dataSet) => dataSet.name)).toEqual(['Player 1', 'Player 2']);
    expect(next.data[1]!.values).toEqual([50, 50, 50]);
    expect(chart.data).toHaveLength(1);
  });

  it('hue-shifts each new colour from the one before', () => {
    const chart = addDataSet(addDataSet(createChart()));
    // #92d7f0 (hue ≈ 195.96°) + 30° ≈ 225.96°: blue = max 240, red = min 146,
    // green falls: 146 + 94 × (240 − 225.96)/60 = 146 + 94 × (1/2 − 25/94) = 146 + 47 − 25 = 168 = 0xa8.
    expect(chart.data.map((dataSet) => dataSet.color)).toEqual(['#92f0da', '#92d7f0', '#92a8f0']);
  });
});

describe('the edit functions stay within what parseChart accepts', () => {
  it('adds no data set past 200, and cuts names and descriptions to 200 and 20,000 characters', () => {
    let chart = createChart();
    while (chart.data.length < 199) chart = addDataSet(chart);
    expect(canAddDataSet(chart)).toBe(true);
    const full = addDataSet(chart);
    expect(full.data).toHaveLength(200);
    expect(canAddDataSet(full)).toBe(false);
    expect(addDataSet(full)).toBe(full);
    const long = updateDataSet(full, 0, { name: 'n'.repeat(300), description: 'd'.repeat(30_000) });
    expect(long.data[0]!.name).toHaveLength(200);
    expect(long.data[0]!.description).toHaveLength(20_000);
    expect(parseChart(long).ok).toBe(true);
  });
});

describe('removeDataSet', () => {
  it('refuses to remove the last remaining data set', () => {
    const chart = deepFreeze(createChart());
    expect(canRemoveDataSet(chart)).toBe(false);
    expect(removeDataSet(chart, 0)).toBe(chart);
  });

  it('removes the data set at the index when more than one remains', () => {
    expect(canRemoveDataSet(twoDataSets)).toBe(true);
    const remaining = removeDataSet(twoDataSets, 0);
    expect(remaining.data.map((dataSet) => dataSet.name)).toEqual(['Player 2']);
    expect(twoDataSets.data).toHaveLength(2);
  });

  it('returns the same chart for an index that does not exist', () => {
    expect(removeDataSet(twoDataSets, 2)).toBe(twoDataSets);
    expect(removeDataSet(twoDataSets, -1)).toBe(twoDataSets);
  });
});

describe('setValue', () => {
  it('sets one value and clamps it to 0..100', () => {
    expect(setValue(twoDataSets, 0, 1, 65).data[0]!.values).toEqual([80, 65, 70]);
    expect(setValue(twoDataSets, 0, 1, 120).data[0]!.values).toEqual([80, 100, 70]);
    expect(setValue(twoDataSets, 1, 2, -5).data[1]!.values).toEqual([50, 50, 0]);
  });

  it('leaves the other data sets as the same objects', () => {
    const next = setValue(twoDataSets, 0, 0, 10);
    expect(next.data[1]).toBe(twoDataSets.data[1]);
    expect(next.labels).toBe(twoDataSets.labels);
  });

  it('returns the same chart for NaN or unknown indices', () => {
    expect(setValue(twoDataSets, 0, 0, Number.NaN)).toBe(twoDataSets);
    expect(setValue(twoDataSets, 5, 0, 10)).toBe(twoDataSets);
    expect(setValue(twoDataSets, 0, 3, 10)).toBe(twoDataSets);
  });
});

describe('updateDataSet', () => {
  it('patches name, description and colour', () => {
    const next = updateDataSet(twoDataSets, 1, { name: 'Ada', description: '**fast**', color: 'tomato' });
    expect(next.data[1]).toStrictEqual({
      name: 'Ada',
      description: '**fast**',
      color: 'tomato',
      values: [50, 50, 50],
    });
  });

  it('keeps one clamped value per label when values are patched', () => {
    expect(updateDataSet(twoDataSets, 0, { values: [150] }).data[0]!.values).toEqual([100, 50, 50]);
    expect(updateDataSet(twoDataSets, 0, { values: [1, 2, 3, 4] }).data[0]!.values).toEqual([1, 2, 3]);
  });

  it('returns the same chart for an unknown index', () => {
    expect(updateDataSet(twoDataSets, 9, { name: 'x' })).toBe(twoDataSets);
  });
});
