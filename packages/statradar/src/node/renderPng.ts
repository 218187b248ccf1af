import type * as ResvgModule from '@resvg/resvg-js';
import { statSync } from 'node:fs';
import { optionError } from '../model/optionError';
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
  pixelRatio?: number | undefined;
  /**
   * Paths of more font files (TrueType or OpenType) to draw with besides the bundled DejaVu Sans:
   * the family `style.fontFamily` names, or fonts for the characters DejaVu Sans lacks, which
   * otherwise draw as empty boxes (Chinese, Japanese, Korean, emoji: for example Noto Sans CJK).
   * A character missing from the chart's font is drawn from the first given font that has it.
   */
  fontFiles?: readonly string[] | undefined;
}

/**
 * A chart as PNG bytes, without a browser: our SVG rasterised by resvg with the bundled DejaVu Sans
 * and any `fontFiles` given (the machine's fonts are not used, so every machine gives the same
 * pixels). Needs the optional
 * peers `@resvg/resvg-js` and `dejavu-fonts-ttf`. Rejects at once, before drawing, with a TypeError
 * or RangeError for a non-chart, a bad option or a bitmap over the caps (8192 px a side, 32
 * megapixels). When `@resvg/resvg-js` or `dejavu-fonts-ttf` is not installed it rejects with an
 * Error that names the package and the command that installs it.
 *
 * @example
 * writeFileSync('chart.png', await renderPng(createChart(), { width: 600, pixelRatio: 2 }));
 */
export async function renderPng(chart: Chart, options: RenderPngOptions = {}): Promise<Uint8Array> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`renderPng: options must be an object, got ${String(options)}.`);
  }
  const { pixelRatio = 1, fontFiles = [], ...sceneOptions } = options;
  checkFontFiles(fontFiles);
  const scene = buildSceneFor('renderPng', chart, sceneOptions);
  // Checked before resvg allocates anything: an unbounded bitmap aborts the process.
  bitmapSize({ width: scene.width, height: scene.height, pixelRatio }, 'renderPng');
  const { Resvg } = await loadResvg();
  const resvg = new Resvg(sceneToSvg(scene), {
    fitTo: { mode: 'zoom', value: pixelRatio },
    font: {
      loadSystemFonts: false,
      fontFiles: [...bundledFontPaths(), ...fontFiles],
      defaultFontFamily: BUNDLED_FONT_FAMILY,
      sansSerifFamily: BUNDLED_FONT_FAMILY,
      serifFamily: BUNDLED_FONT_FAMILY,
      monospaceFamily: BUNDLED_FONT_FAMILY,
    },
  });
  return new Uint8Array(resvg.render().asPng());
}

/** Every path names a readable file: resvg skips a missing one without a word. */
function checkFontFiles(fontFiles: unknown): void {
  if (!Array.isArray(fontFiles) || !fontFiles.every((file) => typeof file === 'string'))
    optionError('renderPng', 'options.fontFiles', 'a list of font file paths', fontFiles);
  for (const file of fontFiles as string[]) {
    if (!statSync(file, { throwIfNoEntry: false })?.isFile())
      optionError('renderPng', 'options.fontFiles', 'paths of existing font files', file);
  }
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
