import type { Rgba } from './rgba';

function hexByte(value: number): string {
  const clamped = Math.min(255, Math.max(0, Math.round(value)));
  return clamped.toString(16).padStart(2, '0');
}

/**
 * Formats a colour as lower-case `#rrggbb`, or `#rrggbbaa` when alpha rounds below 255/255.
 * Channels are rounded and clamped, so float results of colour maths format safely.
 * @example formatHex({ r: 146, g: 240, b: 218, a: 1 }) // '#92f0da'
 * @example formatHex({ r: 0, g: 0, b: 0, a: 0.5 }) // '#00000080'
 */
export function formatHex({ r, g, b, a }: Rgba): string {
  const alpha = hexByte(a * 255);
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}${alpha === 'ff' ? '' : alpha}`;
}
