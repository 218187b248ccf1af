import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { chartArbitrary } from '../../test/arbitraries';
import { nativeElementsSvg } from '../../test/nativeSvg';
import type { Chart } from '../model/types';
import { buildScene } from '../scene/buildScene';
import { chartToSvg, sceneToSvg } from './sceneToSvg';
import { Resvg } from '@resvg/resvg-js';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { BUNDLED_FONT_FAMILY, bundledFontPaths } from '../node/bundledFont';

const HOSTILE = `<b>&"' ]]> <!-- --> \u0001\ud800 <script>alert(1)</script>`;

function hostileChart(): Chart {
  const chart = createChart();
  return {
    metadata: { name: HOSTILE, description: '', style: { fontFamily: `"Fira Sans", 'x'<&>` } },
    labels: [{ name: HOSTILE.slice(0, 40) }, { name: '&amp;' }, { name: '<tspan>' }],
    data: chart.data,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

describe('sceneToSvg', () => {
  it('writes the default chart as compact, deterministic SVG', () => {
    expect(chartToSvg(createChart())).toMatchInlineSnapshot(`
      "<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="sans-serif">
      <title>Radar Chart Generator</title>
      <path d="M200 170 225.98 215 174.02 215ZM200 140 251.96 230 148.04 230ZM200 110 277.94 245 122.06 245ZM200 80 303.92 260 96.08 260ZM200 50 329.9 275 70.1 275ZM200 200 200 50ZM200 200 329.9 275ZM200 200 70.1 275Z" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polygon points="200 80 264.95 237.5 109.07 252.5" fill="#92f0da" fill-opacity="0.35" stroke="#92f0da" stroke-width="2" stroke-linejoin="round"/>
      <path d="M196.5 80a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0ZM261.45 237.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0ZM105.57 252.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0Z" fill="#92f0da"/>
      <text x="200" y="38.64" font-size="14" text-anchor="middle" fill="#333333">Speed</text>
      <text x="330.78" y="297.64" font-size="14" text-anchor="start" fill="#333333">Strength</text>
      <text x="66.33" y="294.14" font-size="14" text-anchor="end" fill="#333333">Agility</text>
      </svg>"
    `);
  });

  it('gives byte-identical output on repeated calls', () => {
    const chart = createChart();
    expect(chartToSvg(chart, { watermark: 'Made with StatRadar' })).toBe(
      chartToSvg(structuredClone(chart), { watermark: 'Made with StatRadar' }),
    );
  });

  it('escapes hostile names and font families into valid XML that reads back unchanged', () => {
    const svg = chartToSvg(hostileChart());
    expect(XMLValidator.validate(svg)).toBe(true);
    const document = parser.parse(svg);
    // The control character and the lone surrogate are not allowed in XML and are dropped.
    expect(document.svg.title).toBe(`<b>&"' ]]> <!-- -->  <script>alert(1)</script>`);
    expect(document.svg['font-family']).toBe(`"Fira Sans", 'x'<&>`);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
  });

  it('is valid XML with the required root attributes for any chart', () => {
    fc.assert(
      fc.property(chartArbitrary(), fc.integer({ min: 50, max: 2000 }), (chart, width) => {
        const svg = chartToSvg(chart, { width, background: '#fff', watermark: 'Made with StatRadar' });
        expect(XMLValidator.validate(svg)).toBe(true);
        const root = parser.parse(svg).svg;
        expect(root).toMatchObject({
          xmlns: 'http://www.w3.org/2000/svg',
          viewBox: '0 0 400 400',
          width: String(width),
          height: String(width),
        });
      }),
      { numRuns: 25 },
    );
  });

  it('writes multi-line labels as one tspan per line at the shared baselines', () => {
    const chart = createChart();
    // Too wide for one line across the whole view box even at the smallest font size.
    chart.labels[0] = { name: 'A label long enough to need two lines or more, surely, '.repeat(2).trim() };
    const scene = buildScene(chart);
    const svg = sceneToSvg(scene);
    const label = scene.shapes.find((shape) => shape.id === 'label-0');
    expect(label?.kind === 'text' && label.lines.length).toBeGreaterThan(1);
    const text = parser.parse(svg).svg.text[0];
    expect(text.tspan.length).toBe(label?.kind === 'text' ? label.lines.length : 0);
  });

  it('names a chart with a blank name "chart" in its <title>, and title: true draws no title for it', () => {
    // The <title> was empty (or spaces): the standalone image had no accessible name.
    for (const name of ['', '   ', '\t\n']) {
      const unnamed: Chart = { ...createChart(), metadata: { name, description: '' } };
      const svg = chartToSvg(unnamed);
      expect(svg, JSON.stringify(name)).toMatch(/^<svg [^>]*>\n<title>chart<\/title>\n<path /);
      // No title is drawn for a blank name (there is none to show): the view box stays the chart's.
      expect(chartToSvg(unnamed, { title: true, caption: 'Source' })).toBe(
        chartToSvg(unnamed, { caption: 'Source' }),
      );
      const scene = buildScene(unnamed, { title: true });
      expect(scene.title).toBe('chart');
      expect(scene.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 400 });
      expect(scene.shapes.some((shape) => shape.id === 'title')).toBe(false);
    }
    // A name is the accessible name as it reads, without the spaces around it.
    const named: Chart = { ...createChart(), metadata: { name: '  Pets ', description: '' } };
    expect(chartToSvg(named)).toContain('<title>Pets</title>');
    expect(chartToSvg(named, { title: true })).toContain('>Pets</text>');
  });

  it('omits the title on request and rounds numbers to 2 decimals', () => {
    const svg = sceneToSvg(buildScene(createChart(), { width: 123.456 }), { title: false });
    expect(svg).not.toContain('<title>');
    expect(svg).toContain('width="123.46"');
    expect(svg).not.toMatch(/\d\.\d{3}/);
  });
});

function rasterise(svg: string): PNG {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: { loadSystemFonts: false, fontFiles: bundledFontPaths(), defaultFontFamily: BUNDLED_FONT_FAMILY },
  });
  return PNG.sync.read(resvg.render().asPng());
}

function differingPixels(a: string, b: string): number {
  const [first, second] = [rasterise(a), rasterise(b)];
  expect([first.width, first.height]).toEqual([second.width, second.height]);
  return pixelmatch(first.data, second.data, undefined, first.width, first.height, { threshold: 0.1 });
}

function elementCounts(svg: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, tag] of svg.matchAll(/<([a-z]+)[ >/]/g)) counts[tag!] = (counts[tag!] ?? 0) + 1;
  return counts;
}

function styled(style: Chart['metadata']['style'], values?: number[]): Chart {
  const chart = createChart();
  const data = values ? chart.data.map((dataSet) => ({ ...dataSet, values })) : chart.data;
  return {
    ...chart,
    metadata: { ...chart.metadata, style: { fontFamily: BUNDLED_FONT_FAMILY, ...style } },
    data,
  };
}

describe('sceneToSvg runs of alike shapes', () => {
  it('draws the grid as one path, each data set as a polygon and its markers as one path, a one-line label without tspan', () => {
    const chart = createChart();
    chart.data.push({ ...chart.data[0]!, name: 'Player 2', color: '#e07a5f', values: [30, 60, 90] });
    const svg = chartToSvg(chart);
    expect(elementCounts(svg)).toEqual({ svg: 1, title: 1, path: 3, polygon: 2, text: 3 });
    // Subpaths per path: 5 rings and 3 spokes; the first data set's 3 markers; the second's.
    const subpaths = [...svg.matchAll(/ d="([^"]+)"/g)].map(([, data]) => data!.split('M').length - 1);
    expect(subpaths).toEqual([8, 3, 3]);
    // The reference draws one element per shape: 5 rings and 2 data sets, 3 spokes, 2 x 3 markers.
    expect(elementCounts(nativeElementsSvg(buildScene(chart)))).toEqual({
      svg: 1,
      title: 1,
      polygon: 7,
      polyline: 3,
      circle: 6,
      text: 3,
    });
  });

  it('keeps shapes apart where one path would paint differently (translucent colours); two lines of text are two tspans', () => {
    const chart = styled({ axisColor: '#00000066', gridLine: 'circle' });
    chart.data[0] = { ...chart.data[0]!, color: '#c8000080' };
    chart.labels[0] = { name: 'A label long enough to need two lines or more, surely, '.repeat(2).trim() };
    // Rings and spokes cross, and markers may meet: a translucent colour would show the overlaps.
    // 5 rings, 3 spokes and 3 markers: a path each; the data set: a polygon.
    expect(elementCounts(chartToSvg(chart))).toEqual({
      svg: 1,
      title: 1,
      path: 5 + 3 + 3,
      polygon: 1,
      text: 3,
      tspan: 2,
    });
  });

  it.each([
    ['the default chart', styled({})],
    ['a solid-fill chart with a circle grid', styled({ fillStyle: 'solid fill', gridLine: 'circle' })],
    ['an outline chart whose markers all meet at the centre', styled({ fillStyle: 'outline' }, [0, 0, 0])],
    [
      'a 12-axis chart',
      {
        ...styled({}),
        labels: Array.from({ length: 12 }, (_, index) => ({ name: `Attribute ${index + 1}` })),
        data: [
          {
            name: 'A',
            description: '',
            color: '#3355ff',
            values: Array.from({ length: 12 }, (_, index) => (index * 37) % 101),
          },
        ],
      },
    ],
  ])('paints %s to the same pixels as SVG elements of each shape kind', (_, chart) => {
    const scene = buildScene(chart, { width: 400, background: '#ffffff' });
    const merged = sceneToSvg(scene);
    expect(merged.match(/<path/g)!.length).toBeLessThan(scene.shapes.length / 3);
    // Compared at pixel ratio 2 with pixelmatch's colour threshold of 0.1, as the cross-renderer test.
    expect(differingPixels(merged, nativeElementsSvg(scene))).toBe(0);
  });
});
