import type { Chart } from '../model/types';

/**
 * The hidden data sets of `before` (positions) as positions in `after`: each follows its data set
 * when a chart update adds, removes or reorders data sets. A data set is found as the same object
 * (the model's functions keep the data sets they do not touch), else at its own position when the
 * number of data sets did not change (edited in place: a value, its name), else by its name; one
 * found nowhere is no longer hidden.
 */
export function hiddenAfterChange(before: Chart, after: Chart, hidden: readonly number[]): number[] {
  if (before.data === after.data) return [...hidden];
  const taken = new Set<number>();
  for (const index of hidden) {
    const dataSet = before.data[index];
    if (!dataSet) continue;
    let at = after.data.indexOf(dataSet);
    if (at < 0 && after.data.length === before.data.length) at = index;
    if (at < 0)
      at = after.data.findIndex((other, position) => !taken.has(position) && other.name === dataSet.name);
    if (at >= 0) taken.add(at);
  }
  return [...taken].sort((a, b) => a - b);
}
