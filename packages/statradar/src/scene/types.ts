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
  /** Discriminant of {@link SceneShape}. */
  kind: 'polygon';
  /** Vertices as flat view-box coordinates [x0, y0, x1, y1, ...]; the last joins the first. */
  points: number[];
  /** Fill colour as #rrggbb, or null for no fill. */
  fill: string | null;
  /** 0..1, multiplied with the colour's own alpha. */
  fillOpacity: number;
  /** Outline colour as #rrggbb, or null for no outline. */
  stroke: string | null;
  /** 0..1, multiplied with the stroke colour's own alpha. */
  strokeOpacity: number;
  /** Stroke width in view-box units (scaled with the output like everything else). */
  strokeWidth: number;
}

/** A circle (grid ring in circle mode, or a point marker). */
export interface SceneCircle extends ShapeBase {
  /** Discriminant of {@link SceneShape}. */
  kind: 'circle';
  /** Centre, in view-box units. */
  x: number;
  /** Centre, in view-box units. */
  y: number;
  /** Radius in view-box units. */
  radius: number;
  /** Fill colour as #rrggbb, or null for no fill. */
  fill: string | null;
  /** 0..1, multiplied with the fill colour's own alpha. */
  fillOpacity: number;
  /** Outline colour as #rrggbb, or null for no outline. */
  stroke: string | null;
  /** 0..1, multiplied with the stroke colour's own alpha. */
  strokeOpacity: number;
  /** Stroke width in view-box units (scaled with the output like everything else). */
  strokeWidth: number;
}

/** An open polyline given as flat points (axes). */
export interface SceneLine extends ShapeBase {
  /** Discriminant of {@link SceneShape}. */
  kind: 'line';
  /** Points as flat view-box coordinates [x0, y0, x1, y1, ...]; not closed. */
  points: number[];
  /** Line colour as #rrggbb. */
  stroke: string;
  /** 0..1, multiplied with the stroke colour's own alpha. */
  strokeOpacity: number;
  /** Stroke width in view-box units (scaled with the output like everything else). */
  strokeWidth: number;
}

/** Text, already wrapped into lines and positioned by the layout. */
export interface SceneText extends ShapeBase {
  /** Discriminant of {@link SceneShape}. */
  kind: 'text';
  /** Anchor point; see align and baseline. */
  x: number;
  /** Anchor point's vertical position; see baseline. */
  y: number;
  /** The text, already wrapped (and possibly truncated, see fullText), one entry per line. */
  lines: string[];
  /** Font size in view-box units. */
  fontSize: number;
  /** Distance between baselines of consecutive lines, in view-box units. */
  lineHeight: number;
  /** CSS font family (the chart style's; the Node PNG renderer draws DejaVu Sans whatever it says). */
  fontFamily: string;
  /** Bold for the title, normal otherwise. */
  fontWeight: 'normal' | 'bold';
  /** Text colour as #rrggbb. */
  fill: string;
  /** 0..1, multiplied with the text colour's own alpha. */
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
  /** Discriminant of {@link SceneShape}. */
  kind: 'rect';
  /** Left edge, in view-box units. */
  x: number;
  /** Top edge, in view-box units. */
  y: number;
  /** Width in view-box units. */
  width: number;
  /** Height in view-box units. */
  height: number;
  /** Radius of the rounded corners in view-box units (0 for square corners). */
  cornerRadius: number;
  /** Fill colour as #rrggbb, or null for no fill (a transparent hit area when stroke is null too). */
  fill: string | null;
  /** 0..1, multiplied with the fill colour's own alpha. */
  fillOpacity: number;
  /** Outline colour as #rrggbb, or null for no outline. */
  stroke: string | null;
  /** 0..1, multiplied with the stroke colour's own alpha. */
  strokeOpacity: number;
  /** Stroke width in view-box units (scaled with the output like everything else). */
  strokeWidth: number;
}

/** Any drawable shape of a scene. */
export type SceneShape = ScenePolygon | SceneCircle | SceneLine | SceneText | SceneRect;

/**
 * The area of view-box coordinates a scene covers: `0 0 400 400` for a chart alone; wider, taller
 * or starting at negative coordinates when a title, caption or legend is drawn around the chart.
 */
export interface SceneViewBox {
  /** Left edge: 0, or negative when a left legend is drawn. */
  x: number;
  /** Top edge: 0, or negative when a title or top legend is drawn. */
  y: number;
  /** Width in view-box units: 400, or more with a left or right legend. */
  width: number;
  /** Height in view-box units: 400, or more with a title, caption or top/bottom legend. */
  height: number;
}

/** One legend entry, for hosts that build their own legend UI or announce toggles. */
export interface SceneLegendEntry {
  /** Data-set index into chart.data. */
  series: number;
  /**
   * The data set's name as shown (`dataSetName`: "Data set {n}" for a blank one); the drawn entry
   * may truncate it.
   */
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
  /**
   * Output width in CSS pixels (the SVG's `width`; a PNG has `width × pixelRatio` device pixels);
   * the view box is scaled uniformly to fit (centred, like SVG's "meet").
   */
  width: number;
  /** Output height in CSS pixels (the SVG's `height`; a PNG has `height × pixelRatio` device pixels). */
  height: number;
  /** View-box coordinates drawn into the output size; the chart square is 0 0 400 400 inside it. */
  viewBox: SceneViewBox;
  /** The chart's accessible name (the SVG's `<title>`): its name trimmed, or "chart" for a blank one. */
  title: string;
  /** The legend's entries in drawing order, or empty when the scene has no legend. */
  legend: SceneLegendEntry[];
  /** CSS font family of every text, from the chart's style. */
  fontFamily: string;
  /** Background colour, or null for transparent. */
  background: string | null;
  /** Every shape to draw, back to front; ids are listed at the top of this file. */
  shapes: SceneShape[];
}
