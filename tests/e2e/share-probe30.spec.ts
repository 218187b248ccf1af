import { expect, test } from '@playwright/test';

import {
  approveChart,
  createAccount,
  insertChart,
  insertProfile,
  sampleChartData,
  uniqueEmail,
} from './support/localBackend';
import { deleteChart } from './support/community';
import { TEST_PASSWORD as PASSWORD } from './support/signIn';

// Each flow seeds a chart and opens the editor and the feed: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a description nested thousands deep shows as typed: its chart's page and the feed still work", async ({
  page,
}) => {
  // 6,000 nested quotes (6 KB of the 20,000 characters a description may hold) ran the markdown
  // parser out of stack: "This page could not be shown" on the chart's link, and once the chart
  // was approved, on the feed for every visitor.
  const author = await createAccount(uniqueEmail('deep'), PASSWORD);
  await insertProfile(author, `@deep${Date.now().toString(36)}`, 1);
  const name = `Deep quotes ${Date.now()}`;
  const data = sampleChartData(name);
  data.metadata.description = `${'>'.repeat(6000)} the end`;
  const id = await insertChart(author, data, true);
  await approveChart(id);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/chart/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/>>>>> the end$/)).toBeAttached();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);

  await page.goto('/feed');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.locator('.feed-card-description')).toHaveText(/^>+ the end$/);
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a deleted chart's embed says the chart is gone, in its text and the frame's title", async ({
  page,
}) => {
  const author = await createAccount(uniqueEmail('gone'), PASSWORD);
  const id = await insertChart(author, sampleChartData(`Gone ${Date.now()}`), false);
  await deleteChart(author, id);
  await page.goto(`/embed/${id}`);
  await expect(page.getByRole('heading', { name: 'Chart not found', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no chart at this link. It may have been deleted.')).toBeVisible();
  // Titled as the server's 404 answer for it, not "StatRadar chart" as if a chart were there.
  await expect(page).toHaveTitle('Chart not found');
  await expect(page.getByRole('link', { name: 'Made with StatRadar' })).toHaveAttribute('href', '/');
});
