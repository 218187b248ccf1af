// @vitest-environment node
import { describe, expect, test } from 'vitest';

import { adSizesFor, largestFittingSize } from './adSizes';

const label = (sizes: readonly { width: number; height: number }[]) =>
  sizes.map(({ width, height }) => `${width}x${height}`);

describe('ad sizes', () => {
  test('banners use all five sizes on desktop and only the first three on mobile', () => {
    expect(label(adSizesFor('Banner', { mobile: false, landscape: true }))).toEqual([
      '300x50',
      '300x75',
      '320x50',
      '728x90',
      '970x90',
    ]);
    expect(label(adSizesFor('Banner', { mobile: true, landscape: false }))).toEqual([
      '300x50',
      '300x75',
      '320x50',
    ]);
  });

  test('content rectangles and squares keep their sizes everywhere', () => {
    expect(label(adSizesFor('ContentRectangle', { mobile: true, landscape: false }))).toEqual([
      '300x250',
      '336x280',
    ]);
    expect(label(adSizesFor('ContentSquare', { mobile: false, landscape: true }))).toEqual([
      '200x200',
      '250x250',
    ]);
  });

  test('sidebars appear only in landscape', () => {
    expect(label(adSizesFor('Sidebar', { mobile: false, landscape: true }))).toEqual([
      '120x600',
      '160x600',
      '300x600',
    ]);
    expect(adSizesFor('Sidebar', { mobile: false, landscape: false })).toEqual([]);
  });

  test('the reserved space is the largest size that fits the width', () => {
    const banners = adSizesFor('Banner', { mobile: false, landscape: true });
    expect(largestFittingSize(banners, 800)).toEqual({ width: 728, height: 90 });
    expect(largestFittingSize(banners, 310)).toEqual({ width: 300, height: 75 });
    expect(largestFittingSize(banners, 200)).toBeUndefined();
  });
});
