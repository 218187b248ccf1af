export type {
  Chart,
  ChartLabel,
  ChartMetadata,
  ChartStyle,
  DataSet,
  FillStyle,
  GridLine,
  StyleOverrides,
} from './types';
export {
  VALUE_MIN,
  VALUE_MAX,
  DEFAULT_VALUE,
  MIN_LABELS,
  MIN_DATA_SETS,
  DEFAULT_CHART_NAME,
  NEW_ATTRIBUTE_NAME,
} from './constants';
export { DEFAULT_HUE_SHIFT } from '../color/hueShift';
export { DEFAULT_STYLE, resolveStyle } from './style';
export { createChart, createDataSet } from './createChart';
export {
  addDataSet,
  canAddDataSet,
  canRemoveDataSet,
  removeDataSet,
  updateDataSet,
  setValue,
} from './dataSets';
export {
  addAttribute,
  canAddAttribute,
  canRemoveAttribute,
  removeAttribute,
  renameLabel,
} from './attributes';
export { updateMetadata } from './metadata';
export { visibleDataSets } from './visibleDataSets';
export { isBlankText, chartName, dataSetName, attributeName } from './shownNames';
export type { ParseIssue, ParseResult } from './parseIssues';
export { formatParseIssues } from './parseIssues';
export { parseChart, parseChartParts } from './parseChart';
