import { expect, test } from '@playwright/test';

import { chartEntries, downloadText, openEditor, seedStorage, storedJson } from './editorHelpers';

const labels = [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }];

test.describe('no lost charts', () => {
  test('a 201-character name is held at the 200 limit with a counter, and the chart survives a reload', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    const field = page.getByRole('textbox', { name: 'chart name' });
    await expect(field).toHaveAttribute('maxlength', '200');
    await field.fill('');
    await field.pressSequentially('a'.repeat(185));
    await expect(page.getByText('185 / 200 characters')).toBeVisible();
    await field.fill('b'.repeat(201));
    await expect(field).toHaveValue('b'.repeat(200));
    await expect(page.getByText('200 / 200 characters')).toBeVisible();
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Edit data set name' }).click();
    await page.getByRole('textbox', { name: 'data set name' }).fill('c'.repeat(201));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Edit attribute Speed' }).click();
    await page.getByRole('textbox', { name: 'attribute Speed' }).fill('d'.repeat(201));
    await page.keyboard.press('Enter');
    // The colour's text field too: held at the limit, with the counter near it.
    const colour = page.getByRole('textbox', { name: 'Data set colour', exact: true });
    await expect(colour).toHaveAttribute('maxlength', '200');
    await colour.fill('e'.repeat(185));
    await expect(page.getByText('185 / 200 characters')).toBeVisible();
    await colour.fill('#336699');
    await expect(page.getByText('/ 200 characters')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'b'.repeat(200) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'c'.repeat(200) })).toBeVisible();
    await expect(page.getByText('This chart could not be read')).toHaveCount(0);
    await expect(page.getByText('This chart was repaired')).toHaveCount(0);
  });

  test('a stored chart without data sets opens repaired with one, its name, description and attributes kept', async ({
    page,
  }) => {
    const stored = { metadata: { name: 'Team', description: 'kept' }, labels, data: [] };
    await seedStorage(page, { currentChart: 'MyChart4', ...chartEntries('MyChart4', stored) });
    await openEditor(page);
    const notice = page.getByRole('region', { name: 'This chart was repaired when it opened' });
    await expect(notice).toContainText('data: no data sets; added 1 named "Player 1" with every value 50');
    await expect(page.getByText('This chart could not be read')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Agility', exact: true })).toHaveValue('50');
    // Opening changed nothing in storage.
    expect(await page.evaluate(() => localStorage.getItem('dataMyChart4'))).toBe('[]');
  });

  test('a stored chart over the limits opens repaired with a notice, and the original can be downloaded', async ({
    page,
  }) => {
    const stored = {
      metadata: { name: 'n'.repeat(201), description: '' },
      labels,
      data: [{ name: 'Ada', description: '', color: 'not a colour', values: [80, 140, 70] }],
    };
    const entries = chartEntries('MyChart3', stored);
    await seedStorage(page, { currentChart: 'MyChart3', ...entries });
    await openEditor(page);
    const notice = page.getByRole('region', { name: 'This chart was repaired when it opened' });
    await expect(notice).toContainText('metadata.name: 201 characters is over the limit of 200; cut to 200');
    await expect(notice).toContainText('data[0].color: "not a colour" is not a colour; replaced by #92f0da');
    await expect(notice).toContainText('data[0].values[1]: 140 is outside 0 to 100; clamped to 100');
    await expect(page.getByRole('heading', { level: 1, name: 'n'.repeat(200) })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Strength', exact: true })).toHaveValue('100');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: 'Download the original' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('MyChart3-original.json');
    expect(JSON.parse(await downloadText(download))).toEqual({
      metadata: entries.metadataMyChart3,
      labels: entries.labelsMyChart3,
      data: entries.dataMyChart3,
    });
    // Opening changed nothing in storage.
    expect(await page.evaluate(() => localStorage.getItem('metadataMyChart3'))).toBe(
      entries.metadataMyChart3,
    );
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('typed values', () => {
  test('each slider has a spinbutton named after its attribute: typing, arrows, Enter and clamping', async ({
    page,
  }) => {
    await openEditor(page);
    const strength = page.getByRole('spinbutton', { name: 'Strength', exact: true });
    await expect(strength).toHaveValue('50');
    await expect(strength).toHaveAttribute('min', '0');
    await expect(strength).toHaveAttribute('max', '100');
    await strength.fill('73');
    await expect(page.getByRole('slider', { name: 'Strength', exact: true })).toHaveValue('73');
    await strength.press('ArrowUp');
    await expect(page.getByRole('slider', { name: 'Strength', exact: true })).toHaveValue('74');
    await strength.fill('250');
    await strength.press('Enter');
    await expect(strength).toHaveValue('100');
    await expect
      .poll(() => storedJson(page, 'dataMyChart'))
      .toEqual([{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 100, 70] }]);
    await page.getByRole('slider', { name: 'Speed', exact: true }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('0');
  });

  test('a decimal comma typed in a value field is a decimal point (the browser dropped it: 72,5 became 725, then 100)', async ({
    page,
  }) => {
    await openEditor(page);
    const strength = page.getByRole('spinbutton', { name: 'Strength', exact: true });
    await strength.fill('');
    await strength.pressSequentially('72,5');
    await expect(strength).toHaveValue('72.5');
    await strength.press('Enter');
    await expect
      .poll(() => storedJson(page, 'dataMyChart'))
      .toEqual([{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 72.5, 70] }]);
  });

  test('a value field shows its whole number, 100 and two decimals included, at desktop and phone widths', async ({
    page,
  }) => {
    await openEditor(page);
    const strength = page.getByRole('spinbutton', { name: 'Strength', exact: true });
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const value of ['100', '37.5', '12.25']) {
        await strength.fill(value);
        // Its text fits the box the spin buttons leave (the box cut "100" to "10").
        const cut = await strength.evaluate((input) => input.scrollWidth > input.clientWidth);
        expect(cut, `${value} at ${width} px`).toBe(false);
      }
    }
  });

  test('the table says why a value was kept or changed, and drops the reason once a value is taken', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    const strength = table.getByRole('textbox', { name: 'Player 1 Strength' });
    await strength.fill('abc');
    await strength.press('Tab');
    const kept = page.getByText('"abc" is not a number from 0 to 100; the value was kept.');
    await expect(kept).toBeVisible();
    await strength.fill('250');
    await strength.press('Tab');
    await expect(kept).toBeHidden();
    await expect(page.getByText('250 is outside 0 to 100; the value was set to 100.')).toBeVisible();
    await expect(strength).toHaveValue('100');
    // An emptied cell: the reason speaks of an empty cell, not of a quoted nothing ("" is not…).
    await strength.fill('');
    await strength.press('Tab');
    await expect(page.getByText('An empty cell keeps its value: type a number from 0 to 100.')).toBeVisible();
    await expect(strength).toHaveValue('100');
    await strength.fill('40');
    await strength.press('Tab');
    await expect(page.getByText(/outside 0 to 100|is not a number|empty cell/)).toHaveCount(0);
  });

  test('Tab walks the table in reading order and leaves it at either end, committing the cell', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    const cells = table.getByRole('textbox');
    const count = await cells.count();
    const inTable = () => page.evaluate(() => !!document.activeElement?.closest('table'));
    // The header row's last cell goes on to the first row's name.
    await table.getByRole('textbox', { name: 'Attribute 3 name' }).focus();
    await page.keyboard.press('Tab');
    await expect(table.getByRole('textbox', { name: 'Data set 1 name' })).toBeFocused();
    // The last cell: a typed value is committed and focus leaves the table, forwards.
    const last = cells.nth(count - 1);
    await last.fill('42');
    await page.keyboard.press('Tab');
    expect(await inTable()).toBe(false);
    await expect(last).toHaveValue('42');
    // Backwards from the first cell too: to the buttons above the table.
    await cells.first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inTable()).toBe(false);
    await expect(page.getByRole('button', { name: /^Delete column/ })).toBeFocused();
  });

  test('Shift+Tab back to Delete row and Delete column keeps them on the cell the user was on', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add data set' }).click();
    await page.getByRole('button', { name: 'Add data set' }).click();
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Chart values' });
    await table.getByRole('textbox', { name: 'Player 1 Speed' }).click();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect(table.getByRole('textbox', { name: 'Player 3 Agility' })).toBeFocused();
    // Back across every cell before it: they are passed through, not chosen.
    const deleteColumn = page.getByRole('button', { name: /^Delete column/ });
    for (
      let presses = 0;
      presses < 40 && !(await deleteColumn.evaluate((b) => b === document.activeElement));
      presses++
    )
      await page.keyboard.press('Shift+Tab');
    await expect(deleteColumn).toHaveAccessibleName('Delete column Agility');
    await expect(page.getByRole('button', { name: /^Delete row/ })).toHaveAccessibleName(
      'Delete row Player 3',
    );
    // Tab forward into the table passes cells too; typing in one chooses it.
    await table.getByRole('textbox', { name: 'Player 2 Speed' }).click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Delete row/ })).toHaveAccessibleName(
      'Delete row Player 2',
    );
    await expect(deleteColumn).toHaveAccessibleName('Delete column Speed');
    await page.keyboard.type('7');
    await expect(deleteColumn).toHaveAccessibleName('Delete column Strength');
  });

  test('Escape in a value field restores the value it had, not a half-typed one applied on the way', async ({
    page,
  }) => {
    await openEditor(page);
    const agility = page.getByRole('spinbutton', { name: 'Agility', exact: true });
    await agility.click();
    await agility.press('Control+a');
    // "1" and "15" are valid values, applied as typed; "150" is out of range, not yet applied.
    await page.keyboard.type('150');
    await expect(page.getByRole('slider', { name: 'Agility', exact: true })).toHaveValue('15');
    await agility.press('Escape');
    await expect(agility).toHaveValue('70');
    await expect(page.getByRole('slider', { name: 'Agility', exact: true })).toHaveValue('70');
    await expect
      .poll(async () => ((await storedJson(page, 'dataMyChart')) as { values: number[] }[])[0]?.values)
      .toEqual([80, 50, 70]);
  });
});

test.describe('text editing', () => {
  test('clicking the text itself starts editing, and the pencil still does', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('heading', { level: 1, name: 'Radar Chart Generator' }).click();
    await expect(page.getByRole('textbox', { name: 'chart name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await expect(page.getByRole('textbox', { name: 'chart name' })).toBeFocused();
  });

  test('an open description edit keeps its draft after a click elsewhere, a chart switch and a reload', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit chart description' }).click();
    await page.getByRole('textbox', { name: 'chart description' }).fill('Half-written *notes*');
    await page.locator('.editor-chart').click({ position: { x: 5, y: 5 } });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveValue(
      'Half-written *notes*',
    );

    await page.getByLabel('Change Active Chart').selectOption({ label: '-- Create New Chart --' });
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveCount(0);
    await page.getByLabel('Change Active Chart').selectOption('MyChart');
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveValue(
      'Half-written *notes*',
    );

    await page.getByRole('button', { name: 'Save chart description' }).click();
    await page.reload();
    await expect(page.locator('.editor-chart-description em')).toHaveText('notes');
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveCount(0);
  });

  test('a draft on a chart opened by link survives a reload of that link, and another link starts clean', async ({
    page,
  }) => {
    await openEditor(page, '/chart/art-the-sun');
    await page.getByRole('button', { name: 'Edit chart description' }).click();
    await page.getByRole('textbox', { name: 'chart description' }).fill('My take on the sun');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveValue('My take on the sun');
    // Copy Chart takes it along.
    await page.getByRole('button', { name: 'Copy Chart' }).click();
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveValue('My take on the sun');
    await openEditor(page, '/chart/board-game-decision-chart');
    await expect(page.getByRole('textbox', { name: 'chart description' })).toHaveCount(0);
  });
});

test.describe('drafts of data sets and attributes', () => {
  test('a draft left open on an attribute follows it up a row, never onto the attribute in its place', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: '+ Add attribute' }).click();
    await page.getByRole('button', { name: 'Edit attribute Agility' }).click();
    await page.getByRole('textbox', { name: 'attribute Agility' }).fill('Agil');
    await page.locator('.editor-chart').click({ position: { x: 5, y: 5 } });
    await page.getByRole('button', { name: 'Delete attribute Speed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // Agility moved up one row with its draft; "New Attribute" now sits where Agility was, without it.
    await expect(page.getByRole('textbox', { name: 'attribute New Attribute' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'attribute Agility' })).toHaveValue('Agil');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^attribute / })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'attribute Agility' })).toHaveValue('Agil');
    await expect(page.getByRole('slider', { name: 'New Attribute', exact: true })).toBeVisible();
  });

  test('an open description draft survives renaming its data set, and the saved name closes its box', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit data set description' }).click();
    await page.getByRole('textbox', { name: 'data set description' }).fill('Fast but fragile');
    await page.getByRole('button', { name: 'Edit data set name' }).click();
    await page.getByRole('textbox', { name: 'data set name' }).fill('Sprinter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'data set name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sprinter', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'data set description' })).toHaveValue('Fast but fragile');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'data set name' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'data set description' })).toHaveValue('Fast but fragile');
  });

  test('deleting the first of two data sets of one name keeps the draft open on the second', async ({
    page,
  }) => {
    const chart = {
      metadata: { name: 'Team', description: '' },
      labels,
      data: [
        { name: 'Ada', description: '', color: '#123456', values: [1, 2, 3] },
        { name: 'Ada', description: '', color: '#654321', values: [4, 5, 6] },
      ],
    };
    await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', chart) });
    await openEditor(page);
    await page.getByRole('button', { name: 'Ada', exact: true }).nth(1).click();
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('4');
    await page.getByRole('button', { name: 'Edit data set description' }).click();
    await page.getByRole('textbox', { name: 'data set description' }).fill('notes for the second Ada');
    await page.locator('.editor-chart').click({ position: { x: 3, y: 3 } });
    await page.getByRole('button', { name: 'Ada', exact: true }).nth(0).click();
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('1');
    await page
      .getByRole('button', { name: /delete data set/i })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // By name alone the second "Ada" looked deleted, and its draft went with it.
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('4');
    await expect(page.getByRole('textbox', { name: 'data set description' })).toHaveValue(
      'notes for the second Ada',
    );
  });

  test('deleting a data set with a draft open never shows that draft on another of its name', async ({
    page,
  }) => {
    const chart = {
      metadata: { name: 'Team', description: '' },
      labels,
      data: [
        { name: 'Ada', description: '', color: '#123456', values: [1, 2, 3] },
        { name: 'Ada', description: '', color: '#654321', values: [4, 5, 6] },
      ],
    };
    await seedStorage(page, { currentChart: 'MyChart', ...chartEntries('MyChart', chart) });
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit data set name' }).click();
    await page.getByRole('textbox', { name: 'data set name' }).fill('Renamed first');
    await page.locator('.editor-chart').click({ position: { x: 3, y: 3 } });
    await page
      .getByRole('button', { name: /delete data set/i })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('4');
    // Saving it here would have renamed the data set that was never edited.
    await expect(page.getByRole('textbox', { name: 'data set name' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Speed', exact: true })).toHaveValue('4');
    await expect(page.getByRole('textbox', { name: 'data set name' })).toHaveCount(0);
  });
});

test.describe('the URL follows the active chart', () => {
  test('after Copy Chart the address is /editor and a reload shows the copy with its edits', async ({
    page,
  }) => {
    await openEditor(page, '/chart/art-the-sun');
    await expect(page).toHaveURL(/\/chart\/art-the-sun$/);
    await page.getByRole('button', { name: 'Copy Chart' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.getByRole('button', { name: 'Edit chart name' }).click();
    await page.getByRole('textbox', { name: 'chart name' }).fill('My sun');
    await page.keyboard.press('Enter');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My sun' })).toBeVisible();
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toHaveCount(
      0,
    );
  });

  test('switching or creating a chart from a shared link moves the address to /editor', async ({ page }) => {
    await openEditor(page, '/chart/jojos-stand');
    await page.getByLabel('Change Active Chart').selectOption({ label: '-- Create New Chart --' });
    await expect(page).toHaveURL(/\/editor$/);
  });
});
