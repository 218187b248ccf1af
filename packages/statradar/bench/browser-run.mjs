/**
 * The browser half of the benchmark: one headless Chromium (Debian's, never downloaded), one
 * page with every library loaded, workloads interleaved library by library, round by round.
 */
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium paces frames at 60 Hz, which would round every "after the next frame"
  // figure up to 16.7 ms. These three let a frame be produced as soon as it is requested.
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  '--run-all-compositor-stages-before-draw',
];

/** Samples per library per round; W2 and W3 updates reach 500 over the default 5 rounds. */
export const WORKLOAD_SAMPLES = {
  W1: 6,
  W2: 100,
  'W3 first': 4,
  'W3 update': 100,
  W4: 2,
  'W5 PNG': 10,
  'W5 SVG': 5,
};

const EMPTY_FRAME_SAMPLES = 50;
const PROFILE_CHANGES = 200;

/** The charts statradar's update is profiled on, as [axes, data sets]. */
const PROFILE_CHARTS = [
  [6, 4],
  [12, 10],
];

function rotated(list, by) {
  const offset = by % list.length;
  return [...list.slice(offset), ...list.slice(0, offset)];
}

/**
 * Runs `rounds` rounds and returns `{ browserVersion, args, emptyFrames, samples, updateSteps }`
 * where `samples[workload][library]` lists milliseconds and `updateSteps[chart][step]` the
 * milliseconds of each step of statradar's update (when its profile script loaded).
 */
export async function runBrowserBench({ url, rounds, log }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url);
    const adapters = await page.evaluate(() => window.bench.adapters());
    if (pageErrors.length > 0) throw new Error(`page errors while loading: ${pageErrors.join('; ')}`);
    if (!(await page.evaluate(() => window.crossOriginIsolated)))
      log('warning: page is not cross-origin isolated');

    const samples = Object.fromEntries(Object.keys(WORKLOAD_SAMPLES).map((workload) => [workload, {}]));
    const emptyFrames = [];
    for (let round = 0; round < rounds; round++) {
      log(`round ${round + 1}/${rounds}`);
      emptyFrames.push(
        ...(await page.evaluate((count) => window.bench.emptyFrames(count), EMPTY_FRAME_SAMPLES)),
      );
      for (const [workload, count] of Object.entries(WORKLOAD_SAMPLES)) {
        for (const adapter of rotated(adapters, round)) {
          if (adapter.workloads && !adapter.workloads.includes(workload)) continue;
          const batch = await page.evaluate(
            ([library, name, size, index]) => window.bench.measure(library, name, size, index),
            [adapter.name, workload, count, round],
          );
          if (batch.length > 0) (samples[workload][adapter.name] ??= []).push(...batch);
        }
      }
    }
    const updateSteps = {};
    if (await page.evaluate(() => typeof window.statradarUpdateSteps === 'function')) {
      log('statradar update profile');
      for (const [axes, dataSets] of PROFILE_CHARTS) {
        updateSteps[`${axes}x${dataSets}`] = await page.evaluate(
          ([axisCount, dataSetCount, count]) => window.statradarUpdateSteps(axisCount, dataSetCount, count),
          [axes, dataSets, PROFILE_CHANGES],
        );
      }
    }
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return {
      browserVersion: browser.version(),
      args: CHROMIUM_ARGS,
      adapters,
      emptyFrames,
      samples,
      updateSteps,
    };
  } finally {
    await browser.close();
  }
}
