import { areaPercent, meanValue } from 'statradar';
import type { Chart } from 'statradar';

/** How the grid orders data sets: by name, chart area, mean value, or one attribute's value. */
export type GridSort =
  { kind: 'alphabetical' } | { kind: 'area' } | { kind: 'mean' } | { kind: 'attribute'; labelIndex: number };

export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 10;

/** Spec: the grid's column count is clamped to 1..10. Non-numbers give null (keep the current count). */
export function clampColumns(input: string): number | null {
  const count = Math.trunc(Number(input));
  if (input.trim() === '' || !Number.isFinite(count)) return null;
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, count));
}

/** The narrowest card the grid lays out: below it names, figures and charts are unreadable. */
export const MIN_CARD_WIDTH = 80;

/**
 * How many of the chosen columns a grid `gridWidth` wide shows: all of them while each card keeps
 * {@link MIN_CARD_WIDTH}, fewer on a narrow screen (10 columns on a phone made 20 px cards).
 */
export function shownColumns(chosen: number, gridWidth: number, gap: number): number {
  const fitting = Math.max(MIN_COLUMNS, Math.floor((gridWidth + gap) / (MIN_CARD_WIDTH + gap)));
  return Math.min(chosen, fitting);
}

/**
 * The grid's default column count for a width: about 340 px per card (1 column on a phone, 3 in a
 * 1280 px window), which keeps chart labels above 10 px.
 */
export function defaultColumns(gridWidth: number): number {
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor(gridWidth / 340)));
}

/** The sort select's value for a sort ("alphabetical", "area", "mean", "attribute:2"). */
export function sortToValue(sort: GridSort): string {
  return sort.kind === 'attribute' ? `attribute:${sort.labelIndex}` : sort.kind;
}

/** Reads a sort select value (also from storage); anything unknown or out of range is alphabetical. */
export function sortFromValue(value: string, labelCount: number): GridSort {
  if (value === 'area' || value === 'mean') return { kind: value };
  const match = /^attribute:(\d{1,3})$/.exec(value);
  if (match) {
    const labelIndex = Number(match[1]);
    if (labelIndex < labelCount) return { kind: 'attribute', labelIndex };
  }
  return { kind: 'alphabetical' };
}

const nameCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The number a numeric sort orders by (null for alphabetical). */
export function sortScore(values: readonly number[], sort: GridSort): number | null {
  if (sort.kind === 'area') return areaPercent(values);
  if (sort.kind === 'mean') return meanValue(values);
  if (sort.kind === 'attribute') return values[sort.labelIndex] ?? 0;
  return null;
}

/**
 * Data-set indices in grid order: alphabetical by name (A to Z), or the largest area, mean value or
 * value of an attribute first. `reversed` flips the direction (Z to A, smallest first). Ties keep
 * the chart's order either way.
 */
export function gridOrder(chart: Chart, sort: GridSort, reversed = false): number[] {
  const indices = chart.data.map((_, index) => index);
  const direction = reversed ? -1 : 1;
  if (sort.kind === 'alphabetical') {
    return indices.sort(
      (a, b) =>
        direction * nameCollator.compare(chart.data[a]?.name ?? '', chart.data[b]?.name ?? '') || a - b,
    );
  }
  const scores = chart.data.map((dataSet) => sortScore(dataSet.values, sort) ?? 0);
  return indices.sort((a, b) => direction * (scores[b]! - scores[a]!) || a - b);
}
