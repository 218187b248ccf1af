import type { Chart, FillStyle } from '../model/types';
import { assertChart } from '../model/assertChart';
import { checkSceneOptions } from './sceneOptionsCheck';
import { DEFAULT_STYLE, resolveStyle } from '../model/style';
import { visibleDataSets } from '../model/visibleDataSets';
import { CENTER, VIEW_BOX_SIZE } from '../geometry/constants';
import { pointAt } from '../geometry/axisAngle';
import { polygonPoints } from '../geometry/polygon';
import { ringShapes } from '../geometry/rings';
import { areaPercent } from '../geometry/areaPercent';
import { layoutLabels, type Box } from '../geometry/labelLayout';
import { textWidth } from '../geometry/textWidth';
import { formatHex } from '../color/formatHex';
import { parseColorOr } from '../color/parseColor';
import { sceneColor } from './sceneColor';
import { sceneText } from './sceneText';
import type { Scene, SceneLegendEntry, SceneShape, SceneText } from './types';
import { layoutDecorations, type LegendPosition } from './decorations';
import { resolveScale, scaledValue, type ScaleOptions } from './scale';

/** Options of the legend; `legend: true` means every default. */
export interface LegendOptions {
  /** Where the legend goes around the chart (default 'bottom'). */
  position?: LegendPosition;
}

/** Options of {@link buildScene}; all optional. */
export interface SceneOptions {
  /** Output width in pixels, finite and > 0 (default: the view box width, 400 for a chart alone). */
  width?: number;
  /** Output height in pixels, finite and > 0 (default: keeps the view box's aspect ratio). */
  height?: number;
  /** Index of the selected data set: drawn on top with a thicker outline. */
  selected?: number;
  /** Data-set indices in selection order, most recent last (for the style's showCount rule). */
  recentSelection?: number[];
  /** Text drawn small in the bottom-right corner, e.g. 'Made with StatRadar' for exports (default none). */
  watermark?: string | false;
  /** Background colour (an invalid one means white), or null for transparent (default null). */
  background?: string | null;
  /** Whether to draw a dot on every data-set vertex (default true). */
  pointMarkers?: boolean;
  /**
   * A legend beside the chart: one entry per shown data set with its colour swatch, name and area
   * percentage (default none). `true` puts it below the chart.
   */
  legend?: boolean | LegendOptions;
  /**
   * Data-set indices toggled off: their polygons are left out and their legend entries drawn
   * dimmed (default none).
   */
  hidden?: readonly number[];
  /** A title above the chart: `true` for the chart name, or the text itself (default none). */
  title?: boolean | string;
  /** A small source or caption line below the chart (default none). */
  caption?: string;
  /** Value scale: min/max (default 0 to 100, values outside are clamped), rings, tick labels. */
  scale?: ScaleOptions;
}

/** Opacity of a data set's fill per fill style (multiplied with the colour's own alpha). */
const FILL_OPACITY: Record<FillStyle, number> = { 'soft fill': 0.35, outline: 0, 'solid fill': 0.85 };
const SERIES_STROKE_WIDTH = 2;
const SELECTED_STROKE_WIDTH = 3;
const POINT_RADIUS = 3.5;
const GRID_STROKE_WIDTH = 1;
const WATERMARK_FONT_SIZE = 10;
const WATERMARK_MIN_FONT_SIZE = 6;
const WATERMARK_MARGIN = 4;
const TICK_FONT_SIZE = 10;
/** Tick labels sit this far right of the top axis, just above their ring. */
const TICK_OFFSET = 3;
/**
 * The bottom-right corner kept free of labels whether or not a watermark is drawn, so that the
 * chart on screen and its export (which adds the watermark) have exactly the same layout.
 */
const WATERMARK_BOX: Box = { x: 288, y: 383, width: 112, height: 17 };

/** The watermark text: right-aligned in its corner, shrunk if needed to stay inside it. */
function watermarkText(text: string, fill: string, fontFamily: string): SceneText {
  const fitSize =
    (WATERMARK_FONT_SIZE * (WATERMARK_BOX.width - WATERMARK_MARGIN)) / textWidth(text, WATERMARK_FONT_SIZE);
  const fontSize = Math.max(WATERMARK_MIN_FONT_SIZE, Math.min(WATERMARK_FONT_SIZE, fitSize));
  const corner = VIEW_BOX_SIZE - WATERMARK_MARGIN;
  return sceneText('watermark', corner, corner, [text], fontSize, fontFamily, fill, 0.6, 'right', 'bottom');
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
 * checked first (see assertChart and checkSceneOptions), so bad input throws at once.
 */
export function buildSceneFor(caller: string, chart: Chart, options: SceneOptions = {}): Scene {
  assertChart(chart, caller);
  checkSceneOptions(options, caller);
  options ??= {};
  const style = resolveStyle(chart.metadata.style);
  const scale = resolveScale(options.scale, caller);
  const axisCount = chart.labels.length;
  const layout = layoutLabels(
    chart.labels.map((label) => label.name),
    { reserved: [WATERMARK_BOX] },
  );
  const radius = layout.radius;
  const axis = sceneColor(style.axisColor, DEFAULT_STYLE.axisColor);
  const label = sceneColor(style.labelColor, DEFAULT_STYLE.labelColor);
  const shapes: SceneShape[] = [];

  const ringScaled = scale.ringValues.map((value) => scaledValue(value, scale));
  // Without scale options the rings are the spec's 5 evenly spaced ones, computed as before.
  ringShapes(axisCount, style.gridLine, radius, options.scale && ringScaled).forEach((ring, index) => {
    const paint = {
      fill: null,
      fillOpacity: 0,
      stroke: axis.color,
      strokeOpacity: axis.opacity,
      strokeWidth: GRID_STROKE_WIDTH,
    };
    shapes.push(
      ring.kind === 'circle'
        ? { id: `ring-${index}`, kind: 'circle', x: CENTER, y: CENTER, radius: ring.radius, ...paint }
        : { id: `ring-${index}`, kind: 'polygon', points: ring.points, ...paint },
    );
  });

  for (let index = 0; index < axisCount; index++) {
    const end = pointAt(index, axisCount, 100, radius);
    shapes.push({
      id: `axis-${index}`,
      kind: 'line',
      points: [CENTER, CENTER, end.x, end.y],
      stroke: axis.color,
      strokeOpacity: axis.opacity,
      strokeWidth: GRID_STROKE_WIDTH,
    });
  }

  const recentSelection = [...(options.recentSelection ?? [])];
  if (options.selected !== undefined && recentSelection[recentSelection.length - 1] !== options.selected) {
    recentSelection.push(options.selected);
  }
  const fillOpacity = FILL_OPACITY[style.fillStyle] ?? FILL_OPACITY['soft fill'];
  const hidden = new Set(options.hidden ?? []);
  const shown = visibleDataSets(chart.data.length, style.showCount, recentSelection);
  const scaledValues = (series: number) =>
    chart.data[series]!.values.map((value) => scaledValue(value, scale));
  for (const series of shown) {
    if (hidden.has(series)) continue;
    const dataSet = chart.data[series]!;
    const paint = sceneColor(dataSet.color);
    const points = polygonPoints(scaledValues(series), radius);
    shapes.push({
      id: `series-${series}`,
      series,
      kind: 'polygon',
      points,
      fill: fillOpacity > 0 ? paint.color : null,
      fillOpacity: fillOpacity * paint.opacity,
      stroke: paint.color,
      strokeOpacity: paint.opacity,
      strokeWidth: series === options.selected ? SELECTED_STROKE_WIDTH : SERIES_STROKE_WIDTH,
    });
    if (options.pointMarkers === false) continue;
    for (let index = 0; index < dataSet.values.length; index++) {
      shapes.push({
        id: `series-${series}-point-${index}`,
        series,
        kind: 'circle',
        x: points[2 * index]!,
        y: points[2 * index + 1]!,
        radius: POINT_RADIUS,
        fill: paint.color,
        fillOpacity: paint.opacity,
        stroke: null,
        strokeOpacity: 0,
        strokeWidth: 0,
      });
    }
  }

  layout.labels.forEach((placement, index) => {
    shapes.push(
      sceneText(
        `label-${index}`,
        placement.x,
        placement.y,
        [...placement.lines],
        layout.fontSize,
        style.fontFamily,
        label.color,
        label.opacity,
        placement.align,
        'top',
        'normal',
        placement.fullText,
        layout.lineHeight,
      ),
    );
  });

  if (scale.ticks) {
    ringScaled.forEach((value, index) => {
      shapes.push(
        sceneText(
          `tick-${index}`,
          CENTER + TICK_OFFSET,
          CENTER - (value * radius) / 100,
          [String(scale.tickFormat(scale.ringValues[index]!))],
          TICK_FONT_SIZE,
          style.fontFamily,
          label.color,
          label.opacity * 0.75,
          'left',
          'bottom',
        ),
      );
    });
  }

  const legendEntries: SceneLegendEntry[] = options.legend
    ? [...shown]
        .sort((a, b) => a - b)
        .map((series) => ({
          series,
          name: chart.data[series]!.name,
          color: sceneColor(chart.data[series]!.color).color,
          areaPercent: areaPercent(scaledValues(series)),
          hidden: hidden.has(series),
        }))
    : [];
  const decorations = layoutDecorations({
    title: options.title === true ? chart.metadata.name : options.title || undefined,
    caption: options.caption,
    legend: options.legend
      ? ((options.legend === true ? undefined : options.legend.position) ?? 'bottom')
      : undefined,
    entries: legendEntries,
    fontFamily: style.fontFamily,
    textColor: label.color,
    textOpacity: label.opacity,
  });
  shapes.push(...decorations.legendShapes, ...decorations.titleShapes);

  if (options.watermark) shapes.push(watermarkText(options.watermark, label.color, style.fontFamily));

  const { viewBox } = decorations;
  const width = options.width ?? viewBox.width;
  const height = options.height ?? (width * viewBox.height) / viewBox.width;
  return {
    width,
    height,
    viewBox,
    title: chart.metadata.name,
    legend: legendEntries,
    fontFamily: style.fontFamily,
    background: options.background ? formatHex(parseColorOr(options.background, '#fff')) : null,
    shapes,
  };
}
