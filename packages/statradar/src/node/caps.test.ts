import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { MAX_BITMAP_PIXELS, MAX_BITMAP_SIDE } from '../scene/bitmapSize';
import { renderPng } from './renderPng';
import { renderSvg } from './renderSvg';

/**
 * The Node caps (issue 10, item 8). Without them `renderPng(chart, { width: 100000 })` makes resvg
 * allocate 40 GB and the process aborts, and `{ pixelRatio: 100 }` allocates 6.4 GB; here they must
 * reject at once (well under a second, with no bitmap allocated).
 */
describe('renderPng caps', () => {
  it('rejects a 100000-pixel width at once, naming the size and the cap', async () => {
    const start = process.memoryUsage().rss;
    await expect(renderPng(createChart(), { width: 100000 })).rejects.toThrow(
      'renderPng: the bitmap would be 100000 x 100000 pixels (width 100000 and height 100000 at pixelRatio 1); each side may be at most 8192 pixels.',
    );
    expect(process.memoryUsage().rss - start).toBeLessThan(200 * 1024 * 1024);
  });

  it('rejects pixelRatio 100 as a RangeError', async () => {
    await expect(renderPng(createChart(), { pixelRatio: 100 })).rejects.toThrow(RangeError);
    await expect(renderPng(createChart(), { pixelRatio: 100 })).rejects.toThrow(/40000 x 40000 pixels/);
  });

  it('rejects a bitmap within the side cap but over 32 megapixels', async () => {
    await expect(renderPng(createChart(), { width: 8000, height: 8000 })).rejects.toThrow(
      `at most ${MAX_BITMAP_PIXELS} pixels (32 megapixels) in all`,
    );
  });

  it('rejects a bitmap smaller than a pixel a side, naming the size', async () => {
    await expect(renderPng(createChart(), { pixelRatio: 1e-9 })).rejects.toThrow(
      /^renderPng: the bitmap would be .* each side must be at least 1 pixel/,
    );
    await expect(renderPng(createChart(), { width: 0.001 })).rejects.toThrow(RangeError);
  });

  it('draws a bitmap exactly at the side cap', async () => {
    const bytes = await renderPng(createChart(), { width: MAX_BITMAP_SIDE, height: 16 });
    // Width and height sit in the IHDR chunk at bytes 16..23, big-endian.
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([MAX_BITMAP_SIDE, 16]);
  });

  it('rejects non-finite, zero, negative and non-number sizes naming the option', async () => {
    await expect(renderPng(createChart(), { width: Number.NaN })).rejects.toThrow(
      'renderPng: options.width must be a finite number greater than 0, got NaN.',
    );
    await expect(renderPng(createChart(), { height: -1 })).rejects.toThrow(RangeError);
    await expect(renderPng(createChart(), { pixelRatio: Infinity })).rejects.toThrow(
      'renderPng: options.pixelRatio must be a finite number greater than 0, got Infinity.',
    );
    await expect(renderPng(createChart(), { width: '400' as unknown as number })).rejects.toThrow(TypeError);
  });

  it('rejects a non-chart naming the wrong field', async () => {
    await expect(renderPng({} as never)).rejects.toThrow(
      'renderPng: not a chart: metadata: expected an object with name and description, got nothing',
    );
  });
});

describe('renderSvg validation', () => {
  it('throws a TypeError naming the wrong fields for {}', () => {
    expect(() => renderSvg({} as never)).toThrow(TypeError);
    expect(() => renderSvg({} as never)).toThrow(
      'renderSvg: not a chart: metadata: expected an object with name and description, got nothing; labels: expected a list of labels, got nothing; data: expected a list of data sets, got nothing',
    );
  });

  it('throws a RangeError for width NaN instead of writing width="NaN"', () => {
    expect(() => renderSvg(createChart(), { width: Number.NaN })).toThrow(
      'renderSvg: options.width must be a finite number greater than 0, got NaN.',
    );
  });

  it('names the field when values are missing or not numbers', () => {
    const chart = createChart();
    expect(() => renderSvg({ ...chart, data: [{ ...chart.data[0]!, values: [1, 2] }] })).toThrow(
      'renderSvg: not a chart: data[0].values: expected 3 values (one per label), got 2',
    );
    expect(() =>
      renderSvg({ ...chart, data: [{ ...chart.data[0]!, values: [1, 2, 'x' as unknown as number] }] }),
    ).toThrow('data[0].values[2]: expected a number from 0 to 100, got "x"');
  });

  it('names a chart with a blank name "chart" in the SVG <title> (it was empty)', () => {
    const unnamed = { ...createChart(), metadata: { name: ' ', description: '' } };
    expect(renderSvg(unnamed, { title: true })).toMatch(/^<svg [^>]*>\n<title>chart<\/title>\n<path /);
  });

  it('refuses a NaN value as parseChart does, in renderSvg and renderPng (it was drawn at the centre)', async () => {
    const chart = createChart();
    const nan = { ...chart, data: [{ ...chart.data[0]!, values: [80, Number.NaN, 70] }] };
    const message = 'not a chart: data[0].values[1]: expected a number from 0 to 100, got NaN';
    expect(() => renderSvg(nan)).toThrow(new TypeError(`renderSvg: ${message}`));
    await expect(renderPng(nan)).rejects.toThrow(new TypeError(`renderPng: ${message}`));
  });
});
