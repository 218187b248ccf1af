import { expect, test, type Page } from '@playwright/test';

import { chartEntries, downloadText, openEditor, seedStorage, storedJson } from './editorHelpers';

/** Dispatches a paste of `text` at the focused element (or the body), as Ctrl+V of copied cells does. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('table view', () => {
  test('the table view stays open across a visit to another page and a reload, until hidden', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    await expect(table).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Feed' }).first().click();
    await expect(page).toHaveURL(/\/feed$/);
    await page.goBack();
    await expect(table).toBeVisible();
    await page.reload();
    await expect(table).toBeVisible();
    await page.getByRole('button', { name: 'Hide table' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Table view' })).toBeVisible();
    await expect(table).toHaveCount(0);
  });

  test('an arrow key right after Escape moves to the next cell, however quick', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    const strength = table.getByRole('textbox', { name: 'Player 1 Strength' });
    await strength.click();
    await page.keyboard.type('34');
    // The two keys one after the other with no timer between them, as a fast typist's reach the
    // page: the browser runs input before timers (only the microtasks between two events run).
    await strength.evaluate(async (input) => {
      const press = (key: string) =>
        input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      press('Escape');
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      press('ArrowLeft');
    });
    await expect(strength).toHaveValue('50');
    await expect(table.getByRole('textbox', { name: 'Player 1 Speed' })).toBeFocused();
  });

  test('cells edit with spreadsheet keys, each edit is one undo step, and a block pastes', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    const speed = table.getByRole('textbox', { name: 'Player 1 Speed' });
    await expect(speed).toHaveValue('80');
    await speed.click();
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(table.getByRole('textbox', { name: 'Player 1 Strength' })).toBeFocused();
    await page.keyboard.type('34');
    await page.keyboard.press('Escape');
    await expect(table.getByRole('textbox', { name: 'Player 1 Strength' })).toHaveValue('50');
    await page.keyboard.press('ArrowLeft');
    await expect(speed).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(table.getByRole('textbox', { name: 'Attribute 1 name' })).toBeFocused();
    await page.keyboard.type('Pace');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('slider', { name: 'Pace', exact: true })).toHaveValue('12');

    await page.getByRole('button', { name: 'Add row' }).click();
    await expect(table.getByRole('textbox', { name: 'Data set 2 name' })).toHaveValue('Player 2');
    await table.getByRole('textbox', { name: 'Player 1 Pace' }).focus();
    await pasteText(page, '90\t91\t92\t93\n10\t11\tx\t13\n');
    await expect(page.getByText('Pasted 7 of 8 cells; 1 was not a number, and was left out.')).toBeVisible();
    await expect
      .poll(() => storedJson(page, 'labelsMyChart'))
      .toEqual([{ name: 'Pace' }, { name: 'Strength' }, { name: 'Agility' }, { name: 'Attribute 4' }]);
    expect(
      ((await storedJson(page, 'dataMyChart')) as { values: number[] }[]).map((set) => set.values),
    ).toEqual([
      [90, 91, 92, 93],
      [10, 11, 50, 13],
    ]);

    // The paste was one step; Ctrl+Z in the cell, as in a spreadsheet, brings back the table before
    // it, and Ctrl+Y brings the paste back.
    await expect(table.getByRole('textbox', { name: 'Player 1 Pace' })).toBeFocused();
    await page.keyboard.press('Control+z');
    await expect(table.getByRole('textbox', { name: 'Player 1 Pace' })).toHaveValue('12');
    await expect(table.getByRole('textbox', { name: 'Attribute 4 name' })).toHaveCount(0);
    await table.getByRole('textbox', { name: 'Player 1 Pace' }).focus();
    await page.keyboard.press('Control+y');
    await expect(table.getByRole('textbox', { name: 'Player 1 Pace' })).toHaveValue('90');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(table.getByRole('textbox', { name: 'Player 1 Pace' })).toHaveValue('12');
    await expect(table.getByRole('textbox', { name: 'Attribute 4 name' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(table.getByRole('textbox', { name: 'Attribute 1 name' })).toHaveValue('Speed');
    await expect(table.getByRole('textbox', { name: 'Player 1 Speed' })).toHaveValue('12');
  });
  test('a name cell counts its characters from 90% of the limit, as every text field does', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    const name = table.getByRole('textbox', { name: 'Attribute 1 name' });
    await name.fill('x'.repeat(179));
    await expect(table.getByText('179 / 200')).toHaveCount(0);
    await name.fill('x'.repeat(195));
    await expect(table.getByText('195 / 200')).toBeVisible();
    await expect(name).toHaveAttribute('aria-describedby', /.+/);
    await expect(name).toHaveAttribute('maxlength', '200');
  });

  test('Delete row on the selected last data set selects the previous one, as the panel does', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect(page.getByRole('region', { name: 'Data set Player 2' })).toBeVisible();
    await table.getByRole('textbox', { name: 'Player 2 Speed' }).focus();
    await page.getByRole('button', { name: 'Delete row Player 2' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete data set: Player 2?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(table.getByRole('textbox', { name: 'Data set 2 name' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Data set Player 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Player 1', exact: true, pressed: true })).toBeVisible();
  });
});

test.describe('spreadsheet import', () => {
  test('a TSV block pasted onto the editor page opens Import data and replaces the data in one undo step', async ({
    page,
  }) => {
    await openEditor(page);
    await page.locator('.editor-chart').click({ position: { x: 3, y: 3 } });
    await pasteText(page, 'Hero\tSpeed\tPower\tWits\nAda\t80\t72,5\t\nBob\t40\t20\t300\n');
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Transpose (data sets in columns)' })).not.toBeChecked();
    await expect(dialog.getByRole('region', { name: 'Problem cells' })).toContainText(
      'Row 2, column 4 (Ada, Wits): empty; using 50',
    );
    await expect(dialog.getByRole('region', { name: 'Problem cells' })).toContainText(
      "Row 3, column 4 (Bob, Wits): 300 is outside 0 to 100; scaled by Wits's maximum 300 to 100",
    );
    await dialog.getByRole('radio', { name: 'Clamp to 0-100' }).check();
    await dialog.getByRole('button', { name: 'Replace data' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => storedJson(page, 'dataMyChart'))
      .toEqual([
        { name: 'Ada', description: '', color: '#92f0da', values: [80, 72.5, 50] },
        { name: 'Bob', description: '', color: '#92d7f0', values: [40, 20, 100] },
      ]);
    await expect(page.getByRole('spinbutton', { name: 'Power', exact: true })).toHaveValue('72.5');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('slider', { name: 'Strength', exact: true })).toHaveValue('50');
    await expect
      .poll(() => storedJson(page, 'dataMyChart'))
      .toEqual([{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }]);
  });

  test('a CSV file chosen in the dialog imports as a new chart named after the file', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'snacks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFSnack,Taste,"Price, per bag",Crunch\r\n"Chips, salted",80,50,70\r\nNuts,60,40,90\r\n',
      ),
    });
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Chips, salted');
    await dialog.getByRole('button', { name: 'New chart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'snacks' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Price, per bag', exact: true })).toHaveValue('50');
    expect(await storedJson(page, 'labelsMyChart1')).toEqual([
      { name: 'Taste' },
      { name: 'Price, per bag' },
      { name: 'Crunch' },
    ]);
    expect(await storedJson(page, 'metadataMyChart')).toEqual({
      name: 'Radar Chart Generator',
      description: '',
    });
  });

  test('"Replace data" from a JSON file takes its attributes and data sets and keeps the chart\'s name, description and style', async ({
    page,
  }) => {
    const metadata = {
      name: 'My snacks',
      description: 'Ranked by **me**',
      style: { fillStyle: 'outline', gridLine: 'circle' },
    };
    await seedStorage(page, {
      currentChart: 'MyChart',
      ...chartEntries('MyChart', {
        metadata,
        labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
        data: [{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }],
      }),
    });
    await openEditor(page);
    // A chart exported from another chart: its own name, description and style.
    const imported = {
      metadata: { name: 'Their chart', description: 'Theirs', style: { fillStyle: 'solid fill' } },
      labels: [{ name: 'Taste' }, { name: 'Price' }, { name: 'Crunch' }, { name: 'Salt' }],
      data: [{ name: 'Chips', description: 'Salted', color: '#ff0000', values: [90, 40, 80, 60] }],
    };
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'their-chart.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(imported)),
    });
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Chips');
    await dialog.getByRole('button', { name: 'Replace data' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('slider', { name: 'Salt', exact: true })).toHaveValue('60');
    await expect(page.getByRole('heading', { level: 1, name: 'My snacks' })).toBeVisible();
    expect(await storedJson(page, 'metadataMyChart')).toEqual(metadata);
    expect(await storedJson(page, 'labelsMyChart')).toEqual(imported.labels);
    expect(await storedJson(page, 'dataMyChart')).toEqual(imported.data);
  });

  test('the page has one file input, and setting a file on it opens Import data', async ({ page }) => {
    await openEditor(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'direct.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from('Name\tA\tB\tC\nZed\t1\t2\t3\n'),
    });
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Zed');
    await dialog.getByRole('button', { name: 'Replace data' }).click();
    await expect(page.getByRole('slider', { name: 'C', exact: true })).toHaveValue('3');
  });

  test('a CSV file dropped on the page opens the dialog with its preview', async ({ page }) => {
    await openEditor(page);
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Name;A;B;C\nX;1;2;3\n'], 'drop.csv', { type: 'text/csv' }));
      document
        .querySelector('.editor-chart')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('X');
    await expect(dialog.getByText('From drop.csv')).toBeVisible();
  });

  test('a transpose that gives no chart can be switched back, and each opening starts from the guess', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    const table = 'Name\tA\tB\tC\nX\t1\t2\t3\nY\t4\t5\t6';
    await dialog.getByLabel('Table text').fill(table);
    const transpose = dialog.getByRole('switch', { name: 'Transpose (data sets in columns)' });
    await expect(transpose).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Replace data' })).toBeEnabled();
    // Transposed, the two data sets become two attributes: no chart, but the switch stays.
    await transpose.check();
    await expect(dialog.getByRole('alert')).toContainText('A chart needs at least 3 attributes');
    await expect(dialog.getByRole('button', { name: 'Replace data' })).toBeDisabled();
    await transpose.uncheck();
    await expect(dialog.getByRole('button', { name: 'Replace data' })).toBeEnabled();
    // Left transposed and cancelled, the same table opens again as guessed.
    await transpose.check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByLabel('Table text').fill(table);
    await expect(transpose).not.toBeChecked();
    await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Y');
  });

  test('the dialog opens without an alert and says a reading’s error once typing pauses', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    // Empty, it says so as a hint, not as an alert.
    await expect(dialog.getByText('There is nothing to import: the text is empty.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // While keys come, no alert interrupts; once they pause, the error is said.
    const text = dialog.getByLabel('Table text');
    await text.pressSequentially('Name,A,B', { delay: 30 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toContainText('A chart needs at least 3 attributes');
  });

  test.describe('pasted into the dialog’s own text box', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a text past the import limit is refused before the box takes it, and what was there stays', async ({
      page,
    }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import data' });
      const box = dialog.getByLabel('Table text');
      await box.fill('Name,A,B,C\nX,1,2,3');
      // A real Ctrl+V of 2,000,001 characters (the limit is 2,000,000), at the end of the text.
      await page.evaluate(() => navigator.clipboard.writeText('1'.repeat(2_000_001)));
      await box.press('End');
      await box.press('ControlOrMeta+V');
      await expect(dialog.getByRole('alert')).toHaveText(
        'The text is too long to import (2,000,019 characters; at most 2,000,000).',
      );
      await expect(box).toHaveValue('Name,A,B,C\nX,1,2,3');
      // Typing on clears the message; a paste within the limit goes in.
      await page.evaluate(() => navigator.clipboard.writeText('\nY,4,5,6'));
      await box.press('ControlOrMeta+V');
      await expect(box).toHaveValue('Name,A,B,C\nX,1,2,3\nY,4,5,6');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Y');
    });
  });

  test('bad CSV shows a clear message and keeps the chart as it was', async ({ page }) => {
    // Three imports in one test on a shared machine.
    test.setTimeout(60_000);
    await openEditor(page);
    const before = await storedJson(page, 'dataMyChart');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,A,B\nX,1,2\n'),
    });
    await expect(dialog.getByRole('alert')).toContainText('A chart needs at least 3 attributes');
    await expect(dialog.getByRole('button', { name: 'Replace data' })).toBeDisabled();
    await dialog.getByLabel('Table text').fill('a,"b\nc,d');
    await expect(dialog.getByRole('alert')).toContainText('The table cannot be read');
    const rows = Array.from({ length: 1000 }, (_, index) => `P${index},1,2,3`).join('\n');
    await dialog.getByLabel('Table text').fill(`Name,A,B,C\n${rows}`);
    await expect(dialog.getByRole('alert')).toContainText(
      'The table has 1000 data rows, but a chart holds at most 200',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedJson(page, 'dataMyChart')).toEqual(before);
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('80');
  });
});

test.describe('export', () => {
  test('CSV and JSON exports download, and the JSON imports back as the same chart', async ({ page }) => {
    await openEditor(page);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('radar-chart.csv');
    expect(await downloadText(csv)).toBe('Data set,Speed,Strength,Agility\r\nPlayer 1,80,50,70');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('radar-chart.json');
    const text = await downloadText(json);
    expect(JSON.parse(text)).toEqual({
      metadata: { name: 'Radar Chart Generator', description: '' },
      labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
      data: [{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }],
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'radar-chart.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await dialog.getByRole('button', { name: 'New chart' }).click();
    expect(await storedJson(page, 'dataMyChart1')).toEqual(await storedJson(page, 'dataMyChart'));
  });
});
