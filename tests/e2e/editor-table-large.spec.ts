import { expect, test } from '@playwright/test';

import { chartEntries, openEditor, seedStorage, storedJson } from './editorHelpers';

// Past LARGE_TABLE_CELLS (2,000), where each row is laid out and painted on its own.
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

test('every cell of a large table is in the accessibility tree screen readers read, scrolled into view or not', async ({
  page,
}) => {
  test.slow();
  const table = page.getByRole('table', { name: 'Chart values' });
  await expect(table.getByRole('row')).toHaveCount(DATA_SETS + 1);
  await expect(
    table.getByRole('textbox', { name: `S${DATA_SETS} A${ATTRIBUTES}`, exact: true }),
  ).toBeAttached();
  // Chromium's own tree, not the markup: rows skipped off screen (content-visibility) were in it
  // without their cells, so a screen reader found only the rows near the view filled.
  const session = await page.context().newCDPSession(page);
  const named = async (role: string) => {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value);
  };
  // The value cells' text boxes, named by data set and attribute (the chart's own hidden table has
  // cells too).
  const valueBoxes = async () => (await named('textbox')).filter((name) => /^S\d+ A\d+$/.test(name ?? ''));
  await expect.poll(async () => (await valueBoxes()).length).toBe(DATA_SETS * ATTRIBUTES);
  expect((await valueBoxes()).at(-1)).toBe(`S${DATA_SETS} A${ATTRIBUTES}`);
  // A row header per data set in this table and in the chart's own hidden one.
  expect((await named('rowheader')).filter((name) => /^S\d+$/.test(name ?? ''))).toHaveLength(2 * DATA_SETS);
  // Each row is laid out and painted on its own, so a keystroke costs its row, not the table.
  expect(
    await page
      .locator('input[data-row="1"][data-column="1"]')
      .evaluate((input) => getComputedStyle(input.closest('tr')!).contain),
  ).toBe('layout paint');
});

test('the keyboard reaches and edits the last row, scrolling it into view', async ({ page }) => {
  test.slow();
  const first = page.locator('input[data-row="1"][data-column="1"]');
  await first.click();
  // Down the first column to the last row with the arrows, as a spreadsheet moves.
  for (let row = 1; row < DATA_SETS; row++) await page.keyboard.press('ArrowDown');
  const last = page.getByRole('textbox', { name: `S${DATA_SETS} A1`, exact: true });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
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
});
