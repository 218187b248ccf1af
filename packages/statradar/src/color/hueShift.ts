import { formatHex } from './formatHex';
import { parseColorOr } from './parseColor';
import { DEFAULT_COLOR } from './rgba';

/** Degrees each new data set's colour is rotated from the previous one. */
export const DEFAULT_HUE_SHIFT = 30;

/**
 * Rotates a colour's HSL hue by `degrees` (clockwise on the colour wheel; default
 * {@link DEFAULT_HUE_SHIFT}: 30), keeping saturation, lightness and alpha, and returns it as
 * {@link formatHex}. Never throws: invalid colours fall back to shifting `#92f0da` (the default
 * data-set colour); non-finite degrees shift by 0. `hueShift(c, 360)` equals `formatHex(parseColor(c))`.
 * @example hueShift('#ff0000', 120) // '#00ff00'
 * @example hueShift('#92f0da') // '#92d7f0'
 */
export function hueShift(color: string, degrees: number = DEFAULT_HUE_SHIFT): string {
  const { r, g, b, a } = parseColorOr(color, DEFAULT_COLOR);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma === 0 || !Number.isFinite(degrees)) return formatHex({ r, g, b, a });
  const sector =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  const hue = (((sector * 60 + degrees) % 360) + 360) % 360;
  // HSL to RGB (CSS Color 4 §7.1) written with max/min: lightness = (max+min)/2 and
  // chroma/2 = saturation·min(l, 1−l), so keeping max and min keeps saturation and lightness.
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return (max + min) / 2 - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return formatHex({ r: channel(0), g: channel(8), b: channel(4), a });
}
