import { describe, expect, it } from 'vitest';
import { addDataSet, createChart, removeDataSet, setValue, updateDataSet } from '../model';
import { hiddenAfterChange } from './hiddenAfterChange';

/** Player 1 to Player 4. */
const chart = addDataSet(addDataSet(addDataSet(createChart())));

describe('hiddenAfterChange', () => {
  it('keeps a hidden data set hidden when one before it is removed', () => {
    expect(hiddenAfterChange(chart, removeDataSet(chart, 0), [1])).toEqual([0]);
    expect(hiddenAfterChange(chart, removeDataSet(chart, 1), [1, 3])).toEqual([2]);
  });

  it('follows a hidden data set moved to another place', () => {
    const [first, second, third, fourth] = chart.data;
    const moved = { ...chart, data: [first!, third!, fourth!, second!] };
    expect(hiddenAfterChange(chart, moved, [1])).toEqual([3]);
  });

  it('keeps a data set edited in place hidden, and one found by name after a removal', () => {
    expect(hiddenAfterChange(chart, setValue(chart, 2, 0, 10), [2])).toEqual([2]);
    expect(hiddenAfterChange(chart, updateDataSet(chart, 2, { name: 'Renamed' }), [2])).toEqual([2]);
    const editedAndShifted = removeDataSet(setValue(chart, 2, 0, 10), 0);
    expect(hiddenAfterChange(chart, editedAndShifted, [2])).toEqual([1]);
  });

  it('drops a hidden data set that is gone, and keeps the list when the data sets are the same', () => {
    expect(hiddenAfterChange(chart, removeDataSet(chart, 1), [1])).toEqual([]);
    expect(hiddenAfterChange(chart, { ...chart }, [0, 2])).toEqual([0, 2]);
  });
});
