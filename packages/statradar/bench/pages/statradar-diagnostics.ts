/**
 * Cut-down statradar adapters that show where mountRadarChart's time goes (diagnostics, not
 * targets): the scene renderer alone on a plain Konva stage (no accessible listbox and table),
 * the same with the layer not listening (so Konva draws no hit graph), and a single chart drawn
 * through the SVG path (the chart's SVG string set as the container's markup on every change).
 */
import { buildScene, chartToSvg, setValue } from '../../src/index';
import { createRadarRenderer } from '../../src/konva/index';
import { Konva } from '../../src/konva/konvaClasses';
import type { LibraryAdapter } from './adapter';
import { registerAdapter } from './adapter';
import { statradarChart } from './statradar-chart';

function rendererOnly(name: string, listening: boolean): LibraryAdapter {
  return {
    name,
    workloads: ['W1', 'W2', 'W3 first', 'W3 update'],
    create(container, benchChart, size) {
      let chart = statradarChart(benchChart);
      const stage = new Konva.Stage({ container, width: size, height: size });
      const layer = new Konva.Layer({ listening });
      stage.add(layer);
      const renderer = createRadarRenderer(layer, buildScene(chart, { width: size }));
      return {
        change({ dataSetIndex, labelIndex, value }) {
          chart = setValue(chart, dataSetIndex, labelIndex, value);
          renderer.update(buildScene(chart, { width: size }));
        },
        destroy: () => stage.destroy(),
      };
    },
  };
}

registerAdapter(rendererOnly('(diagnostic) statradar renderer only', true));
registerAdapter(rendererOnly('(diagnostic) statradar renderer, no hit graph', false));

registerAdapter({
  name: '(diagnostic) statradar SVG path',
  workloads: ['W1', 'W2', 'W3 first', 'W3 update'],
  create(container, benchChart, size) {
    let chart = statradarChart(benchChart);
    container.innerHTML = chartToSvg(chart, { width: size });
    return {
      change({ dataSetIndex, labelIndex, value }) {
        chart = setValue(chart, dataSetIndex, labelIndex, value);
        container.innerHTML = chartToSvg(chart, { width: size });
      },
      destroy: () => container.replaceChildren(),
    };
  },
});
