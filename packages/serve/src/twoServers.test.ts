import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { buildApp, freePort, metaContent } from './testSupport';

// Scaling out: several `pnpm serve` processes on one PostgreSQL, sharing JWT_SECRET, serve the same
// users and charts. Runs when DATABASE_URL names a PostgreSQL (scripts/test-all.mjs starts one).
const databaseUrl = process.env.DATABASE_URL;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const jwtSecret = 'two-serve-processes-share-this-secret-0123456789';

interface Process {
  child: ChildProcess;
  origin: string;
  output: string;
}

const processes: Process[] = [];
let dataRoot: string;

async function startServe(distDir: string, port: number, name: string): Promise<Process> {
  const child = spawn('pnpm', ['exec', 'tsx', '--conditions=statradar-source', 'src/cli.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: path.join(dataRoot, name),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Process = { child, origin: `http://127.0.0.1:${port}`, output: '' };
  processes.push(started);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      started.output += chunk.toString();
      if (started.output.includes('StatRadar is serving on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve ${name} exited with ${code}:\n${started.output}`)));
  });
  return started;
}

describe.skipIf(!databaseUrl)('two pnpm serve processes on one PostgreSQL', () => {
  let first: Process;
  let second: Process;

  beforeAll(async () => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'statradar-two-serve-'));
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const distDir = buildApp(`http://127.0.0.1:${firstPort}`);
    // Started together: the migrations take an advisory lock, so exactly one applies them.
    [first, second] = await Promise.all([
      startServe(distDir, firstPort, 'first'),
      startServe(distDir, secondPort, 'second'),
    ]);
  });

  afterAll(() => {
    for (const { child } of processes) child.kill('SIGTERM');
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  });

  test('a user signed up on one signs in on the other and reads the chart saved through the first', async () => {
    const firstPage = await (await fetch(`${first.origin}/editor`)).text();
    const anonKey = metaContent(firstPage, 'statradar:anon-key')!;
    expect(metaContent(await (await fetch(`${second.origin}/editor`)).text(), 'statradar:anon-key')).toBe(
      anonKey,
    );

    const email = `two-${Date.now()}@example.com`;
    const password = 'a-Long-pass-phrase-9';
    const json = { apikey: anonKey, 'Content-Type': 'application/json' };
    const signUp = await fetch(`${first.origin}/auth/v1/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signUp.status).toBe(200);
    const firstSession = (await signUp.json()) as { access_token: string; user: { id: string } };
    const insert = await fetch(`${first.origin}/rest/v1/radar_chart`, {
      method: 'POST',
      headers: {
        ...json,
        Authorization: `Bearer ${firstSession.access_token}`,
        Prefer: 'return=representation',
      },
      body: JSON.stringify({
        user_id: firstSession.user.id,
        data: {
          metadata: { name: 'Shared between servers', description: '' },
          labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
          data: [{ name: 'One', description: '', color: '#92f0da', values: [80, 50, 70] }],
        },
      }),
    });
    expect(insert.status).toBe(201);
    const [row] = (await insert.json()) as { id: string }[];
    const id = row!.id;

    const signIn = await fetch(`${second.origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const secondSession = (await signIn.json()) as { access_token: string; user: { id: string } };
    expect(secondSession.user.id).toBe(firstSession.user.id);
    const charts = await fetch(
      `${second.origin}/rest/v1/radar_chart?select=id,data&user_id=eq.${secondSession.user.id}`,
      { headers: { ...json, Authorization: `Bearer ${secondSession.access_token}` } },
    );
    expect(((await charts.json()) as { id: string }[]).map((chart) => chart.id)).toEqual([id]);

    // The second server's pages and cards know the chart too; a token from one works on the other.
    expect(await (await fetch(`${second.origin}/chart/${id}`)).text()).toContain('Shared between servers');
    expect((await fetch(`${second.origin}/og/${id}.png`)).status).toBe(200);
    const user = await fetch(`${second.origin}/auth/v1/user`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${firstSession.access_token}` },
    });
    expect(user.status).toBe(200);
  });
});
