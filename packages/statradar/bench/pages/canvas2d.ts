/**
 * Raw Canvas2D, the floor: the same picture drawn with no library, fully redrawn on every
 * change (which is what a hand-written chart would do).
 */
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

function tracePolygon(context: CanvasRenderingContext2D, points: readonly number[]) {
  context.beginPath();
  context.moveTo(points[0]!, points[1]!);
  for (let index = 2; index < points.length; index += 2) context.lineTo(points[index]!, points[index + 1]!);
  context.closePath();
}

function drawChart(
  context: CanvasRenderingContext2D,
  chart: BenchChart,
  values: readonly (readonly number[])[],
) {
  const count = chart.labels.length;
  context.clearRect(0, 0, VIEW_SIZE, VIEW_SIZE);
  context.strokeStyle = '#cccccc';
  context.lineWidth = 1;
  for (let ring = 0; ring < RING_COUNT; ring++) {
    tracePolygon(context, ringPolygon(ring, count));
    context.stroke();
  }
  context.beginPath();
  for (let index = 0; index < count; index++) {
    context.moveTo(200, 200);
    context.lineTo(...radarPoint(index, count, 100));
  }
  context.stroke();
  context.fillStyle = '#333333';
  context.font = `${LABEL_FONT_SIZE}px sans-serif`;
  context.textBaseline = 'middle';
  chart.labels.forEach((name, index) => {
    const anchor = labelAnchor(index, count);
    context.textAlign = anchor.align;
    context.fillText(name, anchor.x, anchor.y);
  });
  context.lineWidth = 2;
  chart.dataSets.forEach((dataSet, dataSetIndex) => {
    tracePolygon(context, radarPolygon(values[dataSetIndex]!));
    context.fillStyle = `${dataSet.color}4d`;
    context.fill();
    context.strokeStyle = dataSet.color;
    context.stroke();
    context.fillStyle = dataSet.color;
    values[dataSetIndex]!.forEach((value, labelIndex) => {
      context.beginPath();
      context.arc(...radarPoint(labelIndex, count, value), 3, 0, 2 * Math.PI);
      context.fill();
    });
  });
}

function createChart(container: HTMLDivElement, chart: BenchChart, size: number) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  container.appendChild(canvas);
  const context = canvas.getContext('2d')!;
  context.scale(size / VIEW_SIZE, size / VIEW_SIZE);
  const values = chart.dataSets.map((dataSet) => [...dataSet.values]);
  drawChart(context, chart, values);
  return {
    change({ dataSetIndex, labelIndex, value }: { dataSetIndex: number; labelIndex: number; value: number }) {
      values[dataSetIndex]![labelIndex] = value;
      drawChart(context, chart, values);
    },
    exportPng: () => canvas.toDataURL('image/png'),
    destroy: () => canvas.remove(),
  };
}

registerAdapter({ name: 'Canvas2D', create: createChart });
