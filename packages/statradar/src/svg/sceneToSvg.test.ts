import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { chartArbitrary } from '../../test/arbitraries';
import type { Chart } from '../model/types';
import { buildScene } from '../scene/buildScene';
import { chartToSvg, sceneToSvg } from './sceneToSvg';

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
      <polygon points="200,170 225.98,215 174.02,215" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polygon points="200,140 251.96,230 148.04,230" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polygon points="200,110 277.94,245 122.06,245" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polygon points="200,80 303.92,260 96.08,260" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polygon points="200,50 329.9,275 70.1,275" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round"/>
      <polyline points="200,200 200,50" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round" stroke-linecap="round"/>
      <polyline points="200,200 329.9,275" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round" stroke-linecap="round"/>
      <polyline points="200,200 70.1,275" fill="none" stroke="#cccccc" stroke-width="1" stroke-linejoin="round" stroke-linecap="round"/>
      <polygon points="200,80 264.95,237.5 109.07,252.5" fill="#92f0da" fill-opacity="0.35" stroke="#92f0da" stroke-width="2" stroke-linejoin="round"/>
      <circle cx="200" cy="80" r="3.5" fill="#92f0da"/>
      <circle cx="264.95" cy="237.5" r="3.5" fill="#92f0da"/>
      <circle cx="109.07" cy="252.5" r="3.5" fill="#92f0da"/>
      <text x="200" font-size="14" text-anchor="middle" fill="#333333"><tspan x="200" y="38.64">Speed</tspan></text>
      <text x="330.78" font-size="14" text-anchor="start" fill="#333333"><tspan x="330.78" y="297.64">Strength</tspan></text>
      <text x="66.33" font-size="14" text-anchor="end" fill="#333333"><tspan x="66.33" y="294.14">Agility</tspan></text>
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

  it('omits the title on request and rounds numbers to 2 decimals', () => {
    const svg = sceneToSvg(buildScene(createChart(), { width: 123.456 }), { title: false });
    expect(svg).not.toContain('<title>');
    expect(svg).toContain('width="123.46"');
    expect(svg).not.toMatch(/\d\.\d{3}/);
  });
});
