/**
 * Draws the article chart images with our own engine (statradar/node) into public/images/: an SVG
 * figure with a legend for the article body, and a PNG (2x) for social share previews, which do not
 * accept SVG. Run `pnpm --filter app render-images` after changing app/scripts/articleCharts.ts; the
 * outputs are committed so the app build needs no rasteriser.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { renderPng } from 'statradar/node';

import { articleChartSvg } from './articleChartSvg';
import { ARTICLE_CHART_IMAGES } from './articleCharts';

const IMAGES_DIRECTORY = fileURLToPath(new URL('../public/images/', import.meta.url));
const PIXEL_RATIO = 2;

for (const { name, chart, size } of ARTICLE_CHART_IMAGES) {
  const svg = articleChartSvg(chart, size);
  await writeFile(`${IMAGES_DIRECTORY}${name}.svg`, svg);
  const png = await renderPng(chart, { width: size, background: '#ffffff', pixelRatio: PIXEL_RATIO });
  await writeFile(`${IMAGES_DIRECTORY}${name}.png`, png);
  console.log(`public/images/${name}.svg (${svg.length} bytes) and .png (${png.byteLength} bytes)`);
}
