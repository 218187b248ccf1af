import { describe, expect, it } from 'vitest';
import { visibleDataSets } from './visibleDataSets';

describe('visibleDataSets', () => {
  it('with showCount 0 draws every data set, the most recently selected last', () => {
    expect(visibleDataSets(4, 0, [])).toEqual([0, 1, 2, 3]);
    expect(visibleDataSets(4, 0, [1])).toEqual([0, 2, 3, 1]);
    expect(visibleDataSets(4, 0, [1, 3, 0])).toEqual([1, 2, 3, 0]);
  });

  it('treats a showCount of at least the data-set count like 0', () => {
    expect(visibleDataSets(3, 3, [0])).toEqual([1, 2, 0]);
    expect(visibleDataSets(3, 7, [2, 0])).toEqual([1, 2, 0]);
  });

  it('with showCount N draws the N most recently selected, most recent last', () => {
    expect(visibleDataSets(5, 2, [0, 3, 1])).toEqual([3, 1]);
    expect(visibleDataSets(5, 3, [0, 3, 1])).toEqual([0, 3, 1]);
  });

  it('fills up with unselected data sets, the bottom-most (lowest index) leaving first', () => {
    // Recency order, least recent first: unselected 0, 1, 3, 4, then selected 2.
    expect(visibleDataSets(5, 3, [2])).toEqual([3, 4, 2]);
    expect(visibleDataSets(4, 2, [])).toEqual([2, 3]);
  });

  it('counts a repeated selection once, at its latest position', () => {
    expect(visibleDataSets(4, 2, [1, 2, 1])).toEqual([2, 1]);
  });

  it('ignores selections that are out of range or not whole numbers', () => {
    expect(visibleDataSets(3, 0, [5, -1, 1.5])).toEqual([0, 1, 2]);
    expect(visibleDataSets(3, 1, [1, 9])).toEqual([1]);
  });

  it('treats negative or fractional showCounts like resolveStyle does', () => {
    expect(visibleDataSets(3, -2, [1])).toEqual([0, 2, 1]);
    expect(visibleDataSets(3, 1.9, [1])).toEqual([1]);
  });

  it('returns nothing for no data sets', () => {
    expect(visibleDataSets(0, 0, [0])).toEqual([]);
  });
});
