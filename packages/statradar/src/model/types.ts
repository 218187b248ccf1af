/**
 * The chart model: plain, serialisable data. Defined once here and reused by every
 * renderer, the app, the backend and the examples.
 */

/** How a data set's polygon is filled. */
export type FillStyle = 'soft fill' | 'outline' | 'solid fill';

/** The shape of the background grid rings. */
export type GridLine = 'polygon' | 'circle';

/** Optional presentation settings stored with a chart (all keys optional). */
export interface ChartStyle {
  /** How every data set's polygon is filled (default 'soft fill': the colour at 35 % opacity). */
  fillStyle?: FillStyle;
  /** Shape of the grid rings (default 'polygon', following the axes; 'circle' for round rings). */
  gridLine?: GridLine;
  /** How many data sets to show: 0 shows all; N > 0 shows the N most recently selected. */
  showCount?: number;
  /** Colour of the axis labels, any colour {@link parseColor} accepts (default `#333333`). */
  labelColor?: string;
  /** Colour of the rings and spokes, any colour {@link parseColor} accepts (default `#cccccc`). */
  axisColor?: string;
  /** CSS font family of every text (default `sans-serif`; the Node PNG renderer always draws DejaVu Sans). */
  fontFamily?: string;
}

/**
 * Style keys laid over a chart's own, key by key (a view's `style` option): each as in
 * {@link ChartStyle}, or undefined or null to keep the chart's own value.
 * @example resolveStyle({ gridLine: 'circle' }, { fillStyle: 'outline', gridLine: undefined, axisColor: null }).gridLine // 'circle'
 */
export type StyleOverrides = { [Key in keyof ChartStyle]?: ChartStyle[Key] | null | undefined };

/** A chart's name, markdown description and optional style. */
export interface ChartMetadata {
  /**
   * The chart's name: its title when `title: true`, the SVG `<title>` and the accessible table's caption.
   * At most 200 characters ({@link parseChart} rejects longer).
   */
  name: string;
  /** Markdown description (at most 20,000 characters); the engine never draws it, the host may. */
  description: string;
  /** Presentation settings; keys left out take {@link DEFAULT_STYLE}'s values. */
  style?: ChartStyle;
}

/** One attribute (axis) of the chart. */
export interface ChartLabel {
  /**
   * The attribute's name drawn at the end of its axis (wrapped, and truncated with an ellipsis only
   * when nothing else fits); at most 200 characters.
   */
  name: string;
}

/** One compared item: a polygon on the chart. `values` has one number (0..100) per label. */
export interface DataSet {
  /** Shown in the legend, tooltips and the accessible table; at most 200 characters. */
  name: string;
  /** Free text about the data set (at most 20,000 characters); the engine never draws it. */
  description: string;
  /** Any colour {@link parseColor} accepts; new data sets get `#rrggbb`. */
  color: string;
  /**
   * One value per label, in label order, from 0 to 100 ({@link setValue} clamps; a scene clamps to
   * its scale).
   */
  values: number[];
}

/** A whole radar chart. Invariant: every data set has exactly `labels.length` values. */
export interface Chart {
  /** Name, description and style. */
  metadata: ChartMetadata;
  /** The attributes (axes), clockwise from the top: 3 to 100 of them. */
  labels: ChartLabel[];
  /** The compared items, drawn in order (the last on top): 1 to 200 of them. */
  data: DataSet[];
}
