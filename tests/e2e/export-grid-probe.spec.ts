import { expect, test } from '@playwright/test';

import { chartEntries, decodedPngSize, downloadBase64, openEditor, seedStorage } from './editorHelpers';
import { createAccount, insertChart, uniqueEmail } from './support/localBackend';
import { TEST_PASSWORD, signIn } from './support/signIn';

/** A chart of `count` data sets on three axes, named so they sort as created. */
function manyDataSets(count: number) {
  return {
    metadata: { name: 'Tall grid', description: '' },
    labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
    data: Array.from({ length: count }, (_, index) => ({
      name: `Set ${String(index).padStart(3, '0')}`,
      description: '',
      color: '#3366cc',
      values: [80, 50, (index * 7) % 101],
    })),
  };
}

test.describe('grid PNG export of a tall grid', () => {
  test('one column of 90 charts is saved at full size when twice the size is past the canvas limit', async ({
    page,
  }) => {
    await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', manyDataSets(90)) });
    await page.goto('/grid');
    await expect(page.locator('.grid-cell')).toHaveCount(90);
    await page.getByLabel('Number Columns').fill('1');
    // 90 cards of 376 px + 16 px gaps, title and margins: 364 x 35,344 px; twice that (70,688 px) is
    // past Chromium's longest canvas side (65,535 px), and the PNG used to fail.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save PNG' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('radar-chart-grid.png');
    const size = await decodedPngSize(page, await downloadBase64(download));
    expect(size).toEqual({ width: 364, height: 35344 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a grid too tall for any PNG says so and what to do, and keeps the chart', async ({ page }) => {
    await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', manyDataSets(200)) });
    await page.goto('/grid');
    await expect(page.locator('.grid-cell')).toHaveCount(200);
    await page.getByLabel('Number Columns').fill('1');
    await page.getByRole('button', { name: 'Save PNG' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Could not make the PNG: the image is too large (1 column of 200 charts). Choose more columns, or use Save SVG.',
    );
    // Nothing was lost: the SVG still saves the whole grid, and the chart is as stored.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save SVG' }).click();
    expect((await downloadPromise).suggestedFilename()).toBe('radar-chart-grid.svg');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dataMyChart') ?? '[]').length);
    expect(stored).toBe(200);
  });
});

test('a second click on Save PNG while a large grid is drawn saves no second file', async ({ page }) => {
  await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', manyDataSets(200)) });
  await page.goto('/grid');
  await expect(page.locator('.grid-cell')).toHaveCount(200);
  await page.getByLabel('Number Columns').fill('10');
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const savePng = page.getByRole('button', { name: 'Save PNG' });
  // Two clicks in one go, as an impatient double click lands while the PNG is being made.
  await savePng.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBeGreaterThan(0);
  // A moment for a second file to arrive, had the second click made one.
  await page.waitForTimeout(2000);
  expect(downloads).toEqual(['radar-chart-grid.png']);
  await expect(savePng).not.toHaveAttribute('aria-busy');
  // Once done, it saves again.
  await savePng.click();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBe(2);
});

test('the editor says so when the browser gives no PNG, and Save SVG still works', async ({ page }) => {
  await openEditor(page);
  // A browser out of canvas memory (a phone with many tabs) answers toBlob with null.
  await page.evaluate(() => {
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
      setTimeout(() => callback(null), 0);
    };
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.getByRole('button', { name: 'Save PNG' }).click();
  await expect(page.locator('.toast')).toHaveText(
    'Could not save the PNG: The PNG export produced no image. Try Save SVG instead.',
  );
  expect(pageErrors).toEqual([]);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save SVG' }).click();
  expect((await downloadPromise).suggestedFilename()).toBe('radar-chart.svg');
});

test.describe('a temporary chart while another tab opens a link', () => {
  test("the grid's address names this tab's chart, not the one the other tab opened", async ({ page }) => {
    await openEditor(page, '/chart/art-the-sun');
    const other = await page.context().newPage();
    await openEditor(other, '/chart/jojos-stand');
    // This tab keeps its temporary chart (Copy Chart copies it), so its grid is Art: The Sun's...
    await expect(page.getByRole('button', { name: 'Copy Chart' })).toBeVisible();
    await page.getByRole('link', { name: '*Breakout*' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art: The Sun');
    // ...and its address, which is shared and reloaded, says so (it said ?chart=jojos-stand).
    await expect(page).toHaveURL(/\/grid\?chart=art-the-sun$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art: The Sun');
    await other.close();
  });

  test("someone else's description images stay held back when another tab opens a sample", async ({
    page,
  }) => {
    const owner = await createAccount(uniqueEmail('tabimages'), 'correct horse battery');
    const id = await insertChart(
      owner,
      {
        metadata: { name: 'Tracked', description: 'Look: ![a pixel](https://images.example/pixel.png)' },
        labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        data: [{ name: 'One', description: '', color: '#92f0da', values: [10, 20, 30] }],
      },
      true,
    );
    const requests: string[] = [];
    await page.context().route('https://images.example/**', async (route) => {
      requests.push(route.request().url());
      await route.abort();
    });
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByText('[Image: a pixel]')).toBeVisible();
    const other = await page.context().newPage();
    await openEditor(other, '/chart/art-the-sun');
    // Anything that draws the editor again (here the grid and back) decides again whose chart it is.
    await page.getByRole('link', { name: '*Breakout*' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tracked');
    await page.getByRole('link', { name: /Back to the editor/ }).click();
    await expect(page.getByRole('button', { name: 'Copy Chart' })).toBeVisible();
    await expect(page.getByText('[Image: a pixel]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show images' })).toBeVisible();
    expect(requests).toHaveLength(0);
    await other.close();
  });
});

test("the grid of the owner's backed-up chart has an address other devices can open", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('gridowner');
  const owner = await createAccount(email, TEST_PASSWORD);
  const id = await insertChart(
    owner,
    {
      metadata: { name: 'Backed up', description: '' },
      labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      data: [{ name: 'One', description: '', color: '#92f0da', values: [10, 20, 30] }],
    },
    false,
  );
  await signIn(page, email);
  // The owner's link opens their working copy (a local chart linked to the row), not a temporary one.
  await openEditor(page, `/chart/${id}`);
  await expect(page.getByRole('button', { name: 'Copy Chart' })).toHaveCount(0);
  await page.getByRole('link', { name: '*Breakout*' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backed up');
  // The address named the local copy (/grid?chart=MyChart1): on any other device another chart, or none.
  await expect(page).toHaveURL(new RegExp(`/grid\\?chart=${id}$`));
  // Opened again here, it is still the owner's working copy, not a temporary chart.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backed up');
  await page.getByRole('link', { name: /Back to the editor/ }).click();
  await expect(page.getByRole('button', { name: 'Save SVG' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Chart' })).toHaveCount(0);
  // Someone else's browser opens the same address.
  const elsewhere = await browser.newContext();
  const friend = await elsewhere.newPage();
  await friend.goto(page.url().replace(/\/editor.*$/, `/grid?chart=${id}`));
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Backed up');
  await elsewhere.close();
});
