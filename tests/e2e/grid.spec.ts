import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { chartEntries, expectNoSeriousAxeViolations, seedStorage } from './editorHelpers';

const chart = {
  metadata: { name: 'Pet Shop', description: '' },
  labels: [{ name: 'Cuteness' }, { name: 'Energy' }, { name: 'Cost' }],
  data: [
    // Area % = sum of neighbouring products / 30000: Dog 8000 (27%), cat 7500 (25%), Axolotl 3200 (11%).
    { name: 'Dog', description: '', color: '#aa5500', values: [80, 80, 10] },
    { name: 'cat', description: '', color: '#888888', values: [90, 30, 40] },
    { name: 'Axolotl', description: '', color: '#ff99cc', values: [20, 10, 100] },
  ],
};

async function cellNames(page: Page): Promise<string[]> {
  return page.locator('.grid-cell .grid-name').allTextContents();
}

test('a long list of hidden axis names shows a few lines and opens with Show more', async ({ page }) => {
  const names = Array.from({ length: 40 }, (_, index) => ({
    name: `Attribute number ${index + 1} ${'x'.repeat(60)}`,
  }));
  const many = {
    ...chart,
    labels: names,
    data: chart.data.map((dataSet) => ({ ...dataSet, values: names.map(() => 50) })),
  };
  await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', many) });
  await page.goto('/grid');
  const note = page.getByText(/^Labels are hidden at this size\. Axes clockwise from the top:/);
  await expect(note).toBeVisible();
  const box = page.locator('.grid-axes-note .collapsible-body');
  const clamped = await box.evaluate((element) => element.getBoundingClientRect().height);
  expect(clamped).toBeLessThan(100);
  await page.getByRole('button', { name: 'Show more' }).click();
  const opened = await box.evaluate((element) => element.getBoundingClientRect().height);
  expect(opened).toBeGreaterThan(clamped * 2);
  await expect(note).toContainText('Attribute number 40');
});

test.describe('grid', () => {
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', chart) });
  });

  test('shows one small chart per data set, sorted alphabetically by default', async ({ page }) => {
    await page.goto('/grid');
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Pet Shop');
    await expect(page.getByLabel('Sort')).toHaveValue('alphabetical');
    await expect(page.locator('.grid-cell svg')).toHaveCount(3);
    expect(await cellNames(page)).toEqual(['Axolotl', 'cat', 'Dog']);
    await expect(page.locator('.grid-cell').first().locator('.grid-area')).toHaveText('11%');
  });

  test('sorts by chart area and by any attribute, highest first', async ({ page }) => {
    await page.goto('/grid');
    await page.getByLabel('Sort').selectOption({ label: 'Chart Area' });
    expect(await cellNames(page)).toEqual(['Dog', 'cat', 'Axolotl']);
    await page.getByLabel('Sort').selectOption({ label: 'Cuteness' });
    expect(await cellNames(page)).toEqual(['cat', 'Dog', 'Axolotl']);
    await page.getByLabel('Sort').selectOption({ label: 'Cost' });
    expect(await cellNames(page)).toEqual(['Axolotl', 'cat', 'Dog']);
  });

  test('Number Columns is clamped to 1..10 and sets the columns', async ({ page }) => {
    await page.goto('/grid');
    const columns = page.getByLabel('Number Columns');
    await expect(columns).toHaveValue('3');
    const columnCount = () =>
      page
        .locator('.grid-charts')
        .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    await columns.fill('25');
    await expect(columns).toHaveValue('10');
    expect(await columnCount()).toBe(10);
    await columns.fill('0');
    await expect(columns).toHaveValue('1');
    expect(await columnCount()).toBe(1);
    await columns.fill('2');
    expect(await columnCount()).toBe(2);
  });

  test('the back link returns to the editor and the editor links to the grid', async ({ page }) => {
    await page.goto('/grid');
    await page.getByRole('link', { name: /Back to the editor/ }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.getByRole('link', { name: '*Breakout*' }).click();
    await expect(page).toHaveURL(/\/grid\?chart=MyChart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Shop' })).toBeVisible();
  });

  test('an empty ?chart= shows the current chart, as /grid does', async ({ page }) => {
    await page.goto('/grid?chart=');
    await expect(page.getByRole('heading', { level: 1, name: 'Pet Shop' })).toBeVisible();
    await expect(page).toHaveURL(/\/grid\?chart=MyChart$/);
  });

  test('the grid has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/grid');
    await expect(page.locator('.grid-cell svg')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });

  test('on a 375 px screen a very long attribute name does not widen the page', async ({ page }) => {
    const longName = `Attribute${'Long'.repeat(40)}`;
    await seedStorage(page, {
      currentChart: 'MyChart',
      ...chartEntries('MyChart', { ...chart, labels: [{ name: longName }, ...chart.labels.slice(1)] }),
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/grid');
    await expect(page.locator('.grid-cell svg')).toHaveCount(3);
    await expect(page.getByLabel('Sort').locator('option', { hasText: longName })).toHaveCount(1);
    const sortBox = await page.getByLabel('Sort').boundingBox();
    expect(sortBox && sortBox.x + sortBox.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
