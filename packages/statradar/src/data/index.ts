/**
 * `statradar/data`: tools for chart data that editors and importers need and renderers do not, kept
 * out of the core entry's size budget: repair of stored charts that break a limit, and spreadsheet
 * tables (read a table into a chart, write a chart as a table, paste a block of cells).
 * Pure functions, no DOM: they run in browsers, workers and Node.
 */
export type { RepairResult } from '../model/repairChart';
export { repairChart, repairChartParts } from '../model/repairChart';
export type {
  TableCells,
  TableReadOptions,
  TableCellIssue,
  TableChartData,
  TableReadResult,
  TableBlockPaste,
} from '../model/tableChart';
export {
  TABLE_CORNER_HEADER,
  tableNumber,
  guessTableTranspose,
  chartDataFromTable,
  chartToTable,
  replaceChartData,
  pasteTableBlock,
} from '../model/tableChart';
