// @vitest-environment jsdom
import 'vitest-canvas-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDataSet, removeDataSet, setValue } from '../model';
import { createChart } from '../model/createChart';
import { buildScene } from '../scene/buildScene';
import type { SceneShape } from '../scene/types';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { TABLE_MAX_STALENESS_MS } from './accessibleChartDom';
import type { Chart, ChartStyle } from '../model/types';
import { KonvaGlobal } from './konvaClasses';
import { mountRadarChart, type RadarChartHandle, type RadarChartOptions } from './mountRadarChart';

let mounted: RadarChartHandle | undefined;
afterEach(() => {
  mounted?.destroy();
  mounted = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(onSelect = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const chart = addDataSet(createChart());
  mounted = mountRadarChart(container, { chart, width: 400, onSelect, animation: false });
  return { container, chart, onSelect, handle: mounted };
}

/** Collects the canvases the handle's exports encode (their 2D calls are recorded by the canvas mock). */
type CanvasEvent = { type: string; props: { text?: string; img?: unknown } };
interface CanvasEventLog {
  __getEvents(): CanvasEvent[];
  __clearEvents(): void;
}
/** One export: the canvas's size and the drawing calls made since the previous export. */
interface ExportRecord {
  width: number;
  events: CanvasEvent[];
}

/** Records every export; the export canvas may be reused, so each record keeps only its own calls. */
function exportedCanvases(): ExportRecord[] {
  const exported: ExportRecord[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    const log = this.getContext('2d') as unknown as CanvasEventLog;
    exported.push({ width: this.width, events: log.__getEvents() });
    log.__clearEvents();
    return 'data:image/png;base64,';
  });
  return exported;
}

function texts(record: ExportRecord): (string | undefined)[] {
  return record.events.filter((event) => event.type === 'fillText').map((event) => event.props.text);
}

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function key(element: Element, name: string): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

describe('mountRadarChart', () => {
  it('adds a visually hidden table with the chart name and every data set’s values and area', () => {
    const { container } = mount();
    const table = container.querySelector('table')!;
    // Rows written and rendered by the first table pass (the next frame, 150 ms, or focus: now).
    expect(table.parentElement!.style.display).toBe('none');
    expect(table.querySelector('caption')?.textContent).toBe('Radar Chart Generator');
    container.querySelector<HTMLElement>('[role="listbox"]')!.focus();
    expect(table.parentElement!.style.display).toBe('');
    // Hidden by a 1px wrapper: a table itself would keep its content width and widen the page.
    expect(table.style.position).toBe('');
    expect(table.parentElement!.style.width).toBe('1px');
    expect(table.parentElement!.style.overflow).toBe('hidden');
    // Laid out as lines of text, not as a table (no column sizing from every cell), and a table
    // by its roles whatever its display.
    expect(table.style.display).toBe('block');
    expect(table.getAttribute('role')).toBe('table');
    // Each row a layout boundary (a written value lays out its row) holding its cells as inline
    // text; no cell is contained, since containment makes a box a stacking context, and thousands
    // of them slow every hit test.
    expect(
      [...table.querySelectorAll('tr')].map((row) => [
        row.style.display,
        row.style.contain,
        row.getAttribute('role'),
      ]),
    ).toEqual(Array(3).fill(['block', 'strict', 'row']));
    expect(
      [...table.querySelectorAll('th, td')].every(
        (cell) =>
          (cell as HTMLElement).style.display === 'inline' && (cell as HTMLElement).style.contain === '',
      ),
    ).toBe(true);
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Data set', 'Speed', 'Strength', 'Agility', 'Area'],
      ['Player 1', '80', '50', '70', '44%'],
      ['Player 2', '50', '50', '50', '25%'],
    ]);
  });

  it('gives the table the area % the legend draws, on the chart’s scale', () => {
    // Ratings out of 10: the legend's area % is of the drawn polygon (values on scale.min..max),
    // and a screen reader's table must say the same, not the area of the values read as 0..100.
    const container = document.createElement('div');
    document.body.append(container);
    const base = createChart();
    const chart = { ...base, data: [{ ...base.data[0]!, values: [5, 5, 5] }] };
    const scale = { min: 0, max: 10 };
    mounted = mountRadarChart(container, { chart, width: 400, legend: true, scale, animation: false });
    const legendArea = Math.round(buildScene(chart, { legend: true, scale }).legend[0]!.areaPercent);
    expect(legendArea).toBe(25);
    const areaCell = () => {
      mounted!.element.focus();
      return container.querySelector('tbody tr')!.lastElementChild!.textContent;
    };
    expect(areaCell()).toBe('25%');
    // A scale given later, and then taken away, rewrites the column.
    mounted.update({ scale: { min: 0, max: 5 } });
    mounted.element.blur();
    expect(areaCell()).toBe('100%');
    mounted.update({ scale: undefined });
    mounted.element.blur();
    expect(areaCell()).toBe('0%');
  });

  it('leaves keys with Alt, Ctrl or Meta to the browser (Alt+Left is Back, Ctrl+End scrolls the page)', () => {
    const { container, onSelect } = mount();
    const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
    listbox.focus();
    const hover = vi.fn();
    mounted!.on('hover', hover);
    for (const init of [
      { key: 'ArrowLeft', altKey: true },
      { key: 'ArrowRight', altKey: true },
      { key: 'End', ctrlKey: true },
      { key: 'ArrowDown', metaKey: true },
      { key: 'Enter', ctrlKey: true },
    ]) {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      listbox.dispatchEvent(event);
      expect(event.defaultPrevented, JSON.stringify(init)).toBe(false);
    }
    expect(onSelect).not.toHaveBeenCalled();
    expect(hover).not.toHaveBeenCalled();
    // Shift changes nothing: Shift+Down still moves the selection.
    const shifted = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    listbox.dispatchEvent(shifted);
    expect(shifted.defaultPrevented).toBe(true);
    expect(onSelect).toHaveBeenCalledWith(1);
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

  it('does nothing more after an onSelect handler destroys the chart in the middle of a key', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onHover = vi.fn();
    const handle = mountRadarChart(container, {
      chart: addDataSet(createChart()),
      width: 400,
      animation: false,
      onHover,
      onSelect: () => handle.destroy(),
    });
    const listbox = container.querySelector<HTMLElement>('[role="listbox"]')!;
    key(listbox, 'ArrowRight'); // the keyboard tooltip, on the first attribute
    expect(onHover).toHaveBeenCalledTimes(1);
    key(listbox, 'ArrowDown'); // selects data set 1, whose handler destroys the chart
    expect(container.children.length).toBe(0);
    expect(onHover).toHaveBeenCalledTimes(1); // no tooltip moved on the removed chart
  });

  it('reports the active vertex with the built-in tooltip off, for a tooltip of the host’s own', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onHover = vi.fn();
    mounted = mountRadarChart(container, {
      chart: createChart(),
      width: 400,
      animation: false,
      tooltip: false,
      onHover,
    });
    const fromEvent = vi.fn();
    mounted.on('hover', fromEvent);
    const listbox = container.querySelector<HTMLElement>('[role="listbox"]')!;
    const tooltip = () => container.querySelector<HTMLElement>('.statradar-tooltip');
    key(listbox, 'ArrowRight'); // the first attribute of the selected data set
    expect(onHover).toHaveBeenLastCalledWith(expect.objectContaining({ series: 0, attribute: 0 }));
    expect(fromEvent).toHaveBeenLastCalledWith(expect.objectContaining({ series: 0, attribute: 0 }));
    // The tooltip box is made when first shown.
    expect(tooltip()).toBeNull();
    key(listbox, 'ArrowRight');
    expect(onHover).toHaveBeenLastCalledWith(expect.objectContaining({ series: 0, attribute: 1 }));
    // A value change moves the vertex without changing which one is active: nothing new to report.
    mounted.update({ chart: setValue(createChart(), 0, 1, 10) });
    expect(onHover).toHaveBeenCalledTimes(2);
    // Turning the tooltip on shows it where the active vertex is; Escape ends it for both.
    mounted.update({ tooltip: true });
    key(listbox, 'ArrowLeft');
    expect(tooltip()!.style.display).not.toBe('none');
    key(listbox, 'Escape');
    expect(onHover).toHaveBeenLastCalledWith(undefined);
    expect(tooltip()!.style.display).toBe('none');
  });

  it('stops calling a handler passed to off(), as the function on() returned does', () => {
    const { container, handle } = mount();
    const listbox = container.querySelector<HTMLElement>('[role="listbox"]')!;
    const kept = vi.fn();
    const removed = vi.fn();
    handle.on('select', kept);
    handle.on('select', removed);
    handle.off('select', removed);
    key(listbox, 'ArrowDown');
    expect(kept).toHaveBeenCalledWith(1);
    expect(removed).not.toHaveBeenCalled();
    // Unknown events and handlers are not listening: nothing to remove, nothing thrown.
    expect(() => handle.off('toString' as 'select', kept)).not.toThrow();
    handle.destroy();
    expect(() => handle.off('select', kept)).not.toThrow();
  });

  it('selects a data set when its polygon is clicked, found from the scene geometry', () => {
    const { container, chart, onSelect, handle } = mount();
    const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
    // Player 2 (50 everywhere) lies inside Player 1 (80, 50, 70): give it 100 on the first axis
    // and click 90% of the way up that axis, inside Player 2 and outside Player 1 (drawn on top).
    const moved = setValue(chart, 1, 0, 100);
    handle.update({ chart: moved });
    const axis = buildScene(moved, { width: 400 }).shapes.find((shape) => shape.id === 'axis-0')!;
    const [centreX, centreY, endX, endY] = (axis as { points: number[] }).points as [
      number,
      number,
      number,
      number,
    ];
    const click = (x: number, y: number) =>
      listbox.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    click(centreX + (endX - centreX) * 0.9, centreY + (endY - centreY) * 0.9);
    expect(onSelect).toHaveBeenCalledWith(1);
    // The selected data set is drawn last (on top).
    const series = (handle.stage.findOne('#series')!.getAttr('sceneShapes') as { id: string }[]).filter(
      (shape) => shape.id.match(/^series-\d+$/),
    );
    expect(series.map((shape) => shape.id)).toEqual(['series-0', 'series-1']);
    click(5, 5); // a corner: no data set
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('gives the series node the new shapes and repaints no static bitmap', async () => {
    const { handle, chart } = mount();
    const nodes = handle.stage.find('Shape');
    const layers = handle.stage.getLayers();
    // One canvas: the static layers are bitmaps inside the one Konva layer, around the series node.
    expect(layers).toHaveLength(1);
    expect(nodes.map((node) => node.id())).toEqual(['\u0000back', 'series', '\u0000front']);
    const shapes = nodes[1]!.getAttr('sceneShapes') as SceneShape[];
    await nextFrame(); // Konva's own first batch draw
    const backBitmap = nodes[0]!.getAttr('bitmap');
    const paint = vi.spyOn(backBitmap.canvas.getContext('2d')!, 'clearRect');
    paint.mockClear();
    vi.spyOn(layers[0]!, 'draw');
    handle.update({ chart: setValue(chart, 1, 0, 90) });
    expect(handle.stage.find('Shape')).toEqual(nodes);
    const after = nodes[1]!.getAttr('sceneShapes') as SceneShape[];
    expect(after.map((shape) => shape.id)).toEqual(shapes.map((shape) => shape.id));
    const changed = after.filter((shape, index) => !sceneShapeEquals(shape, shapes[index]!));
    expect(changed.map((shape) => shape.id).sort()).toEqual(['series-1', 'series-1-point-0']);
    await nextFrame();
    expect(vi.mocked(layers[0]!.draw).mock.calls.length).toBe(1);
    expect(paint).not.toHaveBeenCalled();
    expect(nodes[0]!.getAttr('bitmap')).toBe(backBitmap);
  });

  it('repaints the front bitmap when a name changes, and draws nothing when nothing changed', async () => {
    const { handle, chart } = mount();
    const [layer] = handle.stage.getLayers();
    await nextFrame(); // Konva's own first batch draw
    const front = handle.stage.findOne('#\u0000front')!.getAttr('bitmap');
    const back = handle.stage.findOne('#\u0000back')!.getAttr('bitmap');
    const frontPaints = vi.spyOn(front.canvas.getContext('2d')!, 'fillText');
    const backPaints = vi.spyOn(back.canvas.getContext('2d')!, 'clearRect');
    // The canvas mock's methods are mocks already, holding the first paint's calls.
    frontPaints.mockClear();
    backPaints.mockClear();
    vi.spyOn(layer!, 'draw');
    handle.update({ chart });
    await nextFrame();
    expect(vi.mocked(layer!.draw).mock.calls.length).toBe(0);
    handle.update({ chart: { ...chart, labels: [{ name: 'Pace' }, ...chart.labels.slice(1)] } });
    await nextFrame();
    expect(vi.mocked(layer!.draw).mock.calls.length).toBe(1);
    expect(frontPaints.mock.calls.map((call) => call[0])).toEqual(['Pace', 'Strength', 'Agility']);
    expect(backPaints).not.toHaveBeenCalled();
  });

  it('draws the watermark only into the export, leaving the visible stage and its nodes alone', async () => {
    const { handle, chart } = mount();
    const layers = handle.stage.getLayers();
    const nodes = handle.stage.find('Shape');
    const exported = exportedCanvases();

    layers.forEach((layer) => vi.spyOn(layer, 'draw'));
    // The export scene is painted whole, never copied from the stage.
    handle.toDataURL({ watermark: 'Made with StatRadar' });
    expect(exported[0]!.events.some((event) => event.type === 'drawImage')).toBe(false);
    expect(texts(exported[0]!)).toEqual(['Speed', 'Strength', 'Agility', 'Made with StatRadar']);
    handle.toDataURL({ pixelRatio: 2, watermark: false });
    expect(exported[1]!.width).toBe(800);
    expect(texts(exported[1]!)).toEqual(['Speed', 'Strength', 'Agility']);
    handle.update({ chart: setValue(chart, 0, 0, 10), watermark: 'Made with StatRadar' });
    handle.toDataURL();
    expect(texts(exported[2]!)).toEqual(['Speed', 'Strength', 'Agility', 'Made with StatRadar']);
    expect(layers.map((layer) => vi.mocked(layer.draw).mock.calls.length)).toEqual([0]);

    expect(handle.stage.find('Shape')).toEqual(nodes);
    expect(handle.stage.findOne('#watermark')).toBeUndefined();
    await expect(handle.toPNG()).resolves.toBeInstanceOf(Blob);
    expect(handle.toSVG()).toContain('Made with StatRadar');
    expect(handle.toSVG({ watermark: false })).not.toContain('Made with StatRadar');
    // The package draws no watermark unless asked (issue 10); the app asks for one.
    handle.update({ watermark: undefined });
    expect(handle.toSVG()).not.toContain('Made with StatRadar');
    // A blank chart name: the exported SVG is still a named image (its <title> was empty).
    handle.update({ chart: { ...chart, metadata: { ...chart.metadata, name: '  ' } } });
    expect(handle.toSVG({ title: true })).toMatch(/^<svg [^>]*>\n<title>chart<\/title>\n<path /);
  });

  it('exports on a background given for the export alone, leaving the chart on screen transparent', () => {
    const { handle } = mount();
    const exported = exportedCanvases();
    expect(handle.toSVG()).not.toContain('fill="#ffffff"');
    expect(handle.toSVG({ background: '#ffffff' })).toMatch(
      /^<svg[^>]*>\n<title>[^<]*<\/title>\n<rect x="0" y="0" width="400" height="400" fill="#ffffff"\/>/,
    );
    handle.toDataURL({ background: '#ffffff' });
    // The canvas export paints the whole view box first (the background), then the chart.
    const [, , , , , first] = exported[0]!.events;
    expect(first).toMatchObject({ type: 'rect', props: { x: 0, y: 0, width: 400, height: 400 } });
    const plain = exportedCanvases();
    handle.toDataURL({ title: true });
    expect(
      plain[0]!.events.some(
        (event) => event.type === 'rect' && (event.props as { width?: number }).width === 400,
      ),
    ).toBe(false);
    // The chart itself keeps no background: its next plain export has none.
    expect(handle.toSVG()).not.toContain('fill="#ffffff"');
    expect(() => handle.toSVG({ background: 'paper' })).toThrow('background');
    handle.destroy();
  });

  it('encodes the visible canvas when an export is exactly what it shows, else repaints', () => {
    const { container, handle } = mount();
    const encoded: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      encoded.push(this);
      return 'data:image/png;base64,';
    });
    const visible = () => container.querySelector('canvas');
    const firstCanvas = visible();
    handle.toDataURL(); // the first canvas
    handle.toDataURL({ watermark: 'Made with StatRadar' });
    handle.toDataURL({ pixelRatio: 2 });
    void handle.stage;
    handle.toDataURL(); // the stage's one layer
    handle.toDataURL({ title: 'Other' });
    expect(encoded[0]).toBe(firstCanvas);
    expect(encoded.map((canvas) => canvas === visible())).toEqual([false, false, false, true, false]);
    expect(encoded[1]).not.toBe(firstCanvas);
  });

  it('draws a waiting frame before encoding the visible canvas, and survives destroy before that frame', async () => {
    const { container, handle, chart } = mount();
    const [layer] = handle.stage.getLayers();
    await nextFrame();
    const encoded: { canvas: HTMLCanvasElement; width: number }[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      encoded.push({ canvas: this, width: this.width });
      return 'data:image/png;base64,';
    });
    const draw = vi.spyOn(layer!, 'draw');
    handle.update({ chart: setValue(chart, 0, 0, 10) });
    expect(draw).not.toHaveBeenCalled(); // waits for the next frame
    handle.toDataURL();
    expect(draw).toHaveBeenCalledTimes(1);
    expect(encoded[0]).toEqual({ canvas: container.querySelector('canvas'), width: 400 });
    handle.toDataURL(); // nothing waits any more: no second draw
    expect(draw).toHaveBeenCalledTimes(1);
    handle.update({ width: 300 });
    handle.toDataURL();
    expect(encoded[2]).toEqual({ canvas: container.querySelector('canvas'), width: 300 });
    handle.update({ chart });
    handle.destroy();
    mounted = undefined;
    await nextFrame(); // the batch draw asked for before destroy
    expect(container.children.length).toBe(0);
  });

  it('morphs a change up to 2,000 values, and draws it at once past them (each frame would outlast a frame)', () => {
    /** A chart of `dataSets` data sets of 100 attributes. */
    const sized = (dataSets: number) => {
      const chart = createChart();
      return {
        ...chart,
        labels: Array.from({ length: 100 }, (_, index) => ({ name: `A${index + 1}` })),
        data: Array.from({ length: dataSets }, (_, index) => ({
          ...chart.data[0]!,
          name: `P${index + 1}`,
          values: Array<number>(100).fill(50),
        })),
      };
    };
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    for (const [dataSets, morphs] of [
      [20, true],
      [21, false],
    ] as const) {
      const host = document.createElement('div');
      document.body.append(host);
      const chart = sized(dataSets);
      const handle = mountRadarChart(host, { chart, width: 300, animation: true });
      frames.mockClear();
      handle.update({ chart: setValue(chart, 0, 0, 90) });
      expect(frames.mock.calls.length > 0, `${dataSets} x 100`).toBe(morphs);
      handle.destroy();
      host.remove();
    }
    // Shrinking from past the limit draws at once too.
    const host = document.createElement('div');
    const handle = mountRadarChart(host, { chart: sized(21), width: 300, animation: true });
    frames.mockClear();
    handle.update({ chart: sized(2) });
    expect(frames).not.toHaveBeenCalled();
    handle.destroy();
    frames.mockRestore();
  });

  it('resizes the stage on update and removes everything on destroy', () => {
    const { handle, container } = mount();
    handle.update({ width: 300, height: 200 });
    expect(handle.stage.size()).toEqual({ width: 300, height: 200 });
    const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
    expect([listbox.style.width, listbox.style.height]).toEqual(['300px', '200px']);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    handle.destroy();
    mounted = undefined;
    expect(container.children.length).toBe(0);
    // Nothing left to run: no frame asked for (Konva would draw the destroyed stage's canvas in it).
    expect(frames).not.toHaveBeenCalled();
  });
});

describe('mountRadarChart’s option checks', () => {
  it('refuses interactive options it cannot honour, naming the option and the value, and mounts nothing', () => {
    const chart = createChart();
    const cases: [Record<string, unknown>, string][] = [
      [
        { animation: { duration: Infinity } },
        'statradar: options.animation must be true, false or { duration } with a duration from 0 to 60000 ms, got Infinity.',
      ],
      [
        { animation: { duration: -1 } },
        'statradar: options.animation must be true, false or { duration } with a duration from 0 to 60000 ms, got -1.',
      ],
      [
        { animation: 'yes' },
        'statradar: options.animation must be true, false or { duration } with a duration from 0 to 60000 ms, got "yes".',
      ],
      [{ tooltip: 'no' }, 'statradar: options.tooltip must be true or false, got "no".'],
      [{ hidden: 5 }, 'statradar: options.hidden must be a list of data-set indices, got 5.'],
      [{ onSelect: 5 }, 'statradar: options.onSelect must be a function, got 5.'],
      // Checked at mount, not first when an export draws it (every export would throw then).
      [{ watermark: 5 }, 'statradar: options.watermark must be text or false, got 5.'],
      [{ style: 'x' }, 'statradar: options.style must be an object, got "x".'],
      // A style option is the host's code: a typo is an error, not a silent default.
      [
        { style: { fillStyle: 'dotted' } },
        'statradar: options.style.fillStyle must be one of "soft fill", "outline", "solid fill", got "dotted".',
      ],
      [
        { style: { gridLine: 5 } },
        'statradar: options.style.gridLine must be one of "polygon", "circle", got 5.',
      ],
      [
        { style: { showCount: 1.5 } },
        'statradar: options.style.showCount must be a whole number from 0 (0 shows every data set), got 1.5.',
      ],
      [
        { style: { showCount: '2' } },
        'statradar: options.style.showCount must be a whole number from 0 (0 shows every data set), got "2".',
      ],
      [
        { style: { labelColor: 'notacolour' } },
        'statradar: options.style.labelColor must be a colour, got "notacolour".',
      ],
      [
        { style: { axisColor: 0xff0000 } },
        'statradar: options.style.axisColor must be a colour, got 16711680.',
      ],
      [
        { style: { fontFamily: ' ' } },
        'statradar: options.style.fontFamily must be a font family (text), got " ".',
      ],
      [
        { background: 'notacolour' },
        'statradar: options.background must be a colour or null, got "notacolour".',
      ],
    ];
    for (const [options, message] of cases) {
      const host = document.createElement('div');
      expect(() => mountRadarChart(host, { chart, width: 300, ...options } as never), message).toThrow(
        message,
      );
      expect(host.childElementCount).toBe(0);
    }
    const host = document.createElement('div');
    const handle = mountRadarChart(host, { chart, width: 300, animation: { duration: 200 } });
    expect(() => handle.update({ hidden: 5 as never })).toThrow(
      'statradar: options.hidden must be a list of data-set indices, got 5.',
    );
    expect(() => handle.update({ watermark: 5 as never })).toThrow(
      'statradar: options.watermark must be text or false, got 5.',
    );
    // A value of the right type that is not allowed is a RangeError, as for every other option.
    expect(() => handle.update({ style: { fillStyle: 'dotted' as never } })).toThrow(RangeError);
    expect(() => handle.update({ style: { fillStyle: 5 as never } })).toThrow(TypeError);
    // The refused update changed nothing: exports still work.
    expect(handle.toSVG()).toContain('<svg');
    // A NaN value is refused at mount and in an update, as parseChart refuses it (it was drawn at the centre).
    const nan = { ...chart, data: [{ ...chart.data[0]!, values: [80, Number.NaN, 70] }] };
    const nanMessage = 'statradar: not a chart: data[0].values[1]: expected a number from 0 to 100, got NaN';
    const nanHost = document.createElement('div');
    expect(() => mountRadarChart(nanHost, { chart: nan, width: 300 })).toThrow(new TypeError(nanMessage));
    expect(nanHost.childElementCount).toBe(0);
    const before = handle.toSVG();
    expect(() => handle.update({ chart: nan })).toThrow(new TypeError(nanMessage));
    expect(handle.toSVG()).toBe(before);
    expect(() => handle.on('click' as never, () => {})).toThrow(
      `statradar: on(event) must be 'select', 'toggle' or 'hover', got "click".`,
    );
    expect(() => handle.on('toString' as never, () => {})).toThrow('on(event)');
    expect(() => handle.on('select', 'log' as never)).toThrow(
      'statradar: on(handler) must be a function, got "log".',
    );
    handle.destroy();
  });

  it('lays the style option over the chart’s own style, key by key', () => {
    const own = createChart();
    own.metadata.style = { gridLine: 'circle', fillStyle: 'outline' };
    const svgOf = (options: Partial<RadarChartOptions>, chart: Chart = own): string => {
      const handle = mountRadarChart(document.createElement('div'), { width: 300, ...options, chart });
      const svg = handle.toSVG();
      handle.destroy();
      return svg;
    };
    const plain = svgOf({});
    // Undefined and null override nothing; keys a chart style does not have (CSS) are ignored.
    const unset = { fillStyle: undefined, gridLine: null, width: 5 } as unknown as ChartStyle;
    expect(svgOf({ style: unset })).toBe(plain);
    const polygon = { ...own, metadata: { ...own.metadata, style: { fillStyle: 'outline' as const } } };
    expect(svgOf({ style: { gridLine: 'polygon' } })).toBe(svgOf({}, polygon));
    expect(svgOf({ style: { gridLine: 'polygon' } })).not.toBe(plain);
  });

  it('measures a followed container at mount, not in updates (a slider drag forces no layout)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const measure = vi.spyOn(window, 'getComputedStyle');
    const handle = mountRadarChart(host, { chart: createChart(), animation: false });
    expect(measure).toHaveBeenCalledTimes(1);
    measure.mockClear();
    for (let value = 0; value < 5; value++)
      handle.update({ chart: setValue(createChart(), 0, 0, value * 10) });
    expect(measure).not.toHaveBeenCalled();
    handle.destroy();
    host.remove();
  });

  it('watches its container only while it follows the container’s width', () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = (target: Element) => calls.push(`observe ${target.id}`);
        unobserve = (target: Element) => calls.push(`unobserve ${target.id}`);
        disconnect = () => calls.push('disconnect');
      },
    );
    const host = Object.assign(document.createElement('div'), { id: 'host' });
    document.body.append(host);
    try {
      const handle = mountRadarChart(host, { chart: createChart(), width: 300, animation: false });
      expect(calls).toEqual([]); // a fixed size has nothing to watch
      handle.update({ width: 200 });
      handle.update({ width: undefined });
      handle.update({ chart: setValue(createChart(), 0, 0, 10) });
      expect(calls).toEqual(['observe host']); // once, however many updates follow
      handle.update({ width: 250 });
      handle.destroy();
      expect(calls).toEqual(['observe host', 'unobserve host', 'disconnect']);
      const following = mountRadarChart(host, { chart: createChart(), animation: false });
      expect(calls.slice(3)).toEqual(['observe host']);
      following.destroy();
    } finally {
      vi.unstubAllGlobals();
      host.remove();
    }
  });

  it('keeps a hidden data set hidden when a data set before it is removed (not the one now in its place)', () => {
    const chart = addDataSet(addDataSet(addDataSet(createChart())));
    const host = document.createElement('div');
    const handle = mountRadarChart(host, { chart, width: 300, legend: true, hidden: [1], animation: false });
    const fewer = removeDataSet(chart, 0);
    handle.update({ chart: fewer });
    const expected = mountRadarChart(document.createElement('div'), {
      chart: fewer,
      width: 300,
      legend: true,
      hidden: [0],
      animation: false,
    });
    expect(handle.toSVG()).toBe(expected.toSVG());
    handle.destroy();
    expected.destroy();
  });

  it('reports hidden data sets once each, ascending and within the chart, whatever indices the host passed', () => {
    const chart = addDataSet(addDataSet(createChart()));
    const host = document.createElement('div');
    const onToggle = vi.fn();
    // A stale index (a data set removed since the host stored it) and repeats, at mount and update.
    const handle = mountRadarChart(host, { chart, width: 300, legend: true, hidden: [5, 2, 2], onToggle });
    const listbox = host.querySelector<HTMLElement>('[role="listbox"]')!;
    key(listbox, 'Enter'); // toggles the selected data set, 0
    expect(onToggle).toHaveBeenLastCalledWith({ series: 0, hidden: true, hiddenSeries: [0, 2] });
    handle.update({ hidden: [3, 1, 0, 1] });
    key(listbox, 'Enter');
    expect(onToggle).toHaveBeenLastCalledWith({ series: 0, hidden: false, hiddenSeries: [1] });
    handle.destroy();
  });

  it('names what was used after destroy(): a method called, the stage read', async () => {
    const handle = mountRadarChart(document.createElement('div'), { chart: createChart(), width: 300 });
    handle.destroy();
    expect(() => handle.update({ width: 200 })).toThrow(
      'statradar: update() was called on a destroyed chart; mount a new one.',
    );
    expect(() => handle.toSVG()).toThrow(
      'statradar: toSVG() was called on a destroyed chart; mount a new one.',
    );
    expect(() => handle.stage).toThrow('statradar: stage was read on a destroyed chart; mount a new one.');
    await expect(handle.toPNG()).rejects.toThrow('statradar: toPNG() was called on a destroyed chart');
    expect(() => handle.destroy()).not.toThrow();
  });

  it('names the export in the errors of its own options (legend, title, caption, background, watermark)', async () => {
    // They began "statradar:", as if the chart's options were wrong.
    const { handle } = mount();
    expect(() => handle.toSVG({ legend: 'bottom' as unknown as true })).toThrow(
      new TypeError('toSVG: options.legend must be true, false or { position }, got "bottom".'),
    );
    expect(() => handle.toDataURL({ watermark: 5 as unknown as string })).toThrow(
      new TypeError('toDataURL: options.watermark must be text or false, got 5.'),
    );
    await expect(handle.toPNG({ title: 5 as unknown as string })).rejects.toThrow(
      new TypeError('toPNG: options.title must be true, false or text, got 5.'),
    );
    await expect(handle.toBlob({ background: 'nope' })).rejects.toThrow(
      new TypeError('toBlob: options.background must be a colour or null, got "nope".'),
    );
    // The chart's own options keep the chart's name.
    expect(() => handle.update({ legend: 'bottom' as unknown as true })).toThrow(
      new TypeError('statradar: options.legend must be true, false or { position }, got "bottom".'),
    );
  });

  it('refuses export options that are not an object (toPNG(2) meant a pixel ratio) instead of ignoring them', async () => {
    const { handle } = mount();
    const refused = (got: string) => `options must be an object such as { pixelRatio: 2 }, got ${got}.`;
    // toSVG takes no pixel ratio: its example is an option it takes.
    expect(() => handle.toSVG(5 as never)).toThrow(
      new TypeError('toSVG: options must be an object such as { legend: true }, got 5.'),
    );
    expect(() => handle.toDataURL('png' as never)).toThrow(new TypeError(`toDataURL: ${refused('"png"')}`));
    await expect(handle.toPNG(2 as never)).rejects.toThrow(new TypeError(`toPNG: ${refused('2')}`));
    await expect(handle.toBlob(null as never)).rejects.toThrow(new TypeError(`toBlob: ${refused('null')}`));
    // No options, or an empty object, export the chart as shown.
    expect(handle.toSVG()).toBe(handle.toSVG({}));
  });

  it('refuses a second chart in a container that holds one, until that one is destroyed', () => {
    const host = document.createElement('div');
    const chart = createChart();
    const first = mountRadarChart(host, { chart, width: 300 });
    expect(() => mountRadarChart(host, { chart, width: 300 })).toThrow(
      new TypeError('mountRadarChart: the container already holds a chart; destroy() it first.'),
    );
    expect(host.querySelectorAll('[role="listbox"]')).toHaveLength(1);
    first.destroy();
    const second = mountRadarChart(host, { chart, width: 300 });
    expect(host.querySelectorAll('[role="listbox"]')).toHaveLength(1);
    second.destroy();
  });

  it('forces no layout when mounted with a width: it reads no laid-out size or computed style', () => {
    const host = document.createElement('div');
    document.body.append(host);
    // Each of these, read after the page changed, makes the browser lay the page out there and then.
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
      vi.spyOn(Element.prototype, 'clientWidth', 'get'),
      vi.spyOn(Element.prototype, 'clientHeight', 'get'),
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      vi.spyOn(window, 'getComputedStyle'),
    ];
    try {
      mounted = mountRadarChart(host, { chart: createChart(), width: 300 });
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 0, 0]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(mounted.size).toEqual({ width: 300, height: 300 });
  });

  it('refuses a container that could not show the chart (a canvas, as Chart.js takes; SVG; a text node; null), naming what came, mounting nothing', () => {
    const chart = createChart();
    const refusal = (got: string) =>
      new TypeError(`mountRadarChart: container must be an HTML element such as a <div>, got ${got}.`);
    const canvas = document.createElement('canvas');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    document.body.append(canvas, svg);
    // A chart inside a canvas or an SVG element is fallback content the browser never draws.
    for (const [container, got] of [
      [canvas, 'a <canvas>'],
      [svg, 'a <svg>'],
    ] as const) {
      expect(() => mountRadarChart(container as unknown as HTMLElement, { chart })).toThrow(refusal(got));
      expect(container.childNodes).toHaveLength(0);
    }
    // Nodes that are no element failed deep inside the mount (getComputedStyle), naming nothing;
    // null (document.getElementById of a missing id, or a script run before the element) was
    // refused as "not a canvas", which sent the reader looking for a canvas they never passed.
    const shadowHost = document.createElement('div');
    for (const [container, got] of [
      [document.createTextNode('chart'), 'a text node'],
      [document, 'a document node'],
      [shadowHost.attachShadow({ mode: 'open' }), 'a document fragment node'],
      ['#chart', '"#chart"'],
      [document.getElementById('no-such-chart'), 'null'],
      [undefined, 'nothing'],
    ] as const) {
      expect(() => mountRadarChart(container as unknown as HTMLElement, { chart })).toThrow(refusal(got));
    }
    mounted = mountRadarChart(document.createElement('span'), { chart, width: 300 });
    expect(mounted.size).toEqual({ width: 300, height: 300 });
  });

  it('keeps a data set selected when the selection is past the last one (too large, or its data set removed)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const chart = addDataSet(addDataSet(createChart()));
    const handle = mountRadarChart(host, { chart, width: 300, selected: 5, animation: false });
    const active = () => host.querySelector('[role="listbox"]')!.getAttribute('aria-activedescendant');
    const selectedOption = () => host.querySelector('[role="option"][aria-selected="true"]')?.textContent;
    expect(selectedOption()).toBe('Player 3');
    expect(active()).toMatch(/-option-2$/);
    handle.update({ selected: 2 });
    handle.update({ chart: { ...chart, data: chart.data.slice(0, 2) } });
    expect(selectedOption()).toBe('Player 2');
    expect(active()).toMatch(/-option-1$/);
    // Only whole indices are clamped: a fraction is refused, as anywhere else, even past the end.
    expect(() => handle.update({ selected: 5.5 })).toThrow(
      'statradar: options.selected must be a data-set index (a whole number from 0), got 5.5.',
    );
    handle.destroy();
    host.remove();
  });

  it('takes a selection with a chart that has no data set (a filter that leaves none), without a "got -1" error', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const chart = addDataSet(createChart());
    const empty = { ...chart, data: [] };
    // The selection was clamped to "the last data set", -1, which the scene then refused as if the
    // caller had passed it: mounting threw, and an update to the empty chart was rejected.
    const first = mountRadarChart(host, { chart: empty, selected: 0, animation: false });
    first.destroy();
    const handle = mountRadarChart(host, { chart, selected: 1, animation: false });
    expect(() => handle.update({ chart: empty })).not.toThrow();
    expect(host.querySelectorAll('[role="option"]')).toHaveLength(0);
    handle.update({ chart });
    expect(host.querySelector('[role="option"][aria-selected="true"]')?.textContent).toBe('Player 1');
    handle.destroy();
    host.remove();
  });
});

describe('mountRadarChart’s progressive mounting', () => {
  const stageHostOf = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')!;
  const stageIn = (container: HTMLElement) => container.querySelector('.konvajs-content');
  const accessibleDom = (container: HTMLElement) => {
    const listbox = container.querySelector('[role="listbox"]')!;
    return {
      label: listbox.getAttribute('aria-label'),
      active: listbox.getAttribute('aria-activedescendant'),
      options: [...listbox.querySelectorAll('[role="option"]')].map((option) => option.outerHTML),
      table: container.querySelector('table')!.outerHTML,
    };
  };

  it('paints the scene on one plain canvas first, at the chart’s size, with the accessible DOM in place', () => {
    const { container, chart } = mount();
    const host = stageHostOf(container);
    expect(stageIn(container)).toBeNull();
    const canvases = host.querySelectorAll('canvas');
    expect(canvases).toHaveLength(1);
    expect([canvases[0]!.width, canvases[0]!.style.width]).toEqual([400, '400px']);
    // The whole scene in order, labels last.
    const log = canvases[0]!.getContext('2d') as unknown as CanvasEventLog;
    expect(
      log
        .__getEvents()
        .filter((event) => event.type === 'fillText')
        .map((event) => event.props.text),
    ).toEqual(['Speed', 'Strength', 'Agility']);
    expect(log.__getEvents().at(-2)).toMatchObject({ type: 'fillText', props: { text: 'Agility' } });
    expect(accessibleDom(container).options).toHaveLength(chart.data.length);
  });

  it('swaps in the Konva stage on the first update, at the same size and with the same accessible DOM', async () => {
    const { container, handle, chart } = mount();
    await new Promise((resolve) => setTimeout(resolve, TABLE_MAX_STALENESS_MS + 50)); // rows written
    const before = accessibleDom(container);
    handle.update({ chart });
    const host = stageHostOf(container);
    expect(stageIn(container)).not.toBeNull();
    expect(host.querySelectorAll('canvas')).toHaveLength(1); // one layer, no hit canvas in the DOM
    expect(handle.stage.size()).toEqual({ width: 400, height: 400 });
    expect(host.querySelector('canvas')!.style.position).toBe('absolute');
    expect(accessibleDom(container)).toEqual(before);
  });

  it('frees each canvas’s memory once it is done with it: the first canvas at the swap, the rest at destroy', () => {
    const { container, handle, chart } = mount();
    const firstCanvas = stageHostOf(container).querySelector('canvas')!;
    // Only the chart destroyed before its stage exists frees the first canvas at destroy.
    const other = mountRadarChart(document.body.appendChild(document.createElement('div')), {
      chart: createChart(),
      width: 300,
    });
    const otherCanvas = other.element.querySelector('canvas')!;
    other.destroy();
    expect([otherCanvas.width, otherCanvas.height]).toEqual([0, 0]);

    handle.update({ chart: setValue(chart, 0, 0, 10) });
    expect([firstCanvas.width, firstCanvas.height]).toEqual([0, 0]);
    const layerCanvas = handle.stage.getLayers()[0]!.getNativeCanvasElement();
    const bitmaps = handle.stage
      .find('Shape')
      .flatMap((node) =>
        node.getAttr('bitmap') ? [node.getAttr('bitmap').canvas as HTMLCanvasElement] : [],
      );
    expect(bitmaps.map((bitmap) => bitmap.width)).toEqual([400, 400]); // back and front
    // An export at another pixel ratio paints on a canvas of its own, kept for the next one.
    const encode = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,');
    handle.toDataURL({ pixelRatio: 2 });
    const exportCanvas = encode.mock.contexts.at(-1) as HTMLCanvasElement;
    expect(exportCanvas.width).toBe(800);

    handle.destroy();
    for (const canvas of [layerCanvas, ...bitmaps, exportCanvas]) {
      expect([canvas.width, canvas.height]).toEqual([0, 0]);
    }
  });

  it('keeps its canvases as they are when Konva.releaseCanvasOnDestroy is off', () => {
    KonvaGlobal.releaseCanvasOnDestroy = false;
    try {
      const { container, handle, chart } = mount();
      const firstCanvas = stageHostOf(container).querySelector('canvas')!;
      handle.update({ chart: setValue(chart, 0, 0, 10) });
      const bitmap = handle.stage
        .find('Shape')
        .find((node) => node.getAttr('bitmap'))!
        .getAttr('bitmap');
      handle.destroy();
      expect([firstCanvas.width, bitmap.canvas.width]).toEqual([400, 400]);
    } finally {
      KonvaGlobal.releaseCanvasOnDestroy = true;
    }
  });

  it.each([
    ['the pointer enters', (listbox: HTMLElement) => listbox.dispatchEvent(new Event('pointerenter'))],
    ['the chart gets focus', (listbox: HTMLElement) => listbox.focus()],
    ['a key selects a data set', (listbox: HTMLElement) => key(listbox, 'End')],
  ])('creates the stage when %s', (_, interact) => {
    const { container } = mount();
    interact(container.querySelector('[role="listbox"]') as HTMLElement);
    expect(stageIn(container)).not.toBeNull();
    expect(stageHostOf(container).querySelectorAll('canvas')).toHaveLength(1);
  });

  it('creates the stage only in a long idle period (40 ms or more), never on a timer, and not after destroy', () => {
    const idleCallbacks: { run: (deadline: IdleDeadline) => void; timeout: number | undefined }[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      (run: (deadline: IdleDeadline) => void, options?: { timeout?: number }) =>
        idleCallbacks.push({ run, timeout: options?.timeout }),
    );
    const cancelled = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const idle = (timeRemaining: number) =>
      idleCallbacks[idleCallbacks.length - 1]!.run({ timeRemaining: () => timeRemaining, didTimeout: false });
    try {
      const { container } = mount();
      expect(idleCallbacks).toHaveLength(1);
      expect(idleCallbacks[0]!.timeout).toBeUndefined();
      const before = accessibleDom(container);
      idle(39); // a gap between the frames of a busy page: asks again
      expect(stageIn(container)).toBeNull();
      expect(idleCallbacks).toHaveLength(2);
      expect(idleCallbacks[1]!.timeout).toBeUndefined();
      idle(40);
      expect(stageIn(container)).not.toBeNull();
      expect(accessibleDom(container)).toEqual(before);

      // A page busy for 10 s stops the search: the first need builds the stage.
      vi.useFakeTimers({ toFake: ['performance'] });
      const busy = mount();
      const asked = idleCallbacks.length;
      vi.advanceTimersByTime(10_001);
      idle(5);
      expect(idleCallbacks).toHaveLength(asked);
      expect(stageIn(busy.container)).toBeNull();
      vi.useRealTimers();

      const destroyed = mount();
      destroyed.handle.destroy();
      mounted = undefined;
      expect(cancelled).toHaveBeenLastCalledWith(idleCallbacks.length);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('exports a chart still on its first canvas without creating its stage', () => {
    const { container, handle } = mount();
    const exported = exportedCanvases();
    handle.toDataURL({ pixelRatio: 2, watermark: 'Made with StatRadar' });
    expect(stageIn(container)).toBeNull();
    expect(exported[0]!.width).toBe(800);
    expect(texts(exported[0]!)).toEqual(['Speed', 'Strength', 'Agility', 'Made with StatRadar']);
  });

  it('builds the stage on no timer where requestIdleCallback does not exist, only on first need', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { container, chart, handle } = mount();
      vi.advanceTimersByTime(60_000);
      expect(stageIn(container)).toBeNull();
      handle.update({ chart: setValue(chart, 0, 0, 10) });
      expect(stageIn(container)).not.toBeNull();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('mountRadarChart’s accessible DOM on update', () => {
  function cellElements(container: HTMLElement): Element[] {
    return [...container.querySelectorAll('caption, th, td, [role="option"]')];
  }
  const tableRows = (container: HTMLElement): (string | null)[][] =>
    [...container.querySelector('table')!.rows].map((row) => [...row.cells].map((cell) => cell.textContent));
  /** Lets the coalesced table pass run (it runs at most 150 ms after the first unwritten change). */
  const afterTablePass = (): void => void vi.advanceTimersByTime(TABLE_MAX_STALENESS_MS);

  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes the caption at mount and every row in the first table pass, out of the first frame', () => {
    const { container } = mount();
    expect(container.querySelector('caption')!.textContent).toBe('Radar Chart Generator');
    expect(tableRows(container)).toEqual([]);
    afterTablePass();
    expect(container.querySelector('caption')!.textContent).toBe('Radar Chart Generator');
    expect(tableRows(container)).toEqual([
      ['Data set', 'Speed', 'Strength', 'Agility', 'Area'],
      ['Player 1', '80', '50', '70', '44%'],
      ['Player 2', '50', '50', '50', '25%'],
    ]);
    expect([...container.querySelectorAll('th')].map((cell) => cell.scope)).toEqual([
      'col',
      'col',
      'col',
      'col',
      'col',
      'row',
      'row',
    ]);
  });

  it('treats mounting as a change: the first pass waits its 150 ms, not for frames, and takes in a change made meanwhile', () => {
    const { container, handle, chart } = mount();
    const wrapper = container.querySelector('table')!.parentElement!;
    // Frames pass (an export, the page's animation) and the table stays out of them.
    for (let frame = 0; frame < 3; frame++) vi.advanceTimersToNextFrame();
    expect(wrapper.style.display).toBe('none');
    expect(tableRows(container)).toEqual([]);
    vi.advanceTimersByTime(60);
    handle.update({ chart: setValue(chart, 0, 0, 100) });
    const observer = new MutationObserver(() => {});
    observer.observe(container.querySelector('table')!, { subtree: true, childList: true });
    vi.advanceTimersByTime(TABLE_MAX_STALENESS_MS - 60 - 3 * 16);
    expect(wrapper.style.display).toBe('');
    // 100·50 + 50·70 + 70·100 = 15,500 of 3 · 100·100: 51.7%. Written once, with the change.
    expect(tableRows(container)[1]).toEqual(['Player 1', '100', '50', '70', '52%']);
    expect(observer.takeRecords()).toHaveLength(1);
    afterTablePass();
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it.each(['div', 'section', 'p', 'span', 'li', 'td', 'button', 'figure'])(
    'builds the whole structure inside a <%s> container',
    (tag) => {
      const host = document.createElement(tag === 'td' ? 'table' : 'div');
      document.body.append(host);
      const container =
        tag === 'td'
          ? (host as HTMLTableElement).insertRow().insertCell()
          : host.appendChild(document.createElement(tag));
      container.append('before');
      mounted = mountRadarChart(container, {
        chart: addDataSet(createChart()),
        width: 300,
        animation: false,
      });
      expect([...container.children].map((child) => child.getAttribute('role') ?? child.tagName)).toEqual([
        'listbox',
        'status',
        'DIV',
      ]);
      expect(container.firstChild!.textContent).toBe('before');
      expect(container.querySelectorAll('[role="listbox"] [role="option"]')).toHaveLength(2);
      afterTablePass();
      expect(tableRows(container)).toHaveLength(3);
      mounted.destroy();
      mounted = undefined;
      expect(container.textContent).toBe('before');
    },
  );

  it('escapes markup in names: they stay text', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const chart = addDataSet(createChart());
    const hostile = '<img src=x onerror="alert(1)">&amp;';
    mounted = mountRadarChart(container, {
      chart: {
        ...chart,
        metadata: { ...chart.metadata, name: hostile },
        labels: [{ name: hostile }, ...chart.labels.slice(1)],
        data: [{ ...chart.data[0]!, name: hostile }, ...chart.data.slice(1)],
      },
      width: 400,
      animation: false,
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('caption')!.textContent).toBe(hostile);
    afterTablePass();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('caption')!.textContent).toBe(hostile);
    expect(tableRows(container)[0]![1]).toBe(hostile);
    expect(tableRows(container)[1]![0]).toBe(hostile);
    expect(container.querySelector('[role="option"]')!.textContent).toBe(hostile);
    expect(container.querySelector('[role="listbox"]')!.getAttribute('aria-label')).toBe(
      `${hostile}: data sets`,
    );
  });

  it('names a blank data set "Data set {n}" and a blank attribute "Attribute {n}" in every text it reads out', () => {
    const chart = addDataSet(createChart());
    const container = document.createElement('div');
    document.body.append(container);
    mounted = mountRadarChart(container, {
      chart: {
        ...chart,
        labels: [chart.labels[0]!, { name: '  ' }, chart.labels[2]!],
        data: [chart.data[0]!, { ...chart.data[1]!, name: '' }],
      },
      width: 400,
      legend: true,
      animation: false,
    });
    const listbox = container.querySelector<HTMLElement>('[role="listbox"]')!;
    const optionTexts = () =>
      [...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(optionTexts()).toEqual(['Player 1', 'Data set 2']);
    afterTablePass();
    expect(tableRows(container)).toEqual([
      ['Data set', 'Speed', 'Attribute 2', 'Agility', 'Area'],
      ['Player 1', '80', '50', '70', '44%'],
      ['Data set 2', '50', '50', '50', '25%'],
    ]);
    key(listbox, 'End');
    key(listbox, 'ArrowRight');
    key(listbox, 'ArrowRight');
    const status = container.querySelector('[role="status"]')!;
    expect(container.querySelector('.statradar-tooltip')!.textContent).toBe('Data set 2 · Attribute 2: 50');
    expect(status.textContent).toBe('Data set 2 · Attribute 2: 50');
    key(listbox, 'Enter');
    expect(status.textContent).toBe('Data set 2 hidden');
    expect(optionTexts()).toEqual(['Player 1', 'Data set 2 (hidden)']);
  });

  it('writes no table cell during a burst of changes, then the latest values 150 ms after the first', () => {
    const { container, handle, chart } = mount();
    afterTablePass();
    const table = container.querySelector('table')!;
    const observer = new MutationObserver(() => {});
    observer.observe(table, { subtree: true, childList: true, characterData: true });
    for (const value of [60, 70, 80, 90]) {
      handle.update({ chart: setValue(chart, 1, 0, value) });
      vi.advanceTimersByTime(30);
    }
    expect(observer.takeRecords()).toEqual([]);
    expect(tableRows(container)[2]).toEqual(['Player 2', '50', '50', '50', '25%']);
    vi.advanceTimersByTime(TABLE_MAX_STALENESS_MS - 4 * 30);
    // 90·50 + 50·50 + 50·90 = 11,500 of 3 · 100·100: 38.3%.
    expect(tableRows(container)[2]).toEqual(['Player 2', '90', '50', '50', '38%']);
    observer.disconnect();
  });

  it('writes the latest values at once when the chart gets focus, and nothing after it is destroyed', () => {
    const { container, handle, chart } = mount();
    const listbox = container.querySelector<HTMLElement>('[role="listbox"]')!;
    handle.update({ chart: setValue(chart, 0, 1, 100) });
    listbox.focus();
    // 80·100 + 100·70 + 70·80 = 20,600 of 3 · 100·100: 68.7%.
    expect(tableRows(container)[1]).toEqual(['Player 1', '80', '100', '70', '69%']);
    handle.update({ chart: setValue(chart, 0, 1, 0) });
    const table = container.querySelector('table')!;
    const observer = new MutationObserver(() => {});
    observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
    handle.destroy();
    mounted = undefined;
    // The pass waiting for the last change is dropped: a removed table is not written.
    vi.advanceTimersByTime(TABLE_MAX_STALENESS_MS);
    expect(observer.takeRecords()).toEqual([]);
    expect([...table.rows[1]!.cells].map((cell) => cell.textContent)).toEqual([
      'Player 1',
      '80',
      '100',
      '70',
      '69%',
    ]);
    expect(table.isConnected).toBe(false);
  });

  it('keeps every cell’s element and rewrites the text of only the changed value and area', () => {
    const { container, handle, chart } = mount();
    afterTablePass();
    const cells = cellElements(container);
    const observer = new MutationObserver(() => {});
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    handle.update({ chart: setValue(chart, 1, 0, 90) });
    afterTablePass();
    // The stage host is Konva's business (the stage is swapped in at the first update).
    const host = container.querySelector('[aria-hidden="true"]')!;
    const records = observer.takeRecords().filter((record) => !host.contains(record.target));
    // The cells' text nodes are written in place (no node replaced: no style recalculation).
    expect(records.map((record) => record.type)).toEqual(['characterData', 'characterData']);
    const mutated = new Set(records.map((record) => record.target.parentElement!));
    expect(cellElements(container)).toEqual(cells);
    const table = container.querySelector('table')!;
    const player2 = [...table.rows[2]!.cells].map((cell) => cell.textContent);
    // 90·50 + 50·50 + 50·90 = 11,500 of 3 · 100·100: 38.3%.
    expect(player2).toEqual(['Player 2', '90', '50', '50', '38%']);
    const changedCells = [...mutated].filter((node) => node instanceof HTMLTableCellElement);
    expect(changedCells.map((cell) => cell.textContent).sort()).toEqual(['38%', '90']);
    // Nothing else in the accessible DOM was written.
    expect([...mutated]).toEqual(changedCells);
    observer.disconnect();
  });

  it('writes nothing when nothing changed', () => {
    const { container, handle, chart } = mount();
    handle.update({ chart });
    afterTablePass();
    const observer = new MutationObserver(() => {});
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    handle.update({ chart: { ...chart } });
    afterTablePass();
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it('updates names and selection in place, and rebuilds rows when data sets are added', () => {
    const { container, handle, chart } = mount();
    afterTablePass();
    const cells = cellElements(container);
    const renamed = {
      ...chart,
      data: chart.data.map((dataSet, index) => ({ ...dataSet, name: `Team ${index}` })),
    };
    handle.update({ chart: renamed, selected: 1 });
    afterTablePass();
    expect(cellElements(container)).toEqual(cells);
    const options = [...container.querySelectorAll('[role="option"]')];
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-selected')])).toEqual([
      ['Team 0', 'false'],
      ['Team 1', 'true'],
    ]);
    handle.update({ chart: addDataSet(renamed) });
    afterTablePass();
    const table = container.querySelector('table')!;
    expect([...table.rows].map((row) => row.cells[0]!.textContent)).toEqual([
      'Data set',
      'Team 0',
      'Team 1',
      'Player 3',
    ]);
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(3);
    expect(container.querySelector('[aria-selected="true"]')!.textContent).toBe('Team 1');
  });
});
