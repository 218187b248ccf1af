import { expect, test, type Page } from '@playwright/test';

import {
  chartEntries,
  decodedPngSize,
  displayedChartSize,
  downloadBase64,
  downloadText,
  expectNoSeriousAxeViolations,
  openEditor,
  pngCornerPixel,
  seedStorage,
  storedJson,
  storedValue,
} from './editorHelpers';

test.describe('editor', () => {
  test('a first visit stores the default chart as MyChart in the existing key format', async ({ page }) => {
    await openEditor(page);
    await expect(page).toHaveTitle('Radar Chart Generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Radar Chart Generator' })).toBeVisible();
    expect(await storedValue(page, 'currentChart')).toBe('MyChart');
    expect(await storedValue(page, 'metadataMyChart')).toBe(
      '{"name":"Radar Chart Generator","description":""}',
    );
    expect(await storedValue(page, 'labelsMyChart')).toBe(
      '[{"name":"Speed"},{"name":"Strength"},{"name":"Agility"}]',
    );
    expect(await storedValue(page, 'dataMyChart')).toBe(
      '[{"name":"Player 1","description":"","color":"#92f0da","values":[80,50,70]}]',
    );
    await expect(page.getByTestId('area-percent')).toHaveText('44%');
    for (const [name, value] of [
      ['Speed', '80'],
      ['Strength', '50'],
      ['Agility', '70'],
    ] as const) {
      await expect(page.getByRole('slider', { name, exact: true })).toHaveValue(value);
    }
  });

  test('adding a data set and an attribute uses the engine defaults and is saved', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await expect(page.getByRole('button', { name: 'Player 2', exact: true, pressed: true })).toBeVisible();
    await expect(page.getByTestId('area-percent')).toHaveText('25%');
    await page.getByRole('button', { name: 'Add attribute' }).click();
    await expect(page.getByRole('slider', { name: 'New Attribute', exact: true })).toHaveValue('50');
    expect(await storedJson(page, 'labelsMyChart')).toEqual([
      { name: 'Speed' },
      { name: 'Strength' },
      { name: 'Agility' },
      { name: 'New Attribute' },
    ]);
    expect(await storedJson(page, 'dataMyChart')).toEqual([
      { name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70, 50] },
      { name: 'Player 2', description: '', color: '#92d7f0', values: [50, 50, 50, 50] },
    ]);
  });

  test('delete buttons are disabled at one data set and three attributes', async ({ page }) => {
    await openEditor(page);
    await expect(page.getByRole('button', { name: 'Delete data set Player 1' })).toBeDisabled();
    for (const name of ['Speed', 'Strength', 'Agility']) {
      await expect(page.getByRole('button', { name: `Delete attribute ${name}` })).toBeDisabled();
    }
    await page.getByRole('button', { name: 'Add attribute' }).click();
    await expect(page.getByRole('button', { name: 'Delete attribute Speed' })).toBeEnabled();
  });

  test('a disabled delete button says why when pressed (a tooltip never reaches a touch screen)', async ({
    page,
  }) => {
    await openEditor(page);
    const deleteDataSet = page.getByRole('button', { name: 'Delete data set Player 1' });
    await expect(deleteDataSet).toBeDisabled();
    // Pressed anyway (a tap, or Enter on it: it stays in the tab order), it explains and deletes nothing.
    await deleteDataSet.click({ force: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('A chart needs at least 1 data set');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteDataSet).toBeFocused();
    const deleteSpeed = page.getByRole('button', { name: 'Delete attribute Speed' });
    await deleteSpeed.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('A chart needs at least 3 attributes');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toBeVisible();
    // Once deleting is possible, the same button asks to confirm.
    await page.getByRole('button', { name: 'Add attribute' }).click();
    await deleteSpeed.click();
    await expect(dialog).toContainText('Are you sure you want to delete variable: Speed?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the delete confirmation closes on Cancel, Escape and the backdrop, and deletes on Confirm', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await page.getByRole('button', { name: 'Add data set' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete data set Player 3' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to delete data set: Player 3?');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCSS(
      'background-color',
      'rgb(27, 127, 59)',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCSS(
      'background-color',
      'rgb(198, 40, 40)',
    );
    // Focus stays inside the dialog while it is open.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete data set Player 3' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete data set Player 3' }).click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Player 3', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete data set Player 3' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Player 3', exact: true })).toHaveCount(0);
    // Deleting the last data set in the list selects the previous one.
    await expect(page.getByRole('button', { name: 'Player 2', exact: true, pressed: true })).toBeVisible();
    expect(((await storedJson(page, 'dataMyChart')) as unknown[]).length).toBe(2);

    await page.getByRole('button', { name: 'Add attribute' }).click();
    await page.getByRole('button', { name: 'Delete attribute New Attribute' }).click();
    await expect(dialog).toContainText('Are you sure you want to delete variable: New Attribute?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('slider', { name: 'New Attribute' })).toHaveCount(0);
  });

  test('the name and description are markdown text with a pencil, a tick and a cross', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    const nameField = page.getByRole('textbox', { name: 'chart name' });
    await nameField.fill('Snack Showdown');
    await page.getByRole('button', { name: 'Cancel editing chart name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Radar Chart Generator' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await nameField.fill('Snack Showdown');
    await page.getByRole('button', { name: 'Save chart name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Snack Showdown' })).toBeVisible();
    await expect(page).toHaveTitle('Snack Showdown');

    const description = `**Crunch** matters most. ${'x'.repeat(200)}`;
    await page.getByRole('button', { name: 'Edit chart description' }).click();
    await page.getByRole('textbox', { name: 'chart description' }).fill(description);
    await page.getByRole('button', { name: 'Save chart description' }).click();
    await expect(page.locator('.editor-chart-description strong')).toHaveText('Crunch');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      description.slice(0, 160),
    );
    expect(await storedJson(page, 'metadataMyChart')).toEqual({ name: 'Snack Showdown', description });

    await page.getByRole('button', { name: 'Edit attribute Speed' }).click();
    await page.getByRole('textbox', { name: 'attribute Speed' }).fill('Pace');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('slider', { name: 'Pace', exact: true })).toHaveValue('80');
  });

  test('sliders move by keyboard and save the value', async ({ page }) => {
    await openEditor(page);
    const slider = page.getByRole('slider', { name: 'Strength', exact: true });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    // Quick successive moves are one gesture: the latest value is written within a quarter second.
    await expect
      .poll(() => storedJson(page, 'dataMyChart'))
      .toEqual([{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 100, 70] }]);
    await expect(page.getByTestId('area-percent')).toHaveText('69%');
  });

  test('the colour field takes hex and colour names and rejects anything else', async ({ page }) => {
    await openEditor(page);
    const field = page.getByRole('textbox', { name: 'Data set colour', exact: true });
    await field.fill('tomato');
    // A name is saved as its hex value (the chart model's colours are hex); the field keeps the name.
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart')) as { color: string }[])[0]?.color)
      .toBe('#ff6347');
    await expect(field).toHaveValue('tomato');
    await field.fill('#0f08');
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart')) as { color: string }[])[0]?.color)
      .toBe('#0f08');
    await field.fill('#12345');
    // Shown as the field's description while typing, and said once on leaving the field.
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/"#12345" is not a colour: use #rgb/);
    expect(((await storedJson(page, 'dataMyChart')) as { color: string }[])[0]?.color).toBe('#0f08');
    await field.blur();
    await expect(page.getByRole('log')).toContainText('"#12345" is not a colour; the colour stays #0f08.');
    await expect(field).toHaveValue('#0f08');
    await page.getByLabel('Data set colour picker').fill('#336699');
    await expect(field).toHaveValue('#336699');
  });

  test('typing a valid colour character by character interrupts no screen reader with alerts', async ({
    page,
  }) => {
    await openEditor(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { alerts: string[] }).alerts = seen;
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll('[role="alert"], [aria-live="assertive"]'))
          if (alert.textContent) seen.push(alert.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const field = page.getByRole('textbox', { name: 'Data set colour', exact: true });
    await field.fill('');
    await field.pressSequentially('#2d6a4f', { delay: 20 });
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart')) as { color: string }[])[0]?.color)
      .toBe('#2d6a4f');
    expect(await page.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual([]);
  });

  test('the Style menu changes the stored style and limits Show Count to the number of data sets', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await page.getByText('Style', { exact: true }).click();
    await page.getByLabel('Grid Line').selectOption('circle');
    await page.getByLabel('Fill Style').selectOption('outline');
    await page.getByLabel('Show Count').fill('7');
    await expect(page.getByLabel('Show Count')).toHaveValue('2');
    await page.getByLabel('Font Family').selectOption('serif');
    expect(await storedJson(page, 'metadataMyChart')).toEqual({
      name: 'Radar Chart Generator',
      description: '',
      style: { gridLine: 'circle', fillStyle: 'outline', showCount: 2, fontFamily: 'serif' },
    });
  });

  test('the Style panel closes when the keyboard focus leaves it, so it never covers what Tab reaches', async ({
    page,
  }) => {
    await openEditor(page);
    const style = page.getByRole('button', { name: 'Style', exact: true });
    await style.click();
    await expect(page.getByLabel('Font Family')).toBeVisible();
    // Tab through the panel's controls and on out of it.
    for (let press = 0; press < 12 && (await style.getAttribute('aria-expanded')) === 'true'; press++) {
      await page.keyboard.press('Tab');
    }
    await expect(style).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Font Family')).toBeHidden();
    // The focus went on to the next control, not back.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.editor-style-menu'))).toBe(false);
  });

  test('Style and the two "+" are buttons by the names the page shows', async ({ page }) => {
    await openEditor(page);
    const style = page.getByRole('button', { name: 'Style', exact: true });
    await expect(style).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Fill Style')).toBeHidden();
    await style.click();
    await expect(style).toHaveAttribute('aria-expanded', 'true');
    // Each select is wide enough to show its longest value ("solid fill", "sans-serif").
    for (const label of ['Fill Style', 'Grid Line', 'Font Family']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(120);
    }
    await page.getByLabel('Fill Style').selectOption('solid fill');
    await style.click();
    await expect(page.getByLabel('Fill Style')).toBeHidden();
    expect(await storedJson(page, 'metadataMyChart')).toEqual({
      name: 'Radar Chart Generator',
      description: '',
      style: { fillStyle: 'solid fill' },
    });

    // The legend's "+" comes first, the attributes' "+" second; each still says what it adds.
    const plus = page.getByRole('button', { name: '+' });
    await expect(plus).toHaveCount(2);
    await expect(plus.first()).toHaveAccessibleName(/Add data set/);
    await plus.first().click();
    await plus.last().click();
    expect(await storedJson(page, 'labelsMyChart')).toEqual([
      { name: 'Speed' },
      { name: 'Strength' },
      { name: 'Agility' },
      { name: 'New Attribute' },
    ]);
    expect(await storedJson(page, 'dataMyChart')).toEqual([
      { name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70, 50] },
      { name: 'Player 2', description: '', color: '#92d7f0', values: [50, 50, 50, 50] },
    ]);
  });

  /** Opens the confirm dialog of `deleteButton` by keyboard and confirms it (Cancel has focus first). */
  async function deleteByKeyboard(page: Page, deleteButton: string) {
    await page.getByRole('button', { name: deleteButton }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  }

  test('deleting the last data set but one by keyboard keeps the focus in the data-set panel', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: '+ Add data set' }).click();
    await deleteByKeyboard(page, 'Delete data set Player 2');
    await expect(page.getByRole('button', { name: 'Delete data set Player 1' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit data set name' })).toBeFocused();
  });

  test('deleting the last attribute row by keyboard keeps the focus on the row before it', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: '+ Add attribute' }).click();
    await deleteByKeyboard(page, 'Delete attribute New Attribute');
    await expect(page.getByRole('button', { name: 'Delete attribute New Attribute' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit attribute Agility' })).toBeFocused();
  });

  test('undo and redo work with the buttons and with Ctrl+Z and Ctrl+Shift+Z', async ({ page }) => {
    await openEditor(page);
    const undo = page.getByRole('button', { name: /Undo/ });
    await expect(undo).toBeDisabled();
    await page.getByRole('button', { name: 'Add data set' }).click();
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('10');
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('50');
    await undo.click();
    await expect(page.getByRole('button', { name: 'Player 2', exact: true })).toHaveCount(0);
    expect(((await storedJson(page, 'dataMyChart')) as unknown[]).length).toBe(1);
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByRole('button', { name: 'Player 2', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Redo/ }).click();
    await page.getByRole('button', { name: 'Player 2', exact: true }).click();
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('10');
  });

  test('switching charts and "-- Create New Chart --" keep each chart in its own keys', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    const selector = page.getByLabel('Change Active Chart');
    await selector.selectOption({ label: '-- Create New Chart --' });
    await expect.poll(() => storedValue(page, 'currentChart')).toBe('MyChart1');
    await expect(page.getByRole('button', { name: 'Player 2', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await page.getByRole('textbox', { name: 'chart name' }).fill('Second');
    await page.keyboard.press('Enter');
    await expect(selector.locator('option:checked')).toHaveText('Second');
    await selector.selectOption({ label: 'Radar Chart Generator' });
    expect(await storedValue(page, 'currentChart')).toBe('MyChart');
    await expect(page.getByRole('button', { name: 'Player 1', exact: true, pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Player 2', exact: true, pressed: false })).toBeVisible();
    expect(await storedJson(page, 'metadataMyChart1')).toEqual({ name: 'Second', description: '' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Player 2', exact: true })).toBeVisible();
  });

  test('arrow keys on "Change Active Chart" only move through the list: Enter chooses, passing Create makes nothing', async ({
    page,
  }) => {
    const chart = (name: string) => ({
      metadata: { name, description: '' },
      labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
      data: [{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }],
    });
    await seedStorage(page, {
      ...chartEntries('MyChart', chart('First')),
      ...chartEntries('MyChart1', chart('Second')),
      currentChart: 'MyChart',
    });
    await openEditor(page);
    const selector = page.getByLabel('Change Active Chart');
    const options = () => selector.locator('option').count();
    const before = await options();
    await selector.focus();
    // Down through Second, Temporary Chart and "-- Create New Chart --", and back up one.
    for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await options()).toBe(before);
    expect(await storedValue(page, 'currentChart')).toBe('MyChart');
    await expect(page.getByRole('heading', { level: 1, name: 'First' })).toBeVisible();
    // Leaving the list on "Create New Chart" creates nothing and shows the active chart again.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await options()).toBe(before);
    await expect(selector.locator('option:checked')).toHaveText('First');
    // Enter chooses the option the arrows reached.
    await selector.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
    expect(await storedValue(page, 'currentChart')).toBe('MyChart1');
    expect(await options()).toBe(before);
    await expect(selector).toBeFocused();
  });

  test('the "+" buttons are disabled with a reason at 200 data sets and 100 attributes', async ({ page }) => {
    const threeLabels = [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }];
    const dataSet = (index: number, valueCount: number) => ({
      name: `Set ${index + 1}`,
      description: '',
      color: '#4b3fd1',
      values: Array(valueCount).fill(50),
    });
    await seedStorage(page, {
      ...chartEntries('MyChart', {
        metadata: { name: 'Many attributes', description: '' },
        labels: Array.from({ length: 100 }, (_, index) => ({ name: `A${index + 1}` })),
        data: [dataSet(0, 100)],
      }),
      ...chartEntries('MyChart1', {
        metadata: { name: 'Many data sets', description: '' },
        labels: threeLabels,
        data: Array.from({ length: 199 }, (_, index) => dataSet(index, 3)),
      }),
    });
    await openEditor(page);
    const addAttribute = page.getByRole('button', { name: '+ Add attribute' });
    await expect(addAttribute).toBeDisabled();
    await expect(addAttribute).toHaveAttribute('title', 'A chart holds at most 100 attributes');
    await expect(page.getByRole('button', { name: '+ Add data set' })).toBeEnabled();

    await page.getByLabel('Change Active Chart').selectOption({ label: 'Many data sets' });
    const addDataSet = page.getByRole('button', { name: '+ Add data set' });
    await expect(addAttribute).toBeEnabled();
    // The 200th data set is the last one a chart may hold.
    await addDataSet.click();
    await expect(page.getByRole('list', { name: 'Data sets' }).getByRole('listitem')).toHaveCount(200);
    await expect(addDataSet).toBeDisabled();
    await expect(addDataSet).toHaveAttribute('title', 'A chart holds at most 200 data sets');
    expect(((await storedJson(page, 'dataMyChart1')) as unknown[]).length).toBe(200);
  });

  test('Save SVG downloads radar-chart.svg with the name and the watermark', async ({ page }) => {
    await seedStorage(
      page,
      chartEntries('MyChart', {
        metadata: { name: 'Fruit & Veg <Ranked>', description: '' },
        labels: [{ name: 'Taste' }, { name: 'Price' }, { name: 'Crunch' }],
        data: [{ name: 'Apple', description: '', color: '#ff0000', values: [90, 60, 80] }],
      }),
    );
    await openEditor(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('radar-chart.svg');
    const svg = await downloadText(download);
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        root: document.documentElement.nodeName,
        title: document.querySelector('title')?.textContent ?? null,
        text: document.documentElement.textContent ?? '',
      };
    }, svg);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('svg');
    expect(parsed.title).toBe('Fruit & Veg <Ranked>');
    expect(parsed.text).toContain('Made with StatRadar');
    expect(parsed.text).toContain('Taste');
    // The chart's title and legend (name and area %) are drawn in the export by default.
    const drawn = (text: string) =>
      page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'image/svg+xml');
        return [...document.querySelectorAll('text')].map((element) => element.textContent).join('|');
      }, text);
    const texts = await drawn(svg);
    expect(texts).toContain('Fruit & Veg <Ranked>');
    expect(texts).toMatch(/Apple/);
    expect(texts).toMatch(/\d+%/);

    // The Style menu's switch leaves them out.
    await page.getByRole('button', { name: 'Style', exact: true }).click();
    await page.getByLabel('Title and legend in exports').uncheck();
    const [plain] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save SVG' }).click(),
    ]);
    const plainTexts = await drawn(await downloadText(plain));
    expect(plainTexts).not.toContain('Fruit & Veg <Ranked>');
    expect(plainTexts).not.toMatch(/\d+%/);
    expect(plainTexts).toContain('Taste');
  });

  test('the editor chart shows tooltips: hovering a vertex, and the keyboard along the selected data set', async ({
    page,
  }) => {
    await openEditor(page);
    const chart = page.getByRole('listbox', { name: 'Radar Chart Generator: data sets' });
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chart.locator('.statradar-tooltip')).toHaveText('Player 1 · Speed: 80');
    await expect(page.getByRole('status').filter({ hasText: 'Player 1 · Speed: 80' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(chart.locator('.statradar-tooltip')).toBeHidden();
    // The pointer: Player 1's Speed vertex sits straight above the centre.
    const box = (await chart.boundingBox())!;
    for (let dy = 0.1; dy < 0.45; dy += 0.01) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - box.height * dy);
      if (await chart.locator('.statradar-tooltip').isVisible()) break;
    }
    await expect(chart.locator('.statradar-tooltip')).toHaveText('Player 1 · Speed: 80');
  });

  test('Save PNG downloads radar-chart.png at the displayed size', async ({ page }) => {
    await openEditor(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('radar-chart.png');
    const base64 = await downloadBase64(download);
    const size = await decodedPngSize(page, base64);
    expect(size).toEqual(await displayedChartSize(page));
    // Opaque white, as the panel the editor shows it on: dark text stays readable wherever it is pasted.
    expect(await pngCornerPixel(page, base64)).toEqual([255, 255, 255, 255]);
  });

  test.describe('sharing', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Share copies the chart image and shows the pop-up for 2 seconds', async ({ page }) => {
      await openEditor(page);
      // Time the pop-up inside the page, so a slow test runner cannot stretch or shrink it.
      await page.evaluate(() => {
        const times: { shown?: number; hidden?: number } = {};
        (window as unknown as { popUpTimes: typeof times }).popUpTimes = times;
        new MutationObserver(() => {
          const visible = document.body.textContent?.includes('Photo copied to clipboard: ready for sharing');
          if (visible && times.shown === undefined) times.shown = performance.now();
          if (!visible && times.shown !== undefined && times.hidden === undefined)
            times.hidden = performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const popUp = page.getByText('Photo copied to clipboard: ready for sharing');
      await expect(popUp).toBeVisible();
      const image = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        if (!item) return null;
        const blob = await item.getType('image/png');
        const bitmap = await createImageBitmap(blob);
        const context = new OffscreenCanvas(1, 1).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const corner = [...context.getImageData(0, 0, 1, 1).data];
        return { types: item.types, width: bitmap.width, height: bitmap.height, corner };
      });
      expect(image?.types).toContain('image/png');
      expect(image?.corner).toEqual([255, 255, 255, 255]);
      expect({ width: image?.width, height: image?.height }).toEqual(await displayedChartSize(page));
      await expect(popUp).toBeHidden({ timeout: 5000 });
      const shownFor = await page.evaluate(() => {
        const times = (window as unknown as { popUpTimes: { shown: number; hidden: number } }).popUpTimes;
        return times.hidden - times.shown;
      });
      expect(shownFor).toBeGreaterThanOrEqual(1950);
      expect(shownFor).toBeLessThan(2600);
    });
  });

  test('on a 375 px screen the chart fits the width and the sliders are reachable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openEditor(page);
    const { width } = await displayedChartSize(page);
    expect(width).toBeGreaterThan(250);
    expect(width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const slider = page.getByRole('slider', { name: 'Agility', exact: true });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toBeInViewport();
    const box = await slider.boundingBox();
    if (!box) throw new Error('slider not displayed');
    await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
    await expect(slider).toHaveValue('100');
  });

  test('the editor has no serious or critical accessibility violations', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
