/**
 * statradar through its public entries, with the renderer DESIGN.md picks per job: a Konva
 * stage (mountRadarChart) for interactive single charts, whose updates rebuild the scene and
 * let the renderer diff it by id; the SVG path for the grid of small static charts. A second
 * adapter draws the grid into one shared Konva stage, the other option DESIGN.md names.
 */
import { buildScene, chartToSvg, setValue } from '../../src/index';
import { createRadarRenderer, mountRadarChart } from '../../src/konva/index';
import { Konva } from '../../src/konva/konvaClasses';
import { registerAdapter } from './adapter';
import { statradarChart } from './statradar-chart';

registerAdapter({
  name: 'statradar',
  create(container, benchChart, size) {
    let chart = statradarChart(benchChart);
    const handle = mountRadarChart(container, { chart, width: size });
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
  createGrid(containers, benchCharts, size) {
    containers.forEach((container, index) => {
      container.innerHTML = chartToSvg(statradarChart(benchCharts[index]!), { width: size });
    });
    return { destroy: () => containers.forEach((container) => container.replaceChildren()) };
  },
});

const GRID_COLUMNS = 10;

registerAdapter({
  name: 'statradar shared stage',
  workloads: ['W4'],
  create() {
    throw new Error('statradar shared stage only draws grids');
  },
  createGrid(containers, benchCharts, size) {
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:0;top:0';
    containers[0]!.parentElement!.prepend(host);
    const stage = new Konva.Stage({
      container: host,
      width: GRID_COLUMNS * size,
      height: Math.ceil(benchCharts.length / GRID_COLUMNS) * size,
    });
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    benchCharts.forEach((benchChart, index) => {
      const cell = new Konva.Group({
        x: (index % GRID_COLUMNS) * size,
        y: Math.floor(index / GRID_COLUMNS) * size,
      });
      layer.add(cell);
      createRadarRenderer(cell, buildScene(statradarChart(benchChart), { width: size }));
    });
    return { destroy: () => stage.destroy() };
  },
});
