import type { ChartStyle, StyleOverrides } from './types';

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
 * (negative or non-finite counts mean 0, "show all"; fractions round down). A text key that is
 * empty or not text (`fontFamily: 5`) gets its default too, as `parseChart` would give it: the SVG
 * writer and the canvas font need text. `overrides` (a view's `style` option) are laid over
 * `style` key by key; an override that is undefined or null leaves the chart's own value.
 * @example resolveStyle({ gridLine: 'circle' }).fillStyle // 'soft fill'
 * @example resolveStyle({ gridLine: 'circle' }, { gridLine: undefined }).gridLine // 'circle'
 */
export function resolveStyle(style?: ChartStyle, overrides?: StyleOverrides): Required<ChartStyle> {
  const resolved: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_STYLE)) {
    const value = overrides?.[key as keyof ChartStyle] ?? style?.[key as keyof ChartStyle];
    resolved[key] = ((typeof fallback != 'string' || typeof value == 'string') && value) || fallback;
  }
  const showCount = Math.floor(Number(resolved.showCount)); // numeric text ('2') and 2n too
  resolved.showCount = showCount > 0 && showCount < Infinity ? showCount : 0;
  return resolved as Required<ChartStyle>;
}
