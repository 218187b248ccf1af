export type { Rgba } from './rgba';
export { DEFAULT_COLOR } from './rgba';
export { parseColor, isColor } from './parseColor';
export { formatHex } from './formatHex';
export { hueShift, DEFAULT_HUE_SHIFT } from './hueShift';
export { contrastRatio, readableTextColor } from './contrast';
