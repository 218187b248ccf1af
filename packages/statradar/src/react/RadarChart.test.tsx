// @vitest-environment jsdom
import 'vitest-canvas-mock';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { act, createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDataSet, setValue } from '../model';
import { createChart } from '../model/createChart';
import type { Chart } from '../model/types';
import { buildScene } from '../scene/buildScene';
import { RadarChart, type RadarChartRef } from './RadarChart';
import { RadarChartSvg } from './RadarChartSvg';
import { mountRadarChart } from '../konva/mountRadarChart';

afterEach(cleanup);

const chart = addDataSet(createChart());

function renderChart(props: { chart?: Chart; selected?: number; onSelect?: (index: number) => void } = {}) {
  const ref = createRef<RadarChartRef>();
  const view = render(
    <RadarChart
      ref={ref}
      chart={props.chart ?? chart}
      width={400}
      selected={props.selected ?? 0}
      onSelect={props.onSelect}
      animation={false}
    />,
  );
  return { ...view, ref };
}

describe('<RadarChart>', () => {
  it('mounts the core chart: the same listbox, options and table as mountRadarChart', () => {
    const { container } = renderChart({ selected: 1 });
    const vanilla = document.createElement('div');
    const core = mountRadarChart(vanilla, { chart, width: 400, selected: 1, animation: false });
    const structure = (root: Element) =>
      [...root.querySelectorAll('[role], table, caption, th, td')].map(
        (element) => `${element.tagName}:${element.getAttribute('role')}:${element.textContent}`,
      );
    expect(structure(container.firstElementChild!)).toEqual(structure(vanilla));
    core.destroy();
  });

  it('passes changed props to the core in one update, and skips renders that change nothing', () => {
    const { ref, rerender } = renderChart();
    const core = ref.current!.chart()!;
    const update = vi.spyOn(core, 'update');
    rerender(<RadarChart ref={ref} chart={chart} width={400} selected={0} animation={false} />);
    expect(update).not.toHaveBeenCalled();
    const changed = setValue(chart, 1, 2, 95);
    rerender(<RadarChart ref={ref} chart={changed} width={400} selected={0} animation={false} />);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]![0].chart).toBe(changed);
    const shapes = core.stage.findOne('#series')!.getAttr('sceneShapes') as {
      id: string;
      points?: number[];
    }[];
    expect(shapes.find((shape) => shape.id === 'series-1')!.points).toEqual(
      (
        buildScene(changed, { width: 400 }).shapes.find((shape) => shape.id === 'series-1') as {
          points: number[];
        }
      ).points,
    );
  });

  it('passes only the props that changed: a prop given again unchanged leaves what the chart changed itself', () => {
    const ref = createRef<RadarChartRef>();
    const none: number[] = [];
    const onToggle = vi.fn();
    const view = (data: Chart) => (
      <RadarChart
        ref={ref}
        chart={data}
        width={400}
        hidden={none}
        legend
        onToggle={onToggle}
        animation={false}
      />
    );
    const { getByRole, rerender } = render(view(chart));
    fireEvent.keyDown(getByRole('listbox'), { key: 'Enter' }); // the legend toggle hides data set 0
    expect(onToggle).toHaveBeenCalledTimes(1);
    const update = vi.spyOn(ref.current!.chart()!, 'update');
    const changed = setValue(chart, 1, 0, 90);
    rerender(view(changed));
    expect(update.mock.calls.map(([patch]) => Object.keys(patch))).toEqual([['chart']]);
    // Still hidden: what a chart mounted with the new data and data set 0 hidden draws.
    const expected = mountRadarChart(document.createElement('div'), {
      chart: changed,
      width: 400,
      hidden: [0],
      legend: true,
      animation: false,
    });
    expect(ref.current!.toSVG()).toBe(expected.toSVG());
    expected.destroy();
  });

  it('reports keyboard selection through onSelect (the latest callback)', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { getByRole, ref, rerender } = renderChart({ selected: 1, onSelect: first });
    rerender(
      <RadarChart ref={ref} chart={chart} width={400} selected={1} onSelect={latest} animation={false} />,
    );
    fireEvent.keyDown(getByRole('listbox'), { key: 'ArrowUp' });
    expect(latest).toHaveBeenLastCalledWith(0);
    expect(first).not.toHaveBeenCalled();
  });

  it('exports through its ref and destroys the core chart on unmount', async () => {
    const { ref, unmount } = renderChart();
    expect(ref.current!.toSVG({ watermark: 'Made with StatRadar' })).toContain('Made with StatRadar');
    expect(ref.current!.toSVG()).not.toContain('Made with StatRadar');
    expect(ref.current!.toDataURL({ pixelRatio: 2 })).toMatch(/^data:image\/png/);
    await expect(ref.current!.toPNG()).resolves.toBeInstanceOf(Blob);
    const core = ref.current!.chart()!;
    unmount();
    expect(() => core.update({})).toThrow(/destroyed/);
  });
});

describe('<RadarChart> rendered on the server', () => {
  it('reserves the chart’s size, so the page does not shift when the chart mounts', () => {
    const html = (props: { width?: number; height?: number }) =>
      renderToString(<RadarChart chart={chart} {...props} containerStyle={{ margin: 4 }} />);
    expect(html({ width: 300 })).toBe('<div style="width:300px;height:300px;margin:4px"></div>');
    expect(html({ width: 300, height: 200 })).toBe('<div style="width:300px;height:200px;margin:4px"></div>');
    expect(html({ height: 250 })).toBe('<div style="height:250px;margin:4px"></div>');
    expect(html({})).toBe('<div style="aspect-ratio:1;margin:4px"></div>');
    // The page's own size wins.
    expect(renderToString(<RadarChart chart={chart} width={300} containerStyle={{ height: 'auto' }} />)).toBe(
      '<div style="width:300px;height:auto"></div>',
    );
  });

  it('hydrates without a mismatch, and the core sizes the container once mounted', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<RadarChart chart={chart} width={300} className="chart" />);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(host, <RadarChart chart={chart} width={300} className="chart" />);
      });
      expect(error).not.toHaveBeenCalled();
      const container = host.firstElementChild as HTMLDivElement;
      expect(container.getAttribute('style') ?? '').toBe('');
      expect(container.querySelector('[role="listbox"]')).not.toBeNull();
      act(() => root!.unmount());
    } finally {
      delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
      error.mockRestore();
      host.remove();
    }
  });
});

describe('<RadarChart> with props the core rejects', () => {
  it('reports rejected first props to onError, renders nothing, and mounts once the props are good', async () => {
    const onError = vi.fn();
    const bad = { metadata: { name: 'x', description: '' }, labels: 'no', data: [] } as unknown as Chart;
    const view = render(<RadarChart chart={bad} width={400} animation={false} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]![0])).toBe(
      'TypeError: statradar: not a chart: labels: expected a list of labels, got "no"',
    );
    const host = view.container.firstElementChild!;
    expect(host.childElementCount).toBe(0);
    // No chart: the ref's promised exports reject (never throw, as the core's), the others throw.
    const ref = createRef<RadarChartRef>();
    view.rerender(<RadarChart ref={ref} chart={bad} width={400} animation={false} onError={onError} />);
    const notMounted = 'statradar: the chart is not mounted.';
    let pending: Promise<Blob> | undefined;
    expect(() => (pending = ref.current!.toPNG())).not.toThrow();
    await expect(pending).rejects.toThrow(notMounted);
    await expect(ref.current!.toBlob()).rejects.toThrow(notMounted);
    expect(() => ref.current!.toSVG()).toThrow(notMounted);
    // The same rejected props again: no second report.
    view.rerender(<RadarChart chart={bad} width={400} animation={false} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    view.rerender(<RadarChart chart={chart} width={400} animation={false} onError={onError} />);
    expect(host.querySelector('[role="listbox"]')).not.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a NaN value to onError as parseChart words it, keeping the last good chart', () => {
    const onError = vi.fn();
    const nan = {
      ...chart,
      data: [{ ...chart.data[0]!, values: chart.data[0]!.values.map(() => Number.NaN) }],
    };
    const view = render(<RadarChart chart={chart} width={400} animation={false} onError={onError} />);
    const host = view.container.firstElementChild!;
    expect(host.querySelector('[role="listbox"]')).not.toBeNull();
    view.rerender(<RadarChart chart={nan} width={400} animation={false} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]![0])).toBe(
      'TypeError: statradar: not a chart: data[0].values[0]: expected a number from 0 to 100, got NaN',
    );
    expect(host.querySelector('[role="listbox"]')).not.toBeNull();
  });

  it('leaves the container empty when mountRadarChart rejects an option', () => {
    const host = document.createElement('div');
    expect(() => mountRadarChart(host, { chart, legend: { position: 'middle' as never } })).toThrow(
      'statradar: options.legend.position must be one of "top", "right", "bottom", "left", got "middle".',
    );
    expect(host.childElementCount).toBe(0);
  });
});

describe('<RadarChartSvg>', () => {
  it('renders the engine’s escaped SVG as an image named after the chart', () => {
    const named: Chart = { ...chart, metadata: { ...chart.metadata, name: '<b>&"\'' } };
    const { getByRole } = render(<RadarChartSvg chart={named} width={150} />);
    const image = getByRole('img', { name: '<b>&"\'' });
    const svg = image.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('150');
    expect(svg.querySelector('title')?.textContent).toBe('<b>&"\'');
    expect(image.querySelector('b')).toBeNull();
  });

  it('names the image "chart" when the chart name is blank (an image without a name fails accessibility checks)', () => {
    // Spaces only read as nothing too (a screen reader says "image", unnamed).
    for (const name of ['', '   ', '\t\n']) {
      const unnamed: Chart = { ...chart, metadata: { ...chart.metadata, name } };
      const { getByRole, unmount } = render(<RadarChartSvg chart={unnamed} width={150} />);
      expect(getByRole('img').getAttribute('aria-label'), JSON.stringify(name)).toBe('chart');
      // The SVG inside names itself alike (its <title> was the blank name).
      expect(getByRole('img').querySelector('svg > title')?.textContent).toBe('chart');
      unmount();
    }
  });
});
