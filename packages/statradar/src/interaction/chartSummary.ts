import type { Chart } from '../model/types';
import { formatAreaPercent } from '../geometry/areaPercent';
import { scaledValue, type ScaleOptions } from '../scene/scale';
import { formatValue } from './formatValue';
import { attributeName, chartName, dataSetName } from '../model/shownNames';

/** The text a screen reader gets for a chart: a table of every data set's values and area. */
export interface ChartSummary {
  /** The table's caption: the chart's name, or "Radar Chart Generator" when it is blank. */
  caption: string;
  /** Column headings after the data-set name: one per attribute ("Attribute {n}" when blank), then "Area". */
  columns: string[];
  /**
   * One row per data set, in chart order: its name ("Data set {n}" when blank), then one cell per
   * attribute and the area ("44%").
   */
  rows: { name: string; cells: string[] }[];
}

/**
 * Builds the accessible summary of a chart (same numbers as the chart, area as in the editor).
 * An unnamed chart is captioned "Radar Chart Generator", as the app titles it, and an unnamed data
 * set or attribute is "Data set {n}" or "Attribute {n}" (counting from 1), as the app names them. Values are rounded
 * to at most 2 decimals ("76.48"), the area as {@link formatAreaPercent} ("44%") of the polygon
 * drawn on `scale` (its `min` and `max`, default 0 and 100), as the legend gives it: values 5, 5, 5
 * on a 0 to 10 scale fill a quarter of the chart, "25%". Takes a `Chart` and a scale as typed and
 * does not check them (see `assertChart`).
 */
export function chartSummary(chart: Chart, scale?: Pick<ScaleOptions, 'min' | 'max'>): ChartSummary {
  const range = { min: scale?.min ?? 0, max: scale?.max ?? 100 };
  return {
    caption: chartName(chart),
    columns: [...chart.labels.map((_, index) => attributeName(chart, index)), 'Area'],
    rows: chart.data.map((dataSet, index) => ({
      name: dataSetName(chart, index),
      cells: [
        ...dataSet.values.map(formatValue),
        formatAreaPercent(dataSet.values.map((value) => scaledValue(value, range))),
      ],
    })),
  };
}

/**
 * CSS that hides an element visually but keeps it for screen readers (the usual "sr-only" rule).
 * Put it on a block wrapper, never on a table: a table keeps its content width despite
 * `width: 1px` and would widen the page.
 */
export const VISUALLY_HIDDEN_STYLE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: '0',
  // A layout boundary: text changing inside (a value while editing) lays out nothing outside.
  contain: 'strict',
} as const;

/**
 * The data-set index a key moves the selection to in the chart's listbox, or undefined when the
 * key is not a selection key (Up and Down move by one and stop at the ends, Home and End jump;
 * Left and Right move between the selected data set's vertices instead, see attributeAfterKey).
 */
export function selectionAfterKey(key: string, selected: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const current = Math.min(Math.max(selected, 0), count - 1);
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The attribute whose vertex Left and Right move the keyboard tooltip to (wrapping around the
 * chart, as the axes do), starting at the first attribute; undefined for other keys.
 */
export function attributeAfterKey(
  key: string,
  attribute: number | undefined,
  count: number,
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowRight') return attribute === undefined ? 0 : (attribute + 1) % count;
  if (key === 'ArrowLeft') return attribute === undefined ? count - 1 : (attribute - 1 + count) % count;
  return undefined;
}
