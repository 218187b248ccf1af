import { parseColorOr } from './parseColor';
import { DEFAULT_COLOR } from './rgba';

/** WCAG 2 relative luminance of an sRGB colour (alpha ignored), 0 for black to 1 for white. */
function relativeLuminance(color: string): number {
  const { r, g, b } = parseColorOr(color, DEFAULT_COLOR);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white). Alpha is
 * ignored; invalid colours count as `#92f0da` (the default data-set colour). Never throws.
 * @example contrastRatio('#000', '#fff') // 21
 */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever has the higher WCAG contrast on `background` (black on a tie).
 * @example readableTextColor('#000') // '#ffffff'
 * @example readableTextColor('#92f0da') // '#000000'
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}
