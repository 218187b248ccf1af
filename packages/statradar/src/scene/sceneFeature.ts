import type { Chart } from '../model/types';
import type { LabelLayout } from '../geometry/labelLayout';
import type { SceneOptions } from './buildScene';
import type { SceneColor } from './sceneColor';
import type { SceneLegendEntry, SceneShape, SceneViewBox } from './types';

/**
 * An optional part of the scene that a bundle only contains when it imports it: the legend, title
 * and caption ({@link sceneDecorations}) or the value scale ({@link sceneScale}). `buildScene`,
 * `chartToSvg` and every other entry always use both; `<RadarChartSvg features={[...]}>` takes only
 * the ones it is given, so a static chart without them stays small. Opaque: only the two exported
 * features are scene features.
 */
export interface SceneFeature {
  /** The feature's export name ('sceneDecorations' or 'sceneScale'), as error messages print it. */
  readonly name: 'sceneDecorations' | 'sceneScale';
}

/** The view box, legend entries and shapes the decorations feature adds around the chart. */
export interface DecorationsOutput {
  viewBox: SceneViewBox;
  legend: SceneLegendEntry[];
  /** Legend, title, caption and watermark shapes, in paint order (drawn over the chart). */
  shapes: SceneShape[];
}

/**
 * The legend, title and caption: option checks and layout. It also draws an export's watermark,
 * which only callers that have every feature draw (the SVG component never draws one).
 */
export interface DecorationsFeature extends SceneFeature {
  readonly name: 'sceneDecorations';
  /** Throws today's messages for a bad watermark option (checked amid the core options, as before). */
  checkWatermark(options: Record<string, unknown>, caller: string): void;
  /** Throws today's messages for a bad title, caption or legend option. */
  check(options: Record<string, unknown>, caller: string): void;
  /**
   * Lays out the decorations of a chart whose data sets `shown` are drawn (in paint order, hidden
   * ones included), given each data set's values on the 0..100 drawing scale and the text style.
   */
  layout(
    chart: Chart,
    options: SceneOptions,
    shown: readonly number[],
    hidden: ReadonlySet<number>,
    scaledValues: (series: number) => number[],
    fontFamily: string,
    text: SceneColor,
  ): DecorationsOutput;
}

/** A value scale as the composer uses it. */
export interface SceneScale {
  /** A value on the 0..100 drawing scale. */
  value(value: number): number;
  /** Ring positions on the drawing scale, or undefined for the spec's 5 evenly spaced rings. */
  rings?: number[] | undefined;
  /**
   * Tick label shapes (none unless asked for) at the layout's radius, clear of its labels, their
   * font scaled as the axis labels' is.
   */
  ticks(
    layout: LabelLayout,
    fontFamily: string,
    fill: string,
    opacity: number,
    textScale: number,
  ): SceneShape[];
}

/** The value scale: min/max, rings, tick labels and their option checks. */
export interface ScaleFeature extends SceneFeature {
  readonly name: 'sceneScale';
  /** Checks `options.scale` (today's messages) and resolves it. */
  resolve(scale: SceneOptions['scale'], caller: string): SceneScale;
}

/** The scene options each feature draws, for callers that must reject them without it. */
export const SCENE_FEATURE_OPTIONS: Record<
  SceneFeature['name'],
  readonly ('legend' | 'title' | 'caption' | 'scale')[]
> = {
  sceneDecorations: ['legend', 'title', 'caption'],
  sceneScale: ['scale'],
};
