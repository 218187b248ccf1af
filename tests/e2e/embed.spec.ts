import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support/accessibility';
import { createAccount, insertChart, sampleChartData, uniqueEmail } from './support/localBackend';

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

/** The theme the embed has when its body starts (nothing has painted yet) and once the app runs. */
async function embedThemes(page: Page, path: string) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { themeAtBody: string }).themeAtBody =
        document.documentElement.dataset.theme ?? 'system';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await expect(page.locator('canvas').first()).toBeVisible();
  return {
    atBody: await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
    running: await page.evaluate(() => document.documentElement.dataset.theme ?? 'system'),
    background: await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
  };
}

test("?theme=light|dark pins an embed to the host page's theme, whatever the reader's system or stored choice", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('statradar.theme', 'dark'));
  expect(await embedThemes(page, '/embed/art-the-sun?theme=light')).toEqual({
    atBody: 'light',
    running: 'light',
    background: 'rgb(247, 248, 252)',
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.removeItem('statradar.theme'));
  expect(await embedThemes(page, '/embed/art-the-sun?theme=dark')).toEqual({
    atBody: 'dark',
    running: 'dark',
    background: 'rgb(18, 20, 28)',
  });
  // Any other value, or none: the reader's system, as before.
  expect(await embedThemes(page, '/embed/art-the-sun?theme=purple')).toMatchObject({ running: 'system' });
});

test('the embed code names a theme only when one is chosen', async ({ page }) => {
  await page.goto('/chart/art-the-sun');
  const field = page.getByLabel('Embed code');
  await expect(field).toHaveValue(/src="[^"]*\/embed\/art-the-sun"/);
  await page.getByLabel('Embed theme').selectOption({ label: 'Dark' });
  await expect(field).toHaveValue(/src="[^"]*\/embed\/art-the-sun\?theme=dark"/);
  await page.getByLabel('Embed theme').selectOption({ label: 'Light' });
  await expect(field).toHaveValue(/\/embed\/art-the-sun\?theme=light"/);
  await page.getByLabel('Embed theme').selectOption({ label: "Reader's system setting" });
  await expect(field).toHaveValue(/src="[^"]*\/embed\/art-the-sun"/);
  await expectNoSeriousAxeViolations(page);
});

test('an address under /embed/ that is no embed is "Page not found", not a blank page', async ({ page }) => {
  // The server answers it with its 404 page; the app used to render nothing over it.
  await page.goto('/embed/art-the-sun/extra');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | StatRadar');
  // The embed itself still opens, named by its chart.
  await page.goto('/embed/art-the-sun/');
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page).toHaveTitle('Art: The Sun');
});

test('the embed of a chart named with spaces only is titled as the editor titles it', async ({ page }) => {
  const owner = await createAccount(uniqueEmail('embed-blank'), 'a-Long-pass-phrase-9');
  const id = await insertChart(owner, sampleChartData('   '), false);
  await page.goto(`/embed/${id}`);
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page).toHaveTitle('Radar Chart Generator');
});
