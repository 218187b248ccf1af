import {
  clampValue,
  DEFAULT_VALUE,
  MAX_DATA_SETS,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MIN_DATA_SETS,
} from './constants';
import { cutText } from './cutText';
import { createDataSet } from './createChart';
import type { Chart, DataSet } from './types';

/**
 * Whether a data set may be added (a chart holds at most 200, as {@link parseChart} accepts).
 * @example canAddDataSet(createChart()) // true
 */
export function canAddDataSet(chart: Chart): boolean {
  return chart.data.length < MAX_DATA_SETS;
}

/**
 * The chart with {@link createDataSet}'s data set appended. Returns the same chart object when it
 * already holds 200 (see {@link canAddDataSet}).
 * @example addDataSet(createChart()).data.length // 2
 */
export function addDataSet(chart: Chart): Chart {
  if (!canAddDataSet(chart)) return chart;
  return { ...chart, data: [...chart.data, createDataSet(chart)] };
}

/**
 * Whether a data set may be removed (a chart keeps at least one).
 * @example canRemoveDataSet(createChart()) // false
 */
export function canRemoveDataSet(chart: Chart): boolean {
  return chart.data.length > MIN_DATA_SETS;
}

/**
 * The chart without data set `index`. Returns the same chart object when that would leave fewer
 * than one data set or the index does not exist.
 * @example removeDataSet(addDataSet(createChart()), 0).data[0].name // 'Player 2'
 */
export function removeDataSet(chart: Chart, index: number): Chart {
  if (!canRemoveDataSet(chart) || chart.data[index] === undefined) return chart;
  return { ...chart, data: chart.data.filter((_, position) => position !== index) };
}

/**
 * The chart with data set `index` changed by `patch`. Patched values are clamped to 0..100 and
 * padded with 50 or truncated to one per label, and a name or description is cut to the length
 * {@link parseChart} accepts (200 and 20,000 characters), keeping the model's invariant. Unknown
 * index: the same chart object.
 * @example updateDataSet(chart, 0, { name: 'Ada', color: '#ff8800' })
 */
export function updateDataSet(chart: Chart, index: number, patch: Partial<DataSet>): Chart {
  const current = chart.data[index];
  if (current === undefined) return chart;
  const updated: DataSet = { ...current, ...patch };
  if (patch.name !== undefined) updated.name = cutText(patch.name, MAX_NAME_LENGTH);
  if (patch.description !== undefined)
    updated.description = cutText(patch.description, MAX_DESCRIPTION_LENGTH);
  if (patch.values !== undefined) {
    updated.values = chart.labels.map((_, labelIndex) => {
      const value = patch.values?.[labelIndex];
      return typeof value === 'number' && !Number.isNaN(value) ? clampValue(value) : DEFAULT_VALUE;
    });
  }
  return { ...chart, data: chart.data.map((dataSet, position) => (position === index ? updated : dataSet)) };
}

/**
 * The chart with one value set, clamped to 0..100. Unknown indices or NaN: the same chart object.
 * @example setValue(createChart(), 0, 1, 120).data[0].values // [80, 100, 70]
 */
export function setValue(chart: Chart, dataSetIndex: number, labelIndex: number, value: number): Chart {
  const dataSet = chart.data[dataSetIndex];
  if (dataSet === undefined || dataSet.values[labelIndex] === undefined || Number.isNaN(value)) return chart;
  const values = dataSet.values.map((current, position) =>
    position === labelIndex ? clampValue(value) : current,
  );
  return updateDataSet(chart, dataSetIndex, { values });
}
