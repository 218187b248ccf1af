import { expect, test, type Page } from '@playwright/test';

import { openEditor, storedJson, storedValue } from './editorHelpers';
import { createAccount, insertChart, sampleChartData, uniqueEmail } from './support/localBackend';
import { TEST_PASSWORD } from './support/signIn';

const SAMPLES = [
  ['board-game-decision-chart', 'Board Game Decision Chart'],
  ['art-the-sun', 'Art: The Sun'],
  ['jojos-stand', "JoJo's Stands"],
  ['marvel-rivals-characters', 'Marvel Rivals Characters'],
] as const;

test.describe('charts by link', () => {
  for (const [id, name] of SAMPLES) {
    test(`/chart/${id} opens the sample in the temporary chart`, async ({ page }) => {
      await openEditor(page, `/chart/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.getByText('This is a temporary chart. No edits you make will be saved.'),
      ).toBeVisible();
      expect(await storedValue(page, 'currentChart')).toBe('TempChart');
      expect(await storedJson(page, 'metadataTempChart')).toMatchObject({ name });
      await expect(page.getByLabel('Change Active Chart').locator('option:checked')).toHaveText(
        'Temporary Chart',
      );
    });
  }

  test('a cloud chart without a description keeps the page description its server wrote', async ({
    page,
  }) => {
    const owner = await createAccount(uniqueEmail('link.blank'), TEST_PASSWORD);
    const id = await insertChart(
      owner,
      { ...sampleChartData('No words'), metadata: { name: 'No words', description: '' } },
      false,
    );
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No words' })).toBeVisible();
    // What `pnpm serve` writes into this page's HTML: the app used to replace it with the site's.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'A radar chart comparing 1 data set.',
    );
  });

  test('the Marvel sample has many ranked heroes and a long markdown description', async ({ page }) => {
    await openEditor(page, '/chart/marvel-rivals-characters');
    const legend = page.getByRole('list', { name: 'Data sets' }).getByRole('button');
    expect(await legend.count()).toBeGreaterThanOrEqual(12);
    await expect(legend.first()).toHaveText('#1 Hela');
    await expect(page.locator('.editor-chart-description h2')).toHaveText('Marvel Rivals hero ranking');
    const data = (await storedJson(page, 'dataTempChart')) as { values: number[] }[];
    for (const value of data.flatMap((dataSet) => dataSet.values)) {
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  test('edits of the temporary chart are not saved, and Copy Chart saves it as a new local chart', async ({
    page,
  }) => {
    await openEditor(page, '/chart/jojos-stand');
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await page.getByRole('textbox', { name: 'chart name' }).fill('My Stands');
    await page.keyboard.press('Enter');
    expect(await storedJson(page, 'metadataTempChart')).toMatchObject({ name: "JoJo's Stands" });
    await page.getByRole('button', { name: 'Copy Chart' }).click();
    await expect(page.getByText('This is a temporary chart.', { exact: false })).toBeHidden();
    expect(await storedValue(page, 'currentChart')).toBe('MyChart1');
    expect(await storedJson(page, 'metadataMyChart1')).toMatchObject({ name: 'My Stands' });
    await expect(page.getByLabel('Change Active Chart').locator('option:checked')).toHaveText('My Stands');
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('20');
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart1')) as { values: number[] }[])[0]?.values[1])
      .toBe(20);
  });

  test('an unknown id shows "Chart not found"', async ({ page }) => {
    await page.goto('/chart/no-such-chart-here');
    await expect(page.getByRole('heading', { name: 'Chart not found' })).toBeVisible();
    expect(await storedValue(page, 'metadataTempChart')).toBeNull();
  });
});

/** A cloud chart that anyone with its link can open, owned by a fresh account. */
async function sharedCloudChart(name: string): Promise<string> {
  const owner = await createAccount(uniqueEmail('link.slow'), TEST_PASSWORD);
  return insertChart(owner, sampleChartData(name), false);
}

/**
 * Holds every get_chart call for `ms`. `settled` resolves once the held call has gone on and ended
 * (or was given up by the page), plus a moment for the app to act on what it got.
 */
async function slowGetChart(page: Page, ms: number): Promise<{ settled: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/get_chart**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The page may have cancelled the request meanwhile: then there is nothing to pass on.
    await route.continue().catch(() => undefined);
    release();
  });
  return {
    settled: async () => {
      await released;
      // The response's body is read and handed to the store after the request ends.
      await page.waitForTimeout(500);
    },
  };
}

/** Follows an in-app link as the app's own links do (a page load would start a new app). */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

test.describe('a shared link that loads slowly', () => {
  test('left before it loads, it changes nothing: edits made meanwhile and after stay in the own chart', async ({
    page,
  }) => {
    const id = await sharedCloudChart('Shared slowly');
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await page.getByRole('textbox', { name: 'chart name' }).fill('My own chart');
    await page.keyboard.press('Enter');
    const slow = await slowGetChart(page, 3000);

    const request = page.waitForRequest('**/rest/v1/rpc/get_chart**');
    await followLink(page, `/chart/${id}`);
    await request;
    await page.getByRole('link', { name: 'Build Chart' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('33');
    await slow.settled();

    await expect(page.getByRole('heading', { level: 1, name: 'My own chart' })).toBeVisible();
    await page.getByRole('slider', { name: 'Strength', exact: true }).fill('44');
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart')) as { values: number[] }[])[0]?.values)
      .toEqual([33, 44, 70]);
    expect(await storedValue(page, 'currentChart')).toBe('MyChart');
    expect(await storedValue(page, 'metadataTempChart')).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My own chart' })).toBeVisible();
    await expect(page.getByLabel('Change Active Chart').locator('option:checked')).toHaveText('My own chart');
    await expect(page.getByRole('slider', { name: 'Strength', exact: true })).toHaveValue('44');
  });

  test("Back to another link before it loads keeps that link's chart, and Copy Chart copies it", async ({
    page,
  }) => {
    const id = await sharedCloudChart('Shared slowly');
    await openEditor(page, '/chart/art-the-sun');
    const slow = await slowGetChart(page, 3000);

    const request = page.waitForRequest('**/rest/v1/rpc/get_chart**');
    await followLink(page, `/chart/${id}`);
    await request;
    await page.goBack();
    await expect(page).toHaveURL(/\/chart\/art-the-sun$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Art: The Sun' })).toBeVisible();
    await slow.settled();

    await expect(page).toHaveURL(/\/chart\/art-the-sun$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Art: The Sun' })).toBeVisible();
    expect(await storedJson(page, 'metadataTempChart')).toMatchObject({ name: 'Art: The Sun' });
    await page.getByRole('button', { name: 'Copy Chart' }).click();
    await expect(page.getByLabel('Change Active Chart').locator('option:checked')).toHaveText('Art: The Sun');
    expect(await storedJson(page, 'metadataMyChart1')).toMatchObject({ name: 'Art: The Sun' });
  });
});

test.describe('a chart link answered by something other than the backend', () => {
  // A proxy, captive portal or static host answering the API with its own page: supabase-js fails
  // parsing it and passes the parser's words on ("SyntaxError: Unexpected token '<' …").
  const portalPage = '<!doctype html><html><body><h1>Sign in to the hotel Wi-Fi</h1></body></html>';
  const id = '00000000-0000-4000-8000-00000000c0de';

  for (const path of [`/chart/${id}`, `/embed/${id}`, `/grid?chart=${id}`]) {
    test(`${path} says the cloud is not answering, not the parser error`, async ({ page }) => {
      await page.route('**/rest/v1/rpc/get_chart**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: portalPage }),
      );
      await page.goto(path);
      await expect(
        page.getByText('The chart could not be loaded: The cloud is not answering right now.'),
      ).toBeVisible();
      await expect(page.getByText(/SyntaxError|not valid JSON|Unexpected token/)).toHaveCount(0);
    });
  }
});

test.describe('a chart link opened while the cloud cannot be reached', () => {
  for (const kind of ['page', 'grid'] as const) {
    test(`its ${kind} says the chart could not be loaded, not that it is gone, and Try again opens it`, async ({
      page,
    }) => {
      const name = `Offline link ${kind} ${Date.now()}`;
      const id = await sharedCloudChart(name);
      await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
      await page.goto(kind === 'page' ? `/chart/${id}` : `/grid?chart=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Chart could not be loaded' })).toBeVisible();
      await expect(page).toHaveTitle('Chart could not be loaded');
      await expect(page.getByRole('alert')).toHaveText(
        'The chart could not be loaded: Could not reach the cloud. Check your internet connection and try again.',
      );
      // The visitor opened someone's chart: nothing of theirs was being saved.
      await expect(page.getByText('still saved on this device')).toHaveCount(0);
      await expect(page.getByText('Chart not found')).toHaveCount(0);

      await page.unroute('**/rest/v1/**');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });
  }
});
