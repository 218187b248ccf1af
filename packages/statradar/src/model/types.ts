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
  fillStyle?: FillStyle;
  gridLine?: GridLine;
  /** How many data sets to show: 0 shows all; N > 0 shows the N most recently selected. */
  showCount?: number;
  labelColor?: string;
  axisColor?: string;
  fontFamily?: string;
}

/** A chart's name, markdown description and optional style. */
export interface ChartMetadata {
  name: string;
  description: string;
  style?: ChartStyle;
}

/** One attribute (axis) of the chart. */
export interface ChartLabel {
  name: string;
}

/** One compared item: a polygon on the chart. `values` has one number (0..100) per label. */
export interface DataSet {
  name: string;
  description: string;
  /** Any colour {@link parseColor} accepts; new data sets get `#rrggbb`. */
  color: string;
  values: number[];
}

/** A whole radar chart. Invariant: every data set has exactly `labels.length` values. */
export interface Chart {
  metadata: ChartMetadata;
  labels: ChartLabel[];
  data: DataSet[];
}
