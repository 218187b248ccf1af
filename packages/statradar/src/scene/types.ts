/**
 * The renderer-agnostic scene: what the Konva renderer and the SVG serializer both draw.
 * Coordinates are in view-box units. The chart itself always fills the square 0..400 on both
 * axes (see VIEW_BOX_SIZE); a title, caption or legend extends the scene's {@link SceneViewBox}
 * around that square (to negative coordinates above and left of it, beyond 400 below and right),
 * so chart shapes keep their coordinates whatever is added. A renderer scales the whole view box
 * uniformly to its output size. Renderers never compute geometry.
 *
 * Ids are stable across rebuilds of the same chart so renderers can diff by id:
 *   ring-{k}               grid ring k (0 = innermost)
 *   axis-{i}               spoke of label i
 *   label-{i}              text of label i
 *   series-{d}             polygon of data set d (index into chart.data)
 *   series-{d}-point-{i}   marker of data set d on axis i
 *   tick-{k}               value label of grid ring k (scale.ticks)
 *   title                  optional chart title (above the chart)
 *   caption                optional source/caption line (below everything)
 *   legend-{d}             legend entry of data set d: a transparent rect covering the entry (hit area)
 *   legend-{d}-swatch      its colour swatch (rect)
 *   legend-{d}-text        its text: name and area percentage
 *   watermark              optional export watermark
 */

interface ShapeBase {
  /** Stable id, see the table above. */
  id: string;
  /** Data-set index for series shapes (polygon and markers); absent otherwise. */
  series?: number;
  /** Data-set index of the legend entry this shape belongs to (legend-{d}*); absent otherwise. */
  legend?: number;
}

/** A closed polygon given as flat [x0, y0, x1, y1, ...] points. */
export interface ScenePolygon extends ShapeBase {
  kind: 'polygon';
  points: number[];
  /** Fill colour as #rrggbb, or null for no fill. */
  fill: string | null;
  /** 0..1, multiplied with the colour's own alpha. */
  fillOpacity: number;
  stroke: string | null;
  strokeOpacity: number;
  strokeWidth: number;
}

/** A circle (grid ring in circle mode, or a point marker). */
export interface SceneCircle extends ShapeBase {
  kind: 'circle';
  x: number;
  y: number;
  radius: number;
  fill: string | null;
  fillOpacity: number;
  stroke: string | null;
  strokeOpacity: number;
  strokeWidth: number;
}

/** An open polyline given as flat points (axes). */
export interface SceneLine extends ShapeBase {
  kind: 'line';
  points: number[];
  stroke: string;
  strokeOpacity: number;
  strokeWidth: number;
}

/** Text, already wrapped into lines and positioned by the layout. */
export interface SceneText extends ShapeBase {
  kind: 'text';
  /** Anchor point; see align and baseline. */
  x: number;
  y: number;
  lines: string[];
  fontSize: number;
  /** Distance between baselines of consecutive lines, in view-box units. */
  lineHeight: number;
  fontFamily: string;
  fontWeight: 'normal' | 'bold';
  fill: string;
  fillOpacity: number;
  /** Horizontal anchor of every line relative to x. */
  align: 'left' | 'center' | 'right';
  /** Vertical anchor of the whole block relative to y. */
  baseline: 'top' | 'middle' | 'bottom';
  /**
   * The untruncated text when `lines` had to be shortened with an ellipsis to fit; renderers
   * expose it (SVG `<title>`, accessible table, tooltip). Absent when `lines` hold the whole text.
   */
  fullText?: string;
}

/** An axis-aligned rectangle (legend swatches and hit areas). */
export interface SceneRect extends ShapeBase {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Radius of the rounded corners (0 for square corners). */
  cornerRadius: number;
  /** Fill colour as #rrggbb, or null for no fill (a transparent hit area when stroke is null too). */
  fill: string | null;
  fillOpacity: number;
  stroke: string | null;
  strokeOpacity: number;
  strokeWidth: number;
}

/** Any drawable shape of a scene. */
export type SceneShape = ScenePolygon | SceneCircle | SceneLine | SceneText | SceneRect;

/**
 * The area of view-box coordinates a scene covers: `0 0 400 400` for a chart alone; wider, taller
 * or starting at negative coordinates when a title, caption or legend is drawn around the chart.
 */
export interface SceneViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One legend entry, for hosts that build their own legend UI or announce toggles. */
export interface SceneLegendEntry {
  /** Data-set index into chart.data. */
  series: number;
  name: string;
  /** Opaque #rrggbb colour of the data set. */
  color: string;
  /** Area percentage of the drawn polygon, unrounded (see areaPercent). */
  areaPercent: number;
  /** Whether the data set is hidden (its polygon left out, its entry dimmed). */
  hidden: boolean;
}

/** A complete drawable chart. Shapes are in paint order (first is at the back). */
export interface Scene {
  /** Output size in pixels; the view box is scaled uniformly to fit (centred, like SVG's "meet"). */
  width: number;
  height: number;
  /** View-box coordinates drawn into the output size; the chart square is 0 0 400 400 inside it. */
  viewBox: SceneViewBox;
  /** Chart name, for titles and accessible names. */
  title: string;
  /** The legend's entries in drawing order, or empty when the scene has no legend. */
  legend: SceneLegendEntry[];
  fontFamily: string;
  /** Background colour, or null for transparent. */
  background: string | null;
  shapes: SceneShape[];
}
