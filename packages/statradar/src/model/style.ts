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
  const resolved: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_STYLE))
    resolved[key] = style?.[key as keyof ChartStyle] ?? fallback;
  const showCount = Math.floor(Number(resolved.showCount));
  resolved.showCount = Number.isFinite(showCount) && showCount > 0 ? showCount : 0;
  return resolved as Required<ChartStyle>;
}
