import { DEFAULT_COLOR } from '../color/rgba';
import { formatHex } from '../color/formatHex';
import { parseColorOr } from '../color/parseColor';

/** A scene colour: opaque `#rrggbb` plus the colour's own alpha as a separate opacity. */
export interface SceneColor {
  color: string;
  opacity: number;
}

/**
 * Splits any colour parseColor accepts into `#rrggbb` and its alpha, because scene shapes carry
 * opacity separately (as SVG's fill-opacity does). An invalid colour becomes `fallback` (a valid colour).
 */
export function sceneColor(input: string, fallback: string = DEFAULT_COLOR): SceneColor {
  const rgba = parseColorOr(input, fallback);
  return { color: formatHex({ ...rgba, a: 1 }), opacity: rgba.a };
}
