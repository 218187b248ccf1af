import type { Chart, FillStyle, StyleOverrides } from '../model/types';
import { WATERMARK_BOX } from './watermark';
import { VALUE_MAX, VALUE_MIN } from '../model/constants';
import { assertChart } from '../model/assertChart';
import { checkSceneOptions } from './sceneOptionsCheck';
import { DEFAULT_STYLE, resolveStyle } from '../model/style';
import { visibleDataSets } from '../model/visibleDataSets';
import { CENTER, VIEW_BOX_SIZE } from '../geometry/constants';
import { pointAt } from '../geometry/axisAngle';
import { polygonPoints } from '../geometry/polygon';
import { ringShapes } from '../geometry/rings';
import { layoutLabels } from '../geometry/labelLayout';
import { formatHex } from '../color/formatHex';
import { parseColorOr } from '../color/parseColor';
import { sceneColor } from './sceneColor';
import type { Scene, SceneShape, SceneText } from './types';
import type { SceneOptions } from './buildScene';
import type { DecorationsFeature, DecorationsOutput, ScaleFeature, SceneScale } from './sceneFeature';

/** Opacity of a data set's fill per fill style (multiplied with the colour's own alpha). */
const FILL_OPACITY: Record<FillStyle, number> = { 'soft fill': 0.35, outline: 0, 'solid fill': 0.85 };
const SERIES_STROKE_WIDTH = 2;
const SELECTED_STROKE_WIDTH = 3;
const POINT_RADIUS = 3.5;
const GRID_STROKE_WIDTH = 1;
/** The axis labels' preferred font size in view-box units (the label layout's default). */
const LABEL_FONT_SIZE = 14;
/** The scale without the scale feature: the spec's 0 to 100 (values outside clamped), 5 rings, no ticks. */
const DEFAULT_SCALE: SceneScale = {
  // Equal to scaledValue on the default scale, whose factor is exactly 1: ±Infinity clamped like
  // any value outside it (assertChart refuses NaN, which has no place on an axis).
  value: (value) => Math.min(VALUE_MAX, Math.max(VALUE_MIN, value)),
  ticks: () => [],
};

/**
 * The scene composer behind {@link buildScene}, with only the features given: rings, axes, data
 * sets and labels are always drawn; the legend, title, caption and an export's watermark need
 * `decorations` (sceneDecorations), a scale other than the default needs `scaleFeature`
 * (sceneScale), and a bundle that never imports a feature does not contain it. Without a feature
 * its options are not looked at, so a caller that may lack one rejects them first (see
 * SCENE_FEATURE_OPTIONS; the SVG component never draws a watermark). The chart and options are
 * checked first (assertChart, checkSceneOptions, then each feature's own checks), so bad input
 * throws at once, with `caller` as the public function's name. `styleOverrides` (the SVG
 * component's `style` prop) are laid over the chart's own style once the chart is checked.
 */
export function composeScene(
  caller: string,
  chart: Chart,
  options: SceneOptions = {},
  decorations?: DecorationsFeature,
  scaleFeature?: ScaleFeature,
  styleOverrides?: StyleOverrides,
): Scene {
  assertChart(chart, caller);
  checkSceneOptions(options, caller, decorations?.checkWatermark);
  decorations?.check(options as Record<string, unknown>, caller);
  const scale = scaleFeature?.resolve(options.scale, caller) ?? DEFAULT_SCALE;
  const style = resolveStyle(chart.metadata.style, styleOverrides);
  const axisCount = chart.labels.length;
  const axis = sceneColor(style.axisColor, DEFAULT_STYLE.axisColor);
  const label = sceneColor(style.labelColor, DEFAULT_STYLE.labelColor);
  const recentSelection = [...(options.recentSelection ?? [])];
  if (options.selected !== undefined && recentSelection.at(-1) !== options.selected) {
    recentSelection.push(options.selected);
  }
  const hidden = new Set(options.hidden ?? []);
  const shown = visibleDataSets(chart.data.length, style.showCount, recentSelection);
  const scaledValues = (series: number) => chart.data[series]!.values.map(scale.value);
  // The decorations do not depend on the labels, and their view box sets the drawn size.
  const decorated: DecorationsOutput = decorations?.layout(
    chart,
    options,
    shown,
    hidden,
    scaledValues,
    style.fontFamily,
    label,
  ) ?? {
    viewBox: { x: 0, y: 0, width: VIEW_BOX_SIZE, height: VIEW_BOX_SIZE },
    legend: [],
    shapes: [],
  };
  const { viewBox } = decorated;
  const width = options.width ?? viewBox.width;
  const height = options.height ?? (width * viewBox.height) / viewBox.width;
  // On a chart drawn small, labels keep minLabelSize pixels: they are laid out larger in the view
  // box (at most twice) and the chart's radius shrinks to make room, as Chart.js keeps its font.
  const textScale = Math.min(
    2,
    Math.max(
      1,
      (options.minLabelSize ?? 10) /
        (LABEL_FONT_SIZE * Math.min(width / viewBox.width, height / viewBox.height)),
    ),
  );
  const layout = layoutLabels(
    chart.labels.map((label) => label.name),
    { reserved: [WATERMARK_BOX], fontSize: LABEL_FONT_SIZE * textScale },
  );
  const radius = layout.radius;
  const shapes: SceneShape[] = [];
  ringShapes(axisCount, style.gridLine, radius, scale.rings).forEach((ring, index) =>
    shapes.push({
      id: `ring-${index}`,
      ...ring,
      fill: null,
      fillOpacity: 0,
      stroke: axis.color,
      strokeOpacity: axis.opacity,
      strokeWidth: GRID_STROKE_WIDTH,
    }),
  );

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

  const fillOpacity = FILL_OPACITY[style.fillStyle] ?? FILL_OPACITY['soft fill'];
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

  layout.labels.forEach(({ x, y, lines, align, fullText }, index) => {
    // Written out rather than through sceneText (same fields, same order), which a bundle
    // without the features would then carry for this one call.
    const text: SceneText = {
      id: `label-${index}`,
      kind: 'text',
      x,
      y,
      lines: [...lines],
      fontSize: layout.fontSize,
      lineHeight: layout.lineHeight,
      fontFamily: style.fontFamily,
      fontWeight: 'normal',
      fill: label.color,
      fillOpacity: label.opacity,
      align,
      baseline: 'top',
    };
    if (fullText !== undefined) text.fullText = fullText;
    shapes.push(text);
  });

  shapes.push(...scale.ticks(layout, style.fontFamily, label.color, label.opacity, textScale));
  shapes.push(...decorated.shapes);

  return {
    width,
    height,
    viewBox,
    // The accessible name of every SVG (its <title>) and of <RadarChartSvg>: a blank name would
    // leave the image unnamed, so it is "chart" then (as short as the SVG component's 8 KB allow).
    title: chart.metadata.name.trim() || 'chart',
    legend: decorated.legend,
    fontFamily: style.fontFamily,
    background: options.background ? formatHex(parseColorOr(options.background, '#fff')) : null,
    shapes,
  };
}
