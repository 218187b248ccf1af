import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { addDataSet } from '../model/dataSets';
import { chartArbitrary } from '../../test/arbitraries';
import type { Chart } from '../model/types';
import { textWidth } from '../geometry/textWidth';
import { chartToSvg } from '../svg/sceneToSvg';
import { buildScene } from './buildScene';
import { sceneTextBaselines } from './textBaselines';
import type { SceneOptions } from './buildScene';
import type { Scene, SceneRect, SceneShape, SceneText } from './types';

function twoSetChart(): Chart {
  const chart = createChart();
  return {
    ...chart,
    data: [
      { name: 'A', description: '', color: '#ff0000', values: [100, 100, 100] },
      { name: 'B', description: '', color: '#0000ff80', values: [50, 50, 50] },
    ],
  };
}

function shape<T extends SceneShape>(scene: Scene, id: string): T {
  const found = scene.shapes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no shape ${id}`);
  return found as T;
}

/** A text's conservative extent, from the same rules the renderers follow. */
function textBox(text: SceneText): { x: number; y: number; width: number; height: number } {
  const width = Math.max(...text.lines.map((line) => textWidth(line, text.fontSize)));
  const x = text.align === 'left' ? text.x : text.align === 'right' ? text.x - width : text.x - width / 2;
  const baselines = sceneTextBaselines(text);
  const top = baselines[0]! - 0.76 * text.fontSize;
  return { x, y: top, width, height: baselines.at(-1)! + 0.24 * text.fontSize - top };
}

function inside(box: { x: number; y: number; width: number; height: number }, scene: Scene): boolean {
  const view = scene.viewBox;
  const slack = 1e-9;
  return (
    box.x >= view.x - slack &&
    box.y >= view.y - slack &&
    box.x + box.width <= view.x + view.width + slack &&
    box.y + box.height <= view.y + view.height + slack
  );
}

describe('buildScene without title, caption, legend or scale options', () => {
  it('keeps the 400 x 400 view box and adds no shapes', () => {
    const scene = buildScene(createChart());
    expect(scene.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 400 });
    expect(scene.legend).toEqual([]);
    expect(scene.shapes.some((candidate) => /^(legend|title|caption|tick)/.test(candidate.id))).toBe(false);
  });
});

describe('the legend', () => {
  it('isolates a name holding right-to-left text or a direction control, and leaves others as written', () => {
    const chart = twoSetChart();
    chart.data[0]!.name = '\u202Etxt.exe';
    chart.data[1]!.name = 'מסעדה';
    const scene = buildScene(chart, { legend: true });
    expect(shape<SceneText>(scene, 'legend-0-text').lines).toEqual(['\u2068\u202Etxt.exe\u2069 100%']);
    expect(shape<SceneText>(scene, 'legend-1-text').lines).toEqual(['\u2068מסעדה\u2069 25%']);
    expect(shape<SceneText>(buildScene(twoSetChart(), { legend: true }), 'legend-1-text').lines).toEqual([
      'B 25%',
    ]);
  });

  it('lists every shown data set with swatch, name and area percentage below the chart by default', () => {
    const scene = buildScene(twoSetChart(), { legend: true });
    expect(scene.legend).toEqual([
      { series: 0, name: 'A', color: '#ff0000', areaPercent: 100, hidden: false },
      { series: 1, name: 'B', color: '#0000ff', areaPercent: 25, hidden: false },
    ]);
    const ids = scene.shapes.map((candidate) => candidate.id);
    expect(ids).toEqual(
      expect.arrayContaining(['legend-0', 'legend-0-swatch', 'legend-0-text', 'legend-1-text']),
    );
    expect(shape<SceneText>(scene, 'legend-0-text').lines).toEqual(['A 100%']);
    expect(shape<SceneText>(scene, 'legend-1-text').lines).toEqual(['B 25%']);
    expect(shape<SceneRect>(scene, 'legend-1-swatch')).toMatchObject({ fill: '#0000ff', fillOpacity: 1 });
    // Below the chart: the view box grows downwards only; the output keeps the view box's aspect.
    expect(scene.viewBox).toMatchObject({ x: 0, y: 0, width: 400 });
    expect(scene.viewBox.height).toBeGreaterThan(400);
    expect(shape<SceneRect>(scene, 'legend-0').y).toBeGreaterThanOrEqual(400);
    expect(scene.height / scene.width).toBeCloseTo(scene.viewBox.height / 400, 9);
  });

  it('goes where its position says, leaving the chart square where it was', () => {
    const plain = buildScene(twoSetChart());
    for (const position of ['top', 'right', 'bottom', 'left'] as const) {
      const scene = buildScene(twoSetChart(), { legend: { position } });
      const entry = shape<SceneRect>(scene, 'legend-0');
      if (position === 'top') expect(entry.y + entry.height).toBeLessThanOrEqual(0);
      if (position === 'bottom') expect(entry.y).toBeGreaterThanOrEqual(400);
      if (position === 'left') expect(entry.x + entry.width).toBeLessThanOrEqual(0);
      if (position === 'right') expect(entry.x).toBeGreaterThanOrEqual(400);
      expect(scene.shapes.filter((candidate) => !candidate.id.startsWith('legend'))).toEqual(plain.shapes);
      for (const candidate of scene.shapes) {
        if (candidate.kind === 'rect') expect(inside(candidate, scene)).toBe(true);
        if (candidate.kind === 'text') expect(inside(textBox(candidate), scene)).toBe(true);
      }
    }
  });

  it('keeps the chart at least half the picture when a legend of many data sets would grow its text', () => {
    // Larger legend text fitted fewer entries in a row, so more rows shrank the chart, which asked
    // for larger text again: at 480 x 480 with 20 data sets the chart was 210 px (bottom legend)
    // and 76 px (right legend) wide.
    let chart = createChart();
    while (chart.data.length < 20) chart = addDataSet(chart);
    for (const position of ['bottom', 'right'] as const) {
      const scene = buildScene(chart, { width: 480, height: 480, legend: { position }, title: true });
      const pixelsPerUnit = Math.min(480 / scene.viewBox.width, 480 / scene.viewBox.height);
      expect(400 * pixelsPerUnit, position).toBeGreaterThanOrEqual(240);
      // The entries stay 24 px targets.
      const entry = shape<SceneRect>(scene, 'legend-19');
      expect(entry.height * pixelsPerUnit, position).toBeGreaterThanOrEqual(24);
    }
  });

  it('makes each legend entry a target of at least 24 x 24 px, apart from the others (WCAG 2.5.8)', () => {
    // Entries were 20 units tall at any size: 8.5 px at 200 px wide with rows touching, 17 px at 400.
    const pixelBox = (scene: Scene, rect: SceneRect) => {
      const scale = Math.min(scene.width / scene.viewBox.width, scene.height / scene.viewBox.height);
      return { x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale };
    };
    const entries = (scene: Scene) =>
      scene.shapes.filter(
        (candidate): candidate is SceneRect =>
          candidate.kind === 'rect' && candidate.id === `legend-${candidate.legend}`,
      );
    // Exact sizes: a 300 px square chart with a bottom legend of two entries (one row), whose 36
    // units tall row makes the view box 446 units tall, 300/446 px per unit.
    let chart = addDataSet(createChart());
    const square = buildScene(chart, { width: 300, height: 300, legend: true });
    expect(square.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 446 });
    expect(shape<SceneRect>(square, 'legend-0')).toMatchObject({ y: 410, height: 36 });
    expect(pixelBox(square, shape<SceneRect>(square, 'legend-0')).height).toBeCloseTo(24.215, 3);
    // The swatch (15 units: the legend is laid out 1.25 times larger, see the next test) and the
    // text stay centred in the taller entry.
    expect(shape<SceneRect>(square, 'legend-0-swatch')).toMatchObject({ y: 410 + 10.5, height: 15 });
    expect(shape<SceneText>(square, 'legend-0-text').y).toBe(410 + 18);
    // A right legend at 250 px: its text at twice its size (at most), a column of 300 units, so a
    // 710 x 400 view box, 250/710 px per unit, entries 69 units tall (ceil(24 x 710 / 250)).
    const right = buildScene(chart, { width: 250, height: 250, legend: { position: 'right' } });
    expect(right.viewBox).toEqual({ x: 0, y: 0, width: 710, height: 400 });
    expect(shape<SceneRect>(right, 'legend-1')).toMatchObject({ x: 400, width: 290, height: 69 });
    // An export without a size is drawn at one pixel per unit: 24 units.
    expect(shape<SceneRect>(buildScene(chart, { legend: true }), 'legend-0').height).toBe(24);
    for (let count = 2; count <= 12; count++) {
      for (const width of count % 2 ? [200, 300] : [250]) {
        for (const position of ['top', 'right', 'bottom', 'left'] as const) {
          for (const height of [width, undefined]) {
            const scene = buildScene(chart, { width, height, legend: { position }, title: true });
            const boxes = entries(scene).map((rect) => pixelBox(scene, rect));
            const where = JSON.stringify({ count, width, height, position });
            expect(boxes, where).toHaveLength(count);
            for (const [index, box] of boxes.entries()) {
              expect(box.width, where).toBeGreaterThanOrEqual(24);
              expect(box.height, where).toBeGreaterThanOrEqual(24);
              for (const other of boxes.slice(index + 1)) {
                const apart =
                  box.x + box.width <= other.x + 1e-9 ||
                  other.x + other.width <= box.x + 1e-9 ||
                  box.y + box.height <= other.y + 1e-9 ||
                  other.y + other.height <= box.y + 1e-9;
                expect(apart, where).toBe(true);
              }
            }
            for (const candidate of scene.shapes) {
              if (candidate.kind === 'rect') expect(inside(candidate, scene), where).toBe(true);
            }
          }
        }
      }
      chart = addDataSet(chart);
    }
  });

  it('keeps its text, the title’s and the caption’s at minLabelSize px on a chart drawn small, up to twice their size', () => {
    const chart = addDataSet(createChart());
    const texts = (options: SceneOptions) => {
      const scene = buildScene(chart, { legend: true, title: true, caption: 'Source', ...options });
      const pixelsPerUnit = Math.min(scene.width / scene.viewBox.width, scene.height / scene.viewBox.height);
      const size = (id: string) => shape<SceneText>(scene, id).fontSize;
      return {
        units: [size('legend-0-text'), size('title'), size('caption')],
        legendPixels: size('legend-0-text') * pixelsPerUnit,
      };
    };
    // Drawn at 12, 18 and 11 units wherever a unit is at least 10/12 px: a large chart, or no size.
    expect(texts({ width: 1000 }).units).toEqual([12, 18, 11]);
    expect(texts({}).units).toEqual([12, 18, 11]);
    // 300 px wide (a unit is 0.75 px, whatever the height): 12 units would be 9 px. Laid out
    // 10 / 9 times larger, rounded up to sixteenths: 1.125 (13.5 units, 10.125 px). The view box
    // grows by the larger texts and the 32-unit entries (24 px): 24.3 + 10 above the chart (the
    // title), 32 + 10 and 14.85 + 10 below it (legend, caption).
    const wide = texts({ width: 300 });
    expect(wide.units).toEqual([13.5, 20.25, 12.375]);
    expect(wide.legendPixels).toBe(10.125);
    const scene = buildScene(chart, { width: 300, legend: true, title: true, caption: 'Source' });
    expect(scene.viewBox.y).toBeCloseTo(-34.3, 9);
    expect(scene.viewBox.height).toBeCloseTo(34.3 + 400 + 42 + 24.85, 9);
    // A 300 px square, where the taller view box sets the scale: the legend still reaches 10 px.
    expect(texts({ width: 300, height: 300 }).legendPixels).toBeGreaterThanOrEqual(10);
    // At most twice their size: a 100 px chart draws them at 24, 36 and 22 units.
    expect(texts({ width: 100 }).units).toEqual([24, 36, 22]);
    // minLabelSize 1 lets them scale with the chart, as the axis labels do.
    expect(texts({ width: 300, height: 300, minLabelSize: 1 }).units).toEqual([12, 18, 11]);
  });

  it('draws a hidden data set’s entry dimmed and leaves its polygon and markers out', () => {
    const scene = buildScene(twoSetChart(), { legend: true, hidden: [1] });
    expect(scene.shapes.some((candidate) => candidate.series === 1)).toBe(false);
    expect(scene.shapes.some((candidate) => candidate.series === 0)).toBe(true);
    expect(scene.legend[1]).toMatchObject({ series: 1, hidden: true });
    expect(shape<SceneRect>(scene, 'legend-1-swatch').fillOpacity).toBeCloseTo(0.35, 9);
    expect(shape<SceneText>(scene, 'legend-0-text').fillOpacity).toBe(1);
    expect(shape<SceneText>(scene, 'legend-1-text').fillOpacity).toBeCloseTo(0.35, 9);
  });

  it('puts two entries of truncated long names on each row below the chart', () => {
    const chart = createChart();
    chart.data = Array.from({ length: 4 }, (_, index) => ({
      name: `Data set ${index + 1} with a name far too long for one legend entry`,
      description: '',
      color: '#ff0000',
      values: [50, 50, 50],
    }));
    const scene = buildScene(chart, { legend: true });
    const rows = [0, 1, 2, 3].map((index) => shape<SceneRect>(scene, `legend-${index}`).y);
    expect(shape<SceneText>(scene, 'legend-0-text').lines[0]).toMatch(/… 25%$/);
    expect(rows[1]).toBe(rows[0]);
    expect(rows[3]).toBe(rows[2]);
    expect(rows[2]).toBeGreaterThan(rows[0]!);
    for (const candidate of scene.shapes) {
      if (candidate.kind === 'rect') expect(inside(candidate, scene)).toBe(true);
      if (candidate.kind === 'text') expect(inside(textBox(candidate), scene)).toBe(true);
    }
  });

  it('names a data set with a blank or invisible name "Data set {n}", as everywhere else', () => {
    const chart = twoSetChart();
    chart.data[0]!.name = '';
    chart.data[1]!.name = ' \u200B';
    const scene = buildScene(chart, { legend: true });
    expect(shape<SceneText>(scene, 'legend-0-text').lines).toEqual(['Data set 1 100%']);
    expect(shape<SceneText>(scene, 'legend-1-text').lines).toEqual(['Data set 2 25%']);
  });

  it('truncates a long name with an ellipsis and keeps the full text', () => {
    const chart = twoSetChart();
    chart.data[0]!.name = 'A data set with a very long name that cannot fit in one legend entry';
    const scene = buildScene(chart, { legend: { position: 'right' } });
    const text = shape<SceneText>(scene, 'legend-0-text');
    expect(text.lines).toHaveLength(1);
    expect(text.lines[0]).toMatch(/… 100%$/);
    expect(text.fullText).toBe(`${chart.data[0]!.name} 100%`);
    expect(chartToSvg(chart, { legend: { position: 'right' } })).toContain(
      `<title>${chart.data[0]!.name} 100%</title>`,
    );
  });
});

describe('title and caption', () => {
  it('puts the chart name (or a given text) above and the caption below, inside the view box', () => {
    const scene = buildScene(createChart(), { title: true, caption: 'Source: a survey of 12 people' });
    const title = shape<SceneText>(scene, 'title');
    const caption = shape<SceneText>(scene, 'caption');
    expect(title).toMatchObject({ lines: ['Radar Chart Generator'], fontWeight: 'bold', align: 'center' });
    expect(caption).toMatchObject({ lines: ['Source: a survey of 12 people'], align: 'left' });
    expect(textBox(title).y + textBox(title).height).toBeLessThanOrEqual(0);
    expect(textBox(caption).y).toBeGreaterThanOrEqual(400);
    expect(inside(textBox(title), scene) && inside(textBox(caption), scene)).toBe(true);
    expect(buildScene(createChart(), { title: 'Other' }).shapes.find((s) => s.id === 'title')).toMatchObject({
      lines: ['Other'],
    });
  });

  it('draws no title or caption for false or blank text', () => {
    for (const title of [false, '', '  ', '\u200B\u2060'] as const) {
      expect(buildScene(createChart(), { title }).viewBox).toEqual({ x: 0, y: 0, width: 400, height: 400 });
    }
    // Invisible characters are blank too: they drew an empty caption band below the chart.
    for (const caption of ['', ' ', '\u200B', '\uFEFF \u200D']) {
      expect(buildScene(createChart(), { caption }).viewBox).toEqual({ x: 0, y: 0, width: 400, height: 400 });
    }
  });

  it('wraps a long title onto two lines, then truncates it', () => {
    const long = 'word '.repeat(60).trim();
    const title = shape<SceneText>(buildScene(createChart(), { title: long }), 'title');
    expect(title.lines).toHaveLength(2);
    expect(title.lines[1]).toMatch(/…$/);
    expect(title.fullText).toBe(long);
  });

  it('stay inside the view box and clear of each other for any chart and legend', () => {
    fc.assert(
      fc.property(
        chartArbitrary({ maxDataSets: 30, maxNameLength: 200 }),
        fc.constantFrom('top', 'right', 'bottom', 'left' as const),
        fc.string({ maxLength: 300 }),
        // Drawn small, the texts are laid out larger (up to twice): they must still fit and stay apart.
        fc.option(fc.integer({ min: 60, max: 800 }), { nil: undefined }),
        (chart, position, caption, width) => {
          const scene = buildScene(chart, { legend: { position }, title: true, caption, width });
          const boxes = scene.shapes
            .filter((candidate) => /^(legend-\d+-text|title|caption)$/.test(candidate.id))
            .map((candidate) => textBox(candidate as SceneText));
          for (const box of boxes) expect(inside(box, scene)).toBe(true);
          for (const [index, box] of boxes.entries()) {
            for (const other of boxes.slice(index + 1)) {
              const apart =
                box.x + box.width <= other.x + 1e-9 ||
                other.x + other.width <= box.x + 1e-9 ||
                box.y + box.height <= other.y + 1e-9 ||
                other.y + other.height <= box.y + 1e-9;
              expect(apart).toBe(true);
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('the scale', () => {
  it('maps min..max onto the radius and clamps values outside it', () => {
    const chart = { ...createChart(), data: [{ ...createChart().data[0]!, values: [15, 5, 30] }] };
    const scene = buildScene(chart, { scale: { min: 10, max: 20 } });
    const points = (scene.shapes.find((candidate) => candidate.id === 'series-0') as { points: number[] })
      .points;
    // 15 is halfway: 75 above the centre; 5 clamps to the centre; 30 clamps to the outer ring.
    expect(points[1]).toBeCloseTo(125, 9);
    expect([points[2], points[3]]).toEqual([200, 200]);
    expect(Math.hypot(points[4]! - 200, points[5]! - 200)).toBeCloseTo(150, 9);
  });

  it('draws the asked ring count or step, with tick labels in the given format', () => {
    expect(
      buildScene(createChart(), { scale: { rings: 4 } }).shapes.filter((s) => s.id.startsWith('ring-')),
    ).toHaveLength(4);
    const scene = buildScene(createChart(), {
      scale: { step: 30, ticks: true, tickFormat: (value) => `${value} pts` },
    });
    expect(scene.shapes.filter((candidate) => candidate.id.startsWith('ring-'))).toHaveLength(4);
    const ticks = scene.shapes.filter((candidate) => candidate.id.startsWith('tick-')) as SceneText[];
    expect(ticks.map((tick) => tick.lines[0])).toEqual(['30 pts', '60 pts', '90 pts', '100 pts']);
    expect(ticks[0]).toMatchObject({ x: 203, y: 155, align: 'left', baseline: 'bottom' });
  });

  it('thins tick labels of rings closer than a line, keeping the outermost, so none overlaps another', () => {
    const scene = buildScene(createChart(), { scale: { step: 5, ticks: true } });
    expect(scene.shapes.filter((candidate) => candidate.id.startsWith('ring-'))).toHaveLength(20);
    const ticks = scene.shapes.filter((candidate) => candidate.id.startsWith('tick-')) as SceneText[];
    expect(ticks.at(-1)!.lines[0]).toBe('100');
    // Rings are 7.5 units apart and a tick's line 12: every second one is kept, from the outside in.
    expect(ticks.map((tick) => tick.lines[0])).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100',
    ]);
    const bottoms = ticks.map((tick) => tick.y).sort((a, b) => a - b);
    for (let index = 1; index < bottoms.length; index++) {
      expect(bottoms[index]! - bottoms[index - 1]!).toBeGreaterThanOrEqual(12);
    }
  });

  it('keeps tick labels clear of the axis labels: the outermost moves right of the top one', () => {
    const box = (text: SceneText) => {
      const width = Math.max(...text.lines.map((line) => textWidth(line, text.fontSize)));
      const height = text.lines.length * text.lineHeight;
      const left =
        text.align === 'left' ? text.x : text.align === 'right' ? text.x - width : text.x - width / 2;
      const top = text.baseline === 'bottom' ? text.y - height : text.y;
      return { left, right: left + width, top, bottom: top + height };
    };
    const apart = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
      a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    fc.assert(
      fc.property(chartArbitrary(), fc.integer({ min: 40, max: 600 }), fc.boolean(), (chart, width, long) => {
        const scale = {
          ticks: true,
          ...(long ? { tickFormat: (value: number) => `${value} points long` } : {}),
        };
        const texts = buildScene(chart, { width, scale }).shapes.filter(
          (shape): shape is SceneText => shape.kind === 'text',
        );
        const ticks = texts.filter((text) => text.id.startsWith('tick-'));
        const labels = texts.filter((text) => text.id.startsWith('label-') && text.lines.length > 0);
        for (const tick of ticks) {
          for (const label of labels) expect(apart(box(tick), box(label))).toBe(true);
          expect(box(tick).left).toBeGreaterThanOrEqual(0);
          expect(box(tick).right).toBeLessThanOrEqual(400);
        }
      }),
      { numRuns: 60 },
    );
    // The default chart: "100" sat on the bottom of "Speed" (5 units deep); now it is right of it.
    const scene = buildScene(createChart(), { scale: { ticks: true } });
    const speed = scene.shapes.find((shape) => shape.id === 'label-0') as SceneText;
    const hundred = scene.shapes.find((shape) => shape.id === 'tick-4') as SceneText;
    expect(hundred.lines).toEqual(['100']);
    expect(hundred.x).toBeCloseTo(box(speed).right + 3, 9);
    expect((scene.shapes.find((shape) => shape.id === 'tick-3') as SceneText).x).toBe(203);
  });

  it('gives the same SVG as no options for the default scale', () => {
    expect(chartToSvg(createChart(), { scale: {} })).toBe(chartToSvg(createChart()));
    expect(chartToSvg(createChart(), { scale: { min: 0, max: 100, rings: 5 } })).toBe(
      chartToSvg(createChart()),
    );
  });

  it('rejects bad scales naming the option, the value and the allowed range', () => {
    expect(() => buildScene(createChart(), { scale: { min: 5, max: 5 } })).toThrow(
      'buildScene: options.scale.max must be greater than options.scale.min, got min 5 and max 5.',
    );
    expect(() => buildScene(createChart(), { scale: { rings: 0 } })).toThrow(
      'buildScene: options.scale.rings must be a whole number from 1 to 50, got 0.',
    );
    expect(() => buildScene(createChart(), { scale: { step: 0.001 } })).toThrow(RangeError);
    expect(() => buildScene(createChart(), { scale: { max: Number.NaN } })).toThrow(
      'buildScene: options.scale.max must be a finite number, got NaN.',
    );
    expect(() => buildScene(createChart(), { scale: { min: '1' as unknown as number } })).toThrow(TypeError);
    expect(() => buildScene(createChart(), { scale: { min: -1e308, max: 1e308 } })).toThrow(
      'buildScene: options.scale must be a range max - min that is a finite number, got min -1e+308 and max 1e+308.',
    );
    expect(() => buildScene(createChart(), { scale: { ticks: 'yes' as unknown as boolean } })).toThrow(
      'buildScene: options.scale.ticks must be true or false, got "yes".',
    );
    expect(() =>
      buildScene(createChart(), { scale: { ticks: true, tickFormat: () => undefined as unknown as string } }),
    ).toThrow('buildScene: options.scale.tickFormat must be a function returning text, got nothing.');
  });
});

describe('sceneToSvg with decorations', () => {
  it('writes the extended view box, the background over all of it, and the legend swatches', () => {
    const svg = chartToSvg(twoSetChart(), { legend: { position: 'top' }, background: '#ffffff' });
    const scene = buildScene(twoSetChart(), { legend: { position: 'top' } });
    expect(svg).toContain(`viewBox="0 ${scene.viewBox.y} 400 ${scene.viewBox.height}"`);
    expect(svg).toContain(
      `<rect x="0" y="${scene.viewBox.y}" width="400" height="${scene.viewBox.height}" fill="#ffffff"/>`,
    );
    expect(svg).toMatch(/<rect x="[\d.]+" y="-[\d.]+" width="12" height="12" fill="#0000ff"\/>/);
    expect(svg).not.toContain('fill="none"/>');
  });
});
