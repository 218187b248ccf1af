import type * as ResvgModule from '@resvg/resvg-js';
import type { SceneOptions } from '../scene/buildScene';
import type { Chart } from '../model/types';
import { BUNDLED_FONT_FAMILY, bundledFontPaths } from './bundledFont';
import { renderSvg } from './renderSvg';

/** Options of {@link renderPng}: the scene options plus output pixels per CSS pixel. */
export interface RenderPngOptions extends SceneOptions {
  /** Output pixels per CSS pixel (default 1: a 400 x 400 chart gives a 400 x 400 PNG). */
  pixelRatio?: number;
}

/**
 * A chart as PNG bytes, without a browser: our SVG rasterised by resvg with the bundled DejaVu Sans
 * (the machine's fonts are not used, so every machine gives the same pixels). Needs the optional
 * peers `@resvg/resvg-js` and `dejavu-fonts-ttf`.
 *
 * @example
 * writeFileSync('chart.png', await renderPng(createChart(), { width: 600, pixelRatio: 2 }));
 */
export async function renderPng(chart: Chart, options: RenderPngOptions = {}): Promise<Uint8Array> {
  const { pixelRatio = 1, ...sceneOptions } = options;
  if (!(pixelRatio > 0) || !Number.isFinite(pixelRatio)) {
    throw new RangeError(`renderPng: pixelRatio must be a positive number, got ${String(pixelRatio)}.`);
  }
  const { Resvg } = await loadResvg();
  const resvg = new Resvg(renderSvg(chart, sceneOptions), {
    fitTo: { mode: 'zoom', value: pixelRatio },
    font: {
      loadSystemFonts: false,
      fontFiles: bundledFontPaths(),
      defaultFontFamily: BUNDLED_FONT_FAMILY,
      sansSerifFamily: BUNDLED_FONT_FAMILY,
      serifFamily: BUNDLED_FONT_FAMILY,
      monospaceFamily: BUNDLED_FONT_FAMILY,
    },
  });
  return new Uint8Array(resvg.render().asPng());
}

async function loadResvg(): Promise<typeof ResvgModule> {
  try {
    return await import('@resvg/resvg-js');
  } catch (cause) {
    throw new Error(
      'statradar/node renders PNG with the optional peer dependency "@resvg/resvg-js", which is not installed. Run: npm install @resvg/resvg-js dejavu-fonts-ttf',
      { cause },
    );
  }
}
