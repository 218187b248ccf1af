import { roundToHundredths } from '../model/roundToHundredths';

/**
 * A value as people read it, in the tooltip and the accessible table: rounded to at most two
 * decimals, without trailing zeros ("76.48", "80"). Values are kept as given (a slider's drag or an
 * animation passes through any fraction); only their text is rounded.
 */
export function formatValue(value: number): string {
  return String(roundToHundredths(value));
}
