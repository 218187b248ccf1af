/** Chart.js radar with animation off, registering only what a radar needs (no tooltip, no legend). */
import { Chart, Filler, LineElement, PointElement, RadarController, RadialLinearScale } from 'chart.js';
import { registerAdapter } from './adapter';
import { LABEL_FONT_SIZE } from './radar-geometry';
import type { BenchChart } from './workload-data';

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler);

function createChart(container: HTMLDivElement, chart: BenchChart, size: number) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  container.appendChild(canvas);
  const scale = size / 400;
  const instance = new Chart(canvas, {
    type: 'radar',
    data: {
      labels: chart.labels,
      datasets: chart.dataSets.map((dataSet) => ({
        label: dataSet.name,
        data: [...dataSet.values],
        borderColor: dataSet.color,
        backgroundColor: `${dataSet.color}4d`,
        pointBackgroundColor: dataSet.color,
        borderWidth: 2 * scale,
        pointRadius: 3 * scale,
        fill: true,
      })),
    },
    options: {
      animation: false,
      responsive: false,
      events: [],
      scales: {
        r: {
          min: 0,
          max: 100,
          ticks: { display: false, stepSize: 20 },
          pointLabels: { font: { size: LABEL_FONT_SIZE * scale } },
        },
      },
    },
  });
  return {
    change({ dataSetIndex, labelIndex, value }: { dataSetIndex: number; labelIndex: number; value: number }) {
      instance.data.datasets[dataSetIndex]!.data[labelIndex] = value;
      instance.update('none');
    },
    exportPng: () => instance.toBase64Image('image/png'),
    destroy: () => instance.destroy(),
  };
}

registerAdapter({ name: 'Chart.js', create: createChart });
