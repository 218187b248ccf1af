import { DEFAULT_VALUE, MAX_LABELS, MAX_NAME_LENGTH, MIN_LABELS, NEW_ATTRIBUTE_NAME } from './constants';
import { cutText } from './cutText';
import type { Chart } from './types';

/**
 * Whether an attribute may be added (a chart holds at most 100, as {@link parseChart} accepts).
 * @example canAddAttribute(createChart()) // true
 */
export function canAddAttribute(chart: Chart): boolean {
  return chart.labels.length < MAX_LABELS;
}

/**
 * The chart with a new attribute (axis) appended and a value of 50 for it in every data set; a
 * name is cut to 200 characters. Returns the same chart object when it already has 100 attributes
 * (see {@link canAddAttribute}).
 * @example addAttribute(createChart()).labels[3] // { name: 'New Attribute' }
 */
export function addAttribute(chart: Chart, name: string = NEW_ATTRIBUTE_NAME): Chart {
  if (!canAddAttribute(chart)) return chart;
  return {
    ...chart,
    labels: [...chart.labels, { name: cutText(name, MAX_NAME_LENGTH) }],
    data: chart.data.map((dataSet) => ({ ...dataSet, values: [...dataSet.values, DEFAULT_VALUE] })),
  };
}

/**
 * Whether an attribute may be removed (the spec disables deleting at 3 or fewer).
 * @example canRemoveAttribute(createChart()) // false
 */
export function canRemoveAttribute(chart: Chart): boolean {
  return chart.labels.length > MIN_LABELS;
}

/**
 * The chart without attribute `index` and its value in every data set. Returns the same chart
 * object when that would leave fewer than three attributes or the index does not exist.
 * @example removeAttribute(addAttribute(createChart()), 0).labels[0].name // 'Strength'
 */
export function removeAttribute(chart: Chart, index: number): Chart {
  if (!canRemoveAttribute(chart) || chart.labels[index] === undefined) return chart;
  const keep = (_: unknown, position: number) => position !== index;
  return {
    ...chart,
    labels: chart.labels.filter(keep),
    data: chart.data.map((dataSet) => ({ ...dataSet, values: dataSet.values.filter(keep) })),
  };
}

/**
 * The chart with attribute `index` renamed (the name cut to 200 characters). Unknown index: the
 * same chart object.
 * @example renameLabel(createChart(), 0, 'Pace').labels[0].name // 'Pace'
 */
export function renameLabel(chart: Chart, index: number, name: string): Chart {
  if (chart.labels[index] === undefined) return chart;
  const renamed = { name: cutText(name, MAX_NAME_LENGTH) };
  return { ...chart, labels: chart.labels.map((label, position) => (position === index ? renamed : label)) };
}
