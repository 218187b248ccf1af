/** A colour as 0..255 integer channels and an alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * The default data-set colour. Also the fallback for colour functions given an invalid colour,
 * so a bad stored value still draws something sensible instead of throwing mid-render.
 */
export const DEFAULT_COLOR = '#92f0da';
