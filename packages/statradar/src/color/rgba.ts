/** A colour as 0..255 integer channels and an alpha from 0 to 1. */
export interface Rgba {
  /** Red, an integer from 0 to 255. */
  r: number;
  /** Green, an integer from 0 to 255. */
  g: number;
  /** Blue, an integer from 0 to 255. */
  b: number;
  /** Alpha (opacity) from 0 (transparent) to 1 (opaque). */
  a: number;
}

/**
 * The default data-set colour. Also the fallback for colour functions given an invalid colour,
 * so a bad stored value still draws something sensible instead of throwing mid-render.
 */
export const DEFAULT_COLOR = '#92f0da';
