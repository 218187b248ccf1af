/** ECharts radar from echarts/core with the radar chart and both renderers, animation off. */
import { RadarChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { ChartInstance } from './adapter';
import { registerAdapter } from './adapter';
import { LABEL_FONT_SIZE } from './radar-geometry';
import type { BenchChart } from './workload-data';

echarts.use([RadarChart, CanvasRenderer, SVGRenderer]);

function seriesData(values: readonly (readonly number[])[], chart: BenchChart) {
  return chart.dataSets.map((dataSet, index) => ({
    name: dataSet.name,
    value: [...values[index]!],
    itemStyle: { color: dataSet.color },
    areaStyle: { opacity: 0.3 },
  }));
}

function createChart(
  renderer: 'canvas' | 'svg',
  container: HTMLDivElement,
  chart: BenchChart,
  size: number,
): ChartInstance {
  const instance = echarts.init(container, undefined, { renderer, width: size, height: size });
  const scale = size / 400;
  const values = chart.dataSets.map((dataSet) => [...dataSet.values]);
  instance.setOption({
    animation: false,
    radar: {
      indicator: chart.labels.map((name) => ({ name, min: 0, max: 100 })),
      splitNumber: 5,
      radius: 150 * scale,
      center: [200 * scale, 200 * scale],
      splitArea: { show: false },
      axisName: { fontSize: LABEL_FONT_SIZE * scale, color: '#333' },
    },
    series: [{ type: 'radar', symbolSize: 6 * scale, data: seriesData(values, chart) }],
  });
  return {
    change({ dataSetIndex, labelIndex, value }) {
      values[dataSetIndex]![labelIndex] = value;
      instance.setOption({ series: [{ data: seriesData(values, chart) }] });
    },
    ...(renderer === 'canvas'
      ? { exportPng: () => instance.getDataURL({ type: 'png', pixelRatio: 1 }) }
      : { exportSvg: () => instance.renderToSVGString() }),
    destroy: () => instance.dispose(),
  };
}

registerAdapter({
  name: 'ECharts canvas',
  create: (container, chart, size) => createChart('canvas', container, chart, size),
});
registerAdapter({
  name: 'ECharts SVG',
  create: (container, chart, size) => createChart('svg', container, chart, size),
});
