/**
 * `pnpm --filter statradar bench`: builds the page scripts and radar bundles with esbuild,
 * serves the pages on 127.0.0.1:4204, runs every workload in one headless Chromium, runs the
 * Node micro-bench of the core, prints the markdown table and writes it to bench/results.md.
 * A missed target is a measurement, not an error: the exit code is 0 unless the harness fails.
 * BENCH_ROUNDS overrides the number of rounds (default 5), BENCH_PORT the port (default 4204);
 * BENCH_FRAME_CHAIN=1 makes every wait for a frame also ask for the next (see pages/next-frame.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBrowserBench } from './browser-run.mjs';
import { buildPageScripts, measureBundleSizes } from './bundles.mjs';
import { runCoreBench } from './core.bench.mjs';
import { benchReport } from './report.mjs';
import { startPageServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4204);
const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const frameChain = process.env.BENCH_FRAME_CHAIN === '1';
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const buildDirectory = await mkdtemp(path.join(os.tmpdir(), 'statradar-bench-'));
try {
  log('building page scripts and radar bundles');
  const pageScripts = await buildPageScripts(buildDirectory);
  const skipped = pageScripts.filter((script) => script.error);
  for (const { library, error } of skipped) log(`skipping ${library}: ${error}`);
  const sizes = await measureBundleSizes();

  const server = await startPageServer({
    directory: buildDirectory,
    scripts: pageScripts.filter((script) => script.file).map((script) => script.file),
    port: PORT,
  });
  let browser;
  try {
    browser = await runBrowserBench({
      url: frameChain ? `${server.url}?frameChain` : server.url,
      rounds,
      log,
    });
  } finally {
    server.close();
  }

  let core = null;
  if (!skipped.some((script) => script.library === 'statradar')) {
    log('core micro-bench in Node');
    core = await runCoreBench();
  }

  const report = benchReport({
    meta: {
      date: new Date().toISOString().slice(0, 10),
      command: `${frameChain ? 'BENCH_FRAME_CHAIN=1 ' : ''}pnpm --filter statradar bench`,
      frameChain,
      machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}`,
      node: process.versions.node,
      rounds,
    },
    sizes,
    browser,
    skipped,
    core,
  });
  console.log(report);
  await writeFile(path.join(benchDirectory, 'results.md'), report);
  log('wrote bench/results.md');
} finally {
  await rm(buildDirectory, { recursive: true, force: true });
}
