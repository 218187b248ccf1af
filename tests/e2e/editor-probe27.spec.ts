import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { chartEntries, openEditor, seedStorage, storedJson } from './editorHelpers';

/** A stored chart at the limits: 200 data sets of 100 attributes. */
async function seedFullChart(page: Page): Promise<void> {
  const labels = Array.from({ length: 100 }, (_, index) => ({ name: `A${index + 1}` }));
  const data = Array.from({ length: 200 }, (_, index) => ({
    name: `S${index + 1}`,
    description: '',
    color: '#92f0da',
    values: labels.map(() => 50),
  }));
  await seedStorage(page, {
    ...chartEntries('MyChart1', { metadata: { name: 'Full', description: '' }, labels, data }),
    currentChart: 'MyChart1',
  });
}

async function storedSizes(page: Page): Promise<[number, number]> {
  const labels = (await storedJson(page, 'labelsMyChart1')) as unknown[];
  const data = (await storedJson(page, 'dataMyChart1')) as unknown[];
  return [data.length, labels.length];
}

test.describe('at the chart limits, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on "+" at 200 data sets or 100 attributes says why nothing was added', async ({ page }) => {
    // A chart at its limits (200 x 100) is the heaviest the editor draws: about 28 to 36 s of this
    // test when CI runs two browsers on two cores, past the default 30 s.
    test.slow();
    await seedFullChart(page);
    await openEditor(page);
    const addDataSet = page.getByRole('button', { name: '+ Add data set' });
    const addAttribute = page.getByRole('button', { name: '+ Add attribute' });
    // Disabled to assistive technology, with the reason as its description, but still tappable.
    await expect(addDataSet).toBeDisabled();
    await expect(addDataSet).toHaveAccessibleDescription('A chart holds at most 200 data sets');
    await expect(addAttribute).toHaveAccessibleDescription('A chart holds at most 100 attributes');

    // aria-disabled: Playwright waits for an enabled element unless forced; a finger does not wait.
    await addDataSet.tap({ force: true });
    await expect(
      page.getByRole('status').filter({ hasText: 'A chart holds at most 200 data sets.' }),
    ).toBeVisible();
    await addAttribute.tap({ force: true });
    await expect(
      page.getByRole('status').filter({ hasText: 'A chart holds at most 100 attributes.' }),
    ).toBeVisible();
    expect(await storedSizes(page)).toEqual([200, 100]);
  });
});

test.describe('at the chart limits, with the keyboard', () => {
  test('"+" and the table’s Add row and Add column are reached by Tab and say why at the limit', async ({
    page,
  }) => {
    // A chart at its limits (200 x 100) is the heaviest the editor draws: about 28 to 36 s of this
    // test when CI runs two browsers on two cores, past the default 30 s.
    test.slow();
    await seedFullChart(page);
    await openEditor(page);
    const addDataSet = page.getByRole('button', { name: '+ Add data set' });
    // Tab from the last legend entry reaches "+" (a disabled button was skipped).
    await page.getByRole('button', { name: 'S200', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(addDataSet).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'A chart holds at most 200 data sets.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Table view' }).click();
    const addRow = page.getByRole('button', { name: 'Add row' });
    const addColumn = page.getByRole('button', { name: 'Add column' });
    await expect(addRow).toHaveAttribute('title', 'A chart holds at most 200 data sets');
    await addRow.focus();
    await page.keyboard.press('Enter');
    const tableStatus = page.locator('.editor-table-status');
    await expect(tableStatus).toHaveText('A chart holds at most 200 data sets.');
    await page.keyboard.press('Tab');
    await expect(addColumn).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tableStatus).toHaveText('A chart holds at most 100 attributes.');
    expect(await storedSizes(page)).toEqual([200, 100]);
  });
});

test.describe('what a screen reader hears', () => {
  test('each undo and redo says what it did, from the buttons, the shortcuts and a table cell', async ({
    page,
  }) => {
    await openEditor(page);
    const history = page.getByRole('group', { name: 'History' });
    const heard = history.getByRole('status');
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    await speed.fill('12');
    await speed.press('Enter');
    await page.getByRole('button', { name: '+ Add data set' }).click();
    await expect(page.getByRole('button', { name: 'Player 2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(heard).toHaveText('Undone: data set Player 2 removed.');
    await page.keyboard.press('Control+z');
    await expect(heard).toHaveText('Undone: Player 1 Speed 80.');
    await page.keyboard.press('Control+Shift+z');
    await expect(heard).toHaveText('Redone: Player 1 Speed 12.');

    // A block pasted into the table and undone from the cell it was pasted in.
    await page.getByRole('button', { name: 'Table view' }).click();
    const cell = page.getByRole('textbox', { name: 'Player 1 Strength' });
    await cell.focus();
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.setData('text/plain', '1\t2\r\n3\t4\r\n');
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByText('Pasted 4 cells.')).toBeVisible();
    await cell.press('Control+z');
    await expect(heard).toHaveText('Undone: 1 data set of 3 attributes.');
    await cell.press('Control+y');
    await expect(heard).toHaveText('Redone: 2 data sets of 3 attributes.');
  });
});

/** Pastes plain text into the focused element, as a spreadsheet's copy arrives. */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', value);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('cells pasted into a value field', () => {
  test('say what was pasted and what was left out; a block says where it goes and changes nothing', async ({
    page,
  }) => {
    await openEditor(page);
    const values = async () => ((await storedJson(page, 'dataMyChart')) as { values: number[] }[])[0]!.values;
    const strength = page.getByRole('spinbutton', { name: 'Strength', exact: true });
    await strength.focus();
    // A block copied with its header row, from Google Sheets: nothing changes, and it says why.
    await pasteText(page, 'Speed\tStrength\tAgility\r\n11\t22\t33\r\n');
    await expect(
      page.getByRole('log').or(page.getByRole('status')).filter({ hasText: 'Nothing was pasted' }),
    ).toHaveText(
      'Nothing was pasted: the 2 × 3 cells are a block. Paste one row or column here, or the block in the table view.',
    );
    await expect(strength).toHaveValue('50');
    // A row longer than the attributes after Strength: two fit, the rest is counted.
    await pasteText(page, '1\t2\tn/a\t4\r\n');
    await expect(page.getByText('Pasted 2 values; left out: 2 cells past Agility.')).toBeVisible();
    await expect.poll(values).toEqual([80, 1, 2]);
    // A column with a word in it.
    await strength.focus();
    await pasteText(page, '7\nabc\n');
    await expect(page.getByText('Pasted 1 value; left out: 1 cell not a number.')).toBeVisible();
    await expect.poll(values).toEqual([80, 7, 2]);
  });
});
