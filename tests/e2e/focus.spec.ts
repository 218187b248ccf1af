import { expect, test, type Page } from '@playwright/test';

import { openEditor } from './editorHelpers';
import { createAccount, uniqueEmail } from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';

/** Where the keyboard focus is: the focused element's id, else its accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.id || element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
  });
}

test.describe('the focus never falls to the page’s start', () => {
  test('Undo pressed until the history is empty keeps the focus', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('10');
    const undo = page.getByRole('button', { name: /Undo/ });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(undo).toBeDisabled();
    await expect(undo).toBeFocused();
    // Pressing it again does nothing.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('80');
  });

  test('a header link moves the focus to the new page’s content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Articles' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => focused(page)).toBe('main-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    // The next Tab goes into the page, not back through the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('"Forgot Password?" and "Back to Sign In" hand the focus to the form they open', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByRole('button', { name: 'Back to Sign In' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('closing the patch-note banner moves the focus to the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Close the patch-note banner' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close the patch-note banner' })).toHaveCount(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
  });

  test('Copy Chart, which opens the copy at /editor, moves the focus to the page’s content', async ({
    page,
  }) => {
    await openEditor(page, '/chart/art-the-sun');
    await page.getByRole('button', { name: 'Copy Chart' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByLabel('Change Active Chart').locator('option:checked')).toHaveText('Art: The Sun');
    await expect.poll(() => focused(page)).toBe('main-content');
  });

  test('a confirmed backup hands the focus to the Save to cloud button that replaces it', async ({
    page,
  }) => {
    const email = uniqueEmail('focus.backup');
    await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeFocused();
  });
});

test('the focus ring has 3:1 contrast on the light theme’s page and surfaces', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.keyboard.press('Tab');
  const color = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
  // #b45309: 4.7:1 on the page (#f7f8fc), 5.0:1 on white, 4.4:1 on #eef1f8.
  expect(color).toBe('rgb(180, 83, 9)');
});

test('a confirm dialog is named by its question', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^Delete chart/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Are you sure you want to delete this chart?' }),
  ).toBeVisible();
});

test('the theme chosen in the phone menu shows on the wide header’s toggle too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  await expect(wide).toHaveAttribute('aria-pressed', 'true');
  // Its first press now switches back to light.
  await wide.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the home demo chart’s focus ring is drawn whole, inside the frame that clips the chart', async ({
  page,
}) => {
  await page.goto('/');
  const chart = page.locator('.streaming-demo').getByRole('listbox');
  await chart.focus();
  const { ring, clip } = await chart.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    let clipper = element.parentElement;
    while (clipper && getComputedStyle(clipper).overflow === 'visible') clipper = clipper.parentElement;
    const frame = clipper!.getBoundingClientRect();
    return {
      ring: [box.left - reach, box.top - reach, box.right + reach, box.bottom + reach],
      clip: [frame.left, frame.top, frame.right, frame.bottom],
    };
  });
  expect(ring[0]).toBeGreaterThanOrEqual(clip[0]!);
  expect(ring[1]).toBeGreaterThanOrEqual(clip[1]!);
  expect(ring[2]).toBeLessThanOrEqual(clip[2]!);
  expect(ring[3]).toBeLessThanOrEqual(clip[3]!);
});

test('the patch-note banner’s focus ring has 3:1 contrast on the banner in both themes', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    const link = page.getByRole('complementary', { name: "What's new" }).getByRole('link');
    await link.focus();
    // #f5a524 on the banner (#241f5c light, #2e2870 dark): 7.2:1 and 6.2:1; the light page's
    // #b45309 was 2.9:1 on it.
    expect(await link.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(
      'rgb(245, 165, 36)',
    );
  }
});

test('Tab and Shift+Tab stay inside the Import and Keyboard shortcuts dialogs', async ({ page }) => {
  await openEditor(page);
  const opened: [string, string][] = [
    ['Import', 'Import data'],
    ['Keyboard shortcuts', 'Keyboard shortcuts'],
  ];
  for (const [button, dialogName] of opened) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    // A full lap each way: focus never leaves the dialog (it fell to the page's <body> before).
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
