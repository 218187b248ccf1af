// @vitest-environment jsdom
import 'vitest-canvas-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDataSet, setValue } from '../model';
import { createChart } from '../model/createChart';
import { mountRadarChart, type RadarChartHandle } from './mountRadarChart';

let mounted: RadarChartHandle | undefined;
afterEach(() => {
  mounted?.destroy();
  mounted = undefined;
  document.body.replaceChildren();
});

function mount(onSelect = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const chart = addDataSet(createChart());
  mounted = mountRadarChart(container, { chart, width: 400, onSelect });
  return { container, chart, onSelect, handle: mounted };
}

function key(element: Element, name: string): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

describe('mountRadarChart', () => {
  it('adds a visually hidden table with the chart name and every data set’s values and area', () => {
    const { container } = mount();
    const table = container.querySelector('table')!;
    // Hidden by a 1px wrapper: a table itself would keep its content width and widen the page.
    expect(table.style.position).toBe('');
    expect(table.parentElement!.style.width).toBe('1px');
    expect(table.parentElement!.style.overflow).toBe('hidden');
    expect(table.querySelector('caption')?.textContent).toBe('Radar Chart Generator');
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Data set', 'Speed', 'Strength', 'Agility', 'Area'],
      ['Player 1', '80', '50', '70', '44%'],
      ['Player 2', '50', '50', '50', '25%'],
    ]);
  });

  it('makes the chart a focusable listbox whose arrow keys select data sets and call onSelect', () => {
    const { container, onSelect } = mount();
    const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
    expect(listbox.tabIndex).toBe(0);
    expect(listbox.getAttribute('aria-label')).toBe('Radar Chart Generator: data sets');
    const options = () => [...listbox.querySelectorAll('[role="option"]')];
    expect(options().map((option) => option.textContent)).toEqual(['Player 1', 'Player 2']);
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);

    key(listbox, 'ArrowDown');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);

    key(listbox, 'ArrowDown'); // already the last: nothing new
    expect(onSelect).toHaveBeenCalledTimes(1);
    key(listbox, 'Home');
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('selects a data set when its polygon is clicked', () => {
    const { handle, onSelect } = mount();
    handle.stage.findOne('#series-1')!.fire('click', { evt: new MouseEvent('click') }, true);
    expect(onSelect).toHaveBeenCalledWith(1);
    // The selected data set is drawn last (on top).
    const series = handle.stage.find('Line').filter((node) => node.id().match(/^series-\d+$/));
    expect(series.map((node) => node.id())).toEqual(['series-0', 'series-1']);
  });

  it('moves only the changed data set’s nodes when a value changes', () => {
    const { handle, chart } = mount();
    const nodes = handle.stage.find('Line, Circle, Shape');
    const attrs = nodes.map((node) => JSON.stringify(node.getAttrs()));
    handle.update({ chart: setValue(chart, 1, 0, 90) });
    const after = handle.stage.find('Line, Circle, Shape');
    expect(after).toEqual(nodes);
    const changed = nodes.filter((node, index) => JSON.stringify(node.getAttrs()) !== attrs[index]);
    expect(changed.map((node) => node.id()).sort()).toEqual(['series-1', 'series-1-point-0']);
  });

  it('shows the watermark only while exporting', async () => {
    const { handle } = mount();
    const seen: boolean[] = [];
    const toCanvas = handle.stage.toCanvas.bind(handle.stage);
    const toDataURL = handle.stage.toDataURL.bind(handle.stage);
    const watermarkShown = () => seen.push(handle.stage.findOne('#watermark') !== undefined);
    vi.spyOn(handle.stage, 'toCanvas').mockImplementation((config) => (watermarkShown(), toCanvas(config)));
    vi.spyOn(handle.stage, 'toDataURL').mockImplementation((config) => (watermarkShown(), toDataURL(config)));
    expect(handle.stage.findOne('#watermark')).toBeUndefined();
    await handle.toPNG({ pixelRatio: 2 });
    handle.toDataURL();
    expect(seen).toEqual([true, true]);
    expect(handle.stage.findOne('#watermark')).toBeUndefined();
    expect(handle.toSVG()).toContain('Made with StatRadar');
    expect(handle.toSVG({ watermark: false })).not.toContain('Made with StatRadar');
  });

  it('resizes the stage on update and removes everything on destroy', () => {
    const { handle, container } = mount();
    handle.update({ width: 300, height: 200 });
    expect(handle.stage.size()).toEqual({ width: 300, height: 200 });
    const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
    expect([listbox.style.width, listbox.style.height]).toEqual(['300px', '200px']);
    handle.destroy();
    mounted = undefined;
    expect(container.children.length).toBe(0);
  });
});
