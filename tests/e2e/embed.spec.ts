import { expect, test } from '@playwright/test';

test('in dark mode an embedded chart sits on the light chart plate, so its labels stay readable', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/embed/art-the-sun');
  await expect(page.locator('canvas').first()).toBeVisible();
  const background = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background('body')).toBe('rgb(18, 20, 28)');
  // The chart's labels are drawn in the chart's own dark label colour: the plate behind them is light.
  expect(await background('.embed-chart > *')).toBe('rgb(238, 241, 248)');
});
