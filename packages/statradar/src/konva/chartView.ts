import type { Chart, ChartStyle } from '../model/types';
import type { SceneOptions } from '../scene/buildScene';

/**
 * The watermark text the StatRadar app puts on its exports. Exports carry no watermark unless
 * given one: pass `{ watermark: DEFAULT_WATERMARK }` to an export call to add it.
 */
export const DEFAULT_WATERMARK = 'Made with StatRadar';

/** What an interactive chart view draws: the chart, its size and selection, and style overrides. */
export interface ChartViewOptions {
  chart: Chart;
  /** Output width in CSS pixels. */
  width: number;
  /** Output height in CSS pixels; defaults to the width. */
  height?: number;
  /** Index of the selected data set (drawn last when every data set shows). */
  selected?: number;
  /** Data-set indices in selection order, most recent last (drives the showCount rule). */
  recentSelection?: number[];
  /** Style keys that override `chart.metadata.style`. */
  style?: ChartStyle;
  /** Background colour, or null (the default) for transparent. */
  background?: string | null;
  /** Whether to draw a marker at every value (default true). */
  pointMarkers?: boolean;
}

/** Options of an image export. */
export interface ExportOptions {
  /** Output pixels per CSS pixel (default 1: the chart's displayed size). */
  pixelRatio?: number;
  /** Watermark text drawn only into the export, or false for none (the default). */
  watermark?: string | false;
}

/** The chart with the view's style overrides applied (the input is not mutated). */
export function chartWithStyle(chart: Chart, style: ChartStyle | undefined): Chart {
  if (!style) return chart;
  return { ...chart, metadata: { ...chart.metadata, style: { ...chart.metadata.style, ...style } } };
}

/** Scene options for a view; `watermark` is only set while exporting. */
export function sceneOptionsOf(view: ChartViewOptions, watermark: string | false = false): SceneOptions {
  return {
    width: view.width,
    height: view.height ?? view.width,
    selected: view.selected,
    recentSelection: view.recentSelection,
    background: view.background ?? null,
    pointMarkers: view.pointMarkers,
    watermark,
  };
}
