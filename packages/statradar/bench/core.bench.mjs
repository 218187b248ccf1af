/**
 * Node-only micro-benchmark of the pure core: buildScene and sceneToSvg on the benchmark's
 * 6x4 and 12x10 charts, in operations per second. Runs alone (`node bench/core.bench.mjs`)
 * or as part of run.mjs.
 */
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const MEASURE_MILLISECONDS = 500;
const WARM_UP_ITERATIONS = 200;

async function importCore() {
  const result = await build({
    stdin: {
      contents: [
        "export { buildScene, sceneToSvg } from '../src/svg/index';",
        "export { benchChart } from './pages/workload-data';",
        "export { statradarChart } from './pages/statradar-chart';",
      ].join('\n'),
      resolveDir: benchDirectory,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const directory = await mkdtemp(path.join(os.tmpdir(), 'statradar-core-bench-'));
  const file = path.join(directory, 'core.mjs');
  await writeFile(file, result.outputFiles[0].contents);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function operationsPerSecond(operation) {
  for (let index = 0; index < WARM_UP_ITERATIONS; index++) operation();
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MILLISECONDS) {
    for (let index = 0; index < 50; index++) operation();
    iterations += 50;
    elapsed = performance.now() - start;
  }
  return (iterations / elapsed) * 1000;
}

/** Rows of [operation, chart, ops/s, µs/op] for the report. */
export async function runCoreBench() {
  const { buildScene, sceneToSvg, benchChart, statradarChart } = await importCore();
  const rows = [];
  for (const [axes, dataSets] of [
    [6, 4],
    [12, 10],
  ]) {
    const chart = statradarChart(benchChart(axes, dataSets));
    const scene = buildScene(chart, { width: 400 });
    const operations = {
      buildScene: () => buildScene(chart, { width: 400 }),
      sceneToSvg: () => sceneToSvg(scene),
      'buildScene + sceneToSvg': () => sceneToSvg(buildScene(chart, { width: 400 })),
    };
    for (const [name, operation] of Object.entries(operations)) {
      const perSecond = operationsPerSecond(operation);
      rows.push([
        name,
        `${axes}x${dataSets}`,
        Math.round(perSecond).toLocaleString('en-US'),
        (1e6 / perSecond).toFixed(1),
      ]);
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await runCoreBench()) console.log(row.join('\t'));
}
