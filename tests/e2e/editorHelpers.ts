import { readFile } from 'node:fs/promises';

import { expect } from '@playwright/test';
import type { Download, Page } from '@playwright/test';

/** A chart as the editor stores it (the three local-storage keys). */
export interface StoredChartParts {
  metadata: unknown;
  labels: unknown;
  data: unknown;
}

/** Writes raw local-storage entries before the app reads them, on a static page of the same origin. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** The entries of a chart in the stored format. */
export function chartEntries(id: string, chart: StoredChartParts): Record<string, string> {
  return {
    [`metadata${id}`]: JSON.stringify(chart.metadata),
    [`labels${id}`]: JSON.stringify(chart.labels),
    [`data${id}`]: JSON.stringify(chart.data),
  };
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

export async function storedJson(page: Page, key: string): Promise<unknown> {
  return JSON.parse((await storedValue(page, key)) ?? 'null');
}

/** Opens the editor and waits until the chart is drawn. */
export async function openEditor(page: Page, path = '/editor'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Save SVG' })).toBeVisible();
}

export async function downloadText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

export async function downloadBase64(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('base64');
}

/** Decodes a PNG in the browser and returns its pixel size (so the file must be a real image). */
export async function decodedPngSize(page: Page, base64: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (data) => {
    const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height };
  }, base64);
}

/** The RGBA of a PNG's top-left pixel, decoded in the browser. */
export async function pngCornerPixel(page: Page, base64: string): Promise<number[]> {
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data];
  }, base64);
}

/** The size the chart is displayed at, in CSS pixels. */
export async function displayedChartSize(page: Page): Promise<{ width: number; height: number }> {
  // The chart follows its container's width, so its canvas appears once the container is measured.
  // The Konva stage's canvas takes the first canvas's place when the stage is built (an idle moment
  // or the first interaction): a canvas found just before that swap is gone when measured, so
  // measure until a displayed one answers.
  const canvas = page.locator('.editor-chart canvas').first();
  let box: Awaited<ReturnType<typeof canvas.boundingBox>> = null;
  await expect
    .poll(async () => (box = await canvas.boundingBox().catch(() => null)) !== null, {
      message: 'the chart canvas is displayed',
    })
    .toBe(true);
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
}

export { expectNoSeriousAxeViolations } from './support/accessibility';
