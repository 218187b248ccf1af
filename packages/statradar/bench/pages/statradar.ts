/**
 * statradar through its public entries, with the renderer DESIGN.md picks per job: the one
 * interactive chart (mountRadarChart) for single charts, whose updates rebuild the scene and
 * redraw only the layers that changed; the SVG path for the grid of small static charts.
 * Animation is off, as Chart.js's adapter updates with mode 'none': the workloads time one redraw.
 */
import { setValue } from '../../src/index';
import { chartToSvg } from '../../src/svg/index';
import { mountRadarChart } from '../../src/konva/index';
import type { LibraryAdapter } from './adapter';
import { registerAdapter } from './adapter';
import { statradarChart } from './statradar-chart';

type Variant = 'default' | 'everything at once' | 'table current';

function adapter(name: string, variant: Variant): LibraryAdapter {
  const everythingAtOnce = variant === 'everything at once';
  return {
    name,
    workloads: everythingAtOnce
      ? ['W1', 'W3 first']
      : variant === 'table current'
        ? ['W2', 'W3 update']
        : undefined,
    create(container, benchChart, size) {
      let chart = statradarChart(benchChart);
      const handle = mountRadarChart(container, { chart, width: size, animation: false, tooltip: true });
      // The chart is interactive from its first paint (keyboard, pointer selection and tooltips
      // work from the scene's geometry) and renders its hidden table a frame later; this row also
      // counts what it defers: building the Konva stage it swaps in, and laying out the table
      // (focus does both at once, as for a keyboard or screen-reader user arriving).
      if (everythingAtOnce) handle.element.dispatchEvent(new FocusEvent('focus'));
      return {
        change({ dataSetIndex, labelIndex, value }) {
          chart = setValue(chart, dataSetIndex, labelIndex, value);
          handle.update({ chart });
          // The hidden table's cells are written at most 150 ms after a change (coalesced across
          // a drag), so most updates leave them for later. This row counts that write in every
          // update: the focus a keyboard or screen-reader user brings writes the table at once.
          if (variant === 'table current') handle.element.dispatchEvent(new FocusEvent('focus'));
        },
        exportPng: () => handle.toDataURL(),
        exportSvg: () => handle.toSVG(),
        destroy: () => handle.destroy(),
      };
    },
    createGrid:
      variant !== 'default'
        ? undefined
        : (containers, benchCharts, size) => {
            containers.forEach((container, index) => {
              container.innerHTML = chartToSvg(statradarChart(benchCharts[index]!), { width: size });
            });
            return { destroy: () => containers.forEach((container) => container.replaceChildren()) };
          },
  };
}

registerAdapter(adapter('statradar', 'default'));
registerAdapter(adapter('statradar + Konva stage and table at once', 'everything at once'));
registerAdapter(adapter('statradar + table written in each update', 'table current'));
