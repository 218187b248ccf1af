import { expect, test } from '@playwright/test';

import { chartEntries, decodedPngSize, downloadBase64, seedStorage } from './editorHelpers';

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
