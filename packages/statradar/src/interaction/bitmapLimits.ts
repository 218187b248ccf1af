/** The longest side, in pixels, of any bitmap the engine makes (PNG exports and data URLs). */
export const MAX_BITMAP_SIDE = 8192;
/** The most pixels any bitmap the engine makes may have (32 megapixels, 128 MB of RGBA). */
export const MAX_BITMAP_PIXELS = 32_000_000;

/**
 * Checks an export's pixel ratio and the bitmap size it gives, so no export can allocate without
 * bound or crash the tab. Throws a RangeError naming the option, its value and the allowed range.
 */
export function checkBitmapSize(width: number, height: number, pixelRatio: number): void {
  if (typeof pixelRatio !== 'number' || !Number.isFinite(pixelRatio) || pixelRatio <= 0) {
    throw new RangeError(`pixelRatio must be a finite number above 0, got ${String(pixelRatio)}.`);
  }
  const bitmapWidth = Math.ceil(width * pixelRatio);
  const bitmapHeight = Math.ceil(height * pixelRatio);
  if (bitmapWidth > MAX_BITMAP_SIDE || bitmapHeight > MAX_BITMAP_SIDE) {
    throw new RangeError(
      `pixelRatio ${pixelRatio} makes a ${bitmapWidth} x ${bitmapHeight} bitmap; each side must be at most ${MAX_BITMAP_SIDE} px (pixelRatio at most ${Math.floor((MAX_BITMAP_SIDE / Math.max(width, height)) * 1000) / 1000} for this ${width} x ${height} chart).`,
    );
  }
  if (bitmapWidth * bitmapHeight > MAX_BITMAP_PIXELS) {
    throw new RangeError(
      `pixelRatio ${pixelRatio} makes a ${bitmapWidth} x ${bitmapHeight} bitmap of ${bitmapWidth * bitmapHeight} pixels; the most allowed is ${MAX_BITMAP_PIXELS} (32 megapixels).`,
    );
  }
}
