/**
 * Label layout of the worst charts parseChart accepts (issue 10, item 9: at most 20 ms each):
 * MAX_LABELS labels of MAX_NAME_LENGTH characters, in wide and narrow letters, with and without
 * spaces, and a few other hard shapes; and labels far longer than parseChart allows, which the drawing
 * functions still take. Each layout is timed cold (the layout's one-entry cache is
 * defeated by alternating two charts). Run: `node bench/layout.bench.mjs` in packages/statradar.
 * Exits with code 1 when a median is over the budget.
 */
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const BUDGET_MS = 20;
const ROUNDS = 30;

async function importCore() {
  const result = await build({
    stdin: {
      contents:
        "export { buildScene, layoutLabels } from '../src/svg/index';\nexport { MAX_LABELS, MAX_NAME_LENGTH } from '../src/model/constants';",
      resolveDir: benchDirectory,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const directory = await mkdtemp(path.join(os.tmpdir(), 'statradar-layout-bench-'));
  const file = path.join(directory, 'core.mjs');
  await writeFile(file, result.outputFiles[0].contents);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const { layoutLabels, buildScene, MAX_LABELS, MAX_NAME_LENGTH } = await importCore();

/** `count` names of `length` characters built from `unit`, each unique (the index in front). */
function names(count, length, unit) {
  return Array.from({ length: count }, (_, index) => `${index} ${unit.repeat(length)}`.slice(0, length));
}

const cases = [
  ['100 labels x 200 chars, "W" without spaces', names(MAX_LABELS, MAX_NAME_LENGTH, 'W')],
  ['100 labels x 200 chars, words', names(MAX_LABELS, MAX_NAME_LENGTH, 'Wide words ')],
  ['100 labels x 200 chars, CJK', names(MAX_LABELS, MAX_NAME_LENGTH, '漢字')],
  ['100 labels x 3 chars', names(MAX_LABELS, 3, 'ab')],
  ['12 labels x 200 chars, words', names(12, MAX_NAME_LENGTH, 'Wide words ')],
  ['3 labels x 200 chars, "W"', names(3, MAX_NAME_LENGTH, 'W')],
  ['24 labels x 40 chars, words', names(24, 40, 'Word ')],
  // Beyond parseChart's limits: the drawing functions take any names, so a label's cost is bounded
  // by what can be shown of it, not by its length.
  ['6 labels, one of 2,000,000 chars, words', [...names(5, 10, 'ab'), 'Wide words '.repeat(181819)]],
  ['6 labels, one of 2,000,000 chars, "W"', [...names(5, 10, 'ab'), 'W'.repeat(2_000_000)]],
  [
    '6 labels, one of 1 letter + 1,000,000 combining marks',
    [...names(5, 10, 'ab'), `a${'\u0301'.repeat(1_000_000)}`],
  ],
  [
    '6 labels, one of 2 words 2,000,000 spaces apart',
    [...names(5, 10, 'ab'), `Wide${' '.repeat(2_000_000)}words`],
  ],
];

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

let failed = false;
console.log(`label layout, cold, median and max of ${ROUNDS} rounds (budget ${BUDGET_MS} ms):`);
// Font 14 is a chart of about 286 px or more; 28, twice that, a chart of 143 px or less, whose
// labels are laid out larger to stay readable (buildScene's minLabelSize).
for (const [name, texts, fontSize] of cases.flatMap(([name, texts]) => [
  [name, texts, 14],
  [`${name}, small chart`, texts, 28],
])) {
  const other = texts.map((text) => `${text.slice(0, -1)}x`);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const input = round % 2 ? texts : other;
    const start = performance.now();
    layoutLabels(input, { reserved: [{ x: 288, y: 383, width: 112, height: 17 }], fontSize });
    times.push(performance.now() - start);
  }
  const chart = {
    metadata: { name, description: '' },
    labels: texts.map((text) => ({ name: text })),
    data: [{ name: 'A', description: '', color: '#92f0da', values: texts.map(() => 50) }],
  };
  const sceneStart = performance.now();
  buildScene(chart, { width: fontSize === 14 ? 400 : 100 });
  const sceneTime = performance.now() - sceneStart;
  const over = median(times) > BUDGET_MS;
  failed ||= over;
  console.log(
    `  ${name.padEnd(66)} median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms; first buildScene ${sceneTime.toFixed(2)} ms${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
