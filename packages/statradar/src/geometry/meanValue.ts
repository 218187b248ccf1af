import { clampValue } from '../model/constants';

/**
 * A data set's mean value (0..100, unrounded): an order-independent score to show beside
 * {@link areaPercent}, whose result changes when the axes are reordered. Values are clamped to
 * 0..100 and a non-finite value counts as 0, exactly as the chart draws them; no values give 0.
 * @example meanValue([80, 50, 70]) // 66.666…
 */
export function meanValue(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += Number.isFinite(value) ? clampValue(value) : 0;
  return sum / values.length;
}
