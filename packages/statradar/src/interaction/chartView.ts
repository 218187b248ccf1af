import type { Chart, StyleOverrides } from '../model/types';
import { optionError } from '../model/optionError';
import { MAX_CHART_SIZE } from '../scene/sceneOptionsCheck';
import type { SceneOptions } from '../scene/buildScene';

/**
 * The watermark text the StatRadar app puts on its exports. Exports carry no watermark unless
 * given one: pass `{ watermark: DEFAULT_WATERMARK }` to an export call or as a chart option.
 */
export const DEFAULT_WATERMARK = 'Made with StatRadar';

/**
 * What a chart view draws: the chart, its size and selection, style overrides, and every other
 * scene option (see SceneOptions) except the watermark, which only exports draw.
 */
export interface ChartViewOptions extends Omit<SceneOptions, 'width' | 'height' | 'watermark'> {
  /**
   * The chart to draw. Checked before drawing (assertChart): a value that is not a drawable chart
   * throws a TypeError naming each wrong field in parseChart's words (a mounted chart's update then
   * leaves the chart as it was).
   */
  chart: Chart;
  /**
   * Width in CSS pixels: a finite number > 0 and at most 100,000 (`<RadarChartSvg>` does not check
   * the upper limit, to stay within its 8 KB), else a RangeError (a TypeError when it is not a
   * number). A mounted chart without one fills its container's width and follows it; the SVG
   * component defaults to 400.
   */
  width?: number | undefined;
  /** Height in CSS pixels, checked as `width` is; defaults to the width (square). */
  height?: number | undefined;
  /**
   * Style keys that override `chart.metadata.style` (fill style, grid shape, colours, font), key by
   * key: a key set to undefined or null keeps the chart's own. The chart's style, not CSS: keys it
   * does not have (`width`, `margin`) are ignored, so in React put CSS in `<RadarChart
   * containerStyle>` or a `className`. The interactive chart throws for a value `ChartStyle` does
   * not allow (a TypeError or RangeError naming `options.style.{key}`). `<RadarChartSvg>` does not
   * check them, to stay within its 8 KB: it draws the default in such a value's place, as it does
   * for a stored chart's style.
   */
  style?: StyleOverrides | undefined;
}

/**
 * Options of an image export. `legend`, `title`, `caption` and `background` override the chart's
 * own for this export only (e.g. a chart shown without a legend exported with one, or a chart on a
 * transparent canvas exported on white so its dark text reads on any background it is pasted on).
 */
export interface ExportOptions extends Pick<SceneOptions, 'legend' | 'title' | 'caption' | 'background'> {
  /**
   * Output pixels per CSS pixel (default 1: the chart's displayed size). The bitmap may be at most
   * 8192 px a side and 32 megapixels: beyond that `toPNG` and `toBlob` reject, and `toDataURL`
   * throws, a RangeError naming the size.
   */
  pixelRatio?: number | undefined;
  /** Watermark text drawn only into the export, or false for none (default: the chart's `watermark` option, else none). */
  watermark?: string | false | undefined;
}

/**
 * Scene options for a view at a size; `watermark` is only set while exporting. Every scene option
 * of the view is passed on, so options the scene gains reach it without changes here.
 */
export function sceneOptionsOf(
  view: ChartViewOptions,
  size: { width: number; height: number },
  watermark: string | false = false,
): SceneOptions {
  const { chart: _chart, style: _style, ...sceneOptions } = view;
  return { ...sceneOptions, width: size.width, height: size.height, watermark };
}

/**
 * Checks a size option of the interactive chart: a finite number of CSS pixels above 0 and at most
 * {@link MAX_CHART_SIZE}, or absent. Throws a TypeError (not a number) or RangeError naming the
 * option, the value and the allowed range, worded as every other option error.
 */
export function checkSizeOption(name: string, value: unknown): void {
  if (value === undefined) return;
  if (!Number.isFinite(value) || (value as number) <= 0 || (value as number) > MAX_CHART_SIZE) {
    optionError(
      'statradar',
      `options.${name}`,
      `a finite number of CSS pixels greater than 0 and at most ${MAX_CHART_SIZE}`,
      value,
      typeof value === 'number',
    );
  }
}
