import { expect, test, type Page } from '@playwright/test';

import { createAccount, uniqueEmail } from './support/localBackend';
import { signIn, TEST_PASSWORD } from './support/signIn';

/**
 * A backend that accepted the request and never answers (an overloaded host, a proxy holding the
 * request): the browser's fetch would wait forever, and each screen would show its loading message
 * forever. Requests give up after 20 s (app/src/data/requestTimeout.ts); the page's clock is
 * moved on instead of waiting.
 */
const REQUEST_TIMEOUT_MS = 20_000;
const id = '00000000-0000-4000-8000-00000000dead';

/** Opens `path` with every database request left unanswered; resolves once the first is sent. */
async function openWithStalledDatabase(page: Page, path: string): Promise<void> {
  // Never fulfilled, aborted nor continued: the request stays pending, as a silent server's does.
  await page.route('**/rest/v1/**', () => {});
  await page.clock.install();
  const requested = page.waitForRequest('**/rest/v1/**');
  await page.goto(path);
  await requested;
}

for (const path of [`/chart/${id}`, `/embed/${id}`, `/grid?chart=${id}`]) {
  test(`${path} says the cloud took too long, instead of loading forever`, async ({ page }) => {
    await openWithStalledDatabase(page, path);
    const failure = page.getByText('The chart could not be loaded: The cloud took too long to answer.');
    // Still waiting just before the limit...
    await page.clock.fastForward(REQUEST_TIMEOUT_MS - 2_000);
    await expect(failure).toHaveCount(0);
    // ...and told in words once it has passed.
    await page.clock.fastForward(2_500);
    await expect(failure).toBeVisible();
  });
}

test('the feed stops saying it is loading and shows the sample charts', async ({ page }) => {
  await openWithStalledDatabase(page, '/feed');
  await expect(page.getByText('Loading recent uploads…')).toBeVisible();
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
  await expect(page.getByText('Loading recent uploads…')).toHaveCount(0);
  await expect(page.locator('a[href="/chart/art-the-sun"]')).toBeVisible();
});

test("a signed-in user's account page says so instead of loading their cloud charts forever", async ({
  page,
}) => {
  const email = uniqueEmail('stalled.account');
  await createAccount(email, TEST_PASSWORD);
  await signIn(page, email);
  await openWithStalledDatabase(page, '/account/my_account');
  const failure = page.getByRole('alert').filter({ hasText: 'took too long to answer' }).first();
  // The page asks for the profile and the charts once the session is read, which on a loaded
  // machine can come after the clock has been moved on: moved on again until every request that
  // was sent has had its 20 s (CI saw the charts' request sent after the first move).
  await expect(async () => {
    await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
    await expect(failure).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
