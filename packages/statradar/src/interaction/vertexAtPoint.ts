import type { Chart } from '../model/types';
import type { Scene, ScenePolygon } from '../scene/types';
import { attributeName, dataSetName } from '../model/shownNames';
import { formatValue } from './formatValue';
import { viewBoxTransform } from './viewBoxTransform';

/** How far (in CSS pixels) a pointer may miss a vertex and still show its tooltip. */
export const VERTEX_HIT_TOLERANCE = 12;

/** One vertex of a drawn data set: which data set and attribute, and where it is on screen. */
export interface ChartVertex {
  /** Data-set index into chart.data. */
  series: number;
  /** Attribute (label) index into chart.labels. */
  attribute: number;
  /** Position in the chart's CSS pixels (0, 0 = top left of the chart box). */
  x: number;
  /** Position in the chart's CSS pixels, from the top of the chart box. */
  y: number;
}

function seriesPolygons(scene: Scene): ScenePolygon[] {
  return scene.shapes.filter(
    (shape): shape is ScenePolygon =>
      shape.kind === 'polygon' && shape.series !== undefined && shape.id === `series-${shape.series}`,
  );
}

/**
 * The vertex nearest to (x, y) in CSS pixels within {@link VERTEX_HIT_TOLERANCE}, topmost data set
 * first where two vertices are equally near; undefined when none is close enough. Found from the
 * scene's geometry, so no renderer is needed.
 */
export function vertexAtPoint(scene: Scene, x: number, y: number): ChartVertex | undefined {
  const transform = viewBoxTransform(scene);
  let best: ChartVertex | undefined;
  let bestDistance = VERTEX_HIT_TOLERANCE;
  const polygons = seriesPolygons(scene);
  for (let index = polygons.length - 1; index >= 0; index--) {
    const polygon = polygons[index]!;
    for (let point = 0; point < polygon.points.length / 2; point++) {
      const px = transform.x + polygon.points[2 * point]! * transform.scaleX;
      const py = transform.y + polygon.points[2 * point + 1]! * transform.scaleY;
      const distance = Math.hypot(px - x, py - y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { series: polygon.series!, attribute: point, x: px, y: py };
      }
    }
  }
  return best;
}

/** Where a data set's vertex on an attribute is drawn, or undefined when that data set is not drawn. */
export function vertexPosition(scene: Scene, series: number, attribute: number): ChartVertex | undefined {
  const polygon = seriesPolygons(scene).find((shape) => shape.series === series);
  if (!polygon || 2 * attribute + 1 >= polygon.points.length) return undefined;
  const transform = viewBoxTransform(scene);
  return {
    series,
    attribute,
    x: transform.x + polygon.points[2 * attribute]! * transform.scaleX,
    y: transform.y + polygon.points[2 * attribute + 1]! * transform.scaleY,
  };
}

/**
 * The tooltip text of a vertex: data set, attribute and value, e.g. "Player 1 · Speed: 80" (a blank
 * name read as "Data set {n}" or "Attribute {n}", as the accessible table gives it).
 */
export function vertexTooltipText(chart: Chart, vertex: Pick<ChartVertex, 'series' | 'attribute'>): string {
  const dataSet = chart.data[vertex.series];
  const label = chart.labels[vertex.attribute];
  if (!dataSet || !label) return '';
  const value = dataSet.values[vertex.attribute];
  const { series, attribute } = vertex;
  return `${dataSetName(chart, series)} · ${attributeName(chart, attribute)}: ${value === undefined ? '' : formatValue(value)}`;
}

/**
 * Where to put a tooltip box of `width` x `height` for a vertex so it stays inside the chart box
 * (`boxWidth` x `boxHeight`): centred above the vertex, below it when there is no room above,
 * and shifted sideways to stay within the box.
 */
export function tooltipPosition(
  vertex: Pick<ChartVertex, 'x' | 'y'>,
  size: { width: number; height: number },
  box: { width: number; height: number },
  gap = 8,
): { left: number; top: number } {
  const clamp = (value: number, max: number): number => Math.max(0, Math.min(value, Math.max(0, max)));
  const above = vertex.y - gap - size.height;
  const top = above >= 0 ? above : vertex.y + gap;
  return {
    left: clamp(vertex.x - size.width / 2, box.width - size.width),
    top: clamp(top, box.height - size.height),
  };
}
