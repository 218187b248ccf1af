import { areaPercent } from 'statradar';
import type { Chart } from 'statradar';

/** How the grid orders data sets: by name, by chart area, or by one attribute's value. */
export type GridSort =
  { kind: 'alphabetical' } | { kind: 'area' } | { kind: 'attribute'; labelIndex: number };

export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 10;

/** Spec: the grid's column count is clamped to 1..10. Non-numbers give null (keep the current count). */
export function clampColumns(input: string): number | null {
  const count = Math.trunc(Number(input));
  if (input.trim() === '' || !Number.isFinite(count)) return null;
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, count));
}

const nameCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Data-set indices in grid order: alphabetical by name, largest area first, or highest value of an
 * attribute first. Ties keep the chart's order.
 */
export function gridOrder(chart: Chart, sort: GridSort): number[] {
  const indices = chart.data.map((_, index) => index);
  const score = (index: number): number => {
    const dataSet = chart.data[index];
    if (!dataSet) return 0;
    if (sort.kind === 'area') return areaPercent(dataSet.values);
    if (sort.kind === 'attribute') return dataSet.values[sort.labelIndex] ?? 0;
    return 0;
  };
  if (sort.kind === 'alphabetical') {
    return indices.sort(
      (a, b) => nameCollator.compare(chart.data[a]?.name ?? '', chart.data[b]?.name ?? '') || a - b,
    );
  }
  return indices.sort((a, b) => score(b) - score(a) || a - b);
}
