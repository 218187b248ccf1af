import type * as ResvgModule from '@resvg/resvg-js';
import { buildSceneFor, type SceneOptions } from '../scene/buildScene';
import { bitmapSize } from '../scene/bitmapSize';
import { sceneToSvg } from '../svg/sceneToSvg';
import type { Chart } from '../model/types';
import { BUNDLED_FONT_FAMILY, bundledFontPaths } from './bundledFont';

/** Options of {@link renderPng}: the scene options plus output pixels per CSS pixel. */
export interface RenderPngOptions extends SceneOptions {
  /**
   * Output pixels per CSS pixel (default 1: a 400 x 400 chart gives a 400 x 400 PNG). The bitmap
   * (width and height times pixelRatio) may be at most 8192 pixels a side and 32 megapixels in all
   * (see MAX_BITMAP_SIDE and MAX_BITMAP_PIXELS).
   */
  pixelRatio?: number;
}

/**
 * A chart as PNG bytes, without a browser: our SVG rasterised by resvg with the bundled DejaVu Sans
 * (the machine's fonts are not used, so every machine gives the same pixels). Needs the optional
 * peers `@resvg/resvg-js` and `dejavu-fonts-ttf`. Rejects at once, before drawing, with a TypeError
 * or RangeError for a non-chart, a bad option or a bitmap over the caps (8192 px a side, 32
 * megapixels).
 *
 * @example
 * writeFileSync('chart.png', await renderPng(createChart(), { width: 600, pixelRatio: 2 }));
 */
export async function renderPng(chart: Chart, options: RenderPngOptions = {}): Promise<Uint8Array> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`renderPng: options must be an object, got ${String(options)}.`);
  }
  const { pixelRatio = 1, ...sceneOptions } = options;
  const scene = buildSceneFor('renderPng', chart, sceneOptions);
  // Checked before resvg allocates anything: an unbounded bitmap aborts the process.
  bitmapSize({ width: scene.width, height: scene.height, pixelRatio }, 'renderPng');
  const { Resvg } = await loadResvg();
  const resvg = new Resvg(sceneToSvg(scene), {
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
