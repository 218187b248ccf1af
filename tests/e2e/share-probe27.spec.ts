import { expect, test, type Page } from '@playwright/test';

import { grantModerator, react } from './support/community';
import {
  approveChart,
  createAccount,
  insertChart,
  insertProfile,
  sampleChartData,
  uniqueEmail,
} from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';

/** Stores local charts in the existing key format before the app loads. */
async function seedLocalCharts(page: Page, charts: [id: string, name: string][]) {
  const parts = charts.map(([id, name]) => {
    const { metadata, labels, data } = sampleChartData(name);
    return [id, JSON.stringify(metadata), JSON.stringify(labels), JSON.stringify(data)] as const;
  });
  await page.addInitScript((entries) => {
    for (const [id, metadata, labels, data] of entries) {
      if (localStorage.getItem(`metadata${id}`) !== null) continue;
      localStorage.setItem(`metadata${id}`, metadata);
      localStorage.setItem(`labels${id}`, labels);
      localStorage.setItem(`data${id}`, data);
    }
  }, parts);
}

const localSection = (page: Page) => page.getByRole('region', { name: 'Charts on this Device:' });
const cloudSection = (page: Page) => page.getByRole('region', { name: 'Saved to the Cloud (up to 5):' });

async function upload(page: Page, name: string) {
  await localSection(page)
    .getByRole('button', { name: `Upload ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

test('two tabs racing for the fifth cloud slot: the losing tab lists the five charts the cloud holds', async ({
  context,
}) => {
  const email = uniqueEmail('race5');
  const owner = await createAccount(email, PASSWORD);
  const stamp = Date.now();
  for (let number = 1; number <= 4; number += 1) {
    await insertChart(owner, sampleChartData(`Race ${stamp} cloud ${number}`), false);
  }
  const first = await context.newPage();
  await seedLocalCharts(first, [
    ['MyChart1', `Race ${stamp} A`],
    ['MyChart2', `Race ${stamp} B`],
  ]);
  await signIn(first, email);
  const second = await context.newPage();
  await second.goto('/account/my_account');
  for (const page of [first, second]) {
    await expect(cloudSection(page).getByRole('listitem')).toHaveCount(4);
  }

  // The first tab takes the fifth slot; the second, still showing four, tries for it too.
  await upload(first, `Race ${stamp} A`);
  await expect(cloudSection(first).getByRole('listitem')).toHaveCount(5);
  await upload(second, `Race ${stamp} B`);
  await expect(cloudSection(second).getByRole('alert')).toContainText(
    'You already have 5 charts saved to the cloud, the most you can keep.',
  );
  // It says five are saved: it lists those five (the one the other tab saved too), not four.
  await expect(cloudSection(second).getByRole('listitem')).toHaveCount(5);
  await expect(cloudSection(second).getByRole('heading', { name: `Race ${stamp} A` })).toBeVisible();
});

test('a link with the chart id in capitals goes to its lowercase address, with its reactions and embed theme', async ({
  page,
}) => {
  const owner = await createAccount(uniqueEmail('capitals'), PASSWORD);
  const name = `Capitals ${Date.now()}`;
  const id = await insertChart(owner, sampleChartData(name), true);
  await approveChart(id);
  await react(owner, id, 'like');

  await page.goto(`/chart/${id.toUpperCase()}`);
  await expect(page).toHaveURL(new RegExp(`/chart/${id}$`));
  // The reaction counts are the chart's (read by its lowercase id), so the bar shows.
  await expect(page.getByRole('button', { name: 'Like: 1 like' })).toBeVisible();

  await page.goto(`/embed/${id.toUpperCase()}?theme=dark`);
  await expect(page).toHaveURL(new RegExp(`/embed/${id}\\?theme=dark$`));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: 'Made with StatRadar' })).toHaveAttribute(
    'href',
    `/chart/${id}`,
  );
});

test("the owner opening their chart's link in capitals keeps one local copy of it", async ({ page }) => {
  const email = uniqueEmail('capitalsowner');
  const owner = await createAccount(email, PASSWORD);
  const name = `Own Capitals ${Date.now()}`;
  const id = await insertChart(owner, sampleChartData(name), false);
  await signIn(page, email);
  const copies = () =>
    page.evaluate(
      (chartName) =>
        Object.keys(localStorage).filter(
          (key) => key.startsWith('metadata') && localStorage.getItem(key)?.includes(chartName),
        ).length,
      name,
    );
  await page.goto(`/chart/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await copies()).toBe(1);
  await page.goto(`/chart/${id.toUpperCase()}`);
  await expect(page).toHaveURL(new RegExp(`/chart/${id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await copies()).toBe(1);
});

test("a chart link's page keeps its own canonical address, and stays out of search results unless the chart is listed", async ({
  page,
}) => {
  const owner = await createAccount(uniqueEmail('canonical'), PASSWORD);
  const stamp = Date.now();
  const privateId = await insertChart(owner, sampleChartData(`Link Only ${stamp}`), false);
  const pendingId = await insertChart(owner, sampleChartData(`Pending ${stamp}`), true);
  const publicId = await insertChart(owner, sampleChartData(`Listed ${stamp}`), true);
  await approveChart(publicId);
  const head = () =>
    page.evaluate(() => ({
      canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }));

  for (const [id, name] of [
    [privateId, `Link Only ${stamp}`],
    [pendingId, `Pending ${stamp}`],
  ] as const) {
    await page.goto(`/chart/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // The reactions' answer (none: not public and approved) has come once the page settles.
    await page.waitForLoadState('networkidle');
    expect(await head()).toEqual({ canonical: `/chart/${id}`, robots: 'noindex' });
  }

  await page.goto(`/chart/${publicId}`);
  await expect(page.getByRole('button', { name: 'Like: 0 likes' })).toBeVisible();
  await expect.poll(head).toEqual({ canonical: `/chart/${publicId}`, robots: null });

  await page.goto('/chart/art-the-sun');
  await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toBeVisible();
  await expect.poll(head).toEqual({ canonical: '/chart/art-the-sun', robots: null });
});

test('on a phone the moderation queue fits the screen, whatever the names of the charts and authors', async ({
  page,
}) => {
  const author = await createAccount(uniqueEmail('longname'), PASSWORD);
  // The longest display name the database allows: one word of 64 characters.
  await insertProfile(author, `@${'W'.repeat(63)}`, 2);
  const name = `Queue ${Date.now()} ${'N'.repeat(120)}`;
  await insertChart(author, sampleChartData(name), true);
  const moderatorEmail = uniqueEmail('phonemoderator');
  await createAccount(moderatorEmail, PASSWORD);
  await grantModerator(moderatorEmail);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, moderatorEmail);
  await page.goto('/moderate');
  const approve = page.getByRole('button', { name: `Approve ${name}` });
  // Oldest first, 25 a page: other tests' charts may come before this one.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
    await expect(approve.or(loadMore).first()).toBeVisible();
    if (await approve.isVisible()) break;
    await loadMore.click();
  }
  await expect(approve).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: approve });
  await expect(item).toContainText(`@${'W'.repeat(63)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const box = (await item.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const approveBox = (await approve.boundingBox())!;
  expect(approveBox.x + approveBox.width).toBeLessThanOrEqual(360);
});
