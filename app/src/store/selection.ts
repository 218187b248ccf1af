/**
 * Which data set is selected, and the order data sets were selected in (most recent last), which
 * decides what shows when the style's showCount limits the visible data sets.
 */
export interface Selection {
  selected: number;
  recentSelection: number[];
}

/** The selection of a freshly activated chart: the first data set. */
export const INITIAL_SELECTION: Selection = { selected: 0, recentSelection: [0] };

export function selectionWithSelected(selection: Selection, index: number): Selection {
  return {
    selected: index,
    recentSelection: [...selection.recentSelection.filter((entry) => entry !== index), index],
  };
}

/**
 * The selection after data set `removed` is deleted: the same data set stays selected, and deleting
 * the selected one selects the one that took its place, or the previous one when it was the last.
 */
export function selectionAfterRemoval(
  selection: Selection,
  removed: number,
  dataSetCount: number,
): Selection {
  const shift = (index: number) => (index > removed ? index - 1 : index);
  const selected =
    selection.selected === removed ? Math.min(removed, dataSetCount - 1) : shift(selection.selected);
  return {
    selected: Math.max(0, selected),
    recentSelection: selection.recentSelection.filter((index) => index !== removed).map(shift),
  };
}

/** Keeps a selection valid for a chart with `dataSetCount` data sets (after undo or a change in another tab). */
export function selectionWithin(selection: Selection, dataSetCount: number): Selection {
  const last = Math.max(0, dataSetCount - 1);
  return {
    selected: Math.min(selection.selected, last),
    recentSelection: selection.recentSelection.filter((index) => index <= last),
  };
}
