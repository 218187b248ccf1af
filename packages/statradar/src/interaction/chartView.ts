import type { Chart, ChartStyle } from '../model/types';
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
   * The chart to draw. Checked before drawing: a value {@link parseChart} rejects throws a TypeError
   * naming each wrong field (a mounted chart's update then leaves the chart as it was).
   */
  chart: Chart;
  /**
   * Width in CSS pixels. A mounted chart without one fills its container's width and follows it;
   * the SVG component defaults to 400.
   */
  width?: number;
  /** Height in CSS pixels; defaults to the width (square). */
  height?: number;
  /** Style keys that override `chart.metadata.style`. */
  style?: ChartStyle;
}

/**
 * Options of an image export. `legend`, `title` and `caption` override the chart's own for this
 * export only (e.g. a chart shown without a legend exported with one).
 */
export interface ExportOptions extends Pick<SceneOptions, 'legend' | 'title' | 'caption'> {
  /**
   * Output pixels per CSS pixel (default 1: the chart's displayed size). The bitmap may be at most
   * 8192 px a side and 32 megapixels; a larger one throws a RangeError.
   */
  pixelRatio?: number;
  /** Watermark text drawn only into the export, or false for none (default: the chart's `watermark` option, else none). */
  watermark?: string | false;
}

/** The chart with the view's style overrides applied (the input is not mutated). */
export function chartWithStyle(chart: Chart, style: ChartStyle | undefined): Chart {
  if (!style) return chart;
  return { ...chart, metadata: { ...chart.metadata, style: { ...chart.metadata.style, ...style } } };
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
 * Checks a size option: a finite number above 0, or absent. Throws a TypeError or RangeError that
 * names the option, the value and the allowed range.
 */
export function checkSizeOption(name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number of CSS pixels above 0, got ${typeof value}.`);
  }
  if (!Number.isFinite(value) || value <= 0 || value > 100_000) {
    throw new RangeError(`${name} must be a finite number above 0 and at most 100000, got ${value}.`);
  }
}
