// `pnpm test`: every check and every test runner of the workspace, in one command.
// Runs each step even when an earlier one failed, so one run shows everything that is broken,
// and ends with the plain line `N passed, N failed` that sums every runner (CI reads only that line).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, skipped: number, note?: string, seconds?: number }[]} */
const results = [];
const runStarted = Date.now();
let stepStarted = Date.now();

/** Records a step's counts and how long it took (since its command started, unless given). */
function record(result) {
  results.push({ seconds: (Date.now() - stepStarted) / 1000, ...result });
}

function run(command, args, options = {}) {
  stepStarted = Date.now();
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return child.status === 0;
}

/** A check without its own test count (lint, typecheck, build) counts as one test. */
function check(name, command, args, options) {
  const ok = run(command, args, options);
  record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

/**
 * Checks that each keep one core busy, run side by side. Each one's output is held and printed
 * whole when it ends, so the log reads as if they had run one after another.
 */
async function checksSideBySide(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const end = (ok, extra = []) =>
            resolve({
              name,
              command,
              args,
              ok,
              output: [...output, ...extra],
              seconds: (Date.now() - started) / 1000,
            });
          child.on('error', (error) => end(false, [Buffer.from(String(error))]));
          child.on('close', (code) => end(code === 0));
        }),
    ),
  );
  for (const { name, command, args, ok, output, seconds } of outcomes) {
    console.log(`\n▶ ${[command, ...args].join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  }
}

// Vitest's default leaves a core free: one worker on a 2-core machine, and a core idle through the
// unit suites. A worker per core runs them in about two thirds of the time.
const vitestWorkers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs vitest in a package and reads its JSON report; a crash without a report counts as one failure. */
function vitest(name, cwd, extraArgs = [], env = {}) {
  const report = join(resultsDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const ok = run(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      vitestWorkers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    { cwd, env: { ...process.env, ...env } },
  );
  const json = readJson(report);
  if (!json) {
    record({ name, passed: 0, failed: 1, skipped: 0, note: 'no report' });
    return;
  }
  const failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  record({
    name,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
  });
}

function workspacePackages() {
  const folders = ['app'];
  for (const parent of ['packages', 'examples']) {
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent))) folders.push(join(parent, entry));
  }
  return folders
    .map((folder) => ({ folder, manifest: readJson(join(root, folder, 'package.json')) }))
    .filter(({ manifest }) => manifest);
}

await checksSideBySide([
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
]);
check('build statradar', 'pnpm', ['--filter', 'statradar', 'build']);
// The npm package as users get it: packed tarball (import and require of every entry; the Node,
// vanilla and React examples run unchanged against it, the browser ones in Chromium), per-entry
// size limits, and the committed public API report with its TSDoc check.
check('statradar package from its tarball', 'node', ['packages/statradar/scripts/check-package.mjs']);
check('statradar size limits', 'node', ['packages/statradar/scripts/check-size.mjs']);
check('statradar API report', 'node', ['packages/statradar/scripts/check-api.mjs']);

for (const { folder, manifest } of workspacePackages()) {
  const testScript = manifest.scripts?.test;
  if (!testScript) continue;
  const cwd = join(root, folder);
  if (testScript.startsWith('vitest')) vitest(`unit ${manifest.name}`, cwd);
  else check(`test ${relative(root, cwd)}`, 'pnpm', ['test'], { cwd });
}

// The backend's security suite again on a real PostgreSQL, when one can be started here.
const withPostgres = join(root, 'packages/local-supabase/scripts/with-postgres.sh');
if (existsSync(withPostgres)) {
  const hasPostgres = spawnSync('bash', [withPostgres, '--available'], { cwd: root }).status === 0;
  if (hasPostgres) {
    const report = join(resultsDir, 'backend-postgres.json');
    const ok = run('bash', [
      withPostgres,
      'pnpm',
      '--filter',
      'local-supabase',
      'exec',
      'vitest',
      'run',
      vitestWorkers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const json = readJson(report);
    record(
      json
        ? {
            name: 'backend on PostgreSQL',
            passed: json.numPassedTests,
            failed: json.numFailedTests + (ok ? 0 : json.numFailedTests ? 0 : 1),
            skipped: json.numPendingTests,
          }
        : { name: 'backend on PostgreSQL', passed: 0, failed: 1, skipped: 0, note: 'no report' },
    );
    // Scaling out: two `pnpm serve` processes on one PostgreSQL serve the same users and charts.
    const serveReport = join(resultsDir, 'serve-postgres.json');
    const serveOk = run('bash', [
      withPostgres,
      'pnpm',
      '--filter',
      'statradar-serve',
      'exec',
      'vitest',
      'run',
      'src/twoServers.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${serveReport}`,
    ]);
    const serveJson = readJson(serveReport);
    record(
      serveJson
        ? {
            name: 'pnpm serve on PostgreSQL',
            passed: serveJson.numPassedTests,
            failed: serveJson.numFailedTests + (serveOk || serveJson.numFailedTests ? 0 : 1),
            skipped: serveJson.numPendingTests,
          }
        : { name: 'pnpm serve on PostgreSQL', passed: 0, failed: 1, skipped: 0, note: 'no report' },
    );
  } else {
    console.log(
      '\nPostgreSQL is not installed: the backend suite ran on PGlite only (apt-get install postgresql to add it).',
    );
    record({
      name: 'backend on PostgreSQL',
      passed: 0,
      failed: 0,
      skipped: 1,
      note: 'no PostgreSQL here',
    });
  }
}

// Browser tests: Playwright in Debian's Chromium against the built app and the embedded backend.
if (run('node', ['scripts/ensure-chromium.mjs'])) {
  const report = join(resultsDir, 'playwright.json');
  const ok = run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const json = readJson(report);
  if (json?.stats) {
    const { expected, unexpected, flaky, skipped } = json.stats;
    record({
      name: 'e2e (Playwright)',
      passed: expected + flaky,
      failed: unexpected + (ok || unexpected ? 0 : 1),
      skipped,
    });
  } else {
    record({ name: 'e2e (Playwright)', passed: 0, failed: 1, skipped: 0, note: 'no report' });
  }
  // The production server (`pnpm build` + `pnpm serve`) in the same browser: a short smoke run.
  const serveReport = join(resultsDir, 'playwright-serve.json');
  const serveOk = run(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'playwright.serve.config.ts', '--reporter=list,json'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: serveReport },
    },
  );
  const serveJson = readJson(serveReport);
  if (serveJson?.stats) {
    const { expected, unexpected, flaky, skipped } = serveJson.stats;
    record({
      name: 'e2e pnpm serve (Playwright)',
      passed: expected + flaky,
      failed: unexpected + (serveOk || unexpected ? 0 : 1),
      skipped,
    });
  } else {
    record({
      name: 'e2e pnpm serve (Playwright)',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'no report',
    });
  }
} else {
  record({ name: 'e2e (Playwright)', passed: 0, failed: 1, skipped: 0, note: 'no Chromium' });
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''} in ${Math.round(r.seconds)} s`,
  );
}
console.log(`  all steps: ${Math.round((Date.now() - runStarted) / 1000)} s`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const skipped = total('skipped');
console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(total('failed') === 0 ? 0 : 1);
