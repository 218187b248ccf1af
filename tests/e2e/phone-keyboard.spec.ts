import { expect, test, type Page } from '@playwright/test';

import { chartEntries, openEditor, seedStorage } from './editorHelpers';
import { createAccount, uniqueEmail } from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';

/**
 * Rough edges a QA pass found on phones and with the keyboard: the header menu at the narrowest
 * widths, focus hidden in a collapsed description, focus lost after the account page's and the
 * editor's dialogs, and text fields small enough for iOS Safari to zoom into.
 */

const PHONE = { width: 390, height: 844 };

async function signInNewAccount(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createAccount(email, PASSWORD);
  await signIn(page, email);
  return email;
}

/** The computed font size of an element, in CSS pixels. */
async function fontSize(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

function chart(name: string, description: string) {
  return {
    metadata: { name, description },
    labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
    data: [{ name: 'Player 1', description: '', color: '#4b3fd1', values: [80, 50, 70] }],
  };
}

test('the header Menu panel stays inside the screen at every width from 280 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const panel = page.locator('.site-menu-panel');
  for (const width of [280, 300, 320, 330, 340, 350, 360, 375, 390, 400, 414, 560, 720]) {
    await page.setViewportSize({ width, height: 640 });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x, `panel's left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `panel's right edge at ${width} px`).toBeLessThanOrEqual(width);
    for (const link of await panel.getByRole('link').all()) {
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.x, `${await link.textContent()} at ${width} px`).toBeGreaterThanOrEqual(0);
    }
    await page.keyboard.press('Escape');
  }
});

test.describe('a collapsed chart description on a phone', () => {
  test.use({ viewport: PHONE });

  test('Tab skips the links in the clipped part, keeps those in sight, and Show more opens them up', async ({
    page,
  }) => {
    const filler = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of the description.`);
    const description = [
      'Read [the roadmap](/blog/roadmap) first.',
      ...filler,
      'And then [the clipped link](/blog/thog-explains).',
    ].join('\n\n');
    await seedStorage(page, {
      currentChart: 'MyChart',
      lastSeenPatchNote: '3',
      ...chartEntries('MyChart', chart('Long Notes', description)),
    });
    await openEditor(page);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    const visibleLink = page.getByRole('link', { name: 'the roadmap' });
    const clippedLink = page.getByRole('link', { name: 'the clipped link' });
    // On a phone the toolbar shows (and is reached) between the chart and the description.
    const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });

    await shortcuts.focus();
    await page.keyboard.press('Tab');
    await expect(visibleLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Edit chart description' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show more' })).toBeFocused();

    // Opened, the whole text is in the tab order.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show less' })).toBeFocused();
    await shortcuts.focus();
    await page.keyboard.press('Tab');
    await expect(visibleLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(clippedLink).toBeFocused();
    await expect(clippedLink).toBeInViewport();

    // Closed again, the clipped link leaves the tab order again.
    await page.getByRole('button', { name: 'Show less' }).click();
    await shortcuts.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Edit chart description' })).toBeFocused();

    // Should anything focus a clipped link anyway, the text opens so the focus can be seen.
    await clippedLink.focus();
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(clippedLink).toBeInViewport();
  });

  test('on the Marvel Rivals sample, Tab into the description never lands inside the clipped text', async ({
    page,
  }) => {
    await openEditor(page, '/chart/marvel-rivals-characters');
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy Chart' }).focus();
    for (const expected of ['Edit chart description', 'Show more']) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const active = document.activeElement!;
        const body = document.querySelector('.collapsible-body')!;
        const area = body.getBoundingClientRect();
        const box = active.getBoundingClientRect();
        return {
          name: active.getAttribute('aria-label') ?? active.textContent?.trim(),
          clipped: body.contains(active) && box.bottom > area.top + body.clientHeight + 1,
        };
      });
      expect(focused).toEqual({ name: expected, clipped: false });
    }
  });
});

test.describe('account page focus', () => {
  test.describe.configure({ timeout: 60_000 });

  test('closing the avatar picker (Escape, Cancel or Save) returns the focus to Change Avatar', async ({
    page,
  }) => {
    await signInNewAccount(page, 'avatar.focus');
    const profile = page.getByRole('region', { name: 'Profile' });
    const changeAvatar = profile.getByRole('button', { name: 'Change Avatar' });
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
    for (const how of ['Escape', 'Cancel', 'Save']) {
      await changeAvatar.focus();
      await page.keyboard.press('Enter');
      await expect(picker).toBeVisible();
      // The picker opens on the avatar in use (a new account's: Sun, the list's second).
      await expect(picker.getByRole('button', { name: 'Sun' })).toBeFocused();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else {
        await picker.getByRole('button', { name: how }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(picker).toBeHidden();
      await expect(changeAvatar, `after ${how}`).toBeFocused();
    }
  });

  test('Edit display name focuses the field; Escape cancels and Cancel and Save return the focus to Edit', async ({
    page,
  }) => {
    const email = await signInNewAccount(page, 'name.focus');
    const original = `@${email.split('@')[0]}`;
    const profile = page.getByRole('region', { name: 'Profile' });
    const edit = profile.getByRole('button', { name: 'Edit display name' });
    const field = profile.getByLabel('Display name', { exact: true });

    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.type('Discarded');
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(profile.getByText(original, { exact: true })).toBeVisible();
    await expect(edit).toBeFocused();

    await edit.click();
    await expect(field).toBeFocused();
    await profile.getByRole('button', { name: 'Cancel' }).click();
    await expect(field).toBeHidden();
    await expect(edit).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('@Kept_by.keyboard');
    await page.keyboard.press('Enter');
    await expect(profile.getByText('@Kept_by.keyboard', { exact: true })).toBeVisible();
    await expect(edit).toBeFocused();
  });
});

test('deleting the active chart by keyboard leaves the focus on the chart selector', async ({ page }) => {
  await seedStorage(page, {
    currentChart: 'MyChart2',
    lastSeenPatchNote: '3',
    ...chartEntries('MyChart1', chart('First Chart', '')),
    ...chartEntries('MyChart2', chart('Second Chart', '')),
  });
  await openEditor(page);
  const selector = page.getByLabel('Change Active Chart');
  await expect(selector.locator('option:checked')).toHaveText('Second Chart');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });

  await page.getByRole('button', { name: 'Delete chart Second Chart' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(selector.locator('option:checked')).toHaveText('First Chart');
  await expect(selector).toBeFocused();

  // The last chart too: a new one takes its place, and the focus stays on the selector.
  await page.getByRole('button', { name: 'Delete chart First Chart' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(selector.locator('option', { hasText: 'First Chart' })).toHaveCount(0);
  await expect(selector).toBeFocused();
});

test.describe('text fields on a phone are at least 16 px, so iOS Safari does not zoom in on focus', () => {
  test.use({ viewport: PHONE });

  test('the Import dialog text box', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByLabel('Table text')).toBeVisible();
    expect(await fontSize(page, '.import-dialog-source textarea')).toBeGreaterThanOrEqual(16);
  });

  test('the embed code field on a chart page', async ({ page }) => {
    await openEditor(page, '/chart/board-game-decision-chart');
    await expect(page.getByLabel('Embed code')).toBeVisible();
    expect(await fontSize(page, '.embed-code-field')).toBeGreaterThanOrEqual(16);
    expect(await fontSize(page, '.embed-code-theme select')).toBeGreaterThanOrEqual(16);
  });
});
