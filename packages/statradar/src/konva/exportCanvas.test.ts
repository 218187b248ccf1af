import type { Layer } from 'konva/lib/Layer';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { installKonvaNodeCanvas } from '../node/konvaNodeCanvas';
import { BUNDLED_FONT_FAMILY } from '../node/bundledFont';
import { addDataSet } from '../model';
import { createChart } from '../model/createChart';
import type { Chart, ChartStyle } from '../model/types';
import { buildScene } from '../scene/buildScene';
import type { Scene } from '../scene/types';
import { sceneExportCanvas } from './exportCanvas';
import { Konva } from './konvaClasses';
import { createRadarRenderer } from './radarRenderer';

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

/** What Konva draws for a scene: the renderer's nodes on a layer, at a pixel ratio. */
function konvaLayer(scene: Scene, pixelRatio = 1): Layer {
  const stage = new Konva.Stage({ width: scene.width, height: scene.height, listening: false });
  const layer = new Konva.Layer({ listening: false });
  layer.getCanvas().setPixelRatio(pixelRatio);
  createRadarRenderer(layer, scene);
  stage.add(layer);
  return layer;
}

function png(canvas: HTMLCanvasElement): PNG {
  const encoded = (canvas as unknown as { toBuffer(mime: 'image/png'): Buffer }).toBuffer('image/png');
  return PNG.sync.read(encoded);
}

function differingShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }) / (a.width * a.height);
}

// Same pixels as Konva, exactly: both make the same canvas calls on the same Skia canvas.
describe('sceneExportCanvas', () => {
  it.each(cases)('paints $name as Konva draws it, at pixel ratios 1 and 2', ({ chart, background }) => {
    const { exported } = scenes(chart, background);
    for (const pixelRatio of [1, 2]) {
      const painted = png(sceneExportCanvas(exported, pixelRatio));
      const drawn = png(konvaLayer(exported, pixelRatio).getNativeCanvasElement());
      expect(painted.width).toBe(400 * pixelRatio);
      expect(differingShare(painted, drawn)).toBe(0);
    }
  });

  it.each(cases)('copies the displayed $name and adds only the watermark', ({ chart, background }) => {
    const { displayed, exported } = scenes(chart, background);
    const copied = png(sceneExportCanvas(exported, 1, konvaLayer(displayed).getNativeCanvasElement()));
    const drawn = png(konvaLayer(exported).getNativeCanvasElement());
    const withoutWatermark = png(konvaLayer(displayed).getNativeCanvasElement());
    expect(differingShare(copied, drawn)).toBe(0);
    // The watermark is really there: the export differs from the displayed picture (by 50+ pixels).
    expect(differingShare(copied, withoutWatermark)).toBeGreaterThan(0.0003);
  });

  it('places the chart like Konva in a size that is not square (scaled and centred)', () => {
    const { exported } = scenes(cases[0]!.chart, '#ffffff', 500, 300);
    const painted = png(sceneExportCanvas(exported, 1));
    expect([painted.width, painted.height]).toEqual([500, 300]);
    expect(differingShare(painted, png(konvaLayer(exported).getNativeCanvasElement()))).toBe(0);
  });

  it('tells apart a moved data set (the comparison can fail)', () => {
    const { exported } = scenes(cases[0]!.chart, '#ffffff');
    const moved = scenes(
      { ...cases[0]!.chart, data: [{ ...cases[0]!.chart.data[0]!, values: [40, 90, 30] }] },
      '#ffffff',
    );
    const share = differingShare(
      png(sceneExportCanvas(exported, 1)),
      png(sceneExportCanvas(moved.exported, 1)),
    );
    expect(share).toBeGreaterThan(0.005);
  });

  it('reuses a canvas without leaving the previous export behind, at any size', () => {
    const { exported } = scenes(cases[0]!.chart, null);
    const moved = scenes(
      { ...cases[0]!.chart, data: [{ ...cases[0]!.chart.data[0]!, values: [40, 90, 30] }] },
      null,
    );
    const reused = sceneExportCanvas(moved.exported, 1);
    expect(sceneExportCanvas(exported, 1, undefined, reused)).toBe(reused);
    expect(differingShare(png(reused), png(sceneExportCanvas(exported, 1)))).toBe(0);
    sceneExportCanvas(exported, 2, undefined, reused);
    expect(differingShare(png(reused), png(sceneExportCanvas(exported, 2)))).toBe(0);
  });
});
