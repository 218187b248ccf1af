/**
 * `value` rounded to two decimals, halves away from zero as written in decimal: 1.005 gives 1.01
 * and -1.005 gives -1.01, where `Math.round(value * 100) / 100` gives 1 (1.005 is stored as
 * 1.00499999999999989…, and times 100 as 100.49999999999999). The nudge of one part in 2^52 lifts
 * such a decimal halfway value over the half, and moves no other value across a rounding boundary
 * a person could type.
 */
export function roundToHundredths(value: number): number {
  const rounded = Math.round(Math.abs(value) * (1 + Number.EPSILON) * 100) / 100;
  // `|| 0`: a value that rounds to zero is 0, never -0 (which String() would write as "0" anyway,
  // but a table cell compared with Object.is would not).
  return (value < 0 ? -rounded : rounded) || 0;
}
