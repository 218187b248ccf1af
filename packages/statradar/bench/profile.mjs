/**
 * `node bench/profile.mjs [workload] [library...]`: where a workload's time goes, for finding
 * what to speed up (not a benchmark: profiling slows everything down). Builds the bench pages,
 * runs the workload for each library in headless Chromium, once under the V8 CPU profiler (self
 * time per function, with "(program)" = native work: style, layout, paint, raster) and once under
 * a Chromium trace (main-thread time per top-level rendering event: UpdateLayoutTree, Layout,
 * Paint, FunctionCall...). BENCH_PORT picks the port (default 4204), PROFILE_SAMPLES the samples,
 * PROFILE_CATEGORIES the trace categories (add `cc,viz,gpu` to see the compositor and GPU threads);
 * with PROFILE_MODE=time, PROFILE_HISTOGRAM=1 also prints each library's samples in 0.25 ms bins;
 * BENCH_NO_MINIFY=1 builds the pages unminified, so the CPU profile names each function;
 * PROFILE_TOTALS=N lists the N largest inclusive times (a function with its callees) instead of
 * self times; PROFILE_INSIDE=name lists what the trace events whose name contains it are made of.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildPageScripts } from './bundles.mjs';
import { startPageServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4204);
const SAMPLES = Number(process.env.PROFILE_SAMPLES ?? 200);
const [workload = 'W2', ...named] = process.argv.slice(2);
const libraries = named.length > 0 ? named : ['statradar', 'Canvas2D', 'Chart.js'];
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  '--run-all-compositor-stages-before-draw',
];

/** Self time per function (ms), largest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const frame = node.callFrame;
    const file = frame.url ? path.basename(frame.url) : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Total (inclusive) time per function (ms), largest first: a function's own time and its callees'. */
function totalTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const keyOf = (node) => {
    const frame = node.callFrame;
    const file = frame.url ? path.basename(frame.url) : '';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) seen.add(keyOf(byId.get(at)));
    for (const key of seen)
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The trace's complete events (slices) per thread, keyed `pid:tid`. */
function slicesByThread(events) {
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    (byThread.get(key) ?? byThread.set(key, []).get(key)).push(event);
  }
  return byThread;
}

/**
 * CPU time (ms, the events' thread duration, so other processes' load counts little) per thread
 * and top-level trace event name, over every process of the browser.
 */
function traceTotals(events) {
  const threadNames = new Map();
  for (const event of events) {
    if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args?.name);
  }
  const byThread = slicesByThread(events);
  const totals = new Map();
  for (const [key, slices] of byThread) {
    slices.sort((a, b) => a.ts - b.ts);
    let openUntil = -1;
    for (const event of slices) {
      // Only outermost slices below the task wrapper, so nested time is not counted twice.
      if (/RunTask|ThreadController|TaskQueue/.test(event.name)) continue;
      if (event.ts < openUntil) continue;
      openUntil = event.ts + (event.dur ?? 0);
      const name = `${threadNames.get(key) ?? key} ${event.name}`;
      totals.set(name, (totals.get(name) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
    }
  }
  // The rendering steps inside a frame's lifecycle, wherever they nest.
  for (const event of events) {
    if (event.ph !== 'X' || !RENDERING_STEPS.includes(event.name)) continue;
    const name = `(step) ${event.name}`;
    totals.set(name, (totals.get(name) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * CPU time (ms) per event name of the events nested, at any depth, inside events whose name
 * contains `outer` on the same thread (PROFILE_INSIDE): what a costly event is made of.
 */
function insideTotals(events, outer) {
  const byThread = slicesByThread(events);
  const totals = new Map();
  for (const slices of byThread.values()) {
    const outers = slices.filter((event) => event.name.includes(outer));
    for (const event of slices) {
      if (event.name.includes(outer)) continue;
      const inside = outers.some(
        (container) => event.ts >= container.ts && event.ts < container.ts + (container.dur ?? 0),
      );
      if (inside)
        totals.set(event.name, (totals.get(event.name) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const RENDERING_STEPS = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'ParseHTML',
];

const buildDirectory = await mkdtemp(path.join(os.tmpdir(), 'statradar-profile-'));
const scripts = await buildPageScripts(buildDirectory);
const server = await startPageServer({
  directory: buildDirectory,
  scripts: scripts.filter((script) => script.file).map((script) => script.file),
  port: PORT,
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
  await page.goto(server.url);
  const session = await page.context().newCDPSession(page);
  const count = workload.startsWith('W2') || workload.endsWith('update') ? SAMPLES : Math.ceil(SAMPLES / 10);
  if (process.env.PROFILE_MODE === 'time') {
    // Timing only, libraries interleaved in batches (as the bench does), medians.
    const taken = Object.fromEntries(libraries.map((library) => [library, []]));
    const batch = Math.max(1, Math.ceil(count / 20));
    for (let round = 0; round < 20; round++) {
      for (const library of libraries) {
        taken[library].push(
          ...(await page.evaluate(
            ([l, w, c, s]) => window.bench.measure(l, w, c, s),
            [library, workload, batch, round * batch],
          )),
        );
      }
    }
    for (const library of libraries) {
      const sorted = taken[library].sort((a, b) => a - b);
      const at = (q) => sorted[Math.floor(q * (sorted.length - 1))].toFixed(2);
      console.log(
        `${workload} ${library}: median ${at(0.5)} p25 ${at(0.25)} p75 ${at(0.75)} (${sorted.length})`,
      );
      if (process.env.PROFILE_HISTOGRAM) {
        const bins = new Map();
        for (const value of sorted) {
          const bin = Math.floor(value * 4) / 4;
          bins.set(bin, (bins.get(bin) ?? 0) + 1);
        }
        console.log([...bins].map(([bin, n]) => `${bin.toFixed(2)}:${n}`).join(' '));
      }
    }
    process.exitCode = 0;
  }
  for (const library of process.env.PROFILE_MODE === 'time' ? [] : libraries) {
    const run = () =>
      page.evaluate(([l, w, c]) => window.bench.measure(l, w, c, 0), [library, workload, count]);
    await run();
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 50 });
    await session.send('Profiler.start');
    const samples = await run();
    const { profile } = await session.send('Profiler.stop');
    const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
    console.log(`\n## ${workload} ${library}: ${samples.length} samples, median ${median.toFixed(2)} ms`);
    console.log('CPU profile, self ms per sample:');
    const listed = process.env.PROFILE_TOTALS ? totalTimes(profile) : selfTimes(profile);
    if (process.env.PROFILE_TOTALS) console.log('(PROFILE_TOTALS: inclusive ms per sample)');
    for (const [name, ms] of listed.slice(0, Number(process.env.PROFILE_TOTALS) || 25)) {
      console.log(`  ${(ms / samples.length).toFixed(3).padStart(7)}  ${name}`);
    }
    const events = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', {
      categories:
        process.env.PROFILE_CATEGORIES ??
        'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute',
      transferMode: 'ReportEvents',
    });
    await run();
    await session.send('Tracing.end');
    await done;
    session.removeAllListeners('Tracing.dataCollected');
    console.log('Trace, CPU ms per sample (outermost events per thread):');
    for (const [name, ms] of traceTotals(events).slice(0, 25)) {
      console.log(`  ${(ms / count).toFixed(3).padStart(7)}  ${name}`);
    }
    if (process.env.PROFILE_INSIDE) {
      console.log(`Inside "${process.env.PROFILE_INSIDE}", CPU ms per sample (any depth):`);
      for (const [name, ms] of insideTotals(events, process.env.PROFILE_INSIDE).slice(0, 25)) {
        console.log(`  ${(ms / count).toFixed(3).padStart(7)}  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
  await rm(buildDirectory, { recursive: true, force: true });
}
