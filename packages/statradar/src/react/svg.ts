/**
 * `statradar/react/svg`: `<RadarChartSvg>` alone, for grids, cards and server rendering. It draws
 * SVG and needs only `react`; `statradar/react`, which also holds the interactive `<RadarChart>`,
 * needs `konva` installed to resolve.
 */
export { RadarChartSvg, type RadarChartSvgProps } from './RadarChartSvg';
export type { ChartViewOptions } from '../interaction/chartView';
