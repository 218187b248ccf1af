import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { readFile } from 'node:fs/promises';

import { chartEntries, openEditor, seedStorage, storedJson } from './editorHelpers';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** The controls of the default chart's editor, as the user sees them from top to bottom. */
function editorControls(page: Page) {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  return {
    name: button('Edit chart name'),
    description: button('Edit chart description'),
    chart: page.getByRole('listbox', { name: 'Radar Chart Generator: data sets' }),
    toolbar: [
      page.getByRole('combobox', { name: 'Change Active Chart' }),
      button('Duplicate'),
      button('Delete chart Radar Chart Generator'),
      page.getByRole('button', { name: 'Undo' }),
      page.getByRole('button', { name: 'Redo' }),
      button('Keyboard shortcuts'),
    ],
    legendAndSettings: [
      button('Player 1'),
      button('+ Add data set'),
      button('Style'),
      button('Save SVG'),
      button('Save PNG'),
      button('Share'),
      page.getByRole('link', { name: '*Breakout*' }),
      button('Edit data set name'),
    ],
  };
}

async function expectTabSequence(page: Page, start: Locator, sequence: Locator[]): Promise<void> {
  await start.focus();
  for (const control of sequence) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
}

/** Tabs from the site header's "Build Chart" to the editor's last control, with where each stop is. */
async function tabStops(page: Page): Promise<{ name: string; top: number; left: number }[]> {
  await page.getByRole('link', { name: 'Build Chart' }).focus();
  const stops: { name: string; top: number; left: number }[] = [];
  for (let step = 0; step < 400; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active?.closest('.editor')) return null;
      const box = active.getBoundingClientRect();
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
      return { name, top: Math.round(box.top + window.scrollY), left: Math.round(box.left) };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** Stops that go up the page by more than a row of controls (a row's own controls differ by a few px). */
function upwardSteps(stops: { name: string; top: number }[]): string[] {
  const ROW = 24;
  return stops.flatMap((stop, index) =>
    index > 0 && stop.top < stops[index - 1]!.top - ROW
      ? [`${stops[index - 1]!.name} (${stops[index - 1]!.top}) -> ${stop.name} (${stop.top})`]
      : [],
  );
}

test.describe('the editor’s Tab order follows what the user sees', () => {
  test('on a phone: the name, the chart, the toolbar under it, then the description and the rest', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openEditor(page);
    const controls = editorControls(page);
    await expectTabSequence(page, page.getByRole('link', { name: 'Build Chart' }), [
      controls.name,
      controls.chart,
      ...controls.toolbar,
      controls.description,
      ...controls.legendAndSettings,
    ]);
  });

  test('on a desktop: the toolbar, the name and description, the chart, its legend and settings', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openEditor(page);
    const controls = editorControls(page);
    await expectTabSequence(page, page.getByRole('link', { name: 'Build Chart' }), [
      ...controls.toolbar,
      controls.name,
      controls.description,
      controls.chart,
      ...controls.legendAndSettings,
    ]);
  });

  test('on a phone, no Tab through a shared chart’s editor goes up the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    // A shared chart: the temporary chart's notice, a long description with "Show more", 16 data sets.
    await openEditor(page, '/chart/marvel-rivals-characters');
    const stops = await tabStops(page);
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(['Edit chart name', 'Copy Chart', 'Show more', 'Export JSON']),
    );
    expect(upwardSteps(stops)).toEqual([]);
  });

  test('on a desktop, Tab goes down each column of a shared chart’s editor', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openEditor(page, '/chart/marvel-rivals-characters');
    const panelLeft = await page
      .locator('.editor-panel')
      .evaluate((panel) => panel.getBoundingClientRect().left);
    const stops = await tabStops(page);
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(['Edit chart name', 'Copy Chart', 'Show more', 'Export JSON']),
    );
    expect(upwardSteps(stops.filter((stop) => stop.left < panelLeft))).toEqual([]);
    expect(upwardSteps(stops.filter((stop) => stop.left >= panelLeft))).toEqual([]);
  });
});

test.describe('CSV export', () => {
  test('names in any script are written as UTF-8 (no byte-order mark) and import back as the same chart', async ({
    page,
  }) => {
    const labels = [{ name: 'Crème brûlée' }, { name: '=Pokémon' }, { name: '🍰 Cake, "best"' }];
    const data = [
      { name: 'Zoë 🎉', description: '', color: '#92f0da', values: [80, 50, 70] },
      { name: '+1 Ünïcödé', description: '', color: '#f0a092', values: [0, 100, 33.5] },
    ];
    await seedStorage(page, {
      currentChart: 'MyChart',
      lastSeenPatchNote: '3',
      ...chartEntries('MyChart', { metadata: { name: 'Desserts', description: '' }, labels, data }),
    });
    await openEditor(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.toString('utf8')).toBe(
      'Data set,Crème brûlée,"\'=Pokémon","🍰 Cake, ""best"""\r\nZoë 🎉,80,50,70\r\n"\'+1 Ünïcödé",0,100,33.5',
    );

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data' });
    await dialog
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'radar-chart.csv', mimeType: 'text/csv', buffer: bytes });
    await dialog.getByRole('button', { name: 'New chart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'radar-chart' })).toBeVisible();
    expect(await storedJson(page, 'labelsMyChart1')).toEqual(labels);
    const imported = (await storedJson(page, 'dataMyChart1')) as { name: string; values: number[] }[];
    expect(imported.map(({ name, values }) => ({ name, values }))).toEqual(
      data.map(({ name, values }) => ({ name, values })),
    );
  });
});
test.describe('a number beyond the double range in a value field', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  async function pasteFromClipboard(page: Page, field: Locator, text: string): Promise<void> {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await field.focus();
    await field.selectText();
    await page.keyboard.press('ControlOrMeta+V');
  }

  const fieldState = (field: Locator) =>
    field.evaluate((input: HTMLInputElement) => ({
      value: input.value,
      badInput: input.validity.badInput,
      invalid: input.getAttribute('aria-invalid'),
    }));
  const storedValues = async (page: Page) =>
    ((await storedJson(page, 'dataMyChart')) as { values: number[] }[])[0]!.values;

  test('pasted ("1e400", "-1e999") is clamped to 100 or 0 like any value out of range', async ({ page }) => {
    await openEditor(page);
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    const speedSlider = page.getByRole('slider', { name: 'Speed', exact: true });
    await pasteFromClipboard(page, speed, '1e400');
    await expect(speedSlider).toHaveValue('100');
    expect(await fieldState(speed)).toEqual({ value: '100', badInput: false, invalid: null });
    await pasteFromClipboard(page, speed, '-1e999');
    await expect(speedSlider).toHaveValue('0');
    expect(await fieldState(speed)).toEqual({ value: '0', badInput: false, invalid: null });
    await expect.poll(() => storedValues(page)).toEqual([0, 50, 70]);

    // A row of cells: the same, and none is counted as "not a number".
    await pasteFromClipboard(page, speed, '1e400\t-1e999\t25\r\n');
    await expect(page.getByText('Pasted 3 values.')).toBeVisible();
    await expect.poll(() => storedValues(page)).toEqual([100, 0, 25]);
  });

  test('typed, the field says it is invalid while the chart keeps its value, and Enter shows the value again', async ({
    page,
  }) => {
    await openEditor(page);
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    const speedSlider = page.getByRole('slider', { name: 'Speed', exact: true });
    await speed.focus();
    await speed.selectText();
    await page.keyboard.type('1e400');
    // The browser cannot read the text (the field reports ""), so the chart keeps the last number
    // typed on the way ("1"): the field must not show "1e400" as if it were the value.
    expect(await fieldState(speed)).toEqual({ value: '', badInput: true, invalid: 'true' });
    await expect(speedSlider).toHaveValue('1');
    await page.keyboard.press('Enter');
    expect(await fieldState(speed)).toEqual({ value: '1', badInput: false, invalid: null });

    // Out of range, typed: invalid until Enter clamps it.
    await speed.selectText();
    await page.keyboard.type('150');
    await expect(speed).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Enter');
    await expect(speedSlider).toHaveValue('100');
    expect(await fieldState(speed)).toEqual({ value: '100', badInput: false, invalid: null });

    // Leaving the field does the same as Enter.
    await speed.selectText();
    await page.keyboard.type('-1e999');
    await expect(speed).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    expect(await fieldState(speed)).toEqual({ value: '100', badInput: false, invalid: null });
    await expect(speedSlider).toHaveValue('100');
  });
});

test.describe('a paste cut to a text field’s limit', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('says so in a polite message for the chart name, a data set name and an attribute name', async ({
    page,
  }) => {
    await openEditor(page);
    // One message at a time: each field's replaces the one before.
    const message = page.getByRole('log').getByText(/^Pasted text was cut/);
    const cases = [
      { edit: 'Edit chart name', field: 'chart name' },
      { edit: 'Edit data set name', field: 'data set name' },
      { edit: 'Edit attribute Speed', field: 'attribute Speed' },
    ];
    for (const { edit, field } of cases) {
      await page.evaluate((value) => navigator.clipboard.writeText(value), 'é'.repeat(250));
      await page.getByRole('button', { name: edit, exact: true }).click();
      const box = page.getByRole('textbox', { name: field, exact: true });
      await box.selectText();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(box).toHaveValue('é'.repeat(200));
      await expect(message).toHaveText(`Pasted text was cut: the ${field} holds at most 200 characters.`);
      await page.keyboard.press('Escape');
    }

    // A paste that fits says nothing (the message above has had its 5 s).
    await expect(message).toHaveCount(0, { timeout: 8000 });
    await page.evaluate((value) => navigator.clipboard.writeText(value), 'Short name');
    await page.getByRole('button', { name: 'Edit chart name', exact: true }).click();
    await page.getByRole('textbox', { name: 'chart name', exact: true }).selectText();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('textbox', { name: 'chart name', exact: true })).toHaveValue('Short name');
    await expect(message).toHaveCount(0);
  });
});
