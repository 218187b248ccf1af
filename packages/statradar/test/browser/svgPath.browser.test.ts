/** The SVG renderer's merged paths, drawn by Chromium against SVG elements of each shape kind. */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createChart, type Chart } from '../../src/index';
import { buildScene, chartToSvg, sceneToSvg } from '../../src/svg/index';
import { nativeElementsSvg } from '../nativeSvg';
import { chart, openPage, page, useChromium } from './harness';

useChromium();

describe('the SVG path in Chromium', () => {
  it('keeps a legend entry’s percentage after its name, whatever direction the name runs', async () => {
    const names = ['\u202Etxt.exe', 'مطعم عربي', 'Plain name'];
    const subject: Chart = {
      ...chart,
      data: names.map((name, index) => ({ ...chart.data[0]!, name, values: [20 + index * 30, 50, 70] })),
    };
    await page.setContent(
      `<!doctype html><body style="margin:0">${chartToSvg(subject, { width: 600, legend: true })}</body>`,
    );
    // For each entry: is every character of "NN%" drawn right of every character of the name?
    const orders = await page.evaluate(() =>
      [...document.querySelectorAll<SVGTextElement>('text')]
        .filter((text) => /%$/.test(text.textContent ?? ''))
        .map((text) => {
          const content = text.textContent!;
          const percentStart = content.lastIndexOf(' ') + 1;
          const xs = [...content].map((_, index) => {
            try {
              return text.getStartPositionOfChar(index).x;
            } catch {
              return NaN;
            }
          });
          const nameXs = xs.slice(0, percentStart - 1).filter((x) => Number.isFinite(x));
          const percentXs = xs.slice(percentStart);
          return Math.min(...percentXs) > Math.max(...nameXs);
        }),
    );
    expect(orders).toEqual([true, true, true]);
  });

  async function screenshot(svg: string): Promise<PNG> {
    await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    return PNG.sync.read(await page.locator('svg').screenshot());
  }

  const twelve = createChart();
  twelve.labels = Array.from({ length: 12 }, (_, index) => ({ name: `Attribute ${index + 1}` }));
  twelve.data = [
    { ...twelve.data[0]!, values: twelve.labels.map((_, index) => (index * 37) % 101) },
    {
      ...twelve.data[0]!,
      name: 'B',
      color: '#e07a5f',
      values: twelve.labels.map((_, index) => (index * 53) % 101),
    },
  ];
  const zeros = { ...chart, data: chart.data.map((dataSet) => ({ ...dataSet, values: [0, 0, 0] })) };
  const circleGrid = { ...twelve, metadata: { ...twelve.metadata, style: { gridLine: 'circle' as const } } };

  it.each([
    ['the two-data-set default chart', chart],
    ['a 12-axis chart', twelve],
    ['a 12-axis chart with a circle grid', circleGrid],
    ['a chart whose markers all meet at the centre', zeros],
  ])(
    'draws %s as one path per run of alike shapes with the pixels of SVG elements of each shape kind',
    async (_, subject) => {
      await openPage({ deviceScaleFactor: 2 });
      const scene = buildScene(subject, { width: 400, background: '#ffffff' });
      const merged = sceneToSvg(scene);
      expect(merged.match(/<path/g)!.length).toBeLessThan(scene.shapes.length / 3);
      const [a, b] = [await screenshot(merged), await screenshot(nativeElementsSvg(scene))];
      // Anti-aliased edge pixels where alike shapes overlap, and a path's arcs beside a <circle>'s oval,
      // differ by a few levels (at most 42 of 255 measured); pixelmatch's colour threshold of 0.1 (as in
      // the cross-renderer test) sees 0 to 1 pixel of 640,000 differ. A wrong path would show hundreds.
      expect(
        pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 }),
      ).toBeLessThanOrEqual(4);
    },
  );
});
