import type { Chart, StyleOverrides } from '../model/types';
import type { Scene } from './types';
import type { LegendPosition } from './decorations';
import type { ScaleOptions } from './scale';
import { composeScene } from './composeScene';
import { checkSceneSizeLimit } from './sceneOptionsCheck';
import { decorationsFeature } from './sceneDecorations';
import { scaleFeature } from './sceneScale';

/** Options of the legend; `legend: true` means every default. */
export interface LegendOptions {
  /** Where the legend goes around the chart (default 'bottom'); any other text is a RangeError. */
  position?: LegendPosition | undefined;
}

/** Options of {@link buildScene}; all optional. */
export interface SceneOptions {
  /**
   * Output width in CSS pixels, finite and > 0, else a RangeError (default: the view box width, 400
   * for a chart alone). A PNG has `width × pixelRatio` device pixels.
   */
  width?: number | undefined;
  /** Output height in CSS pixels, finite and > 0, else a RangeError (default: keeps the view box's aspect ratio). */
  height?: number | undefined;
  /**
   * Index of the selected data set: drawn on top with a thicker outline (default none). A whole
   * number from 0, else a RangeError; an index past the last data set selects none.
   */
  selected?: number | undefined;
  /** Data-set indices in selection order, most recent last (for the style's showCount rule). */
  recentSelection?: readonly number[] | undefined;
  /** Text drawn small in the bottom-right corner, e.g. 'Made with StatRadar' for exports (default none). */
  watermark?: string | false | undefined;
  /**
   * Background colour (any colour {@link parseColor} accepts, else a TypeError), or null for
   * transparent (default null).
   */
  background?: string | null | undefined;
  /** Whether to draw a dot on every data-set vertex (default true). */
  pointMarkers?: boolean | undefined;
  /**
   * A legend beside the chart: one entry per shown data set with its colour swatch, name and area
   * percentage (default none). `true` puts it below the chart.
   */
  legend?: boolean | LegendOptions | undefined;
  /**
   * Data-set indices toggled off: their polygons are left out and their legend entries drawn
   * dimmed (default none). Indices past the last data set are ignored.
   */
  hidden?: readonly number[] | undefined;
  /**
   * A title above the chart: `true` for the chart name, or the text itself (default none). Blank
   * text, or `true` for a blank name, draws none (the SVG's `<title>` still names the chart).
   */
  title?: boolean | string | undefined;
  /** A small source or caption line below the chart (default none; blank text draws none). */
  caption?: string | undefined;
  /** Value scale: min/max (default 0 to 100, values outside are clamped), rings, tick labels. */
  scale?: ScaleOptions | undefined;
  /**
   * The size in CSS pixels, finite and > 0 (else a RangeError), that axis and tick labels keep on a chart drawn small
   * (default 10). Labels are 14 view-box units, which scale with the chart: where that would draw
   * them smaller than this, they are laid out larger in the view box instead, at most twice (so
   * down to a chart square of about 143 px at the default), and the chart's radius shrinks to make
   * room, as Chart.js keeps its font size. The legend's text (12 units) keeps it too, with the
   * title and caption in proportion: they are laid out up to twice as large and the chart takes a
   * smaller part of the picture (a legend's 24 x 24 px entries come first), though never below half
   * the picture's smaller side: a legend of many data sets in a fixed box keeps its text at the last
   * size that left the chart that much. Pass 1 to let all text scale with the chart.
   */
  minLabelSize?: number | undefined;
}

/**
 * Turns a chart into a renderer-agnostic {@link Scene}: every shape with its final coordinates in
 * the 400 x 400 view box, colours and stable ids, in paint order: grid rings, axes, the visible
 * data sets (style showCount, see visibleDataSets) each with its point markers, labels, and the
 * optional watermark. Renderers only copy these numbers.
 *
 * The chart radius is 150 unless the labels need more room: with many long labels the label
 * layout (see {@link layoutLabels}) shrinks the chart so no label is clipped or overlapped.
 * A title, caption or legend extends the view box around the 400 x 400 chart square (see
 * {@link SceneViewBox}); values outside the scale are clamped, never rejected.
 * Pure and deterministic: the same chart and options always give an equal scene.
 * @throws TypeError when `chart` is not a chart (parseChart's messages, naming each wrong field) or
 * an option has the wrong type; RangeError when an option is out of range (e.g. a width that is not
 * finite and > 0), naming the option, the value and what is allowed.
 * @example
 * const scene = buildScene(createChart(), { selected: 0 });
 * scene.shapes.find((shape) => shape.id === 'series-0'); // the Player 1 polygon
 */
export function buildScene(chart: Chart, options: SceneOptions = {}): Scene {
  return buildSceneFor('buildScene', chart, options);
}

/**
 * {@link buildScene} with the public function's name for error messages: the chart and options are
 * checked first (see composeScene), so bad input throws at once. Every feature is included.
 * `styleOverrides` are laid over the chart's style (see resolveStyle).
 */
export function buildSceneFor(
  caller: string,
  chart: Chart,
  options: SceneOptions = {},
  styleOverrides?: StyleOverrides,
): Scene {
  checkSceneSizeLimit(options, caller);
  return composeScene(caller, chart, options, decorationsFeature, scaleFeature, styleOverrides);
}
