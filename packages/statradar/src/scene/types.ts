/**
 * The renderer-agnostic scene: what the Konva renderer and the SVG serializer both draw.
 * Coordinates are in view-box units (0..400 on both axes, see VIEW_BOX_SIZE); a renderer
 * scales the whole scene uniformly to its output size. Renderers never compute geometry.
 *
 * Ids are stable across rebuilds of the same chart so renderers can diff by id:
 *   ring-{k}               grid ring k (0 = innermost)
 *   axis-{i}               spoke of label i
 *   label-{i}              text of label i
 *   series-{d}             polygon of data set d (index into chart.data)
 *   series-{d}-point-{i}   marker of data set d on axis i
 *   watermark              optional export watermark
 */

interface ShapeBase {
  /** Stable id, see the table above. */
  id: string;
  /** Data-set index for series shapes (polygon and markers); absent otherwise. */
  series?: number;
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
}

/** Any drawable shape of a scene. */
export type SceneShape = ScenePolygon | SceneCircle | SceneLine | SceneText;

/** A complete drawable chart. Shapes are in paint order (first is at the back). */
export interface Scene {
  /** Output size in pixels; the view box is always 0 0 400 400, scaled uniformly to fit. */
  width: number;
  height: number;
  /** Chart name, for titles and accessible names. */
  title: string;
  fontFamily: string;
  /** Background colour, or null for transparent. */
  background: string | null;
  shapes: SceneShape[];
}
