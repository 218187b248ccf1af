export {
  mountRadarChart,
  type LegendToggleEvent,
  type MountRadarChartOptions,
  type RadarChartEvents,
  type RadarChartHandle,
  type RadarChartOptions,
} from './mountRadarChart';
export { paintShape, paintScene, type PaintContext } from './paintShape';
export { DEFAULT_WATERMARK, type ChartViewOptions, type ExportOptions } from '../interaction/chartView';
export { chartSummary, type ChartSummary } from '../interaction/chartSummary';
export type { ChartVertex } from '../interaction/vertexAtPoint';
