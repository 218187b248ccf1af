import { positiveNumber } from '../model/optionError';

/** The widest and tallest bitmap any export draws, in device pixels. */
export const MAX_BITMAP_SIDE = 8192;
/**
 * The most pixels any export bitmap may have (32 Mi = 33,554,432, e.g. 8192 x 4096): about 128 MB of
 * RGBA, which browsers and Node can allocate; beyond it canvases fail silently or processes abort.
 */
// A literal, not 32 * 1024 * 1024: bundlers keep a top-level product in bundles that never use it.
export const MAX_BITMAP_PIXELS = 33_554_432;

/** A size in CSS pixels and the device pixels per CSS pixel of a bitmap to draw. */
export interface BitmapSizeInput {
  /** Width in CSS pixels: finite and greater than 0. */
  width: number;
  /** Height in CSS pixels: finite and greater than 0. */
  height: number;
  /** Device pixels per CSS pixel (default 1): finite and greater than 0. */
  pixelRatio?: number | undefined;
}

/**
 * The device-pixel size of an export bitmap (each side rounded up), after checking the size and
 * pixel ratio: every value finite and positive, each side at least 1 and at most {@link MAX_BITMAP_SIDE} pixels
 * and the whole at most {@link MAX_BITMAP_PIXELS}, so no export can crash a process or allocate
 * without bound. Throws a TypeError or RangeError that names the option, the value and the allowed
 * range. Shared by `renderPng` and the Konva chart's `toDataURL`/`toBlob`.
 * @param caller - the public function's name, which starts the message
 * @example bitmapSize({ width: 400, height: 300, pixelRatio: 2 }, 'toBlob') // { width: 800, height: 600 }
 * @example bitmapSize({ width: 400, height: 400, pixelRatio: 100 }, 'renderPng') // throws RangeError
 */
export function bitmapSize(input: BitmapSizeInput, caller: string): { width: number; height: number } {
  const width = positiveNumber(caller, 'width', input.width);
  const height = positiveNumber(caller, 'height', input.height);
  const pixelRatio =
    input.pixelRatio === undefined ? 1 : positiveNumber(caller, 'options.pixelRatio', input.pixelRatio);
  const pixelWidth = Math.ceil(width * pixelRatio);
  const pixelHeight = Math.ceil(height * pixelRatio);
  const size = `${pixelWidth} x ${pixelHeight} pixels (width ${width} and height ${height} at pixelRatio ${pixelRatio})`;
  if (width * pixelRatio < 1 || height * pixelRatio < 1) {
    throw new RangeError(
      `${caller}: the bitmap would be ${(width * pixelRatio).toPrecision(3)} x ${(height * pixelRatio).toPrecision(3)} pixels (width ${width} and height ${height} at pixelRatio ${pixelRatio}); each side must be at least 1 pixel. Use a larger width, height or pixelRatio.`,
    );
  }
  if (pixelWidth > MAX_BITMAP_SIDE || pixelHeight > MAX_BITMAP_SIDE) {
    throw new RangeError(
      `${caller}: the bitmap would be ${size}; each side may be at most ${MAX_BITMAP_SIDE} pixels. Use a smaller width, height or pixelRatio.`,
    );
  }
  if (pixelWidth * pixelHeight > MAX_BITMAP_PIXELS) {
    throw new RangeError(
      `${caller}: the bitmap would be ${size}; at most ${MAX_BITMAP_PIXELS} pixels (32 megapixels) in all. Use a smaller width, height or pixelRatio.`,
    );
  }
  return { width: pixelWidth, height: pixelHeight };
}
