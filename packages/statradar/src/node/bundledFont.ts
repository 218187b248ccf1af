import { createRequire } from 'node:module';

/** The family name every Node export draws text with. */
export const BUNDLED_FONT_FAMILY = 'DejaVu Sans';

/**
 * Path of the DejaVu Sans TTF shipped by the `dejavu-fonts-ttf` package. Node exports load this
 * one file instead of the machine's fonts, so a chart gives the same pixels on every machine
 * (and resvg, which silently drops text without a font, always has one).
 */
export function bundledFontPath(): string {
  return createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
}
