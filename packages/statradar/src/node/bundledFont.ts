import { createRequire } from 'node:module';

/** The family name every Node export draws text with. */
export const BUNDLED_FONT_FAMILY = 'DejaVu Sans';

/**
 * Paths of the DejaVu Sans TTFs (regular and bold) shipped by the `dejavu-fonts-ttf` package.
 * Node exports load these files instead of the machine's fonts, so a chart gives the same pixels
 * on every machine (and resvg, which silently drops text without a font, always has one).
 */
export function bundledFontPaths(): string[] {
  const require = createRequire(import.meta.url);
  try {
    return [
      require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    ];
  } catch (cause) {
    throw new Error(
      'statradar/node draws text with the DejaVu Sans font of the "dejavu-fonts-ttf" package, which is not installed. Run: npm install dejavu-fonts-ttf',
      { cause },
    );
  }
}
