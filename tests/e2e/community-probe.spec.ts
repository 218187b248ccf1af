import { expect, test, type Page } from '@playwright/test';

import { deleteChart, react } from './support/community';
import {
  approveChart,
  createAccount,
  insertChart,
  sampleChartData,
  uniqueEmail,
  updateChartData,
} from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';

// Seeding 26 charts through the backend and building pages: more than the default 30 s when busy.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const created: { owner: { token: string }; id: string }[] = [];

test.beforeAll(async () => {
  // 26 approved charts, newest last: "Probe {stamp} 0" is the only one on the second Recent page.
  for (let author = 0; author < 6; author += 1) {
    const owner = await createAccount(uniqueEmail(`probe${author}`), PASSWORD);
    for (let chart = 0; chart < 5 && author * 5 + chart < 26; chart += 1) {
      const id = await insertChart(owner, sampleChartData(`Probe ${stamp} ${author * 5 + chart}`), true);
      await approveChart(id);
      created.push({ owner, id });
    }
  }
});

test.afterAll(async () => {
  for (const { owner, id } of created) await deleteChart(owner, id);
});

function cardLink(page: Page, number: number) {
  return page.getByRole('link', { name: `Probe ${stamp} ${number}`, exact: true });
}

/** Only the second Recent page asks for charts older than a cursor. */
function isSecondPage(url: URL): boolean {
  return url.pathname.endsWith('/rest/v1/radar_chart') && url.search.includes('updated_at=lt.');
}

test('Load more by keyboard moves the focus to the first card it added', async ({ page }) => {
  await page.goto('/feed');
  await expect(cardLink(page, 25)).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cardLink(page, 0)).toBeVisible();
  // Before: the button was disabled while loading, which dropped the focus to the page, and Tab then
  // went past every new card to the text below the list.
  await expect(cardLink(page, 0)).toBeFocused();
});

test('a Load more that finds nothing more moves the focus to the sample card that follows', async ({
  page,
}) => {
  await page.goto('/feed');
  await expect(cardLink(page, 25)).toBeVisible();
  // The page after the cursor is empty, as when the last page was exactly full.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/radar_chart') && /updated_at=(lt|eq)\./.test(url.search),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(loadMore).toHaveCount(0);
  // Before: the button went away with the focus, which fell to the page.
  await expect(page.locator('a[href="/chart/art-the-sun"]')).toBeFocused();
});

test('a failed Load more keeps its button, and pressing it again loads the page', async ({ page }) => {
  await page.goto('/feed');
  await expect(cardLink(page, 25)).toBeVisible();
  let failed = 0;
  await page.route(isSecondPage, async (route) => {
    failed += 1;
    await route.abort('connectionreset');
  });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await expect.poll(() => failed).toBeGreaterThan(0);
  // Before: a failure cleared the cursor, so the button vanished and only a reload could go on.
  await expect(loadMore).toBeVisible();
  await expect(loadMore).not.toHaveAttribute('aria-disabled', 'true');
  await expect(cardLink(page, 0)).toHaveCount(0);
  await page.unroute(isSecondPage);
  await loadMore.click();
  await expect(cardLink(page, 0)).toBeVisible();
  await expect(page.locator('.feed-card-link')).toHaveCount(26 + 2);
});

test('a reaction that cannot reach the server says so in words, and the toggle stays as it was', async ({
  page,
}) => {
  const chartId = created[0]?.id ?? '';
  const fan = uniqueEmail('fan');
  await createAccount(fan, PASSWORD);
  await signIn(page, fan);
  await page.goto(`/chart/${chartId}`);
  const bar = page.getByRole('region', { name: 'Reactions' });
  const like = bar.getByRole('button', { name: /^Like:/ });
  await expect(like).toHaveAttribute('aria-label', 'Like: 0 likes');
  const writes = (url: URL) => url.pathname.endsWith('/rest/v1/chart_reaction');
  await page.route(writes, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await like.click();
  // Before: "Your reaction could not be saved: TypeError: Failed to fetch", the browser's words.
  await expect(bar.getByRole('alert')).toHaveText(
    'Your reaction could not be saved: the cloud could not be reached. Check your internet connection and try again.',
  );
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(writes);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-label', 'Like: 1 like');
  await expect(bar.getByRole('alert')).toHaveCount(0);
});

test('a chart page shown again shows the reactions given or taken back meanwhile', async ({ page }) => {
  const chartId = created[1]?.id ?? '';
  const email = uniqueEmail('fan');
  const fan = await createAccount(email, PASSWORD);
  await signIn(page, email);
  await page.goto(`/chart/${chartId}`);
  const bar = page.getByRole('region', { name: 'Reactions' });
  const like = bar.getByRole('button', { name: /^Like:/ });
  await expect(like).toHaveAttribute('aria-label', 'Like: 0 likes');

  // The same user likes it in another tab (here: straight through the backend) while this one is hidden.
  await react(fan, chartId, 'like');
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  // Before: the bar kept what it loaded first (not pressed, 0 likes) until a reload.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-label', 'Like: 1 like');
});

test('ticking Public on a chart deleted in another tab says so, not "Chart is now publicly discoverable"', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  const owner = await createAccount(email, PASSWORD);
  const name = `Gone ${stamp}`;
  const chartId = await insertChart(owner, sampleChartData(name), false);
  await signIn(page, email);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await deleteChart(owner, chartId);
  await card.getByRole('checkbox', { name: 'Public' }).click();
  // Before: the update matched no row, answered 200, and the page said the chart was now discoverable.
  await expect(
    page.getByText(
      'The change was not saved: This chart is no longer in the cloud: it was deleted, perhaps in another tab.',
    ),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Chart is now publicly discoverable')).toHaveCount(0);
});

test("a cloud card's approval status follows the server when Public is ticked", async ({ page }) => {
  const email = uniqueEmail('owner');
  const owner = await createAccount(email, PASSWORD);
  const name = `Edited elsewhere ${stamp}`;
  const chartId = await insertChart(owner, sampleChartData(name), true);
  await approveChart(chartId);
  await signIn(page, email);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Public: shown in the feed');
  // Edited in another tab: the database withdraws the approval.
  const edited = sampleChartData(name);
  edited.metadata.description = 'Edited in another tab.';
  await updateChartData(owner, chartId, edited);
  const checkbox = card.getByRole('checkbox', { name: 'Public' });
  await checkbox.uncheck();
  await expect(page.getByText('Chart is no longer discoverable')).toBeVisible();
  await checkbox.check();
  await expect(page.getByText('Chart is now publicly discoverable')).toBeVisible();
  // Before: the card kept the approval it loaded with and said "Public: shown in the feed".
  await expect(card).toContainText('Public: waiting for approval before it shows in the feed');
});
