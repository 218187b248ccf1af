import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertChart } from '../model/assertChart';
import { createChart } from '../model/createChart';
import { parseChart } from '../model/parseChart';
import type { Chart } from '../model/types';
import { chartArbitrary } from '../../test/arbitraries';
import { chartToSvg, sceneToSvg } from '../svg/sceneToSvg';
import { bitmapSize, MAX_BITMAP_PIXELS, MAX_BITMAP_SIDE } from './bitmapSize';
import { buildScene, type SceneOptions } from './buildScene';

describe('assertChart', () => {
  it('accepts every chart parseChart accepts', () => {
    fc.assert(fc.property(chartArbitrary(), (chart) => assertChart(chart, 'test')));
  });

  it('names the wrong field with parseChart’s message', () => {
    expect(() => assertChart(null, 'x')).toThrow(
      'x: not a chart: chart: expected an object with metadata, labels and data, got null',
    );
    const chart = createChart();
    expect(() => assertChart({ ...chart, labels: [{ name: 'a' }, { name: 'b' }, { name: 3 }] }, 'x')).toThrow(
      'x: not a chart: labels[2].name: expected text, got 3',
    );
  });

  it('falls back to its own message where parseChart would repair the input', () => {
    const chart = createChart();
    // parseChart pads short value lists (a warning), but a renderer cannot draw them.
    expect(() => assertChart({ ...chart, data: [{ ...chart.data[0]!, values: [] }] }, 'x')).toThrow(
      'x: not a chart: data[0].values: expected 3 values (one per label), got 0',
    );
  });

  it('treats the holes of sparse lists as missing items', () => {
    const chart = createChart();
    // eslint-disable-next-line no-sparse-arrays -- the holes are the point
    const labels = [{ name: 'a' }, , { name: 'c' }];
    expect(() => assertChart({ ...chart, labels }, 'x')).toThrow(
      'x: not a chart: labels[1]: expected a label object with a name, got nothing',
    );
    const values = new Array<number>(3);
    values[0] = 1;
    expect(() => assertChart({ ...chart, data: [{ ...chart.data[0]!, values }] }, 'x')).toThrow(
      'x: not a chart: data[0].values[1]: expected a number from 0 to 100, got nothing',
    );
  });

  it('lists the first bad field of each of metadata, labels and data, with its value', () => {
    const chart = createChart();
    expect(() =>
      assertChart({ metadata: { name: 1 }, labels: [{ name: 2 }, {}], data: [chart.data[0], 'x'] }, 'x'),
    ).toThrow(
      new TypeError(
        'x: not a chart: metadata.name: expected text, got 1; labels[0].name: expected text, got 2; data[0].values: expected 2 values (one per label), got 3',
      ),
    );
    expect(() => assertChart({ ...chart, data: [{ ...chart.data[0]!, color: 7 }, null] }, 'x')).toThrow(
      new TypeError(
        'x: not a chart: data[0].color: expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got 7',
      ),
    );
  });

  it('refuses a data-set colour that is not a colour, in parseChart’s words (it was drawn in the default colour)', () => {
    const chart = createChart();
    const colored = (color: string) => ({ ...chart, data: [{ ...chart.data[0]!, color }] });
    expect(() => chartToSvg(colored('#ff00zz'))).toThrow(
      new TypeError(
        'chartToSvg: not a chart: data[0].color: expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got "#ff00zz"',
      ),
    );
    expect(() => buildScene(colored(''))).toThrow('buildScene: not a chart: data[0].color');
    // Every colour parseColor reads is drawable, as parseChart reads it.
    for (const color of ['#abc', ' #AABBCC80 ', 'Teal', 'transparent', 'rebeccapurple']) {
      expect(() => assertChart(colored(color), 'x'), color).not.toThrow();
      expect(parseChart(colored(color)).ok, color).toBe(true);
    }
  });

  it('accepts values outside 0..100, ±Infinity too, which the scale clamps', () => {
    const chart = createChart();
    for (const values of [
      [-5, 500, 0],
      [Infinity, -Infinity, 1e308],
    ]) {
      expect(() => assertChart({ ...chart, data: [{ ...chart.data[0]!, values }] }, 'x')).not.toThrow();
    }
  });

  it('refuses a NaN value in every renderer, in parseChart’s words (it was drawn at the centre)', () => {
    const chart = createChart();
    const nan = { ...chart, data: [{ ...chart.data[0]!, values: [80, Number.NaN, 70] }] };
    const message = 'not a chart: data[0].values[1]: expected a number from 0 to 100, got NaN';
    expect(() => assertChart(nan, 'x')).toThrow(new TypeError(`x: ${message}`));
    expect(() => buildScene(nan)).toThrow(new TypeError(`buildScene: ${message}`));
    expect(() => chartToSvg(nan)).toThrow(new TypeError(`chartToSvg: ${message}`));
    // The first bad value of a data set is named, in a later data set too.
    const later = { ...chart, data: [chart.data[0]!, { ...chart.data[0]!, values: [1, 2, Number.NaN] }] };
    expect(() => chartToSvg(later)).toThrow(
      'chartToSvg: not a chart: data[1].values[2]: expected a number from 0 to 100, got NaN',
    );
  });

  it('draws ±Infinity clamped, as parseChart reads them (they were drawn at the centre)', () => {
    const chart = createChart();
    const withValues = (values: number[]) => ({ ...chart, data: [{ ...chart.data[0]!, values }] });
    const options: SceneOptions = { legend: true };
    const infinite = buildScene(withValues([Infinity, -Infinity, 70]), options);
    const clamped = buildScene(withValues([100, 0, 70]), options);
    expect(infinite.shapes).toEqual(clamped.shapes);
    expect(infinite.legend[0]!.areaPercent).toBe(clamped.legend[0]!.areaPercent);
    // On a scale of its own too (the scale feature's mapping).
    const scaled: SceneOptions = { scale: { min: 10, max: 20 } };
    expect(buildScene(withValues([Infinity, -Infinity, 15]), scaled).shapes).toEqual(
      buildScene(withValues([20, 10, 15]), scaled).shapes,
    );
  });

  it('draws a style the parser would repair with the defaults, not failing inside the SVG writer', () => {
    // A font family that is not text threw "text.replace is not a function" from every SVG string
    // (chartToSvg, renderSvg, renderPng, the interactive chart's toSVG), and set no canvas font.
    const chart = createChart();
    for (const fontFamily of [5, {}, ['serif'], '']) {
      const styled = { ...chart, metadata: { ...chart.metadata, style: { fontFamily } } } as unknown as Chart;
      const svg = chartToSvg(styled);
      expect(svg).toContain('font-family="sans-serif"');
      expect(buildScene(styled).fontFamily).toBe('sans-serif');
    }
  });
});

describe('buildScene and chartToSvg option checks', () => {
  const bad: [SceneOptions, string][] = [
    [{ width: Number.NaN }, 'options.width must be a finite number greater than 0, got NaN.'],
    [{ width: 0 }, 'options.width must be a finite number greater than 0, got 0.'],
    [{ height: -Infinity }, 'options.height must be a finite number greater than 0, got -Infinity.'],
    [{ width: '400' as never }, 'options.width must be a finite number greater than 0, got "400".'],
    // Larger sizes gave an SVG height="Infinity", or an error naming scene.height, never passed.
    [{ width: 1e308 }, 'options.width must be at most 100000, got 1e+308.'],
    [{ height: 100_001 }, 'options.height must be at most 100000, got 100001.'],
    [{ selected: 1.5 }, 'options.selected must be a data-set index (a whole number from 0), got 1.5.'],
    [{ hidden: [0, -1] }, 'options.hidden[1] must be a data-set index (a whole number from 0), got -1.'],
    [{ hidden: 2 as never }, 'options.hidden must be a list of data-set indices, got 2.'],
    [
      { legend: { position: 'middle' as never } },
      'options.legend.position must be one of "top", "right", "bottom", "left", got "middle".',
    ],
    [{ legend: 'top' as never }, 'options.legend must be true, false or { position }, got "top".'],
    [{ title: 5 as never }, 'options.title must be true, false or text, got 5.'],
    [
      { caption: 'x'.repeat(1001) },
      'options.caption must be at most 1000 characters long, got text of 1001 characters.',
    ],
    [{ watermark: true as never }, 'options.watermark must be text or false, got true.'],
    [{ background: 0 as never }, 'options.background must be a colour or null, got 0.'],
    [{ background: 'notacolour' }, 'options.background must be a colour or null, got "notacolour".'],
    [{ pointMarkers: 'yes' as never }, 'options.pointMarkers must be true or false, got "yes".'],
    [{ minLabelSize: 0 }, 'options.minLabelSize must be a finite number greater than 0, got 0.'],
    [
      { minLabelSize: Infinity },
      'options.minLabelSize must be a finite number greater than 0, got Infinity.',
    ],
    [
      { minLabelSize: '10' as never },
      'options.minLabelSize must be a finite number greater than 0, got "10".',
    ],
  ];
  it.each(bad)('rejects %o', (options, message) => {
    expect(() => buildScene(createChart(), options)).toThrow(`buildScene: ${message}`);
    expect(() => chartToSvg(createChart(), options)).toThrow(`chartToSvg: ${message}`);
  });

  it('throws a TypeError for wrong types and a RangeError for values out of range', () => {
    expect(() => buildScene(createChart(), { width: '1' as never })).toThrow(TypeError);
    expect(() => buildScene(createChart(), { width: -1 })).toThrow(RangeError);
    expect(() => buildScene(createChart(), null as never)).toThrow(TypeError);
  });

  it('rejects a scene without a usable size in sceneToSvg', () => {
    const scene = buildScene(createChart());
    expect(() => sceneToSvg({ ...scene, width: Number.NaN })).toThrow(
      'sceneToSvg: scene.width must be a finite number greater than 0, got NaN.',
    );
  });
});

describe('bitmapSize', () => {
  it('gives device pixels, rounded up', () => {
    expect(bitmapSize({ width: 400, height: 300, pixelRatio: 2 }, 't')).toEqual({ width: 800, height: 600 });
    expect(bitmapSize({ width: 100.2, height: 1, pixelRatio: 1.5 }, 't')).toEqual({ width: 151, height: 2 });
    expect(bitmapSize({ width: MAX_BITMAP_SIDE, height: MAX_BITMAP_PIXELS / MAX_BITMAP_SIDE }, 't')).toEqual({
      width: 8192,
      height: 4096,
    });
  });

  it('rejects anything over the caps or not finite and positive', () => {
    expect(() => bitmapSize({ width: 8193, height: 1 }, 'toBlob')).toThrow(
      'toBlob: the bitmap would be 8193 x 1 pixels (width 8193 and height 1 at pixelRatio 1); each side may be at most 8192 pixels.',
    );
    expect(() => bitmapSize({ width: 8192, height: 4097 }, 't')).toThrow(/at most 33554432 pixels/);
    expect(() => bitmapSize({ width: 1, height: 1, pixelRatio: 0 }, 't')).toThrow(
      't: options.pixelRatio must be a finite number greater than 0, got 0.',
    );
    expect(() => bitmapSize({ width: Number.NaN, height: 1 }, 't')).toThrow(RangeError);
  });

  it('never lets a bitmap over the caps through (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (width, height, pixelRatio) => {
          let size: { width: number; height: number } | undefined;
          try {
            size = bitmapSize({ width, height, pixelRatio }, 't');
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            return;
          }
          expect(size.width).toBeLessThanOrEqual(MAX_BITMAP_SIDE);
          expect(size.height).toBeLessThanOrEqual(MAX_BITMAP_SIDE);
          expect(size.width * size.height).toBeLessThanOrEqual(MAX_BITMAP_PIXELS);
        },
      ),
    );
  });
});
