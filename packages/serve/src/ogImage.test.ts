import { describe, expect, test } from 'vitest';

import type { Chart } from 'statradar';
import { textWidth } from 'statradar/svg';

import { SAMPLE_CHARTS } from '../../../app/src/features/samples/sampleCharts.ts';
import { MAX_DRAWN, OgCardCache, ogCardPng, ogCardSvg, RenderBudget } from './ogImage';

const chart: Chart = {
  metadata: { name: 'Pets </text><script>x</script> & friends', description: '' },
  labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
  data: [
    { name: 'Dog', description: '', color: '#92f0da', values: [100, 100, 100] },
    { name: 'Cat', description: '', color: '#f0a092', values: [0, 0, 0] },
  ],
};

describe('ogCardPng with characters XML forbids', () => {
  test('draws the card (no 500) for names and a colour with control characters or U+FFFE', () => {
    const hostile: Chart = {
      ...chart,
      metadata: { name: 'Pets\u0001 \ufffe', description: '' },
      data: [{ ...chart.data[0]!, name: 'Dog\u0008', color: '\u000b#92f0da' }],
    };
    const svg = ogCardSvg(hostile);
    for (const character of ['\u0001', '\u0008', '\u000b', '\ufffe']) expect(svg).not.toContain(character);
    expect(ogCardPng(hostile).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('ogCardSvg', () => {
  test("draws the name, each data set's name and area, and the mark, escaping every text", () => {
    const svg = ogCardSvg(chart);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('&amp; friends');
    expect(svg).toContain('>Dog</text>');
    expect(svg).toContain('>100%</text>');
    expect(svg).toContain('>0%</text>');
    expect(svg).toContain('>StatRadar</text>');
  });

  test('calls a blank-named chart what its page title does: "Radar Chart Generator"', () => {
    const svg = ogCardSvg({ ...chart, metadata: { name: '  ', description: '' } });
    // Wrapped at its space, as any name too wide for one line.
    expect(svg).toContain('fill="#1b1b2f">Radar Chart</text>');
    expect(svg).toContain('fill="#1b1b2f">Generator</text>');
  });

  test('fits names to the text column by their drawn width: wrapped at spaces, cut with "…", never under the percentage', () => {
    // The card's own texts (the chart's labels are drawn at other sizes).
    const texts = (svg: string) =>
      [...svg.matchAll(/<text [^>]*font-size="(?:42|28)"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
    const sample = ogCardSvg({ ...chart, metadata: { name: 'Marvel Rivals Characters', description: '' } });
    expect(texts(sample).slice(0, 2)).toEqual(['Marvel Rivals', 'Characters']);

    const wide = ogCardSvg({
      ...chart,
      metadata: { name: 'W'.repeat(40), description: '' },
      data: [{ ...chart.data[0]!, name: 'M'.repeat(22) }],
    });
    const [first, second, name, percent] = texts(wide);
    // A word wider than the column breaks across the two lines (hyphenated), the rest cut.
    expect(first).toMatch(/^W+-$/);
    expect(second).toMatch(/^W+…$/);
    // Bold DejaVu is about 12% wider than the regular advances textWidth holds.
    for (const line of [first!, second!]) expect(textWidth(line, 42) * 1.12).toBeLessThanOrEqual(1150 - 640);
    expect(name).toMatch(/^M+…$/);
    expect(percent).toBe('100%');
    // The name ends before its percentage begins (right-aligned at x = 1150).
    expect(680 + textWidth(name!, 28)).toBeLessThan(1150 - textWidth('100%', 28) * 1.12);
  });

  test('lists up to six data sets in one column, then every drawn one in two, and counts the rest', () => {
    const sets = (count: number): Chart => ({
      ...chart,
      data: Array.from({ length: count }, (_, index) => ({
        name: `Set ${index}`,
        description: '',
        color: '#92f0da',
        values: [50, 50, 50],
      })),
    });
    const six = ogCardSvg(sets(6));
    expect(six).toContain('>Set 5</text>');
    expect(six).toContain('font-size="28" fill="#1b1b2f">Set 0</text>');
    expect(six).not.toContain('more</text>');
    // Nine: all named (the 18-hero sample listed 6 and "+12 more"), in two columns of a smaller size.
    const nine = ogCardSvg(sets(9));
    for (let index = 0; index < 9; index++) expect(nine).toContain(`>Set ${index}</text>`);
    expect(nine).toContain('font-size="22" fill="#1b1b2f">Set 8</text>');
    expect(nine).not.toContain('more</text>');
    const columnStarts = new Set(
      [...nine.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="20"/g)].map((match) => match[1]),
    );
    expect(columnStarts.size).toBe(2);
  });
});

describe('the card of a chart with many data sets', () => {
  test(`draws the first ${MAX_DRAWN} data sets only`, () => {
    const color = (index: number) => `#${(0x100000 + index * 0x1111).toString(16)}`;
    const many: Chart = {
      ...chart,
      data: Array.from({ length: 20 }, (_, index) => ({
        name: `Set ${index}`,
        description: '',
        color: color(index),
        values: [50, 50, 50],
      })),
    };
    const svg = ogCardSvg(many).toLowerCase();
    expect(svg).toContain(color(MAX_DRAWN - 1));
    expect(svg).not.toContain(color(MAX_DRAWN));
    expect(svg).toContain(`>set ${MAX_DRAWN - 1}</text>`);
    expect(svg).toContain('>+8 more</text>');
  });
});

describe("the card of a chart whose style's showCount hides data sets", () => {
  const colors = ['#aa0000', '#00bb00', '#0000cc'];
  const limited: Chart = {
    ...chart,
    metadata: { ...chart.metadata, style: { showCount: 1 } },
    data: ['One', 'Two', 'Three'].map((name, index) => ({
      name,
      description: '',
      color: colors[index]!,
      values: [20 + 30 * index, 50, 50],
    })),
  };

  test('draws and names the data sets its page opens with, and counts the others', () => {
    // The page opens with the first data set selected: showCount 1 shows it alone.
    const svg = ogCardSvg(limited);
    expect(svg).toContain(colors[0]);
    expect(svg).not.toContain(colors[1]);
    expect(svg).not.toContain(colors[2]);
    expect(svg).toContain('>One</text>');
    expect(svg).not.toContain('>Two</text>');
    expect(svg).not.toContain('>Three</text>');
    expect(svg).toContain('>+2 more</text>');
  });

  test('names a data set with a blank or invisible name by its place in the chart, as the editor does', () => {
    const blank: Chart = {
      ...limited,
      metadata: { ...limited.metadata, style: { showCount: 2 } },
      data: limited.data.map((dataSet, index) => (index === 0 ? dataSet : { ...dataSet, name: ' \u200B' })),
    };
    // showCount 2 with the first selected: the first and the last, "Data set 3" (not "Data set 2").
    const svg = ogCardSvg(blank);
    expect(svg).toContain('>One</text>');
    expect(svg).toContain('>Data set 3</text>');
    expect(svg).not.toContain('>Data set 2</text>');
    expect(svg).not.toContain('\u200B');
  });

  test('the sample of 18 heroes shows the three its page shows: the first and the last two', () => {
    const heroes = SAMPLE_CHARTS['marvel-rivals-characters']!;
    expect(heroes.metadata.style?.showCount).toBe(3);
    const svg = ogCardSvg(heroes);
    // The list's names start at x = 680, after their swatches (the percentages end at 1150).
    const named = [...svg.matchAll(/<text x="680" [^>]*font-size="28"[^>]*>([^<]*)<\/text>/g)].map(
      (match) => match[1],
    );
    const shown = [0, 16, 17].map((index) => heroes.data[index]!);
    expect(named).toEqual(shown.map((hero) => hero.name));
    // Only their polygons are drawn (each data set's own colour; the chart is the card's inner <svg>).
    const inner = svg.slice(svg.indexOf('<svg', 1), svg.indexOf('</svg>') + 6);
    const drawnColors = [...inner.matchAll(/<polygon [^>]*fill="(#[0-9a-f]{6})"/gi)].map((match) =>
      match[1]!.toLowerCase(),
    );
    expect(new Set(drawnColors)).toEqual(new Set(shown.map((hero) => hero.color.toLowerCase())));
    expect(svg).toContain('>+15 more</text>');
  });
});

describe('RenderBudget', () => {
  test('lets drawing take at most its share of the time, with a burst', () => {
    let now = 0;
    const budget = new RenderBudget(0.5, 1000, () => now);
    const draw = (ms: number) => budget.spend(() => (now += ms));
    expect(budget.allows()).toBe(true);
    // Each 400 ms drawing costs 200 ms net (half the time it took is the budget's share).
    for (let drawing = 0; drawing < 5; drawing++) {
      expect(budget.allows()).toBe(true);
      draw(400);
    }
    expect(budget.allows()).toBe(false);
    expect(budget.retryAfterSeconds()).toBe(1);
    now += 2;
    expect(budget.allows()).toBe(true);
    // A long drawing runs the budget into debt: it waits until that is paid back at half speed.
    draw(5000);
    expect(budget.allows()).toBe(false);
    expect(budget.retryAfterSeconds()).toBe(5);
    now += 4000;
    expect(budget.allows()).toBe(false);
    now += 1000;
    expect(budget.allows()).toBe(true);
  });
});

describe('OgCardCache', () => {
  test('draws a card once per chart version', () => {
    const cache = new OgCardCache(2);
    const first = cache.card('a', 'v1', chart);
    expect(cache.card('a', 'v1', chart)).toBe(first);
    const renamed = { ...chart, metadata: { ...chart.metadata, name: 'Renamed' } };
    const second = cache.card('a', 'v2', renamed);
    expect(second).not.toBe(first);
    expect(second.equals(first)).toBe(false);
  });

  test('answers what it holds without drawing', () => {
    const cache = new OgCardCache(2);
    expect(cache.cached('a', 'v1')).toBeUndefined();
    const drawn = cache.card('a', 'v1', chart);
    expect(cache.cached('a', 'v1')).toBe(drawn);
    expect(cache.cached('a', 'v2')).toBeUndefined();
  });
});
