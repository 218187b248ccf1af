import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support/accessibility';

/**
 * A page's code is fetched when it is first opened. Opening it while offline must say so in words
 * (not the browser's "Unable to preload CSS for http://…/assets/…"), and the page must load once the
 * connection is back, without a full reload (which, offline, would leave the app entirely).
 */
async function openFeedOffline(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`offline at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 720 });

    test('a page opened offline says to check the connection, and loads once back online', async ({
      page,
    }) => {
      await page.goto('/');
      await page.context().setOffline(true);
      if (viewport.width < 720) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Check your internet connection');
      await expect(alert).not.toContainText('/assets/');
      await expectNoSeriousAxeViolations(page);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      // Still offline: Try again fails the same way, with the same words, not a blank page.
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toContainText('Check your internet connection');
      await page.context().setOffline(false);
      await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
      await expect(page).toHaveURL(/\/feed$/);
    });
  });
}

test('a page that failed offline loads by itself when the browser is back online', async ({ page }) => {
  await openFeedOffline(page);
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
});

test('after a failed offline visit, the page opens on the next visit once the connection is back', async ({
  page,
}) => {
  await openFeedOffline(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'StatRadar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().setOffline(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
});

test('after a dropped connection (the browser still online), Try again loads the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/assets/**', (route) => route.abort('connectionreset'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await page.unroute('**/assets/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
});
