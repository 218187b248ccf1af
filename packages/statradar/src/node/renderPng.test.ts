import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { chartToSvg } from '../svg/sceneToSvg';
import { renderPng } from './renderPng';
import { renderSvg } from './renderSvg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pixel(png: PNG, x: number, y: number): number[] {
  const offset = (y * png.width + x) * 4;
  return [...png.data.subarray(offset, offset + 4)];
}

describe('renderSvg', () => {
  it('gives the engine’s SVG of the chart', () => {
    const options = { width: 500, watermark: 'Made with StatRadar' } as const;
    expect(renderSvg(createChart(), options)).toBe(chartToSvg(createChart(), options));
  });
});

describe('renderPng', () => {
  it('returns PNG bytes at the scene size times the pixel ratio', async () => {
    const bytes = await renderPng(createChart(), { width: 300, height: 200, pixelRatio: 2 });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const png = PNG.sync.read(Buffer.from(bytes));
    expect([png.width, png.height]).toEqual([600, 400]);
  });

  it('draws the chart: the data-set colour inside its polygon, transparent corners, label text', async () => {
    const png = PNG.sync.read(Buffer.from(await renderPng(createChart())));
    // (230, 200) is inside Player 1's polygon, clear of axes and rings: #92f0da at the soft fill's 0.35 opacity.
    // Within 1 per channel: resvg stores premultiplied colour, so un-premultiplying rounds.
    const expected = [0x92, 0xf0, 0xda, 89];
    pixel(png, 230, 200).forEach((channel, index) =>
      expect(Math.abs(channel - expected[index]!)).toBeLessThanOrEqual(1),
    );
    expect(pixel(png, 2, 2)).toEqual([0, 0, 0, 0]);
    // Text is drawn (resvg silently drops text without a font): some opaque pixels above the top axis.
    let opaque = 0;
    for (let y = 0; y < 45; y++) for (let x = 150; x < 250; x++) if (pixel(png, x, y)[3]! > 128) opaque++;
    expect(opaque).toBeGreaterThan(30);
  });

  it('draws text in the bundled font whatever font family the chart asks for', async () => {
    const chart = createChart();
    const styled = {
      ...chart,
      metadata: { ...chart.metadata, style: { fontFamily: 'No Such Font, serif' } },
    };
    const plain = PNG.sync.read(Buffer.from(await renderPng(chart)));
    const fallback = PNG.sync.read(Buffer.from(await renderPng(styled)));
    expect(fallback.data.equals(plain.data)).toBe(true);
  });

  it('draws with the font files given: a family the style names, and characters DejaVu Sans lacks', async () => {
    const fontPath = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
    const chart = createChart();
    const serif = { ...chart, metadata: { ...chart.metadata, style: { fontFamily: 'DejaVu Serif' } } };
    const pixels = async (drawn: typeof chart, fontFiles?: string[]) =>
      PNG.sync.read(Buffer.from(await renderPng(drawn, { fontFiles }))).data;
    const plain = await pixels(chart);
    expect((await pixels(serif)).equals(plain)).toBe(true);
    expect((await pixels(serif, [fontPath('DejaVuSerif.ttf')])).equals(plain)).toBe(false);
    // Mathematical script capitals are not in DejaVu Sans (drawn as empty boxes) but are in the
    // math font: given it, each falls back to it while the rest of the label stays in DejaVu Sans.
    const script = {
      ...chart,
      labels: chart.labels.map((label, index) =>
        index === 0 ? { ...label, name: 'Speed \u{1D49C}\u{1D49E}' } : label,
      ),
    };
    const boxes = await pixels(script);
    const drawn = await pixels(script, [fontPath('DejaVuMathTeXGyre.ttf')]);
    expect(drawn.equals(boxes)).toBe(false);
  });

  it('refuses font files that are not a list of existing files, naming the path', async () => {
    await expect(renderPng(createChart(), { fontFiles: '/fonts/a.ttf' as never })).rejects.toThrow(
      'renderPng: options.fontFiles must be a list of font file paths, got "/fonts/a.ttf".',
    );
    await expect(renderPng(createChart(), { fontFiles: ['/no/such/font.ttf'] })).rejects.toThrow(
      'renderPng: options.fontFiles must be paths of existing font files, got "/no/such/font.ttf".',
    );
  });

  it('gives identical bytes for the same chart (deterministic, no machine fonts)', async () => {
    const options = { width: 200, watermark: 'Made with StatRadar', background: '#ffffff' } as const;
    expect(await renderPng(createChart(), options)).toEqual(await renderPng(createChart(), options));
  });

  it('rejects a pixel ratio that is not a positive number with a clear error', async () => {
    await expect(renderPng(createChart(), { pixelRatio: 0 })).rejects.toThrow(
      'renderPng: options.pixelRatio must be a finite number greater than 0, got 0.',
    );
    await expect(renderPng(createChart(), { pixelRatio: Number.NaN })).rejects.toThrow(/got NaN/);
  });
});
