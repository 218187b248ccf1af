import { expect, test, type Page } from '@playwright/test';

/**
 * Nothing in view moves while a page loads (Cumulative Layout Shift): a page still loading holds
 * the footer below the fold, the feed's sample cards wait for the cloud cards they follow, and the
 * home demo chart is measured before it is drawn.
 */

/** The layout shifts of the load so far (none caused by input), summed as CLS counts them. */
async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () => (window as unknown as { layoutShift: { total: number; sources: string[] } }).layoutShift,
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    (window as unknown as { layoutShift: typeof record }).layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element) record.sources.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name} screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [path, ready] of [
      ['/', '.streaming-demo canvas'],
      ['/editor', '.editor-chart canvas'],
      ['/grid', '.grid-page'],
      ['/feed', '.feed-grid > li'],
      ['/blog', '.blog-cards'],
      ['/about', '.article-body'],
    ] as const) {
      test(`${path} loads without moving what is in view`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const shift = await layoutShift(page);
        expect(shift.total, shift.sources.join(', ')).toBeLessThan(0.01);
      });
    }
  });
}
