import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { openEditor, storedJson } from './editorHelpers';

async function storedValues(page: Page): Promise<number[][]> {
  return ((await storedJson(page, 'dataMyChart')) as { values: number[] }[]).map((set) => set.values);
}

test.describe('typed values', () => {
  test('a value field keeps the decimals typed key by key: 7.05 and 0.001, not 75 and 1', async ({
    page,
  }) => {
    await openEditor(page);
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    for (const [typed, value] of [
      ['7.05', '7.05'],
      ['0.001', '0.001'],
      ['12.50', '12.5'],
    ] as const) {
      await speed.click();
      await speed.press('Control+a');
      await page.keyboard.type(typed);
      await expect(speed).toHaveValue(typed);
      await speed.press('Enter');
      await expect(speed).toHaveValue(value);
      await expect.poll(async () => (await storedValues(page))[0]![0]).toBe(Number(value));
    }
  });

  test('undo while a typed value is in the field is not applied again when the field is left', async ({
    page,
  }) => {
    await openEditor(page);
    const speed = page.getByRole('spinbutton', { name: 'Speed', exact: true });
    await speed.click();
    await speed.press('Control+a');
    await page.keyboard.type('7.0');
    await expect.poll(async () => (await storedValues(page))[0]![0]).toBe(7);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(speed).toHaveValue('80');
    await expect(page.getByRole('slider', { name: 'Speed', exact: true })).toHaveValue('80');
    await page.getByRole('slider', { name: 'Strength', exact: true }).focus();
    await expect(speed).toHaveValue('80');
    await expect.poll(async () => (await storedValues(page))[0]![0]).toBe(80);
  });
});
