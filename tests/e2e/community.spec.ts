import { expect, test, type Page } from '@playwright/test';

import { deleteChart, grantModerator, react, unreact } from './support/community';
import {
  createAccount,
  insertChart,
  insertProfile,
  sampleChartData,
  uniqueEmail,
  approveChart,
  setChartPublic,
  updateChartData,
} from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';

// Each flow signs in, seeds charts and opens several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function account(prefix: string) {
  const email = uniqueEmail(prefix);
  return { email, ...(await createAccount(email, PASSWORD)) };
}

/** An approved public chart by a new author; returns its id. */
async function publicChart(name: string): Promise<string> {
  const author = await account('author');
  await insertProfile(author, `@author${Date.now().toString(36)}`, 2);
  const id = await insertChart(author, sampleChartData(name), true);
  await approveChart(id);
  return id;
}

function feedCard(page: Page, name: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: name });
}

/** The user-chart titles of the feed's list, in order (samples excluded). */
async function cardTitles(page: Page): Promise<string[]> {
  return page
    .locator('.feed-grid li')
    .evaluateAll((items) =>
      items
        .filter((item) => /\/chart\/[0-9a-f-]{36}$/.test(item.querySelector('a')?.getAttribute('href') ?? ''))
        .map((item) => item.querySelector('h2')?.textContent ?? ''),
    );
}

test.describe('reactions', () => {
  test('a signed-in user toggles like, science and art, and another visitor sees the counts', async ({
    page,
    browser,
  }) => {
    const name = `Reacted ${Date.now()}`;
    const chartId = await publicChart(name);
    const fan = await account('fan');
    await signIn(page, fan.email);

    await page.goto(`/chart/${chartId}`);
    const reactions = page.getByRole('region', { name: 'Reactions' });
    const like = reactions.getByRole('button', { name: /^Like:/ });
    // The chart page loads the editor first: on a busy machine that alone can take seconds.
    await expect(like).toHaveAccessibleName('Like: 0 likes', { timeout: 20_000 });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.focus();
    await page.keyboard.press('Enter');
    await expect(like).toHaveAccessibleName('Like: 1 like');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The button keeps the focus while its reaction is on its way and after (it was disabled).
    await expect(like).toBeFocused();
    const science = reactions.getByRole('button', { name: /^Science:/ });
    await science.click();
    await expect(science).toHaveAccessibleName('Science: 1 science');

    // Another visitor (signed out, own browser context) sees the counts on the feed card and the page.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/feed');
    const card = feedCard(other, name);
    await expect(card.getByText('1 like', { exact: true })).toHaveCount(1);
    await expect(card.getByText('1 science', { exact: true })).toHaveCount(1);
    await expect(card.getByText('0 art', { exact: true })).toHaveCount(1);

    // Toggling off is seen by the other visitor too.
    await like.click();
    await expect(like).toHaveAccessibleName('Like: 0 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await other.goto(`/chart/${chartId}`);
    const otherReactions = other.getByRole('region', { name: 'Reactions' });
    await expect(otherReactions.getByRole('button', { name: 'Like: 0 likes' })).toBeDisabled({
      timeout: 20_000,
    });
    await expect(otherReactions.getByRole('button', { name: 'Science: 1 science' })).toBeVisible();
    await expect(otherReactions.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await otherContext.close();

    // The reaction is still there when its giver opens the page again.
    await page.goto('/feed');
    await page.goto(`/chart/${chartId}`);
    await expect(science).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  });

  test('a fan takes a reaction back after the chart stopped being public, and is told reactions are closed', async ({
    page,
  }) => {
    const owner = await account('owner');
    const chartId = await insertChart(owner, sampleChartData(`Closing ${Date.now()}`), true);
    await approveChart(chartId);
    const fan = await account('fan');
    await react(fan, chartId, 'like');
    await react(fan, chartId, 'science');
    await signIn(page, fan.email);

    await page.goto(`/chart/${chartId}`);
    const reactions = page.getByRole('region', { name: 'Reactions' });
    const like = reactions.getByRole('button', { name: /^Like:/ });
    await expect(like).toHaveAccessibleName('Like: 1 like', { timeout: 20_000 });
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // The owner unticks Public while the fan's tab is open; the fan takes the like back.
    await setChartPublic(owner, chartId, false);
    await like.click();
    await expect(reactions.getByRole('status')).toHaveText(
      'This chart is not public right now, so reactions are closed and their counts hidden. You can still take yours back.',
    );
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like: closed');
    await expect(like).toBeFocused();
    // Adding is closed (the button is aria-disabled): pressed anyway, the bar says why.
    await page.keyboard.press('Enter');
    await expect(reactions.getByRole('alert')).toHaveText(
      'This chart is not public right now, so it cannot get new reactions.',
    );
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // An edit (which waits for a new approval) with the chart public again: opening the page shows
    // the closed bar with the fan's remaining reaction, which they take back too.
    await setChartPublic(owner, chartId, true);
    await updateChartData(owner, chartId, sampleChartData(`Closing, edited ${Date.now()}`));
    await page.goto('/feed');
    await page.goto(`/chart/${chartId}`);
    const science = reactions.getByRole('button', { name: /^Science:/ });
    await expect(science).toHaveAccessibleName('Science: yours, press to take it back', { timeout: 20_000 });
    await science.click();
    await expect(science).toHaveAttribute('aria-pressed', 'false');
    await expect(reactions.getByRole('status')).toHaveText(
      'This chart is not public right now, so reactions are closed and their counts hidden.',
    );

    // Approved again, neither reaction comes back.
    await approveChart(chartId);
    await page.goto('/feed');
    await page.goto(`/chart/${chartId}`);
    await expect(like).toHaveAccessibleName('Like: 0 likes', { timeout: 20_000 });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(science).toHaveAccessibleName('Science: 0 science');
    await expect(science).toHaveAttribute('aria-pressed', 'false');
  });

  test('sample and unapproved charts show no reaction buttons', async ({ page }) => {
    const owner = await account('owner');
    const pending = await insertChart(owner, sampleChartData(`Pending ${Date.now()}`), true);
    await page.goto(`/chart/${pending}`);
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reactions' })).toHaveCount(0);
    await page.goto('/chart/art-the-sun');
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reactions' })).toHaveCount(0);
  });
});

test.describe('feed tabs', () => {
  test('Popular orders charts by reactions in the last 7 days; Recent stays newest first', async ({
    page,
  }) => {
    const stamp = Date.now();
    const author = await account('author');
    const charts: Record<string, string> = {};
    for (const name of ['Most', 'Middle', 'Least']) {
      charts[name] = await insertChart(author, sampleChartData(`${name} ${stamp}`), true);
      await approveChart(charts[name]!);
    }
    // 3 fans: Most gets 6 reactions, Middle 5, Least 4 (one per fan and kind).
    const fans = await Promise.all([account('voter'), account('voter'), account('voter')]);
    const kinds = ['like', 'science', 'art'] as const;
    for (const [name, count] of [
      ['Most', 6],
      ['Middle', 5],
      ['Least', 4],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        await react(fans[index % 3]!, charts[name]!, kinds[Math.floor(index / 3)]!);
      }
    }

    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Uploads');
    const recentTab = page.getByRole('tab', { name: 'Recent' });
    const popularTab = page.getByRole('tab', { name: 'Popular' });
    await expect(recentTab).toHaveAttribute('aria-selected', 'true');
    await expect(feedCard(page, `Least ${stamp}`)).toBeVisible();
    const recent = (await cardTitles(page)).filter((title) => title.endsWith(` ${stamp}`));
    expect(recent).toEqual([`Least ${stamp}`, `Middle ${stamp}`, `Most ${stamp}`]);

    await popularTab.click();
    await expect(popularTab).toHaveAttribute('aria-selected', 'true');
    await expect(feedCard(page, `Most ${stamp}`)).toBeVisible();
    const popular = (await cardTitles(page)).filter((title) => title.endsWith(` ${stamp}`));
    expect(popular).toEqual([`Most ${stamp}`, `Middle ${stamp}`, `Least ${stamp}`]);
    await expect(feedCard(page, `Most ${stamp}`).getByText('3 likes', { exact: true })).toHaveCount(1);

    // The two fixed sample cards still follow the list.
    const links = await page
      .locator('.feed-grid li a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.slice(-2)).toEqual(['/chart/art-the-sun', '/chart/board-game-decision-chart']);

    // The address keeps the tab: a reload (or Back to the feed) shows Popular again.
    await expect(page).toHaveURL(/\/feed\?tab=popular$/);
    await page.reload();
    await expect(popularTab).toHaveAttribute('aria-selected', 'true');
    await expect(feedCard(page, `Most ${stamp}`)).toBeVisible();
    expect((await cardTitles(page)).filter((title) => title.endsWith(` ${stamp}`))).toEqual(popular);

    // Arrow keys move between the tabs.
    await popularTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(recentTab).toHaveAttribute('aria-selected', 'true');
    await expect(recentTab).toBeFocused();
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('Popular Load more continues after the last card, even when reactions change in between', async ({
    page,
  }) => {
    const stamp = Date.now();
    const created: { owner: { token: string }; id: string }[] = [];
    const authors = await Promise.all(Array.from({ length: 6 }, (_, index) => account(`popular${index}`)));
    async function chart(name: string) {
      const owner = authors[Math.floor(created.length / 5)]!;
      const id = await insertChart(owner, sampleChartData(name), true);
      await approveChart(id);
      created.push({ owner, id });
      return id;
    }
    // One chart with 9 reactions (page 1), then 26 with one each: at least two pages of Popular.
    const faller = await chart(`Faller ${stamp}`);
    const fans = await Promise.all([account('fan'), account('fan'), account('fan')]);
    const kinds = ['like', 'science', 'art'] as const;
    for (const fan of fans) for (const kind of kinds) await react(fan, faller, kind);
    const fillers: string[] = [];
    const [fillerFanA, fillerFanB] = await Promise.all([account('fan'), account('fan')]);
    for (let index = 0; index < 26; index += 1) {
      const id = await chart(`Filler ${stamp} ${index}`);
      // Two fans: at most 30 reactions a minute each.
      await react(index % 2 === 0 ? fillerFanA : fillerFanB, id, 'like');
      fillers.push(`Filler ${stamp} ${index}`);
    }

    await page.goto('/feed');
    await page.getByRole('tab', { name: 'Popular' }).click();
    await expect(feedCard(page, `Faller ${stamp}`)).toBeVisible();
    expect(await cardTitles(page)).toHaveLength(25);

    // Before Load more, page 1's chart loses every reaction. By offset, everything after it would
    // move up one place and the first card of page 2 would never show.
    for (const fan of fans) for (const kind of kinds) await unreact(fan, faller, kind);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    while (await loadMore.isVisible()) {
      const before = (await cardTitles(page)).length;
      await loadMore.click();
      // Done when the new cards are in, or when the list ended (no Load more).
      await expect
        .poll(async () => (await cardTitles(page)).length > before || !(await loadMore.isVisible()))
        .toBe(true);
      await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
    }
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of [`Faller ${stamp}`, ...fillers])
      expect(titles.filter((shown) => shown === title)).toEqual([title]);

    for (const { owner, id } of created) await deleteChart(owner, id);
  });

  test('Recent shows 25 charts at a time, and Load more adds the next ones', async ({ page }) => {
    const stamp = Date.now();
    // 26 new charts: at least two pages whatever else the feed holds (5 cloud charts per author).
    const created: { owner: { token: string }; id: string }[] = [];
    for (let author = 0; author < 6; author += 1) {
      const owner = await account(`bulk${author}`);
      for (let chart = 0; chart < 5 && author * 5 + chart < 26; chart += 1) {
        const id = await insertChart(owner, sampleChartData(`Bulk ${stamp} ${author * 5 + chart}`), true);
        await approveChart(id);
        created.push({ owner, id });
      }
    }
    await page.goto('/feed');
    await expect(feedCard(page, `Bulk ${stamp} 25`)).toBeVisible();
    expect(await cardTitles(page)).toHaveLength(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(feedCard(page, `Bulk ${stamp} 0`)).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(25);
    expect(new Set(titles).size).toBe(titles.length);
    const links = await page
      .locator('.feed-grid li a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.slice(-2)).toEqual(['/chart/art-the-sun', '/chart/board-game-decision-chart']);

    // Later tests (axe on the feed) should not have to wade through these.
    for (const { owner, id } of created) await deleteChart(owner, id);
  });
});

test.describe('moderation', () => {
  test('a moderator approves a chart from the queue and it appears in the feed', async ({ page }) => {
    const name = `Awaiting ${Date.now()}`;
    const rejectedName = `Spam ${Date.now()}`;
    const author = await account('author');
    await insertProfile(author, `@pending${Date.now().toString(36)}`, 2);
    await insertChart(author, sampleChartData(name), true);
    await insertChart(author, sampleChartData(rejectedName), true);
    const moderator = await account('moderator');
    await grantModerator(moderator.email);

    await signIn(page, moderator.email);
    await page.getByRole('link', { name: 'Moderation queue' }).click();
    await expect(page).toHaveURL(/\/moderate$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moderation queue');
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${name} is approved: it shows in the feed now.`);
    await expect(page.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Reject ${rejectedName}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${rejectedName} is rejected: it is private again.`);

    await page.goto('/feed');
    await expect(feedCard(page, name)).toBeVisible();
    await expect(feedCard(page, rejectedName)).toHaveCount(0);
  });

  test('approving a chart its owner edited after the queue loaded approves nothing unseen', async ({
    page,
  }) => {
    const name = `Harmless ${Date.now()}`;
    const edited = `Edited unseen ${Date.now()}`;
    const author = await account('author');
    const id = await insertChart(author, sampleChartData(name), true);
    const moderator = await account('moderator');
    await grantModerator(moderator.email);
    await signIn(page, moderator.email);
    await page.goto('/moderate');
    await expect(page.getByRole('button', { name: `Approve ${name}` })).toBeVisible();
    await updateChartData(author, id, sampleChartData(edited));
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(page.getByRole('status')).toContainText(`${name} changed or no longer awaits approval`);
    // The queue shows the chart as it is now, to review again; the feed does not have it.
    await expect(page.getByRole('button', { name: `Approve ${edited}` })).toBeVisible();
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
    await expect(feedCard(page, edited)).toHaveCount(0);
  });

  test('a signed-in user who is not a moderator gets no link and no queue data', async ({ page }) => {
    const name = `Hidden pending ${Date.now()}`;
    const author = await account('author');
    await insertChart(author, sampleChartData(name), true);
    const user = await account('user');
    await signIn(page, user.email);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Moderation queue' })).toHaveCount(0);

    const queueResponse = page.waitForResponse((response) =>
      response.url().includes('/rest/v1/rpc/moderation_queue'),
    );
    await page.goto('/moderate');
    const response = await queueResponse;
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain(name);
    await expect(page.getByRole('alert')).toContainText('The moderation queue is only for moderators');
    await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  });

  test('signed-out visitors are sent to sign in', async ({ page }) => {
    await page.goto('/moderate');
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});
