import type { Layer } from 'konva/lib/Layer';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { installKonvaNodeCanvas } from '../node/konvaNodeCanvas';
import { BUNDLED_FONT_FAMILY } from '../node/bundledFont';
import { addDataSet } from '../model';
import { createChart } from '../model/createChart';
import { buildScene } from '../scene/buildScene';
import type { Scene, SceneText } from '../scene/types';
import { Konva } from './konvaClasses';
import { layerExportCanvas } from './exportCanvas';
import { createRadarRenderer } from './radarRenderer';

beforeAll(() => installKonvaNodeCanvas());

const chart = addDataSet(createChart());
chart.metadata.style = { ...chart.metadata.style, fontFamily: BUNDLED_FONT_FAMILY };
const options = { width: 400, background: '#ffffff' };
const plainScene = buildScene(chart, { ...options, watermark: false });
const watermarkScene = buildScene(chart, { ...options, watermark: 'Made with StatRadar' });
const watermark = watermarkScene.shapes.find((shape) => shape.id === 'watermark') as SceneText;

function drawnLayer(scene: Scene): Layer {
  const stage = new Konva.Stage({ width: scene.width, height: scene.height, listening: false });
  const layer = new Konva.Layer({ listening: false });
  createRadarRenderer(layer, scene);
  stage.add(layer);
  return layer;
}

/** Waits for Konva's scheduled batch draw (a timer in Node), so the layer's canvas is current. */
function afterBatchDraw(layer: Layer): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (layer._waitingForDraw ? setTimeout(poll, 10) : resolve());
    poll();
  });
}

function png(canvas: HTMLCanvasElement): PNG {
  const encoded = (canvas as unknown as { toBuffer(mime: 'image/png'): Buffer }).toBuffer('image/png');
  return PNG.sync.read(encoded);
}

function mismatchShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }) / (a.width * a.height);
}

describe('layerExportCanvas', () => {
  it('copies the displayed layer and adds the watermark: the picture Konva draws with the watermark', async () => {
    const layer = drawnLayer(plainScene);
    await afterBatchDraw(layer);
    const exported = png(layerExportCanvas(layer, plainScene, watermark, 1));
    const expected = png(drawnLayer(watermarkScene).toCanvas({ pixelRatio: 1 }));
    const withoutWatermark = png(layer.toCanvas({ pixelRatio: 1 }));
    expect(exported.width).toBe(400);
    expect(mismatchShare(exported, expected)).toBe(0);
    // The watermark is really there: the export differs from the displayed picture.
    expect(mismatchShare(exported, withoutWatermark)).toBeGreaterThan(0.001);
  });

  it('draws the layer once offscreen at another pixel ratio, with the watermark', async () => {
    const layer = drawnLayer(plainScene);
    await afterBatchDraw(layer);
    const exported = png(layerExportCanvas(layer, plainScene, watermark, 2));
    const expected = png(drawnLayer(watermarkScene).toCanvas({ pixelRatio: 2 }));
    expect(exported.width).toBe(800);
    expect(mismatchShare(exported, expected)).toBeLessThan(0.002);
  });

  it('draws offscreen instead of copying while the layer has a draw pending (its canvas is stale)', () => {
    const layer = drawnLayer(plainScene);
    layer.getCanvas().getContext().clear(); // what a stale canvas would show
    expect(layer._waitingForDraw).toBe(true);
    const exported = png(layerExportCanvas(layer, plainScene, undefined, 1));
    expect(mismatchShare(exported, png(layer.toCanvas({ pixelRatio: 1 })))).toBe(0);
  });
});
