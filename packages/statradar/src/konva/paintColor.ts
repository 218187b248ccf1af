import { Konva } from './konvaClasses';

/**
 * A canvas colour for a scene colour and its separate opacity: the scene keeps fill and stroke
 * opacity apart (as SVG's fill-opacity and stroke-opacity do), while a Konva node has one opacity.
 * Konva's own parser is used because it is already in the core bundle.
 */
export function paintColor(color: string | null, opacity: number): string | undefined {
  if (color === null || opacity <= 0) return undefined;
  if (opacity >= 1) return color;
  const rgba = Konva.Util.colorToRGBA(color);
  if (!rgba) return color;
  return `rgba(${rgba.r},${rgba.g},${rgba.b},${rgba.a * opacity})`;
}
