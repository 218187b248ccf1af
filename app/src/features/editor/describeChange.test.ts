// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addAttribute,
  addDataSet,
  createChart,
  removeAttribute,
  removeDataSet,
  renameLabel,
  setValue,
  updateDataSet,
} from 'statradar';

import { describeChange } from './describeChange';

describe('describeChange', () => {
  const chart = addDataSet(createChart());

  it('names one changed value by its data set and attribute', () => {
    expect(describeChange(chart, setValue(chart, 1, 0, 72.5))).toBe('Player 2 Speed 72.5');
  });

  it('counts more than three changed values', () => {
    let changed = chart;
    for (const [set, label] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
    ] as const)
      changed = setValue(changed, set, label, 1);
    expect(describeChange(chart, changed)).toBe('4 values');
  });

  it('names the data set or attribute added or removed, wherever it was', () => {
    expect(describeChange(chart, removeDataSet(chart, 0))).toBe('data set Player 1 removed');
    expect(describeChange(removeDataSet(chart, 0), chart)).toBe('data set Player 1 added');
    expect(describeChange(addAttribute(chart), removeAttribute(addAttribute(chart), 1))).toBe(
      'attribute Strength removed',
    );
    expect(describeChange(chart, addAttribute(chart))).toBe('attribute New Attribute added');
  });

  it('says renames, colours and the chart’s own fields; blank names by their place', () => {
    expect(describeChange(chart, renameLabel(chart, 2, ' '))).toBe('attribute Agility named Attribute 3');
    expect(describeChange(chart, updateDataSet(chart, 0, { name: 'Ada', color: '#000000' }))).toBe(
      'data set Player 1 named Ada, Ada colour #000000',
    );
    expect(
      describeChange(chart, {
        ...chart,
        metadata: { ...chart.metadata, name: 'Mine', style: { gridLine: 'circle' } },
      }),
    ).toBe('chart name Mine, chart style');
    // A name cleared is announced as the title shows it, not as "chart name ".
    expect(describeChange(chart, { ...chart, metadata: { ...chart.metadata, name: '' } })).toBe(
      'chart name Radar Chart Generator',
    );
  });

  it('sums up a change of shape in both directions (an import, a block paste)', () => {
    const bigger = addAttribute(addDataSet(chart));
    expect(describeChange(chart, bigger)).toBe('3 data sets of 4 attributes');
    expect(describeChange(chart, chart)).toBe('no visible change');
  });
});

describe('describeChange with other changes beside an added row', () => {
  it('sums up instead of naming a data set that was not the one added', () => {
    const chart = createChart();
    const pasted = setValue(addDataSet(chart), 0, 1, 1);
    expect(describeChange(pasted, chart)).toBe('1 data set of 3 attributes');
    expect(describeChange(addAttribute(chart), setValue(chart, 0, 0, 1))).toBe('1 data set of 3 attributes');
  });
});
