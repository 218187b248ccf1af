/** The four ad slot types of the ad-serving service (spec section 7). */
export type AdSlotType = 'Banner' | 'ContentRectangle' | 'ContentSquare' | 'Sidebar';

export interface AdSize {
  width: number;
  height: number;
}

function size(width: number, height: number): AdSize {
  return { width, height };
}

/** Every size each slot type may serve, smallest first (spec section 9). */
export const AD_SIZES: Readonly<Record<AdSlotType, readonly AdSize[]>> = {
  Banner: [size(300, 50), size(300, 75), size(320, 50), size(728, 90), size(970, 90)],
  ContentRectangle: [size(300, 250), size(336, 280)],
  ContentSquare: [size(200, 200), size(250, 250)],
  Sidebar: [size(120, 600), size(160, 600), size(300, 600)],
};

/** On mobile a banner may only use the first three (narrow) sizes. */
export const MOBILE_BANNER_SIZE_COUNT = 3;

export interface ScreenShape {
  /** A phone-sized viewport. */
  mobile: boolean;
  /** Wider than tall. */
  landscape: boolean;
}

/**
 * The sizes a slot may serve on this screen. Sidebars appear (on both sides) only in landscape, so in
 * portrait they get no sizes at all and the slot is not rendered.
 *
 * @example adSizesFor('Banner', { mobile: true, landscape: false }) // 300x50, 300x75, 320x50
 */
export function adSizesFor(type: AdSlotType, screen: ScreenShape): readonly AdSize[] {
  if (type === 'Sidebar' && !screen.landscape) return [];
  if (type === 'Banner' && screen.mobile) return AD_SIZES.Banner.slice(0, MOBILE_BANNER_SIZE_COUNT);
  return AD_SIZES[type];
}

/** The largest size that fits the available width: the space the slot reserves before an ad arrives. */
export function largestFittingSize(sizes: readonly AdSize[], availableWidth: number): AdSize | undefined {
  const fitting = sizes.filter((candidate) => candidate.width <= availableWidth);
  return fitting.reduce<AdSize | undefined>(
    (largest, candidate) =>
      !largest || candidate.width * candidate.height > largest.width * largest.height ? candidate : largest,
    undefined,
  );
}
