/**
 * `statradar`: the pure core of the radar-chart engine: the chart model (types, defaults, edits,
 * validation), colour and geometry (axis angles, points, area percentages). No DOM, no Konva, no
 * React: it runs in browsers, workers and Node. Drawing lives in the other entries:
 * `statradar/svg` (label layout, scene, SVG string), `statradar/konva`, `statradar/react` and
 * `statradar/node`.
 */
export type {
  Chart,
  ChartLabel,
  ChartMetadata,
  ChartStyle,
  DataSet,
  FillStyle,
  GridLine,
  ParseIssue,
  ParseResult,
  StyleOverrides,
} from './model';
export {
  VALUE_MIN,
  VALUE_MAX,
  DEFAULT_VALUE,
  MIN_LABELS,
  MIN_DATA_SETS,
  DEFAULT_CHART_NAME,
  NEW_ATTRIBUTE_NAME,
  DEFAULT_STYLE,
  resolveStyle,
  createChart,
  createDataSet,
  addDataSet,
  canAddDataSet,
  canRemoveDataSet,
  removeDataSet,
  updateDataSet,
  setValue,
  addAttribute,
  canAddAttribute,
  canRemoveAttribute,
  removeAttribute,
  renameLabel,
  updateMetadata,
  visibleDataSets,
  isBlankText,
  chartName,
  dataSetName,
  attributeName,
  formatParseIssues,
  parseChart,
  parseChartParts,
} from './model';
// Validation shared by every public entry (issue 10).
export { assertChart } from './model/assertChart';

// The parser's limits, for inputs that must never accept what loading would reject.
export { MAX_NAME_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_LABELS, MAX_DATA_SETS } from './model/constants';

export type { Rgba } from './color';
export {
  DEFAULT_HUE_SHIFT,
  parseColor,
  isColor,
  formatHex,
  hueShift,
  contrastRatio,
  readableTextColor,
} from './color';

export type { Point } from './geometry';
export {
  VIEW_BOX_SIZE,
  CENTER,
  RADIUS,
  axisAngle,
  pointAt,
  polygonPoints,
  areaPercent,
  formatAreaPercent,
} from './geometry';
export { meanValue } from './geometry';
