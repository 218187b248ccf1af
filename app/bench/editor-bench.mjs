// Editor benchmark (not a test): builds the app for production, serves it, and in headless Chromium
//  1. drags a slider across its range on a 12-attribute, 10-data-set chart (then again with the table
//     view open) and reports the main-thread work per frame (input handlers + animation-frame
//     callbacks, median and p95), the interval between frames, and the input-to-paint latency;
//  2. opens the table view at the chart limits (200 x 100), reports how long until every row is drawn
//     and the longest task meanwhile, then types into a cell and reports each keystroke's
//     input-to-paint latency;
//  3. lists the JavaScript each route loads, minified + gzip.
// Usage: pnpm --filter app bench   (BENCH_PORT, default 5201; CHROMIUM_PATH, default /usr/bin/chromium)
import { execSync } from 'node:child_process';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(appDir, 'dist-bench');
const port = Number(process.env.BENCH_PORT ?? 5201);
const origin = `http://127.0.0.1:${port}`;
const FRAME_BUDGET_MS = 16.7;
const HOME_JS_BUDGET_KB = 150;

function build() {
  console.log('Building the app for production…');
  execSync(`pnpm exec vite build --outDir ${outDir} --emptyOutDir`, {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'bench' },
  });
}

const contentTypes = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.png': 'image/png',
};

function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', origin).pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(outDir, path);
    if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(outDir, 'index.html');
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#bcf60c',
  '#fabebe',
];

/** A chart at the guidance limit: 12 attributes and 10 data sets. */
function benchChart(attributes = 12, dataSets = 10) {
  const labels = Array.from({ length: attributes }, (_, index) => ({ name: `Attribute ${index + 1}` }));
  const data = Array.from({ length: dataSets }, (_, set) => ({
    name: `Player ${set + 1}`,
    description: '',
    color: PALETTE[set % PALETTE.length],
    values: labels.map((_, label) => 10 + ((set * 7 + label * 13) % 91)),
  }));
  return { metadata: { name: 'Benchmark chart', description: '' }, labels, data };
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Runs in the page before the app: times every input handler pass and every animation frame. */
function instrumentPage() {
  const frames = [];
  const inputs = [];
  let frameWork = 0;
  const originalRequestAnimationFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    originalRequestAnimationFrame((time) => {
      const start = performance.now();
      try {
        callback(time);
      } finally {
        frameWork += performance.now() - start;
      }
    });
  let handlerStart = 0;
  document.addEventListener('input', () => (handlerStart = performance.now()), true);
  window.addEventListener('input', (event) => {
    const handlerTime = performance.now() - handlerStart;
    frameWork += handlerTime;
    const channel = new MessageChannel();
    // A message posted from the next animation frame arrives after that frame is painted.
    originalRequestAnimationFrame(() => {
      channel.port1.onmessage = () =>
        inputs.push({ latency: performance.now() - event.timeStamp, handlerTime });
      channel.port2.postMessage(null);
    });
  });
  let last = 0;
  const tick = (time) => {
    if (window.__benchRecording) {
      frames.push({ interval: last ? time - last : 0, work: frameWork });
    }
    frameWork = 0;
    last = time;
    originalRequestAnimationFrame(tick);
  };
  originalRequestAnimationFrame(tick);
  window.__bench = { frames, inputs };
}

async function dragBenchmark(browser, { table = false, attributes = 12, dataSets = 10 } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/robots.txt`);
  const chart = benchChart(attributes, dataSets);
  await page.evaluate((value) => {
    localStorage.setItem('currentChart', 'MyChart');
    localStorage.setItem('metadataMyChart', JSON.stringify(value.metadata));
    localStorage.setItem('labelsMyChart', JSON.stringify(value.labels));
    localStorage.setItem('dataMyChart', JSON.stringify(value.data));
    localStorage.setItem('lastSeenPatchNote', '3');
  }, chart);
  await page.addInitScript(instrumentPage);
  await page.goto(`${origin}/editor`);
  // With the table view open, each step also updates the table (130 cells at 12 x 10).
  if (table) await page.getByRole('button', { name: 'Table view' }).click();
  const slider = page.getByRole('slider', { name: 'Attribute 1', exact: true });
  await slider.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider not found');
  const y = box.y + box.height / 2;
  const left = box.x + 4;
  const right = box.x + box.width - 4;
  await page.mouse.move(left, y);
  await page.mouse.down();
  await page.evaluate(() => (window.__benchRecording = true));
  const steps = 100;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let step = 0; step <= steps; step += 1) {
      const fraction = pass === 0 ? step / steps : 1 - step / steps;
      await page.mouse.move(left + (right - left) * fraction, y);
      await page.waitForTimeout(12);
    }
  }
  await page.mouse.up();
  await page.waitForTimeout(200);
  const { frames, inputs } = await page.evaluate(() => {
    window.__benchRecording = false;
    return window.__bench;
  });
  await page.close();
  const busy = frames.filter((frame) => frame.work > 0);
  return {
    inputCount: inputs.length,
    frameCount: frames.length,
    workMedian: percentile(
      busy.map((frame) => frame.work),
      0.5,
    ),
    workP95: percentile(
      busy.map((frame) => frame.work),
      0.95,
    ),
    intervalMedian: percentile(
      frames.slice(1).map((frame) => frame.interval),
      0.5,
    ),
    intervalP95: percentile(
      frames.slice(1).map((frame) => frame.interval),
      0.95,
    ),
    handlerMedian: percentile(
      inputs.map((input) => input.handlerTime),
      0.5,
    ),
    handlerP95: percentile(
      inputs.map((input) => input.handlerTime),
      0.95,
    ),
    latencyMedian: percentile(
      inputs.map((input) => input.latency),
      0.5,
    ),
    latencyP95: percentile(
      inputs.map((input) => input.latency),
      0.95,
    ),
  };
}

/**
 * Typing digits into one cell of a table at the chart limits (200 data sets of 100 attributes, 20,100
 * cells): the input-to-paint latency of each keystroke, which counts the browser's style, layout and
 * paint of the table as well as the app's handler.
 */
async function tableTypingBenchmark(browser, { attributes = 100, dataSets = 200 } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/robots.txt`);
  const chart = benchChart(attributes, dataSets);
  await page.evaluate((value) => {
    localStorage.setItem('currentChart', 'MyChart');
    localStorage.setItem('metadataMyChart', JSON.stringify(value.metadata));
    localStorage.setItem('labelsMyChart', JSON.stringify(value.labels));
    localStorage.setItem('dataMyChart', JSON.stringify(value.data));
    localStorage.setItem('lastSeenPatchNote', '3');
  }, chart);
  await page.addInitScript(instrumentPage);
  await page.goto(`${origin}/editor`);
  const tableButton = page.getByRole('button', { name: 'Table view' });
  await tableButton.waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
    });
  });
  const openStart = Date.now();
  await tableButton.click();
  // Every row drawn (a large table draws its rows a chunk per task).
  await page.locator(`input[data-row="${dataSets}"][data-column="${attributes}"]`).waitFor({
    state: 'attached',
    timeout: 600_000,
  });
  const openMs = Date.now() - openStart;
  const longestTask = await page.evaluate(() =>
    Math.max(0, ...window.__longTasks.map((entry) => entry.duration)),
  );
  const cell = page.locator(`input[data-row="${dataSets / 2}"][data-column="${attributes / 2}"]`);
  await cell.click();
  // The pointer rests beside the table, not over it (hover hit tests are not what is measured).
  await page.mouse.move(1, 1);
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__bench.inputs.length = 0));
  for (const digit of '1234567890') {
    await page.keyboard.press(digit);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1000);
  const inputs = await page.evaluate(() => window.__bench.inputs);
  await page.close();
  return {
    openMs,
    longestTask,
    inputCount: inputs.length,
    latencyMedian: percentile(
      inputs.map((input) => input.latency),
      0.5,
    ),
    latencyP95: percentile(
      inputs.map((input) => input.latency),
      0.95,
    ),
  };
}

async function routeScripts(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const content = readFileSync(join(outDir, script));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { route, files: scripts.size, raw, gzip };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(2);

build();
const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const drag = await dragBenchmark(browser);
  const dragWithTable = await dragBenchmark(browser, { table: true });
  // A large table (2,400 cells): what a drag costs when every cell is drawn again, or only a row.
  const dragWithLargeTable = await dragBenchmark(browser, { table: true, attributes: 40, dataSets: 60 });
  const typing = await tableTypingBenchmark(browser);
  // Frame times on a shared machine depend on its load: print it beside the figures.
  console.log(
    `\nMachine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'Slider drag on a 12-attribute, 10-data-set chart (%d inputs, %d frames)',
    drag.inputCount,
    drag.frameCount,
  );
  console.table({
    'main-thread work per frame (ms)': {
      median: ms(drag.workMedian),
      p95: ms(drag.workP95),
      target: `< ${FRAME_BUDGET_MS}`,
    },
    'input handler, React update (ms)': {
      median: ms(drag.handlerMedian),
      p95: ms(drag.handlerP95),
      target: '',
    },
    'frame interval (ms)': { median: ms(drag.intervalMedian), p95: ms(drag.intervalP95), target: '≈ 16.7' },
    'input-to-paint latency (ms)': { median: ms(drag.latencyMedian), p95: ms(drag.latencyP95), target: '' },
  });
  console.log(
    'The same drag on a 40-attribute, 60-data-set chart with the table view open: work per frame p95 %s ms (median %s), input handler p95 %s ms',
    ms(dragWithLargeTable.workP95),
    ms(dragWithLargeTable.workMedian),
    ms(dragWithLargeTable.handlerP95),
  );
  console.log(
    'Opening the table view at 200 data sets x 100 attributes: every row drawn after %d ms, longest task meanwhile %s ms',
    typing.openMs,
    ms(typing.longestTask),
  );
  console.log(
    'Typing into a cell of the table view at 200 data sets x 100 attributes (%d keystrokes): input-to-paint latency median %s ms, p95 %s ms',
    typing.inputCount,
    ms(typing.latencyMedian),
    ms(typing.latencyP95),
  );
  console.log(
    'The same drag with the table view open (%d inputs, %d frames)',
    dragWithTable.inputCount,
    dragWithTable.frameCount,
  );
  console.table({
    'main-thread work per frame (ms)': {
      median: ms(dragWithTable.workMedian),
      p95: ms(dragWithTable.workP95),
      target: `< ${FRAME_BUDGET_MS}`,
    },
    'input handler, React update (ms)': {
      median: ms(dragWithTable.handlerMedian),
      p95: ms(dragWithTable.handlerP95),
      target: '',
    },
  });
  const routes = [
    '/',
    '/editor',
    '/grid',
    '/chart/marvel-rivals-characters',
    '/blog',
    '/feed',
    '/account/login',
  ];
  const sizes = [];
  for (const route of routes) sizes.push(await routeScripts(browser, route));
  console.log('\nJavaScript loaded per route (production build, minified)');
  console.table(
    Object.fromEntries(
      sizes.map((size) => [
        size.route,
        { files: size.files, 'min (KB)': kb(size.raw), 'min+gzip (KB)': kb(size.gzip) },
      ]),
    ),
  );
  const home = sizes[0];
  console.log(
    `frame work p95 ${ms(drag.workP95)} ms (${drag.workP95 < FRAME_BUDGET_MS ? 'within' : 'OVER'} ${FRAME_BUDGET_MS} ms), ` +
      `${ms(dragWithTable.workP95)} ms with the table view open; ` +
      `home JS ${kb(home.gzip)} KB gzip (${home.gzip / 1024 < HOME_JS_BUDGET_KB ? 'within' : 'OVER'} ${HOME_JS_BUDGET_KB} KB)`,
  );
} finally {
  await browser.close();
  server.close();
}
