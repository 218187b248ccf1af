import { expect, test } from '@playwright/test';

import { openEditor, storedJson, storedValue } from './editorHelpers';

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
