/**
 * The Chromium harness of the browser suites: one browser per test file, a fresh document per test
 * with both faces of the chart loaded (`page.tsx`, bundled once per file), and the helpers the
 * suites share. The suites are split over files so vitest's workers run them side by side.
 */
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { addDataSet, createChart } from '../../src/index';
import type { RadarChartOptions } from '../../src/konva/index';
import type { Kind } from './page';

const directory = path.dirname(fileURLToPath(import.meta.url));
/** The test file's browser (live binding: set in `useChromium`'s hooks). */
export let browser: Browser;
/** The current test's page (live binding: reset before each test, replaced by `openPage`). */
export let page: Page;
/** The bundled harness page script (`page.tsx`), for pages a test opens itself. */
export let script = '';

export const blankPage = '<!doctype html><html><body style="margin:0;font-family:sans-serif"></body></html>';

/** The page each test starts on, and the errors its current document threw. */
let basePage: Page;
let pageErrors: string[] = [];
/** Serves the blank page with the harness script, cached, so each test's load reuses its compiled code. */
let server: Server;
let harnessUrl = '';

/**
 * Registers the file's hooks: bundle, serve and launch once; before each test, a fresh document
 * with the harness on one reused page. A new page per test cost 0.7 s (a renderer process to start
 * and 1 MB of script to compile), a navigation costs 0.1 s: most of the suite's time.
 */
export function useChromium(): void {
  // Real input, screenshots and a two-second animation on a shared machine take longer than 5 s.
  vi.setConfig({ testTimeout: 30_000 });

  beforeAll(async () => {
    const result = await build({
      entryPoints: [path.join(directory, 'page.tsx')],
      bundle: true,
      format: 'iife',
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    script = result.outputFiles[0]!.text;
    const html = blankPage.replace('</body>', '<script src="/harness.js"></script></body>');
    server = createServer((request, response) => {
      const isScript = request.url === '/harness.js';
      response.writeHead(200, {
        'content-type': isScript ? 'text/javascript' : 'text/html',
        'cache-control': 'max-age=3600',
      });
      response.end(isScript ? script : html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    harnessUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    });
    basePage = await browser.newPage({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1 });
    basePage.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  beforeEach(async () => {
    if (page && page !== basePage) await page.close();
    page = basePage;
    // Undo what a test may have changed on the page; its document goes with the navigation.
    await page.setViewportSize({ width: 900, height: 900 });
    await page.emulateMedia({ reducedMotion: null });
    await page.mouse.move(0, 0);
    pageErrors = [];
    await page.goto(harnessUrl);
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Makes a new page the current one, for a test that needs other page settings (900 × 900 at pixel
 * ratio 1 unless `options` say otherwise); with `html`, it also loads that document and the harness
 * script. The next test starts on the reused page again.
 */
export async function openPage(options: BrowserContextOptions = {}, html?: string): Promise<Page> {
  if (page !== basePage) await page?.close();
  page = await browser.newPage({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1, ...options });
  if (html !== undefined) {
    await page.setContent(html);
    await page.addScriptTag({ content: script });
  }
  return page;
}

export const chart = addDataSet(createChart());

export async function mount(kind: Kind, options: Partial<RadarChartOptions> = {}, containerWidth?: number) {
  return page.evaluate(
    ([kind, options, containerWidth]) =>
      window.harness.mount(kind, options as RadarChartOptions, containerWidth || undefined),
    [kind, { chart, width: 300, animation: false, ...options }, containerWidth ?? 0] as const,
  );
}

export async function frames(count = 2): Promise<void> {
  await page.evaluate((count) => window.harness.frames(count), count);
}

/** The chart's pixels as the browser shows them (its listbox, which holds the canvas and tooltip). */
export async function pixels(id: string): Promise<PNG> {
  await frames();
  return PNG.sync.read(await page.locator(`#${id} [role="listbox"]`).screenshot());
}

/**
 * The y of the topmost pixel of the data set's colour (#92f0da, drawn over white) down the chart's
 * centre column: its top vertex, on the top axis.
 */
export function topVertexY(png: PNG): number {
  const x = Math.floor(png.width / 2);
  for (let y = 0; y < png.height; y++) {
    const at = (y * png.width + x) * 4;
    const [red, green, blue] = [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
    if (green - red > 60 && blue - red > 40) return y;
  }
  return -1;
}

export function differing(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0 });
}

export async function update(id: string, patch: Partial<RadarChartOptions>): Promise<void> {
  await page.evaluate(([id, patch]) => window.harness.update(id, patch as Partial<RadarChartOptions>), [
    id,
    patch,
  ] as const);
}
