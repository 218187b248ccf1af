import { DEFAULT_VALUE, MIN_LABELS, NEW_ATTRIBUTE_NAME } from './constants';
import type { Chart } from './types';

/**
 * The chart with a new attribute (axis) appended and a value of 50 for it in every data set.
 * @example addAttribute(createChart()).labels[3] // { name: 'New Attribute' }
 */
export function addAttribute(chart: Chart, name: string = NEW_ATTRIBUTE_NAME): Chart {
  return {
    ...chart,
    labels: [...chart.labels, { name }],
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
 * The chart with attribute `index` renamed. Unknown index: the same chart object.
 * @example renameLabel(createChart(), 0, 'Pace').labels[0].name // 'Pace'
 */
export function renameLabel(chart: Chart, index: number, name: string): Chart {
  if (chart.labels[index] === undefined) return chart;
  return { ...chart, labels: chart.labels.map((label, position) => (position === index ? { name } : label)) };
}
