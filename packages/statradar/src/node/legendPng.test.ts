import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { buildScene } from '../scene/buildScene';
import type { SceneRect } from '../scene/types';
import { renderPng } from './renderPng';

describe('renderPng with a legend, title and caption', () => {
  it('draws the legend swatch in the data set’s colour where the scene puts it, in the extended view box', async () => {
    const options = {
      legend: { position: 'right' as const },
      title: true,
      caption: 'Source: test',
      background: '#ffffff',
    };
    const scene = buildScene(createChart(), options);
    const png = PNG.sync.read(Buffer.from(await renderPng(createChart(), options)));
    expect([png.width, png.height]).toEqual([Math.ceil(scene.width), Math.ceil(scene.height)]);
    const swatch = scene.shapes.find((shape) => shape.id === 'legend-0-swatch') as SceneRect;
    // 1 view-box unit = 1 pixel here; the view box starts at (viewBox.x, viewBox.y).
    const x = Math.round(swatch.x + swatch.width / 2 - scene.viewBox.x);
    const y = Math.round(swatch.y + swatch.height / 2 - scene.viewBox.y);
    const offset = (y * png.width + x) * 4;
    expect([...png.data.subarray(offset, offset + 4)]).toEqual([0x92, 0xf0, 0xda, 255]);
    // The hidden series draws its swatch dimmed and no polygon.
    const hidden = PNG.sync.read(Buffer.from(await renderPng(createChart(), { ...options, hidden: [0] })));
    const dimmed = [...hidden.data.subarray(offset, offset + 4)];
    expect(dimmed).not.toEqual([0x92, 0xf0, 0xda, 255]);
    expect(dimmed[3]).toBe(255);
  });
});
