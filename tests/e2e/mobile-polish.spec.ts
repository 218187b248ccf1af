import { expect, test } from '@playwright/test';

import { openEditor } from './editorHelpers';

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

test.describe('the "?" shortcut (WCAG 2.1.4)', () => {
  test('can be turned off from the list it opens, stays off after a reload, and never fires in a select', async ({
    page,
  }) => {
    await openEditor(page);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // In the chart selector "?" is type-ahead, not a shortcut.
    await page.getByLabel('Change Active Chart').focus();
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    // The list opens on Close, not on the switch, where a stray Space would turn the shortcut off.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const onOff = dialog.getByRole('checkbox', { name: 'Open this list with the ? key' });
    await expect(onOff).toBeChecked();
    const box = await onOff.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await onOff.uncheck();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );

    await page.reload();
    await expect(page.getByRole('button', { name: 'Save SVG' })).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();
    // The button still opens the list, where the shortcut can be turned on again.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await dialog.getByRole('checkbox', { name: 'Open this list with the ? key' }).check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
  });
});
