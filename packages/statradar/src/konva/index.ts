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
export { MAX_BITMAP_PIXELS, MAX_BITMAP_SIDE } from '../interaction/bitmapLimits';
export type { ChartVertex } from '../interaction/vertexAtPoint';
