import { expect, test } from '@playwright/test';

import {
  chartEntries,
  downloadText,
  openEditor,
  seedStorage,
  storedJson,
  storedValue,
} from './editorHelpers';

const threeLabels = [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }];

test.describe('local storage', () => {
  test('a chart saved in the old format loads: numeric strings and missing descriptions', async ({
    page,
  }) => {
    await seedStorage(page, {
      currentChart: 'MyChart2',
      metadataMyChart2: '{"name":"Old Chart","style":{"showCount":"1"}}',
      labelsMyChart2: JSON.stringify(threeLabels),
      dataMyChart2: JSON.stringify([
        { name: 'Alpha', color: '#ff0000', values: ['10', 20, 30] },
        { name: 'Beta', color: '#0000ff', values: [40, 50, 60] },
      ]),
    });
    await openEditor(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Old Chart' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('10');
    await page.getByText('Style', { exact: true }).click();
    await expect(page.getByLabel('Show Count')).toHaveValue('1');
    // Nothing is rewritten until the user edits.
    expect(await storedValue(page, 'metadataMyChart2')).toBe(
      '{"name":"Old Chart","style":{"showCount":"1"}}',
    );
  });

  test('a chart whose data is missing gets the fallback text: what the editor is, and that it needs local storage and JavaScript', async ({
    page,
  }) => {
    await seedStorage(page, {
      currentChart: 'MyChart',
      metadataMyChart: JSON.stringify({ name: 'Half Saved', description: '' }),
      labelsMyChart: JSON.stringify(threeLabels),
    });
    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: 'This chart could not be read' })).toBeVisible();
    await expect(page.getByText('data: the stored value is missing.')).toBeVisible();
    await expect(page.getByText(/The StatRadar editor builds radar \(spider\) charts/)).toBeVisible();
    await expect(page.getByText(/local storage, and the editor needs JavaScript/)).toBeVisible();
    expect(await storedValue(page, 'dataMyChart')).toBeNull();
    expect(await storedValue(page, 'metadataMyChart')).toBe(
      JSON.stringify({ name: 'Half Saved', description: '' }),
    );
  });

  test('a corrupt chart is shown as unreadable, never overwritten, and can be downloaded or reset', async ({
    page,
  }) => {
    await seedStorage(page, {
      currentChart: 'MyChart',
      metadataMyChart: '{"name": "Broken',
      labelsMyChart: JSON.stringify(threeLabels),
      dataMyChart: '[]',
      ...chartEntries('MyChart1', {
        metadata: { name: 'Healthy', description: '' },
        labels: threeLabels,
        data: [{ name: 'Fine', description: '', color: '#00aa00', values: [10, 20, 30] }],
      }),
    });
    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: 'This chart could not be read' })).toBeVisible();
    await expect(page.getByText('metadata: the stored value is not valid JSON.')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download raw data' }).click(),
    ]);
    expect(JSON.parse(await downloadText(download))).toEqual({
      metadata: '{"name": "Broken',
      labels: JSON.stringify(threeLabels),
      data: '[]',
    });

    const selector = page.getByLabel('Change Active Chart');
    await expect(selector.locator('option:checked')).toHaveText('MyChart (unreadable)');
    await selector.selectOption({ label: 'Healthy' });
    await page.getByRole('button', { name: 'Add data set' }).click();
    expect(((await storedJson(page, 'dataMyChart1')) as unknown[]).length).toBe(2);
    expect(await storedValue(page, 'metadataMyChart')).toBe('{"name": "Broken');

    await selector.selectOption({ label: 'MyChart (unreadable)' });
    await page.getByRole('button', { name: 'Reset chart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Radar Chart Generator' })).toBeVisible();
    expect(await storedJson(page, 'metadataMyChart')).toEqual({
      name: 'Radar Chart Generator',
      description: '',
    });
  });

  test('when storage is full the edit stays on screen with a message, and is saved once there is room', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { storageFull?: boolean }).storageFull) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await openEditor(page);
    await page.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = true));
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('15');
    await expect(page.getByText("Your browser's storage is full")).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('15');
    expect(await storedJson(page, 'dataMyChart')).toMatchObject([{ values: [80, 50, 70] }]);

    await page.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = false));
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await page.getByRole('textbox', { name: 'chart name' }).fill('Saved later');
    await page.keyboard.press('Enter');
    await expect(page.getByText("Your browser's storage is full")).toBeHidden();
    expect(await storedJson(page, 'dataMyChart')).toMatchObject([{ values: [15, 50, 70] }]);
    expect(await storedJson(page, 'metadataMyChart')).toMatchObject({ name: 'Saved later' });
  });

  test('while storage is full, leaving the page asks first; once the edit is saved it does not', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { storageFull?: boolean }).storageFull) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await openEditor(page);
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    await speed.fill('60');
    await speed.press('Enter');
    // Saved: leaving asks nothing.
    await page.reload();
    expect(dialogs).toEqual([]);
    await expect(speed).toHaveValue('60');

    await page.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = true));
    await speed.fill('15');
    await speed.press('Enter');
    await expect(page.getByText("Your browser's storage is full")).toBeVisible();
    // The edit is kept in this tab only: leaving asks first (dismissed: the page stays, edit and all).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(speed).toHaveValue('15');

    // Room again: the next edit saves everything, and leaving asks nothing more.
    await page.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = false));
    await speed.fill('16');
    await speed.press('Enter');
    await expect(page.getByText("Your browser's storage is full")).toBeHidden();
    await page.reload();
    await expect(speed).toHaveValue('16');
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('two open tabs stay consistent', async ({ page, context }) => {
    await openEditor(page);
    const other = await context.newPage();
    await openEditor(other);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await expect(other.getByRole('button', { name: 'Player 2', exact: true })).toBeVisible();
    await page.getByLabel('Change Active Chart').selectOption({ label: '-- Create New Chart --' });
    await expect(other.getByLabel('Change Active Chart').locator('option')).toHaveCount(3);
    // The other tab keeps its own active chart.
    await expect(other.getByRole('button', { name: 'Player 2', exact: true })).toBeVisible();
  });

  test('a slider moved by keys in one tab while another tab renames the chart keeps every step and the name', async ({
    page,
    context,
  }) => {
    await openEditor(page);
    const other = await context.newPage();
    await openEditor(other);
    await other.getByRole('button', { name: 'Edit chart name' }).click();
    await other.getByRole('textbox', { name: 'chart name' }).fill('Renamed in the other tab');
    await page.getByRole('slider', { name: 'Speed', exact: true }).focus();
    // Five presses are one gesture, written at most every 250 ms; the rename lands between them.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await other.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed in the other tab' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('85');
    await expect.poll(() => storedJson(page, 'dataMyChart')).toMatchObject([{ values: [85, 50, 70] }]);
    await expect(other.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('85');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed in the other tab' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('85');
  });

  test('a reload reopens the chart of its own tab, not the one another tab picked last', async ({
    page,
    context,
  }) => {
    await openEditor(page);
    const other = await context.newPage();
    await openEditor(other);
    await other.getByLabel('Change Active Chart').selectOption({ label: '-- Create New Chart --' });
    await expect.poll(() => storedValue(other, 'currentChart')).toBe('MyChart1');
    // A new tab opens the chart picked last in any tab (the spec's shared currentChart).
    const third = await context.newPage();
    await openEditor(third);
    await expect(third.getByLabel('Change Active Chart')).toHaveValue('MyChart1');
    await page.reload();
    await expect(page.getByLabel('Change Active Chart')).toHaveValue('MyChart');
    await other.reload();
    await expect(other.getByLabel('Change Active Chart')).toHaveValue('MyChart1');
  });

  test('without local storage the editor and the grid show a text page explaining what they need', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    for (const path of ['/editor', '/grid', '/grid?chart=art-the-sun']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Radar Chart Generator' })).toBeVisible();
      await expect(
        page.getByText("kept in your browser's local storage, and the editor needs JavaScript"),
      ).toBeVisible();
    }
  });
});
