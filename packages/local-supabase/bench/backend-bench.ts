/**
 * Backend benchmark (not a test): cold start, memory, and feed / my-charts requests per second with
 * p50 and p95 latency at 1 and 20 concurrent clients, on PGlite and (with DATABASE_URL) PostgreSQL.
 * The server runs as the real CLI in a child process; the client uses keep-alive HTTP on loopback.
 * Every loop is bounded. Run: pnpm --filter local-supabase bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { signApiKey } from '../src/keys';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
// BENCH_SERVER_DIR: run the server of another checkout of this package (e.g. an older commit), to
// compare two versions in one session on the same machine load.
const serverDir = process.env.BENCH_SERVER_DIR ?? packageDir;
const resultsPath = path.resolve(packageDir, '../../bench-results/local-supabase.json');
const jwtSecret = 'benchmark-secret-not-for-production-0123456789';
const anonKey = signApiKey(jwtSecret, 'anon');
const serviceRoleKey = signApiKey(jwtSecret, 'service_role');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface RunningChild {
  child: ChildProcess;
  url: string;
  startMs: number;
}

/** Starts the CLI and times it until it prints its URL (cold start as a user sees it). */
async function startChild(args: string[], env: Record<string, string | undefined>): Promise<RunningChild> {
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles", to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'src/cli.ts', '--port', '0', ...args],
    {
      cwd: serverDir,
      env: { ...process.env, JWT_SECRET: jwtSecret, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API URL:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url, startMs: performance.now() - started };
}

async function stopChild(running: RunningChild): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

async function residentMegabytes(processId: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${processId}/status`, 'utf8').catch(() => '');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

function request(
  url: string,
  method: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${token}`,
          'Accept-Profile': 'public',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function expectOk(url: string, method: string, token: string, body?: unknown) {
  const response = await request(url, method, token, body);
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${response.text}`);
  return response.text ? (JSON.parse(response.text) as unknown) : null;
}

/** 6 users with 5 charts each, all public and approved: a full feed of 25. */
async function seed(url: string): Promise<{ userToken: string; userId: string }> {
  let first: { userToken: string; userId: string } | undefined;
  for (let userNumber = 0; userNumber < 6; userNumber += 1) {
    const session = (await expectOk(`${url}/auth/v1/signup`, 'POST', anonKey, {
      email: `bench-${Date.now()}-${userNumber}@example.com`,
      password: 'benchmark password',
    })) as { access_token: string; user: { id: string } };
    first ??= { userToken: session.access_token, userId: session.user.id };
    await expectOk(`${url}/rest/v1/user_data`, 'POST', session.access_token, {
      id: session.user.id,
      display_name: `@bench${userNumber}`,
    });
    const charts = Array.from({ length: 5 }, (_, chartNumber) => ({
      data: {
        metadata: {
          name: `Bench ${userNumber}-${chartNumber}`,
          description: 'A benchmark chart '.repeat(20),
        },
        labels: ['Speed', 'Strength', 'Agility', 'Stamina', 'Skill'].map((name) => ({ name })),
        data: [1, 2, 3].map((set) => ({
          name: `Set ${set}`,
          description: '',
          color: '#92f0da',
          values: [80, 50, 70, 60, 40],
        })),
      },
      is_public: true,
    }));
    await expectOk(`${url}/rest/v1/radar_chart`, 'POST', session.access_token, charts);
    await expectOk(`${url}/rest/v1/radar_chart?user_id=eq.${session.user.id}`, 'PATCH', serviceRoleKey, {
      is_approved: true,
    });
  }
  if (!first) throw new Error('seeding made no user');
  return first;
}

interface LoadResult {
  responseBytes: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

/** `total` requests spread over `clients` concurrent loops, after a warm-up. */
async function load(
  url: string,
  token: string,
  clients: number,
  total: number,
  expectedRows?: number,
): Promise<LoadResult> {
  for (let warmUp = 0; warmUp < 30; warmUp += 1) await request(url, 'GET', token);
  const latencies: number[] = [];
  let responseBytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next += 1;
        const sent = performance.now();
        const response = await request(url, 'GET', token);
        latencies.push(performance.now() - sent);
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.text}`);
        responseBytes = Buffer.byteLength(response.text);
        if (expectedRows !== undefined && (JSON.parse(response.text) as unknown[]).length !== expectedRows)
          throw new Error(`${url}: wrong row count`);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    responseBytes,
    requestsPerSecond: total / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}

interface DatabaseReport {
  database: string;
  coldStartMs: Record<string, number>;
  memoryMb: number;
  results: Record<string, LoadResult>;
}

async function benchDatabase(
  database: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<DatabaseReport> {
  const server = await startChild(args, env);
  try {
    const { userToken, userId } = await seed(server.url);
    // The app's feed call (the spec's: every column plus the author's avatar, embedded). BENCH_FEED_PATH
    // replaces it, e.g. with /rest/v1/radar_feed?select=* to measure an older server that has no embedding.
    const feedUrl = `${server.url}${
      process.env.BENCH_FEED_PATH ??
      '/rest/v1/radar_chart?select=*,user_data(avatar)&is_public=eq.true&is_approved=eq.true&order=updated_at.desc&limit=25'
    }`;
    const myChartsUrl = `${server.url}/rest/v1/radar_chart?select=*&user_id=eq.${userId}&order=updated_at.desc`;
    // Same rows and policies as the feed without the chart data: how much of the feed's cost is its size.
    const feedWithoutDataUrl = `${server.url}/rest/v1/radar_feed?select=id,updated_at,user_id,display_name,avatar`;
    const results: Record<string, LoadResult> = {};
    for (const clients of [1, 20]) {
      const total = clients === 1 ? 400 : 2000;
      const suffix = `${clients} client${clients > 1 ? 's' : ''}`;
      // The floor for any request on this machine right now: HTTP only, no token, no database.
      results[`health (no database), ${suffix}`] = await load(
        `${server.url}/auth/v1/health`,
        anonKey,
        clients,
        total,
      );
      results[`feed, ${suffix}`] = await load(feedUrl, anonKey, clients, total, 25);
      results[`feed without chart data, ${suffix}`] = await load(
        feedWithoutDataUrl,
        anonKey,
        clients,
        total,
        25,
      );
      results[`my charts, ${suffix}`] = await load(myChartsUrl, userToken, clients, total, 5);
    }
    return {
      database,
      coldStartMs: { start: server.startMs },
      memoryMb: await residentMegabytes(server.child.pid),
      results,
    };
  } finally {
    await stopChild(server);
  }
}

async function coldStarts(): Promise<Record<string, number>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-bench-'));
  try {
    const memory = await startChild(['--memory'], { DATABASE_URL: '' });
    await stopChild(memory);
    const fresh = await startChild(['--data-dir', dataDir], { DATABASE_URL: '' });
    await stopChild(fresh);
    const reopened = await startChild(['--data-dir', dataDir], { DATABASE_URL: '' });
    await stopChild(reopened);
    return {
      'PGlite in memory': memory.startMs,
      'PGlite, new data dir': fresh.startMs,
      'PGlite, reopen data dir': reopened.startMs,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const format = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0] ?? NaN;
  const databaseUrl = process.env.DATABASE_URL;
  const reports: DatabaseReport[] = [];
  const pglite = await benchDatabase('PGlite (memory)', ['--memory'], { DATABASE_URL: '' });
  Object.assign(pglite.coldStartMs, await coldStarts());
  reports.push(pglite);
  if (databaseUrl)
    reports.push(await benchDatabase('PostgreSQL', ['--memory'], { DATABASE_URL: databaseUrl }));
  else console.log('DATABASE_URL not set: PostgreSQL skipped (run through scripts/with-postgres.sh).');

  console.log(
    `\nlocal-supabase backend benchmark (${os.cpus().length} cores, 1-minute load average ${format(loadBefore)} ` +
      `before, ${format(os.loadavg()[0] ?? NaN)} after; server: ${serverDir})`,
  );
  console.log('| database | workload | response bytes | req/s | p50 ms | p95 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const report of reports) {
    for (const [workload, result] of Object.entries(report.results)) {
      console.log(
        `| ${report.database} | ${workload} | ${result.responseBytes} | ${format(result.requestsPerSecond, 0)} | ${format(result.p50, 2)} | ${format(result.p95, 2)} |`,
      );
    }
  }
  console.log('\n| database | cold start (CLI until ready) | ms |\n|---|---|---|');
  for (const report of reports) {
    for (const [kind, milliseconds] of Object.entries(report.coldStartMs))
      console.log(`| ${report.database} | ${kind} | ${format(milliseconds, 0)} |`);
  }
  console.log('\n| database | server RSS after the run (MB) |\n|---|---|');
  for (const report of reports) console.log(`| ${report.database} | ${report.memoryMb} |`);

  const feedOneClient = pglite.results['feed, 1 client'];
  const postgresFeed = reports.find((report) => report.database === 'PostgreSQL')?.results[
    'feed, 20 clients'
  ];
  console.log(
    `\nTargets: feed p95 with 1 client on PGlite ≤ 10 ms: ${format(feedOneClient?.p95 ?? NaN, 2)} ms` +
      (postgresFeed
        ? `; feed with 20 clients on PostgreSQL ≥ 500 req/s: ${format(postgresFeed.requestsPerSecond, 0)} req/s`
        : ''),
  );
  await mkdir(path.dirname(resultsPath), { recursive: true });
  await writeFile(
    resultsPath,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: os.loadavg(), reports }, null, 2)}\n`,
  );
  console.log(`Results: ${resultsPath}`);
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
