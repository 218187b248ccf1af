// @vitest-environment jsdom
import 'vitest-canvas-mock';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDataSet, setValue } from '../model';
import { createChart } from '../model/createChart';
import type { Chart } from '../model/types';
import { buildScene } from '../scene/buildScene';
import { RadarChart, type RadarChartRef } from './RadarChart';
import { RadarChartSvg } from './RadarChartSvg';

afterEach(cleanup);

const chart = addDataSet(createChart());

function renderChart(props: { chart?: Chart; selected?: number; onSelect?: (index: number) => void } = {}) {
  const ref = createRef<RadarChartRef>();
  const view = render(
    <RadarChart
      ref={ref}
      chart={props.chart ?? chart}
      width={400}
      height={400}
      selected={props.selected ?? 0}
      onSelect={props.onSelect}
    />,
  );
  return { ...view, ref, stage: () => ref.current!.stage()! };
}

describe('<RadarChart>', () => {
  it('draws one Konva node per scene shape, keyed by the shape ids, in paint order', () => {
    const { stage } = renderChart();
    const ids = buildScene(chart, { width: 400, selected: 0 }).shapes.map((shape) => shape.id);
    const drawn = stage()
      .find('Line, Circle, Shape')
      .map((node) => node.id())
      .filter(Boolean);
    expect(drawn).toEqual(ids);
  });

  it('updates only the changed data set’s nodes when a value changes', () => {
    const { ref, stage, rerender } = renderChart();
    const nodes = stage().find('Line, Circle, Shape');
    const attrs = nodes.map((node) => JSON.stringify(node.getAttrs()));
    rerender(
      <RadarChart ref={ref} chart={setValue(chart, 1, 2, 95)} width={400} height={400} selected={0} />,
    );
    const after = stage().find('Line, Circle, Shape');
    expect(after).toEqual(nodes);
    after.forEach((node, index) => expect(node).toBe(nodes[index]));
    const changed = nodes.filter((node, index) => JSON.stringify(node.getAttrs()) !== attrs[index]);
    expect(changed.map((node) => node.id()).sort()).toEqual(['series-1', 'series-1-point-2']);
  });

  it('is a keyboard listbox of data sets and reports selection through onSelect', () => {
    const onSelect = vi.fn();
    const { getByRole, getAllByRole } = renderChart({ selected: 1, onSelect });
    const listbox = getByRole('listbox', { name: 'Radar Chart Generator: data sets' });
    expect(listbox.tabIndex).toBe(0);
    const options = getAllByRole('option', { hidden: true });
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-selected')])).toEqual([
      ['Player 1', 'false'],
      ['Player 2', 'true'],
    ]);
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(onSelect).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(listbox, { key: 'End' });
    expect(onSelect).toHaveBeenCalledTimes(1); // already the last one
  });

  it('selects a data set when its polygon or marker is clicked, found from the scene geometry', () => {
    const onSelect = vi.fn();
    const { container, stage } = renderChart({ onSelect, selected: 1 });
    const listbox = container.querySelector('[role="listbox"]')!;
    // Player 1 (80, 50, 70) is drawn under the selected Player 2 (50 everywhere), but its marker
    // on the first axis sticks out above Player 2's polygon.
    const marker = buildScene(chart, { width: 400, selected: 1 }).shapes.find(
      (shape) => shape.id === 'series-0-point-0',
    ) as { x: number; y: number };
    fireEvent.click(listbox, { clientX: marker.x, clientY: marker.y - 2 });
    expect(onSelect).toHaveBeenLastCalledWith(0);
    fireEvent.click(listbox, { clientX: 200, clientY: 210 }); // near the centre: Player 2 is on top
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.click(listbox, { clientX: 3, clientY: 3 });
    expect(onSelect).toHaveBeenCalledTimes(2);
    // Pointer selection needs no hit canvas.
    expect(stage().listening()).toBe(false);
    expect(stage().getLayers()[0]!.listening()).toBe(false);
  });

  it('has a visually hidden table of values and areas', () => {
    const { container } = renderChart();
    const table = container.querySelector('table')!;
    // Hidden by a 1px wrapper: a table itself would keep its content width and widen the page.
    expect(table.style.position).toBe('');
    expect(table.parentElement!.style.width).toBe('1px');
    expect(table.parentElement!.style.overflow).toBe('hidden');
    expect(table.querySelector('caption')?.textContent).toBe('Radar Chart Generator');
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Player 1805070' + '44%',
      'Player 2505050' + '25%',
    ]);
  });

  it('exports through its ref with a watermark only when asked, which never reaches the on-screen stage', async () => {
    const { ref, stage } = renderChart();
    expect(ref.current!.toSVG({ watermark: 'Made with StatRadar' })).toContain('Made with StatRadar');
    expect(ref.current!.toSVG()).not.toContain('Made with StatRadar');
    expect(ref.current!.toDataURL({ pixelRatio: 2 })).toMatch(/^data:image\/png/);
    await expect(ref.current!.toPNG()).resolves.toBeInstanceOf(Blob);
    expect(stage().findOne('#watermark')).toBeUndefined();
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
});
