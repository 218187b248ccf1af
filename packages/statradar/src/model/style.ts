import type { ChartStyle } from './types';

/** The style used for every key a chart's style leaves out. */
export const DEFAULT_STYLE: Readonly<Required<ChartStyle>> = Object.freeze({
  fillStyle: 'soft fill',
  gridLine: 'polygon',
  showCount: 0,
  labelColor: '#333333',
  axisColor: '#cccccc',
  fontFamily: 'sans-serif',
});

/**
 * A chart's style with defaults filled in and showCount as a non-negative integer
 * (negative or non-finite counts mean 0, "show all"; fractions round down).
 * @example resolveStyle({ gridLine: 'circle' }).fillStyle // 'soft fill'
 */
export function resolveStyle(style?: ChartStyle): Required<ChartStyle> {
  const showCount = Math.floor(Number(style?.showCount ?? 0));
  return {
    fillStyle: style?.fillStyle ?? DEFAULT_STYLE.fillStyle,
    gridLine: style?.gridLine ?? DEFAULT_STYLE.gridLine,
    showCount: Number.isFinite(showCount) && showCount > 0 ? showCount : 0,
    labelColor: style?.labelColor ?? DEFAULT_STYLE.labelColor,
    axisColor: style?.axisColor ?? DEFAULT_STYLE.axisColor,
    fontFamily: style?.fontFamily ?? DEFAULT_STYLE.fontFamily,
  };
}
