import { expect, test, type Page } from '@playwright/test';

import { uniqueEmail } from './support/localBackend';

const PASSWORD = 'correct-horse-battery';

/** Seconds the stored session has left by the page's (fake) clock, and its access token. */
async function storedSession(page: Page): Promise<{ left: number; token: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const session = JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as {
      expires_at: number;
      access_token: string;
    } | null;
    if (!session) throw new Error('no stored session');
    return { left: session.expires_at - Date.now() / 1000, token: session.access_token };
  });
}

/**
 * Moves the fake clock in steps of at most 5 s until the session has `left` seconds or less, never
 * past `left - 1` (the real time the page spends between steps also moves its clock on).
 */
async function walkTo(page: Page, left: number) {
  for (let now = (await storedSession(page)).left; now > left; now = (await storedSession(page)).left) {
    await page.clock.fastForward(Math.max(1, Math.min(5_000, Math.round((now - left + 0.5) * 1000))));
    await page.waitForTimeout(50);
  }
}

test('the session is checked every 30 s and refreshed only once 90 s or less remain', async ({ page }) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await page.clock.install();
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('refresh'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/my_account$/);

  const first = await storedSession(page);
  // Jump to 122 s left, then walk in 5 s steps (letting the page run between them) to 92 s left:
  // the checks on the way, one in every 30 s, all saw more than 90 s left and must not refresh.
  await page.clock.fastForward(Math.round((first.left - 122) * 1000));
  await walkTo(page, 92);
  expect(refreshes).toEqual([]);
  expect((await storedSession(page)).token).toBe(first.token);

  // By 60 s left a check has seen 90 s or less and refreshed. (Only the page's clock is fake: the new
  // session's expiry comes from the server's real clock, so it looks short-lived and is refreshed again.)
  let refreshedAt: number | null = null;
  while (refreshedAt === null && (await storedSession(page)).left > 60) {
    const before = (await storedSession(page)).left;
    await page.clock.fastForward(5_000);
    await page.waitForTimeout(50);
    if (refreshes.length > 0) refreshedAt = before;
  }
  expect(refreshedAt).not.toBeNull();
  // The check that refreshed ran within the 5 s step after `before`: at most 90 s were left.
  expect(refreshedAt!).toBeLessThanOrEqual(95);
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(first.token);
  await expect(page.getByRole('link', { name: 'Account', exact: true }).first()).toBeVisible();
});
