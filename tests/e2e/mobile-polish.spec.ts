import { expect, test } from '@playwright/test';

/** A 360 px phone: the narrowest common Android width (polish.spec.ts checks 375 px). */
const PHONE_360 = { width: 360, height: 740 };

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  for (const path of ['/', '/editor', '/feed', '/blog', '/account/login']) {
    test(`${path} does not scroll sideways (the header fits)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Build Chart' }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      // Every header control is on the screen, the Menu button keeps its name.
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_360.width);
      const build = await page.getByRole('banner').getByRole('link', { name: 'Build Chart' }).boundingBox();
      expect(build!.x + build!.width).toBeLessThanOrEqual(PHONE_360.width);
    });
  }
});
