export { createRadarRenderer, type RadarRenderer } from './radarRenderer';
export { mountRadarChart, type MountRadarChartOptions, type RadarChartHandle } from './mountRadarChart';
export { DEFAULT_WATERMARK, type ChartViewOptions, type ExportOptions } from './chartView';
export { chartSummary, type ChartSummary } from './chartSummary';
