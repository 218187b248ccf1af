export { RadarChart, type RadarChartProps, type RadarChartRef } from './RadarChart';
export { RadarChartSvg, type RadarChartSvgProps } from './RadarChartSvg';
export type { ChartViewOptions, ExportOptions } from '../interaction/chartView';
