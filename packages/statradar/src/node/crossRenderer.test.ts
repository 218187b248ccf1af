import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import type { Chart, ChartStyle } from '../model/types';
import { buildScene } from '../scene/buildScene';
import type { Scene } from '../scene/types';
import { BUNDLED_FONT_FAMILY } from './bundledFont';
import { installKonvaNodeCanvas, konvaSceneCanvas } from '../../test/konvaNodeCanvas';
import { renderPng } from './renderPng';
import { sceneToSvg } from '../svg/sceneToSvg';

/**
 * The load-bearing check that the two exporters draw the same picture: Konva on @napi-rs/canvas
 * (what the browser's canvas draws) against resvg rasterising our SVG (what `renderPng` and the
 * SVG export give), both with the bundled DejaVu Sans.
 */
beforeAll(() => installKonvaNodeCanvas());

const SIZE = 400;

/** What the mounted chart's Konva layers show (see konvaSceneCanvas), as a PNG. */
function konvaPng(scene: Scene): PNG {
  const canvas = konvaSceneCanvas(scene) as unknown as { toBuffer(mime: 'image/png'): Buffer };
  return PNG.sync.read(canvas.toBuffer('image/png'));
}

async function resvgPng(chart: Chart, scene: Scene): Promise<PNG> {
  // renderPng is the resvg path; the scene given to it is rebuilt from the same chart and options.
  expect(sceneToSvg(buildScene(chart, sceneOptions))).toBe(sceneToSvg(scene));
  return PNG.sync.read(Buffer.from(await renderPng(chart, sceneOptions)));
}

const sceneOptions = { width: SIZE, background: '#ffffff', watermark: 'Made with StatRadar' } as const;

function withStyle(chart: Chart, style: ChartStyle): Chart {
  return { ...chart, metadata: { ...chart.metadata, style: { fontFamily: BUNDLED_FONT_FAMILY, ...style } } };
}

function twelveAxisChart(): Chart {
  const names = [
    'Speed over short distances',
    'Strength',
    'Agility and balance under pressure',
    'Endurance',
    'Tactical awareness of the whole pitch',
    'Passing',
    'Shooting accuracy from long range',
    'Heading',
    'Leadership in the dressing room',
    'Pace',
    'Composure when the game is on the line',
    'Vision',
  ];
  return {
    metadata: { name: 'Twelve axes', description: '' },
    labels: names.map((name) => ({ name })),
    data: [
      {
        name: 'A',
        description: '',
        color: '#92f0da',
        values: names.map((_, index) => 20 + ((index * 37) % 80)),
      },
      {
        name: 'B',
        description: '',
        color: '#e07a5f',
        values: names.map((_, index) => 90 - ((index * 23) % 70)),
      },
    ],
  };
}

/**
 * Share of differing pixels allowed. The shapes match to the pixel; what differs is glyph
 * anti-aliasing (Skia hints glyphs, resvg does not), so text-heavy charts get more room.
 */
const FEW_LABELS_TOLERANCE = 0.005;
const MANY_LABELS_TOLERANCE = 0.015;

interface CrossCase {
  name: string;
  chart: Chart;
  tolerance: number;
}
const cases: CrossCase[] = [];
for (const fillStyle of ['soft fill', 'outline', 'solid fill'] as const) {
  cases.push({
    name: `the default chart in ${fillStyle}`,
    chart: withStyle(createChart(), { fillStyle }),
    tolerance: FEW_LABELS_TOLERANCE,
  });
  cases.push({
    name: `a 12-axis chart with long labels in ${fillStyle}`,
    chart: withStyle(twelveAxisChart(), { fillStyle }),
    tolerance: MANY_LABELS_TOLERANCE,
  });
}
cases.push({
  name: 'the default chart with a circle grid',
  chart: withStyle(createChart(), { gridLine: 'circle' }),
  tolerance: FEW_LABELS_TOLERANCE,
});
cases.push({
  name: 'a 12-axis chart with long labels and a circle grid',
  chart: withStyle(twelveAxisChart(), { gridLine: 'circle' }),
  tolerance: MANY_LABELS_TOLERANCE,
});

function differingShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }) / (a.width * a.height);
}

describe('Konva in Node and the rasterised SVG', () => {
  it.each(cases)('draw $name as the same picture', async ({ name, chart, tolerance }) => {
    const scene = buildScene(chart, sceneOptions);
    const share = differingShare(konvaPng(scene), await resvgPng(chart, scene));
    console.info(`${name}: ${(share * 100).toFixed(3)}% differing pixels (tolerance ${tolerance * 100}%)`);
    expect(share).toBeLessThan(tolerance);
  });

  it('tell apart charts whose data set moved (the comparison can fail)', async () => {
    const chart = withStyle(createChart(), { fillStyle: 'solid fill' });
    const moved = { ...chart, data: [{ ...chart.data[0]!, values: [40, 90, 30] }] };
    const share = differingShare(
      konvaPng(buildScene(moved, sceneOptions)),
      await resvgPng(chart, buildScene(chart, sceneOptions)),
    );
    expect(share).toBeGreaterThan(4 * FEW_LABELS_TOLERANCE);
  });
});
