import { namedColorHex } from './namedColors';
import type { Rgba } from './rgba';

const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (any case, surrounding spaces allowed), the 148
 * CSS named colours and `transparent`. Returns null for anything else.
 * @example parseColor('#92f0da') // { r: 146, g: 240, b: 218, a: 1 }
 * @example parseColor('tomato') // { r: 255, g: 99, b: 71, a: 1 }
 */
export function parseColor(input: string): Rgba | null {
  if (typeof input !== 'string') return null;
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const match = HEX_COLOR.exec(text);
  let digits = match ? match[1]! : namedColorHex(text);
  if (digits === undefined) return null;
  if (digits.length < 6) digits = digits.replace(/./g, '$&$&');
  const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
}

/**
 * Whether {@link parseColor} accepts the input.
 * @example isColor('#abcd') // true
 * @example isColor('#abcde') // false
 */
export function isColor(input: string): boolean {
  return parseColor(input) !== null;
}

/** Like {@link parseColor}, but returns `fallback` parsed for invalid input. */
export function parseColorOr(input: string, fallback: string): Rgba {
  return parseColor(input) ?? (parseColor(fallback) as Rgba);
}
