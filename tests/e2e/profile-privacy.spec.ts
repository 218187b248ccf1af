import { expect, test, type Page } from '@playwright/test';

import {
  approveChart,
  createAccount,
  insertChart,
  insertProfile,
  sampleChartData,
  uniqueEmail,
} from './support/localBackend';

/**
 * The spec's profile and feed calls from the browser: the owner reads their whole user_data row and
 * changes avatar and display name; sign-up creates the profile once without an error; the feed's
 * embed shows an approved public chart with its author's avatar and nothing private.
 */

const PASSWORD = 'correct-horse-battery';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('profile through the spec calls', () => {
  test('sign-up creates the profile once, with no failed request, and the owner reads their whole row', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/') && response.status() >= 400)
        failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const ownRows: unknown[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'GET' && /\/rest\/v1\/user_data\?select=\*/.test(response.url()))
        ownRows.push(await response.json().catch(() => null));
    });

    const email = uniqueEmail('privacy');
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/account\/my_account$/);
    const profile = page.getByRole('region', { name: 'Profile' });
    const displayName = `@${email.split('@')[0]}`;
    await expect(profile.getByText(displayName, { exact: true })).toBeVisible();

    // A reload reads the row the first visit created: all of it, email_opt_in included, for the owner.
    await page.reload();
    await expect(profile.getByText(displayName, { exact: true })).toBeVisible();
    await expect.poll(() => ownRows.length).toBeGreaterThan(0);
    expect(ownRows.at(-1)).toEqual([
      expect.objectContaining({ display_name: displayName, avatar: { default: 1 }, email_opt_in: true }),
    ]);

    expect(failed).toEqual([]);
    expect(errors.filter((text) => /409|Failed to/.test(text))).toEqual([]);
  });

  test('the owner changes avatar and display name, and both persist', async ({ page }) => {
    const email = uniqueEmail('owner');
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();

    await profile.getByRole('button', { name: 'Change Avatar' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
    await picker.getByRole('button', { name: 'Cat' }).click();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('img', { name: 'Avatar: Cat' })).toBeVisible();

    await profile.getByRole('button', { name: 'Edit display name' }).click();
    await profile.getByLabel('Display name').fill('@Private_Owner');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('@Private_Owner', { exact: true })).toBeVisible();

    await page.reload();
    await expect(profile.getByRole('img', { name: 'Avatar: Cat' })).toBeVisible();
    await expect(profile.getByText('@Private_Owner', { exact: true })).toBeVisible();
  });
});

test.describe('feed through the spec call', () => {
  test("an approved public chart shows its author's avatar, and the response has no private field", async ({
    page,
  }) => {
    const author = await createAccount(uniqueEmail('feed.privacy'), PASSWORD);
    await insertProfile(author, `@embed_author_${Date.now()}`, 2);
    const stamp = Date.now();
    const shown = await insertChart(author, sampleChartData(`Embedded ${stamp}`), true);
    const hidden = await insertChart(author, sampleChartData(`Hidden ${stamp}`), false);
    await approveChart(shown);
    await approveChart(hidden);

    const feedResponse = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/radar_chart?') && response.url().includes('user_data'),
    );
    await page.goto('/feed');
    const response = await feedResponse;
    const url = new URL(response.url());
    expect(url.searchParams.get('select')).toBe('*,user_data(avatar)');
    expect(url.searchParams.get('is_public')).toBe('eq.true');
    expect(url.searchParams.get('is_approved')).toBe('eq.true');
    expect(url.searchParams.get('limit')).toBe('25');
    const rows = (await response.json()) as Record<string, unknown>[];
    const row = rows.find((candidate) => candidate.id === shown);
    expect(row?.user_data).toEqual({ avatar: { default: 2 } });
    expect(rows.map((candidate) => candidate.id)).not.toContain(hidden);
    expect(JSON.stringify(rows)).not.toContain('email_opt_in');

    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `Embedded ${stamp}` });
    await expect(card.locator('img[src="/images/avatars/dog.svg"]')).toBeVisible();
    await expect(page.getByText(`Hidden ${stamp}`)).toHaveCount(0);
  });
});
