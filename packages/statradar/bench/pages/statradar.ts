/**
 * statradar through its public entries, with the renderer DESIGN.md picks per job: the one
 * interactive chart (mountRadarChart) for single charts, whose updates rebuild the scene and
 * redraw only the layers that changed; the SVG path for the grid of small static charts.
 * Animation is off, as Chart.js's adapter updates with mode 'none': the workloads time one redraw.
 */
import { chartToSvg, setValue } from '../../src/index';
import { mountRadarChart } from '../../src/konva/index';
import type { LibraryAdapter } from './adapter';
import { registerAdapter } from './adapter';
import { statradarChart } from './statradar-chart';

function adapter(name: string, stageAtOnce: boolean): LibraryAdapter {
  return {
    name,
    workloads: stageAtOnce ? ['W1', 'W3 first'] : undefined,
    create(container, benchChart, size) {
      let chart = statradarChart(benchChart);
      const handle = mountRadarChart(container, { chart, width: size, animation: false, tooltip: true });
      // The chart is interactive from its first paint (keyboard, pointer selection and tooltips
      // work from the scene's geometry); this row also counts building the Konva stage it swaps in.
      if (stageAtOnce) void handle.stage;
      return {
        change({ dataSetIndex, labelIndex, value }) {
          chart = setValue(chart, dataSetIndex, labelIndex, value);
          handle.update({ chart });
        },
        exportPng: () => handle.toDataURL(),
        exportSvg: () => handle.toSVG(),
        destroy: () => handle.destroy(),
      };
    },
    createGrid: stageAtOnce
      ? undefined
      : (containers, benchCharts, size) => {
          containers.forEach((container, index) => {
            container.innerHTML = chartToSvg(statradarChart(benchCharts[index]!), { width: size });
          });
          return { destroy: () => containers.forEach((container) => container.replaceChildren()) };
        },
  };
}

registerAdapter(adapter('statradar', false));
registerAdapter(adapter('statradar + Konva stage at once', true));
