import { clampValue, VALUE_MAX } from '../model/constants';

function clampedValue(value: number): number {
  return Number.isFinite(value) ? clampValue(value) : 0;
}

/**
 * A data set's polygon area as a percentage (0..100, unrounded) of the regular polygon with every
 * value at 100.
 *
 * Every triangle between neighbouring axes has area ½·rᵢ·rᵢ₊₁·sin(2π/n) and the regular polygon
 * has n of them with r = 100, so the ratio is Σ vᵢ·vᵢ₊₁ / (n·100²): computed that way it is exact
 * and free of trigonometric rounding. Values are clamped to 0..100; fewer than 3 values enclose no
 * area and give 0. The result depends on the axis order (the spec's radar-chart-downsides article).
 * @example areaPercent([80, 50, 70]) // 43.666…
 */
export function areaPercent(values: readonly number[]): number {
  const count = values.length;
  if (count < 3) return 0;
  let productSum = 0;
  for (let index = 0; index < count; index++) {
    productSum += clampedValue(values[index]!) * clampedValue(values[(index + 1) % count]!);
  }
  return (productSum / (count * VALUE_MAX * VALUE_MAX)) * 100;
}

/**
 * {@link areaPercent} as the editor shows it: 0 decimals followed by "%".
 * @example formatAreaPercent([80, 50, 70]) // "44%"
 */
export function formatAreaPercent(values: readonly number[]): string {
  return `${Math.round(areaPercent(values))}%`;
}
