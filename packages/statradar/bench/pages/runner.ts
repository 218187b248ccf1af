/**
 * The in-page half of the benchmark: runs one workload for one library and returns the raw
 * samples in milliseconds. The Node side (browser-run.mjs) interleaves libraries batch by batch.
 *
 * Every sample runs from the call to after the next frame (a requestAnimationFrame callback
 * plus the task after it, so the frame has been produced), and nothing is subtracted.
 */
import type { ChartInstance, LibraryAdapter, WorkloadName } from './adapter';
import { afterNextFrame } from './next-frame';
import { benchChart, valueChangeAt, type BenchChart } from './workload-data';

const CHART_SIZE = 400;
const GRID_CHART_SIZE = 150;
const GRID_CHART_COUNT = 100;

const smallChart = benchChart(6, 4);
const largeChart = benchChart(12, 10);
const gridCharts = Array.from({ length: GRID_CHART_COUNT }, (_, index) => benchChart(6, 4, index + 1));

async function timed(action: () => unknown): Promise<number> {
  const start = performance.now();
  await action();
  await afterNextFrame();
  return performance.now() - start;
}

function newContainer(size: number, parent: HTMLElement = document.body): HTMLDivElement {
  const container = document.createElement('div');
  container.style.cssText = `width:${size}px;height:${size}px;position:relative;flex:none`;
  parent.appendChild(container);
  return container;
}

function adapterNamed(name: string): LibraryAdapter {
  const adapter = window.benchAdapters?.find((candidate) => candidate.name === name);
  if (!adapter) throw new Error(`no adapter named ${name}`);
  return adapter;
}

async function firstRenders(adapter: LibraryAdapter, chart: BenchChart, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const container = newContainer(CHART_SIZE);
    await afterNextFrame();
    let instance: ChartInstance | undefined;
    samples.push(await timed(() => (instance = adapter.create(container, chart, CHART_SIZE))));
    instance?.destroy();
    container.remove();
  }
  return samples;
}

/** Runs `action` on a freshly drawn chart (creation not timed), then cleans up. */
async function withChart<T>(
  adapter: LibraryAdapter,
  chart: BenchChart,
  action: (instance: ChartInstance) => Promise<T>,
): Promise<T> {
  const container = newContainer(CHART_SIZE);
  const instance = adapter.create(container, chart, CHART_SIZE);
  await afterNextFrame();
  try {
    return await action(instance);
  } finally {
    instance.destroy();
    container.remove();
  }
}

function updates(adapter: LibraryAdapter, chart: BenchChart, count: number, firstStep: number) {
  return withChart(adapter, chart, async (instance) => {
    const samples: number[] = [];
    for (let step = firstStep; step < firstStep + count; step++) {
      const change = valueChangeAt(step, chart);
      samples.push(await timed(() => instance.change(change)));
    }
    return samples;
  });
}

async function grid(adapter: LibraryAdapter, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const page = document.createElement('div');
    page.style.cssText = 'display:flex;flex-wrap:wrap;width:1500px;position:relative';
    document.body.appendChild(page);
    const containers = gridCharts.map(() => newContainer(GRID_CHART_SIZE, page));
    await afterNextFrame();
    let destroy = () => {};
    samples.push(
      await timed(() => {
        if (adapter.createGrid) {
          const drawn = adapter.createGrid(containers, gridCharts, GRID_CHART_SIZE);
          destroy = () => drawn.destroy();
        } else {
          const drawn = containers.map((container, chartIndex) =>
            adapter.create(container, gridCharts[chartIndex]!, GRID_CHART_SIZE),
          );
          destroy = () => drawn.forEach((instance) => instance.destroy());
        }
      }),
    );
    destroy();
    page.remove();
  }
  return samples;
}

function exports(adapter: LibraryAdapter, format: 'png' | 'svg', count: number) {
  return withChart(adapter, smallChart, async (instance) => {
    const exporter = format === 'png' ? instance.exportPng : instance.exportSvg;
    if (!exporter) return [];
    const samples: number[] = [];
    for (let index = 0; index < count; index++) samples.push(await timed(() => exporter.call(instance)));
    return samples;
  });
}

/** Which adapters exist and which workloads each supports. */
function adapters(): { name: string; workloads: readonly WorkloadName[] | null }[] {
  return (window.benchAdapters ?? []).map((adapter) => ({
    name: adapter.name,
    workloads: adapter.workloads ?? null,
  }));
}

/**
 * One batch of `count` samples. W2 and W3 updates make value changes `firstStep` onwards, so
 * successive batches walk distinct changes.
 */
function measure(
  library: string,
  workload: WorkloadName,
  count: number,
  firstStep: number,
): Promise<number[]> {
  const adapter = adapterNamed(library);
  switch (workload) {
    case 'W1':
      return firstRenders(adapter, smallChart, count);
    case 'W2':
      return updates(adapter, smallChart, count, firstStep);
    case 'W3 first':
      return firstRenders(adapter, largeChart, count);
    case 'W3 update':
      return updates(adapter, largeChart, count, firstStep);
    case 'W4':
      return grid(adapter, count);
    case 'W5 PNG':
      return exports(adapter, 'png', count);
    case 'W5 SVG':
      return exports(adapter, 'svg', count);
  }
}

/** The cost of an empty frame on this machine: the part of every figure no library controls. */
async function emptyFrames(count: number): Promise<number[]> {
  const samples: number[] = [];
  await afterNextFrame();
  for (let index = 0; index < count; index++) samples.push(await timed(() => {}));
  return samples;
}

declare global {
  interface Window {
    bench?: { adapters: typeof adapters; measure: typeof measure; emptyFrames: typeof emptyFrames };
  }
}

window.bench = { adapters, measure, emptyFrames };
