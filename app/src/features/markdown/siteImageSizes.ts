/**
 * Width and height of the site's own images (app/public/images), so an article's image holds its
 * place before it loads (the browser takes the aspect ratio from these attributes) instead of pushing
 * the text below it down when it arrives. A test keeps this list equal to the files.
 */
export const SITE_IMAGE_SIZES: Readonly<Record<string, readonly [width: number, height: number]>> = {
  '/images/dog-stat-radar-chart.svg': [460, 508],
  '/images/fast-food-radar-chart.svg': [480, 562],
  '/images/og-default.svg': [600, 663],
  '/images/purchase-radar-chart.svg': [440, 515],
  '/images/radar-chart-downsides.svg': [400, 400],
  '/images/radar-chart-guide.svg': [400, 400],
  '/images/skill-radar-chart.svg': [440, 486],
  '/images/thog-caveman.svg': [360, 380],
  '/images/thog-rocks-radar-chart.svg': [400, 442],
  '/images/thog-tier-list.svg': [560, 340],
  '/images/tier-list-example.svg': [560, 300],
  '/images/tier-list-vs-radar-chart.svg': [440, 486],
};
