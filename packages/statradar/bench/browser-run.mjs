/**
 * The browser half of the benchmark: one headless Chromium (Debian's, never downloaded), one
 * page with every library loaded, workloads interleaved library by library in small batches,
 * round by round.
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

/**
 * Samples per library per round, taken in batches: libraries take turns batch by batch (in a
 * rotating order) so a burst of load from elsewhere on the machine lands on all of them alike.
 * W2 and W3 updates reach 500 per library over the default 5 rounds; first renders 100 and 60
 * (a first render's spread is wide, from frame timing: 6 and 4 a round left a median of 18 or 12
 * samples in a 3-round run to chance). PNG exports 200: with 50, Chart.js's own median moved
 * between 2.5 and 4.7 ms from run to run.
 */
export const WORKLOADS = {
  W1: { perRound: 20, batch: 2 },
  W2: { perRound: 100, batch: 10 },
  'W3 first': { perRound: 12, batch: 2 },
  'W3 update': { perRound: 100, batch: 10 },
  W4: { perRound: 2, batch: 1 },
  'W5 PNG': { perRound: 40, batch: 2 },
  'W5 SVG': { perRound: 6, batch: 2 },
};

const EMPTY_FRAME_SAMPLES = 50;
const PROFILE_CHANGES = 200;
const PROFILE_EXPORTS = 100;

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
 * Runs `rounds` rounds and returns `{ browserVersion, args, emptyFrames, samples, updateSteps,
 * exportSteps }` where `samples[workload][library]` lists milliseconds, `updateSteps[chart][step]`
 * the milliseconds of each step of statradar's update and `exportSteps[step]` those of its PNG
 * export (when its profile script loaded).
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

    const samples = Object.fromEntries(Object.keys(WORKLOADS).map((workload) => [workload, {}]));
    const emptyFrames = [];
    for (let round = 0; round < rounds; round++) {
      log(`round ${round + 1}/${rounds}`);
      emptyFrames.push(
        ...(await page.evaluate((count) => window.bench.emptyFrames(count), EMPTY_FRAME_SAMPLES)),
      );
      for (const [workload, { perRound, batch }] of Object.entries(WORKLOADS)) {
        const batches = perRound / batch;
        const taking = adapters.filter(
          (adapter) => !adapter.workloads || adapter.workloads.includes(workload),
        );
        for (let batchIndex = 0; batchIndex < batches; batchIndex++) {
          const firstStep = (round * batches + batchIndex) * batch;
          for (const adapter of rotated(taking, round * batches + batchIndex)) {
            const taken = await page.evaluate(
              ([library, name, count, step]) => window.bench.measure(library, name, count, step),
              [adapter.name, workload, batch, firstStep],
            );
            if (taken.length > 0) (samples[workload][adapter.name] ??= []).push(...taken);
          }
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
    let exportSteps = {};
    if (await page.evaluate(() => typeof window.statradarExportSteps === 'function')) {
      log('statradar export profile');
      exportSteps = await page.evaluate((count) => window.statradarExportSteps(count), PROFILE_EXPORTS);
    }
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return {
      browserVersion: browser.version(),
      args: CHROMIUM_ARGS,
      adapters,
      emptyFrames,
      samples,
      updateSteps,
      exportSteps,
    };
  } finally {
    await browser.close();
  }
}
