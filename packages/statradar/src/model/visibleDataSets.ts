/**
 * Which data sets to draw, as indices in draw order (the last is drawn on top), following the
 * spec's showCount rule.
 *
 * - `showCount` 0 (or at least `dataSetCount`): every data set in index order, except that the most
 *   recently selected one (the last entry of `recentSelection`) is drawn last.
 * - `showCount` N > 0: the N most recently selected data sets, most recent drawn last. Data sets not
 *   in `recentSelection` count as least recent, lowest index (bottom-most) leaving first.
 *
 * `recentSelection` lists data-set indices, most recent last; repeats and indices out of range are
 * ignored. Negative or fractional showCounts are treated as by {@link resolveStyle}.
 * @example visibleDataSets(4, 0, [1]) // [0, 2, 3, 1]
 * @example visibleDataSets(4, 2, [0, 2]) // [0, 2]
 */
export function visibleDataSets(
  dataSetCount: number,
  showCount: number,
  recentSelection: readonly number[],
): number[] {
  const count = Math.max(0, Math.floor(dataSetCount) || 0);
  // Most recent first, each index once (a Set keeps the first occurrence), then oldest first.
  const recent = [
    ...new Set(
      [...recentSelection]
        .reverse()
        .filter((index) => Number.isInteger(index) && index >= 0 && index < count),
    ),
  ].reverse();
  const all = Array.from({ length: count }, (_, index) => index);
  const limit = Math.floor(showCount);
  if (!(limit > 0) || limit >= count) {
    const top = recent.at(-1);
    return top === undefined ? all : [...all.filter((index) => index !== top), top];
  }
  return [...all.filter((index) => !recent.includes(index)), ...recent].slice(-limit);
}
