import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { installKonvaNodeCanvas, konvaSceneCanvas } from '../../test/konvaNodeCanvas';
import { BUNDLED_FONT_FAMILY } from '../node/bundledFont';
import { addDataSet } from '../model';
import { createChart } from '../model/createChart';
import type { Chart, ChartStyle } from '../model/types';
import { buildScene } from '../scene/buildScene';
import type { Scene } from '../scene/types';
import { sceneExportCanvas } from './exportCanvas';
import { Util } from './konvaClasses';
import { isSeriesShape, splitSceneLayers } from './sceneLayers';

beforeAll(() => installKonvaNodeCanvas());

function chartWith(style: ChartStyle): Chart {
  const chart = addDataSet(createChart());
  return {
    ...chart,
    metadata: {
      ...chart.metadata,
      style: { ...chart.metadata.style, fontFamily: BUNDLED_FONT_FAMILY, ...style },
    },
  };
}
const cases = [
  { name: 'soft fill on white', chart: chartWith({}), background: '#ffffff' },
  {
    name: 'outline with a circle grid, transparent',
    chart: chartWith({ fillStyle: 'outline', gridLine: 'circle' }),
    background: null,
  },
];

function scenes(chart: Chart, background: string | null, width = 400, height = width) {
  const options = { width, height, background, selected: 1 };
  return {
    displayed: buildScene(chart, { ...options, watermark: false }),
    exported: buildScene(chart, { ...options, watermark: 'Made with StatRadar' }),
  };
}

/** What the chart's Konva layers show for a scene, composited, at a pixel ratio. */
function konvaLayers(scene: Scene, pixelRatio = 1): HTMLCanvasElement {
  return konvaSceneCanvas(scene, pixelRatio);
}

function newCanvas(): HTMLCanvasElement {
  return Util.createCanvasElement();
}

function png(canvas: HTMLCanvasElement): PNG {
  const encoded = (canvas as unknown as { toBuffer(mime: 'image/png'): Buffer }).toBuffer('image/png');
  return PNG.sync.read(encoded);
}

function differingShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }) / (a.width * a.height);
}

// Same pixels as Konva: Konva's nodes and the export make the same canvas calls (one painter).
describe('sceneExportCanvas', () => {
  it.each(cases)(
    'paints $name as the Konva layers show it, at pixel ratios 1 and 2',
    ({ chart, background }) => {
      const { exported } = scenes(chart, background);
      for (const pixelRatio of [1, 2]) {
        const painted = png(sceneExportCanvas(exported, pixelRatio, newCanvas()));
        const drawn = png(konvaLayers(exported, pixelRatio));
        expect(painted.width).toBe(400 * pixelRatio);
        expect(differingShare(painted, drawn)).toBe(0);
      }
    },
  );

  it('places the chart like Konva in a size that is not square (scaled and centred)', () => {
    const { exported } = scenes(cases[0]!.chart, '#ffffff', 500, 300);
    const painted = png(sceneExportCanvas(exported, 1, newCanvas()));
    expect([painted.width, painted.height]).toEqual([500, 300]);
    expect(differingShare(painted, png(konvaLayers(exported)))).toBe(0);
  });

  it('tells apart a moved data set (the comparison can fail)', () => {
    const { exported } = scenes(cases[0]!.chart, '#ffffff');
    const moved = scenes(
      { ...cases[0]!.chart, data: [{ ...cases[0]!.chart.data[0]!, values: [40, 90, 30] }] },
      '#ffffff',
    );
    const share = differingShare(
      png(sceneExportCanvas(exported, 1, newCanvas())),
      png(sceneExportCanvas(moved.exported, 1, newCanvas())),
    );
    expect(share).toBeGreaterThan(0.005);
  });

  it('reuses a canvas without leaving the previous export behind, at any size', () => {
    const { exported } = scenes(cases[0]!.chart, null);
    const moved = scenes(
      { ...cases[0]!.chart, data: [{ ...cases[0]!.chart.data[0]!, values: [40, 90, 30] }] },
      null,
    );
    const reused = sceneExportCanvas(moved.exported, 1, newCanvas());
    expect(sceneExportCanvas(exported, 1, reused)).toBe(reused);
    expect(differingShare(png(reused), png(sceneExportCanvas(exported, 1, newCanvas())))).toBe(0);
    sceneExportCanvas(exported, 2, reused);
    expect(differingShare(png(reused), png(sceneExportCanvas(exported, 2, newCanvas())))).toBe(0);
  });
});

describe('splitSceneLayers', () => {
  it('puts rings and axes behind, data sets in the series layer and labels in front, in scene order', () => {
    const { exported } = scenes(cases[0]!.chart, null);
    const layers = splitSceneLayers(exported.shapes);
    expect(layers.back.map((shape) => shape.id)).toEqual([
      'ring-0',
      'ring-1',
      'ring-2',
      'ring-3',
      'ring-4',
      'axis-0',
      'axis-1',
      'axis-2',
    ]);
    expect(layers.series.every((shape) => shape.id.startsWith('series-'))).toBe(true);
    expect(layers.front.map((shape) => shape.id)).toEqual(['label-0', 'label-1', 'label-2', 'watermark']);
    expect([...layers.back, ...layers.series, ...layers.front]).toEqual(exported.shapes);
  });

  it('puts exactly the series-* and legend-* shapes in the series layer, with every decoration', () => {
    const chart = addDataSet(addDataSet(createChart()));
    const decorated = buildScene(chart, {
      width: 400,
      legend: true,
      title: 'Season',
      caption: 'Source',
      scale: { ticks: true },
      watermark: 'Made with StatRadar',
      hidden: [1],
    });
    expect(decorated.shapes.some((shape) => shape.id.startsWith('legend-'))).toBe(true);
    for (const shape of decorated.shapes) {
      expect([shape.id, isSeriesShape(shape)]).toEqual([shape.id, /^(series|legend)-/.test(shape.id)]);
    }
  });
});
