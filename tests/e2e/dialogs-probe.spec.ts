import { expect, test, type Locator, type Page } from '@playwright/test';

import { openEditor } from './editorHelpers';
import {
  createAccount,
  insertChart,
  sampleChartData,
  uniqueEmail,
  updateChartData,
} from './support/localBackend';
import { signIn, TEST_PASSWORD } from './support/signIn';

/** Every visible control inside `dialog` lies within the dialog's box and the screen, and nothing scrolls sideways. */
async function expectControlsInside(page: Page, dialog: Locator): Promise<void> {
  const stickOut = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const out: string[] = [];
    for (const control of element.querySelectorAll<HTMLElement>('input, textarea, select, button')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.right > window.innerWidth)
        out.push(`${control.tagName} ${control.id}: ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }
    if (element.scrollWidth > element.clientWidth)
      out.push(`scrolls sideways by ${element.scrollWidth - element.clientWidth}`);
    return out;
  });
  expect(stickOut).toEqual([]);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('dialogs on a 360x640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('Import data fits the screen: its text box and file field do not stick out past the edge', async ({
    page,
  }) => {
    await page.goto('/editor');
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog).toBeVisible();
    await expectControlsInside(page, dialog);
    await page.getByLabel('Table text').fill('Name\tSpeed\tPower\tLuck\nAda\t10\t20\t30');
    await expectControlsInside(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Import data closes with a tap outside it, and a tap inside keeps it open', async ({ page }) => {
    await page.goto('/editor');
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + 4);
    await expect(dialog).toBeVisible();
    await page.touchscreen.tap(box.x / 2, box.y / 2);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  });

  test('Change Avatar closes with Escape and with a tap outside it, keeping the avatar', async ({ page }) => {
    const email = uniqueEmail('avatar-tap-outside');
    await createAccount(email, TEST_PASSWORD);
    await signIn(page, email);
    await expect(page.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();
    const open = page.getByRole('button', { name: 'Change Avatar' });
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });

    await open.tap();
    await expect(picker).toBeVisible();
    await expectControlsInside(page, picker);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    await open.tap();
    await picker.getByRole('button', { name: 'Dog' }).tap();
    // A tap in the dialog's own padding keeps it open; one on the backdrop closes it, unsaved.
    const box = (await picker.boundingBox())!;
    await page.touchscreen.tap(box.x + 4, box.y + 4);
    await expect(picker).toBeVisible();
    await page.touchscreen.tap(box.x / 2, box.y / 2);
    await expect(picker).toBeHidden();
    await expect(page.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();
    await expect(open).toBeFocused();
  });

  test('the cloud conflict question closes with a tap outside it, saving nothing', async ({ page }) => {
    const email = uniqueEmail('conflict-tap-outside');
    const owner = await createAccount(email, TEST_PASSWORD);
    const id = await insertChart(owner, sampleChartData('Snacks'), false);
    await signIn(page, email);
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
    // Another device saves a newer version first.
    await updateChartData(owner, id, sampleChartData('Saved elsewhere'));
    await page.getByRole('slider', { name: 'Taste', exact: true }).focus();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Save to cloud' }).tap();
    const conflict = page.getByRole('dialog', {
      name: /A newer version of this chart was saved to the cloud/,
    });
    await expect(conflict).toBeVisible();
    const box = (await conflict.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(conflict).toBeVisible();
    await page.touchscreen.tap(box.x + box.width / 2, Math.max(2, box.y / 2));
    await expect(conflict).toBeHidden();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toHaveCount(0);
  });
});
