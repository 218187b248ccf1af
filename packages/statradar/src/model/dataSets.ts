import { clampValue, DEFAULT_VALUE, MIN_DATA_SETS } from './constants';
import { createDataSet } from './createChart';
import type { Chart, DataSet } from './types';

/**
 * The chart with {@link createDataSet}'s data set appended.
 * @example addDataSet(createChart()).data.length // 2
 */
export function addDataSet(chart: Chart): Chart {
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
 * padded with 50 or truncated to one per label, keeping the model's invariant. Unknown index:
 * the same chart object.
 * @example updateDataSet(chart, 0, { name: 'Ada', color: '#ff8800' })
 */
export function updateDataSet(chart: Chart, index: number, patch: Partial<DataSet>): Chart {
  const current = chart.data[index];
  if (current === undefined) return chart;
  const updated: DataSet = { ...current, ...patch };
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
