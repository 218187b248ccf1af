import { expect, test, type Page } from '@playwright/test';

import { chartEntries, openEditor, seedStorage, storedJson } from './editorHelpers';

// Past LARGE_TABLE_CELLS (2,000), where the table starts skipping rows off screen.
const DATA_SETS = 60;
const ATTRIBUTES = 40;

test.beforeEach(async ({ page }) => {
  const labels = Array.from({ length: ATTRIBUTES }, (_, index) => ({ name: `A${index + 1}` }));
  const data = Array.from({ length: DATA_SETS }, (_, index) => ({
    name: `S${index + 1}`,
    description: '',
    color: '#92f0da',
    values: labels.map(() => 50),
  }));
  await seedStorage(page, {
    ...chartEntries('MyChart1', { metadata: { name: 'Large', description: '' }, labels, data }),
    currentChart: 'MyChart1',
  });
  await openEditor(page);
  await page.getByRole('button', { name: 'Table view' }).click();
});

/** Whether the browser renders the element now (false while content-visibility skips its row). */
function rendered(page: Page, row: number, column: number) {
  return page
    .locator(`input[data-row="${row}"][data-column="${column}"]`)
    .evaluate((input) => input.checkVisibility({ contentVisibilityAuto: true }));
}

test('a large table renders only the rows near its scrolled view, and stays a table of every row', async ({
  page,
}) => {
  test.slow();
  const table = page.getByRole('table', { name: 'Chart values' });
  // Every row is in the page and read as a table, whatever is rendered: a header row and one per data set.
  await expect(table.getByRole('row')).toHaveCount(DATA_SETS + 1);
  await expect(table.getByRole('columnheader')).toHaveCount(ATTRIBUTES + 1);
  await expect(table.getByRole('rowheader')).toHaveCount(DATA_SETS);
  await expect(table.getByRole('cell')).toHaveCount(DATA_SETS * ATTRIBUTES);
  await expect(
    table.getByRole('textbox', { name: `S${DATA_SETS} A${ATTRIBUTES}`, exact: true }),
  ).toBeAttached();
  // The first rows are rendered; the last ones, far below the table's scrolled view, are not (a
  // keystroke laid out and painted all 20,000 cells of a 200 x 100 table).
  expect(await rendered(page, 1, 1)).toBe(true);
  expect(await rendered(page, DATA_SETS, ATTRIBUTES)).toBe(false);
});

test('the keyboard reaches and edits a row that was not rendered, which then shows', async ({ page }) => {
  test.slow();
  const first = page.locator('input[data-row="1"][data-column="1"]');
  await first.click();
  // Down the first column to the last row with the arrows, as a spreadsheet moves.
  for (let row = 1; row < DATA_SETS; row++) await page.keyboard.press('ArrowDown');
  const last = page.getByRole('textbox', { name: `S${DATA_SETS} A1`, exact: true });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await rendered(page, DATA_SETS, 1)).toBe(true);
  await page.keyboard.type('42');
  // Tab commits the cell and moves along the row, into the next cell.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: `S${DATA_SETS} A2`, exact: true })).toBeFocused();
  await expect
    .poll(
      async () =>
        ((await storedJson(page, 'dataMyChart1')) as { values: number[] }[])[DATA_SETS - 1]!.values[0],
    )
    .toBe(42);
  // The first row, now far above the view, is skipped in turn.
  expect(await rendered(page, 1, 1)).toBe(false);
});
