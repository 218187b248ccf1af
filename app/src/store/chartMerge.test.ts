// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addAttribute, addDataSet, createChart, renameLabel, setValue, updateMetadata } from 'statradar';

import { mergeChartEdits } from './chartMerge';

const base = createChart();

describe('merging another tab change with this tab edits', () => {
  it('keeps this tab values and the other tab name', () => {
    const mine = setValue(base, 0, 0, 82);
    const theirs = updateMetadata(base, { name: 'Renamed there' });
    const merged = mergeChartEdits(base, mine, theirs);
    expect(merged.metadata.name).toBe('Renamed there');
    expect(merged.data[0]?.values).toEqual([82, 50, 70]);
    // What this tab did not change keeps its objects (the chart redraws only what changed).
    expect(merged.labels).toBe(mine.labels);
  });

  it('keeps both values when each tab moved a different slider of one data set', () => {
    const mine = setValue(base, 0, 0, 90);
    const theirs = setValue(base, 0, 2, 10);
    expect(mergeChartEdits(base, mine, theirs).data[0]?.values).toEqual([90, 50, 10]);
  });

  it('takes the other tab value where both changed the same value', () => {
    const merged = mergeChartEdits(base, setValue(base, 0, 0, 90), setValue(base, 0, 0, 20));
    expect(merged.data[0]?.values).toEqual([20, 50, 70]);
  });

  it('keeps a structural change of one tab with a rename in the other', () => {
    const mine = renameLabel(base, 1, 'Power');
    const theirs = addAttribute(base);
    const merged = mergeChartEdits(base, mine, theirs);
    expect(merged.labels.map((label) => label.name)).toEqual(['Speed', 'Power', 'Agility', 'New Attribute']);
    expect(merged.data[0]?.values).toEqual([80, 50, 70, 50]);
  });

  it('returns the other tab version when the two edits do not make one valid chart', () => {
    const mine = addAttribute(base);
    const theirs = addDataSet(base);
    expect(mergeChartEdits(base, mine, theirs)).toBe(theirs);
  });
});
