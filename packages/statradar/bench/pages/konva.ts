/**
 * Plain Konva drawing the same radar by hand: one stage and layer per chart, Konva's core and
 * only the shapes used. Updates move one polygon and one marker, then batch-draw the layer.
 */
import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Text } from 'konva/lib/shapes/Text';
import { registerAdapter } from './adapter';
import {
  LABEL_FONT_SIZE,
  RING_COUNT,
  VIEW_SIZE,
  labelAnchor,
  radarPoint,
  radarPolygon,
  ringPolygon,
} from './radar-geometry';
import type { BenchChart } from './workload-data';

const LABEL_BOX_WIDTH = 120;

function createChart(container: HTMLDivElement, chart: BenchChart, size: number) {
  const stage = new Konva.Stage({ container, width: size, height: size });
  const layer = new Konva.Layer({ scaleX: size / VIEW_SIZE, scaleY: size / VIEW_SIZE, listening: false });
  const count = chart.labels.length;
  for (let ring = 0; ring < RING_COUNT; ring++) {
    layer.add(
      new Line({ points: ringPolygon(ring, count), closed: true, stroke: '#cccccc', strokeWidth: 1 }),
    );
  }
  chart.labels.forEach((name, index) => {
    layer.add(
      new Line({ points: [200, 200, ...radarPoint(index, count, 100)], stroke: '#cccccc', strokeWidth: 1 }),
    );
    const anchor = labelAnchor(index, count);
    const offsetX =
      anchor.align === 'center' ? LABEL_BOX_WIDTH / 2 : anchor.align === 'right' ? LABEL_BOX_WIDTH : 0;
    layer.add(
      new Text({
        text: name,
        x: anchor.x - offsetX,
        y: anchor.y - LABEL_FONT_SIZE / 2,
        width: LABEL_BOX_WIDTH,
        align: anchor.align,
        fontSize: LABEL_FONT_SIZE,
        fill: '#333333',
      }),
    );
  });
  const values = chart.dataSets.map((dataSet) => [...dataSet.values]);
  const polygons = chart.dataSets.map((dataSet, index) => {
    const polygon = new Line({
      points: radarPolygon(values[index]!),
      closed: true,
      fill: `${dataSet.color}4d`,
      stroke: dataSet.color,
      strokeWidth: 2,
    });
    layer.add(polygon);
    return polygon;
  });
  const markers = chart.dataSets.map((dataSet, index) =>
    values[index]!.map((value, labelIndex) => {
      const [x, y] = radarPoint(labelIndex, count, value);
      const marker = new Circle({ x, y, radius: 3, fill: dataSet.color });
      layer.add(marker);
      return marker;
    }),
  );
  stage.add(layer);
  return {
    change({ dataSetIndex, labelIndex, value }: { dataSetIndex: number; labelIndex: number; value: number }) {
      values[dataSetIndex]![labelIndex] = value;
      polygons[dataSetIndex]!.points(radarPolygon(values[dataSetIndex]!));
      const [x, y] = radarPoint(labelIndex, count, value);
      markers[dataSetIndex]![labelIndex]!.position({ x, y });
      layer.batchDraw();
    },
    exportPng: () => stage.toDataURL({ pixelRatio: 1 }),
    destroy: () => stage.destroy(),
  };
}

registerAdapter({ name: 'Konva', create: createChart });
