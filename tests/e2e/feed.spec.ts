import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support/accessibility';

import {
  approveChart,
  createAccount,
  insertChart,
  insertProfile,
  sampleChartData,
  uniqueEmail,
} from './support/localBackend';

test.describe('public feed', () => {
  test('lists approved public charts with their authors, then the two sample cards and the roadmap note', async ({
    page,
  }) => {
    const author = await createAccount(uniqueEmail('author'), 'correct-horse-battery');
    const displayName = `@feed_author_${Date.now()}`;
    await insertProfile(author, displayName, 3);
    const stamp = Date.now();
    const older = await insertChart(author, sampleChartData(`Older Public ${stamp}`), true);
    const newer = await insertChart(author, sampleChartData(`Newer Public ${stamp}`), true);
    await insertChart(author, sampleChartData(`Unapproved ${stamp}`), true);
    const privateChart = await insertChart(author, sampleChartData(`Private ${stamp}`), false);
    await approveChart(older);
    await approveChart(newer);
    await approveChart(privateChart);

    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Uploads');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.filter({ hasText: `Newer Public ${stamp}` })).toBeVisible();

    // Only this test's charts: other test files may publish charts at the same time.
    const titles = (await cards.getByRole('heading').allTextContents()).filter((title) =>
      title.endsWith(` ${stamp}`),
    );
    expect(titles).toEqual([`Newer Public ${stamp}`, `Older Public ${stamp}`]);

    const newerCard = cards.filter({ hasText: `Newer Public ${stamp}` });
    // The spec's feed call reads the author's avatar only (never their display name or settings).
    await expect(newerCard.locator('img[src="/images/avatars/cat.svg"]')).toBeVisible();
    await expect(newerCard.getByText(displayName)).toHaveCount(0);
    await expect(newerCard.getByRole('link')).toHaveAttribute('href', `/chart/${newer}`);

    // The two fixed sample cards always come last.
    const links = await cards
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.slice(-2)).toEqual(['/chart/art-the-sun', '/chart/board-game-decision-chart']);
    await expect(page.getByText(/User submissions are on the roadmap/)).toBeVisible();

    await newerCard.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/chart/${newer}$`));
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toBeVisible();
  });

  test('a card shows at most two lines of a long name, and the whole card still opens the chart', async ({
    page,
  }) => {
    const author = await createAccount(uniqueEmail('longname'), 'correct-horse-battery');
    const stamp = Date.now();
    const name = `${'Wide words '.repeat(17)}${stamp}`.slice(-200);
    const id = await insertChart(author, sampleChartData(name), true);
    await approveChart(id);
    await page.goto('/feed');
    const title = page.getByRole('heading', { name });
    await expect(title).toBeVisible();
    const { height, lineHeight } = await title.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeLessThanOrEqual(2 * lineHeight + 1);
    // The name is whole in the link (and so for assistive technology), only its box is clipped.
    await expect(page.getByRole('link', { name })).toHaveCount(1);
    const card = page.getByRole('listitem').filter({ has: title });
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 40);
    await expect(page).toHaveURL(new RegExp(`/chart/${id}$`));
  });

  test('a description with a long link wraps inside its card, up to three lines', async ({ page }) => {
    const author = await createAccount(uniqueEmail('longlink'), 'correct-horse-battery');
    const name = `Long link ${Date.now()}`;
    const data = sampleChartData(name);
    // A pasted address is one word: it must break anywhere rather than run out of the card.
    data.metadata.description = `Source: https://example.org/${'statistics/'.repeat(40)}table.csv and more words after it`;
    await approveChart(await insertChart(author, data, true));
    await page.goto('/feed');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    const description = card.locator('.feed-card-description');
    await expect(description).toBeVisible();
    const { scrollWidth, clientWidth, height, lineHeight } = await description.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Three lines, as any long description: not one line cut at the card's edge.
    expect(height).toBeGreaterThan(2.5 * lineHeight);
    expect(height).toBeLessThanOrEqual(3 * lineHeight + 1);
  });

  test('a sample card opens the sample chart in the editor', async ({ page }) => {
    await page.goto('/feed');
    // Cloud cards arrive above the sample cards: click once they have (no layout shift under the click).
    await expect(page.getByText('Loading recent uploads…')).toHaveCount(0);
    await page.locator('a[href="/chart/board-game-decision-chart"]').click();
    await expect(page).toHaveURL(/\/chart\/board-game-decision-chart$/);
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toBeVisible();
  });

  test('a cloud-shaped id that no chart has shows "Chart not found"', async ({ page }) => {
    await page.goto('/chart/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Chart not found')).toBeVisible();
  });

  test('when the backend cannot be reached the samples still show and nothing breaks', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/rest/v1/radar_chart**', (route) => route.abort());
    await page.goto('/feed');
    await expect(page.locator('a[href="/chart/art-the-sun"]')).toBeVisible();
    await expect(page.getByText('Loading recent uploads…')).toHaveCount(0);
    expect(errors.some((text) => text.startsWith('Failed to fetch the feed:'))).toBe(true);
  });

  test('axe finds no serious or critical violation on the feed', async ({ page }) => {
    await page.goto('/feed');
    await expect(page.getByText('Loading recent uploads…')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
