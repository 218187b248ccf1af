import { VALUE_MAX, VALUE_MIN } from '../model/constants';
import { RING_COUNT } from '../geometry/constants';
import { optionError } from '../model/optionError';
import { roundToHundredths } from '../model/roundToHundredths';

/** Options of the value scale; every field has a default (the spec's 0 to 100 with 5 rings). */
export interface ScaleOptions {
  /** Value at the centre (default 0). Lower values are drawn at the centre (clamped). */
  min?: number | undefined;
  /**
   * Value at the outer ring (default 100). Higher values are drawn at the outer ring (clamped).
   * Must be greater than `min` (else a RangeError); both finite.
   */
  max?: number | undefined;
  /** Number of grid rings, evenly spaced from the centre to `max` (default 5; a whole number from 1 to 50). */
  rings?: number | undefined;
  /**
   * Value between rings instead of a ring count: rings at min + step, min + 2·step, … and one at
   * `max`. Takes precedence over `rings`; at most 50 rings may result (else a RangeError).
   */
  step?: number | undefined;
  /** Whether to draw each ring's value next to the top axis (default false). */
  ticks?: boolean | undefined;
  /** Text of a tick label (default: the value rounded to 2 decimals, e.g. "20"). */
  tickFormat?: ((value: number) => string) | undefined;
}

/** Most grid rings a scale may have (ring count or the rings a step gives). */
export const MAX_RINGS = 50;

/** A scale with every default applied and checked. */
export interface ResolvedScale {
  min: number;
  max: number;
  /** Value of every ring, innermost first; the last is `max`. */
  ringValues: number[];
  ticks: boolean;
  tickFormat: (value: number) => string;
}

function defaultTickFormat(value: number): string {
  return String(roundToHundredths(value));
}

function finite(caller: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value))
    optionError(caller, `options.scale.${name}`, 'a finite number', value, typeof value === 'number');
  return value as number;
}

/**
 * Checks scale options and fills in the defaults. Throws a RangeError or TypeError naming the
 * option, the value and the allowed range.
 * @example resolveScale({ max: 10, step: 2.5 }).ringValues // [2.5, 5, 7.5, 10]
 */
export function resolveScale(options: ScaleOptions = {}, caller = 'buildScene'): ResolvedScale {
  if (typeof options !== 'object' || options === null)
    optionError(caller, 'options.scale', 'an object', options);
  const min = finite(caller, 'min', options.min, VALUE_MIN);
  const max = finite(caller, 'max', options.max, VALUE_MAX);
  if (!(max > min)) {
    optionError(
      caller,
      'options.scale.max',
      'greater than options.scale.min',
      `min ${min} and max ${max}`,
      true,
      true,
    );
  }
  // A range wider than a double holds (min -1e308, max 1e308) would draw every ring at the centre.
  if (!Number.isFinite(max - min)) {
    optionError(
      caller,
      'options.scale',
      'a range max - min that is a finite number',
      `min ${min} and max ${max}`,
      true,
      true,
    );
  }
  let ringValues: number[];
  if (options.step !== undefined) {
    const step = finite(caller, 'step', options.step, 0);
    const count = Math.ceil((max - min) / step - 1e-9);
    if (!(step > 0) || count > MAX_RINGS) {
      optionError(
        caller,
        'options.scale.step',
        `a positive number giving at most ${MAX_RINGS} rings from ${min} to ${max} (at least ${(max - min) / MAX_RINGS})`,
        step,
        true,
      );
    }
    ringValues = Array.from({ length: count }, (_, ring) =>
      ring + 1 === count ? max : min + (ring + 1) * step,
    );
  } else {
    const rings = finite(caller, 'rings', options.rings, RING_COUNT);
    if (!Number.isInteger(rings) || rings < 1 || rings > MAX_RINGS) {
      optionError(caller, 'options.scale.rings', `a whole number from 1 to ${MAX_RINGS}`, rings, true);
    }
    ringValues = Array.from({ length: rings }, (_, ring) => min + ((max - min) * (ring + 1)) / rings);
  }
  if (options.tickFormat !== undefined && typeof options.tickFormat !== 'function') {
    optionError(caller, 'options.scale.tickFormat', 'a function', options.tickFormat);
  }
  if (options.ticks !== undefined && typeof options.ticks !== 'boolean') {
    optionError(caller, 'options.scale.ticks', 'true or false', options.ticks);
  }
  return {
    min,
    max,
    ringValues,
    ticks: options.ticks === true,
    tickFormat: options.tickFormat ?? defaultTickFormat,
  };
}

/**
 * A value as a position on the 0..100 drawing scale the geometry works in: clamped into
 * min..max (±Infinity too, as parseChart clamps them), then mapped linearly (min at the centre,
 * max at the outer ring). NaN, which assertChart refuses, gives 0 (the centre).
 * @example scaledValue(15, { min: 10, max: 20 }) // 50
 */
export function scaledValue(value: number, scale: Pick<ResolvedScale, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return 0;
  const clamped = Math.min(scale.max, Math.max(scale.min, value));
  // Multiplying by the factor keeps the default 0..100 scale exact (the factor is exactly 1).
  return (clamped - scale.min) * (VALUE_MAX / (scale.max - scale.min));
}
