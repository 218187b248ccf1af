import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lockDataDir } from './data-dir-lock';
import { startServer } from './server';
import { localBackendUrl, statusText, storageOf } from './status';
import {
  backend,
  backendFetch,
  newClient,
  sampleChart,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from './test-support/backend';

// Issue 11, findings 1-7 and 9: each test here failed on the code before the fix.

const onPostgres = backend().database === 'postgres';
const childScript = fileURLToPath(new URL('./test-support/start-server-child.ts', import.meta.url));

/** A valid chart of about `bytes` bytes (a long description), under the 256 KB limit. */
function bigChart(bytes: number) {
  const chart = sampleChart('Big');
  return { ...chart, metadata: { ...chart.metadata, description: 'ab'.repeat(bytes / 2) } };
}

async function temporaryDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'local-supabase-hardening-'));
}

describe('1. availability: slow statements', () => {
  let attacker: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    [attacker, reader] = await Promise.all([signedInUser(), signedInUser()]);
    const inserted = await attacker.client.from('radar_chart').insert({ data: bigChart(200_000) });
    expect(inserted.error).toBeNull();
  });

  it("answers a back-reference regex on one's own 200 KB chart at once, while another user signs in and reads the feed", async () => {
    const started = Date.now();
    const attack = backendFetch(
      `/rest/v1/radar_chart?select=id&data=match.${encodeURIComponent('^(.+)\\1+$')}`,
      { token: attacker.accessToken },
    );
    const others = (async () => {
      const client = newClient();
      const signIn = await client.auth.signInWithPassword({ email: reader.email, password: reader.password });
      expect(signIn.error).toBeNull();
      const feed = await client.from('radar_feed').select('*');
      expect(feed.error).toBeNull();
      return Date.now() - started;
    })();
    const [attackResponse, othersMs] = await Promise.all([attack, others]);
    expect(othersMs).toBeLessThan(2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(attackResponse.status).toBe(400);
    expect(await attackResponse.json()).toMatchObject({ code: '2201B', details: null });
  });

  it('runs ordinary match and imatch filters on PostgreSQL, refuses them on PGlite, and bounds the pattern length', async () => {
    // Other test files share this server and publish charts of their own: count only the attacker's.
    const plain = await attacker.client
      .from('radar_chart')
      .select('id')
      .eq('user_id', attacker.userId)
      .filter('data', 'imatch', 'SPEED');
    const escapedBackslash = await backendFetch(
      `/rest/v1/radar_chart?select=id&data=match.${encodeURIComponent('\\\\1')}`,
      { token: attacker.accessToken },
    );
    if (backend().database === 'postgres') {
      expect(plain.error).toBeNull();
      expect(plain.data).toHaveLength(1);
      expect(escapedBackslash.status).toBe(200);
    } else {
      // PGlite cannot stop a slow match (see refuseUnboundedFilters): refused before any SQL runs.
      expect(plain.error).toMatchObject({
        code: 'PGRST100',
        message: 'Regular-expression filters (match, imatch) are not available on this server',
      });
      expect(escapedBackslash.status).toBe(400);
    }
    const long = await backendFetch(`/rest/v1/radar_chart?select=id&data=match.${'a'.repeat(501)}`, {
      token: attacker.accessToken,
    });
    expect(long.status).toBe(400);
  });

  it("refuses lookahead and lookbehind regexes (quadratic over one's own 200 KB chart) at once", async () => {
    for (const pattern of ['(?=.*Z)', 'x(?!y)', '(?<=a).*b']) {
      const started = Date.now();
      const response = await backendFetch(
        `/rest/v1/radar_chart?select=id&data=match.${encodeURIComponent(pattern)}`,
        { token: attacker.accessToken },
      );
      expect(response.status, pattern).toBe(400);
      expect(await response.json()).toMatchObject({ code: '2201B' });
      expect(Date.now() - started, pattern).toBeLessThan(2000);
    }
  });

  it('runs hostile patterns without back-references over 200 KB in bounded time', async () => {
    for (const pattern of ['^(.*)*x$', '(a|aa|ab|ba)*c$', '^(.{1,100}){1,100}z', '(.*a){50}x']) {
      const started = Date.now();
      const response = await backendFetch(
        `/rest/v1/radar_chart?select=id&data=match.${encodeURIComponent(pattern)}`,
        { token: attacker.accessToken },
      );
      expect([200, 400], pattern).toContain(response.status);
      expect(Date.now() - started, pattern).toBeLessThan(2000);
    }
  });
});

describe.runIf(onPostgres)('1. availability on PostgreSQL: statement timeout and cancellation', () => {
  let admin: pg.Client;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      `create or replace function public.hardening_test_sleep(seconds double precision) returns integer
       language sql as 'select 1 from pg_sleep(seconds)'`,
    );
    await admin.query('grant execute on function public.hardening_test_sleep(double precision) to anon');
    // A second server on the same database, started after the function exists (the catalog is read at start).
    server = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL,
      statementTimeoutMs: 300,
      log: () => undefined,
    });
  });

  afterAll(async () => {
    await server?.close();
    await admin?.query('drop function if exists public.hardening_test_sleep(double precision)');
    await admin?.end();
  });

  const call = (seconds: number, signal?: AbortSignal) =>
    fetch(`${server.url}/rest/v1/rpc/hardening_test_sleep`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ seconds }),
      signal,
    });

  it("cancels a statement at the timeout and answers as PostgREST does (500, 57014, PostgREST's body)", async () => {
    const started = Date.now();
    const response = await call(5);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    expect((await call(0.01)).status).toBe(200);
  });

  it('cancels the statement when the client goes away', async () => {
    const slowServer = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL,
      statementTimeoutMs: 60_000,
      log: () => undefined,
    });
    try {
      const controller = new AbortController();
      const request = fetch(`${slowServer.url}/rest/v1/rpc/hardening_test_sleep`, {
        method: 'POST',
        headers: { apikey: slowServer.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 30 }),
        signal: controller.signal,
      }).catch(() => undefined);
      const running = async () =>
        Number(
          (
            await admin.query<{ count: string }>(
              "select count(*) from pg_stat_activity where state = 'active' and query like '%hardening_test_sleep%' and pid <> pg_backend_pid()",
            )
          ).rows[0]?.count,
        );
      const deadline = Date.now() + 3000;
      while ((await running()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await running()).toBe(1);
      controller.abort();
      await request;
      const gone = Date.now() + 2000;
      while ((await running()) > 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 50));
      expect(await running()).toBe(0);
    } finally {
      await slowServer.close();
    }
  });
});

describe('2. the data-folder lock', () => {
  /** Two processes start a server on one folder at the same moment; returns each one's outcome. */
  async function race(dataDir: string): Promise<string[]> {
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', childScript, dataDir], {
        cwd: path.dirname(childScript),
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    // Both load first (`ready`), then both get `go` in the same tick: the lock is the only thing between them.
    let ready = 0;
    const outcomes = children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            const wasReady = output.includes('ready');
            output += chunk.toString();
            if (!wasReady && output.includes('ready') && ++ready === children.length) {
              for (const each of children) each.stdin.write('go\n');
            }
          });
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', () => resolve(output));
        }),
    );
    return Promise.all(outcomes);
  }

  it('lets exactly one of two servers started at the same moment have the folder (three rounds)', async () => {
    const dataDir = await temporaryDir();
    try {
      for (let round = 0; round < 3; round += 1) {
        const outputs = await race(dataDir);
        const winners = outputs.filter((output) => output.includes('won'));
        const losers = outputs.filter((output) =>
          output.includes('is in use by another local-supabase server'),
        );
        expect(winners, outputs.join('\n---\n')).toHaveLength(1);
        expect(losers, outputs.join('\n---\n')).toHaveLength(1);
        expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('counts an empty or unreadable pid file as held, and takes over one whose process is gone', async () => {
    const dataDir = await temporaryDir();
    try {
      const lockPath = path.join(dataDir, 'server.pid');
      await writeFile(lockPath, '');
      await expect(lockDataDir(dataDir)).rejects.toThrow(/names no process/);
      await writeFile(lockPath, 'not a pid');
      await expect(lockDataDir(dataDir)).rejects.toThrow(/names no process/);

      const exited = spawn(process.execPath, ['-e', '0']);
      await new Promise((resolve) => exited.once('exit', resolve));
      await writeFile(lockPath, String(exited.pid));
      const release = await lockDataDir(dataDir);
      await expect(lockDataDir(dataDir)).rejects.toThrow(/in use/);
      await release();
      expect(existsSync(lockPath)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose server was killed but not yet reaped by its parent (a zombie)',
    async () => {
      const dataDir = await temporaryDir();
      // `sh` starts a child that exits shortly, and meanwhile becomes `sleep`, which never reaps it
      // (a child that exited before the exec could be reaped by sh itself).
      const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30']);
      try {
        const zombie = await new Promise<number>((resolve) =>
          parent.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
        );
        await expect
          .poll(async () => (await readFile(`/proc/${zombie}/stat`, 'utf8')).split(') ')[1]?.[0], {
            timeout: 10_000,
          })
          .toBe('Z');
        await writeFile(path.join(dataDir, 'server.pid'), String(zombie));
        const release = await lockDataDir(dataDir);
        await release();
      } finally {
        parent.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('4. owner-only data folder', () => {
  async function modes(dir: string): Promise<{ path: string; mode: number; directory: boolean }[]> {
    const found: { path: string; mode: number; directory: boolean }[] = [];
    const info = await lstat(dir);
    found.push({ path: dir, mode: info.mode & 0o777, directory: info.isDirectory() });
    if (info.isDirectory()) {
      for (const entry of await readdir(dir)) found.push(...(await modes(path.join(dir, entry))));
    }
    return found;
  }

  it('creates every folder 0700 and every file 0600, PGlite files included, and tightens existing ones', async () => {
    const parent = await temporaryDir();
    const dataDir = path.join(parent, 'data');
    const previousUmask = process.umask(0o022);
    try {
      await mkdir(dataDir, { mode: 0o755 });
      await writeFile(path.join(dataDir, 'jwt-secret'), 'a-secret-of-at-least-32-characters-long\n', {
        mode: 0o644,
      });
      await chmod(dataDir, 0o755);
      const server = await startServer({ port: 0, dataDir, bcryptCost: 4, log: () => undefined });
      try {
        const response = await fetch(`${server.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail(), password: 'a fine long password' }),
        });
        expect(response.status).toBe(200);
      } finally {
        await server.close();
      }
      const found = await modes(dataDir);
      expect(found.length).toBeGreaterThan(20);
      expect(found.some((entry) => entry.path.includes(`${path.sep}pgdata${path.sep}`))).toBe(true);
      const wrong = found.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600));
      expect(wrong.map((entry) => `${entry.path} ${entry.mode.toString(8)}`)).toEqual([]);
      // The process's own umask is given back when the server closes.
      expect(process.umask()).toBe(0o022);
    } finally {
      process.umask(previousUmask);
      await rm(parent, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('5. the mailbox', () => {
  it('sends no CORS headers, even to a preflight', async () => {
    const read = await fetch(`${backend().url}/mailbox`, { headers: { Origin: 'http://evil.example' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${backend().url}/mailbox/someone%40example.com`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The API itself keeps its CORS headers for the app.
    const api = await fetch(`${backend().url}/auth/v1/health`, { headers: { Origin: 'http://app.example' } });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers only requests that name this machine in Host (no DNS rebinding)', async () => {
    const { hostname, port } = new URL(backend().url);
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { hostname, port, path: '/mailbox', headers: { Host: host } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
    // A rebinding name resolves to 127.0.0.1 too: only the Host header tells it apart.
    expect(await statusFor(`attacker.example:${port}`)).toBe(403);
    expect(await statusFor('localhost.attacker.example')).toBe(403);
    expect(await statusFor(`0.0.0.0.attacker.example:${port}`)).toBe(403);
    // Every name of this machine, and the wildcard addresses a server bound to them prints.
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'LOCALHOST',
      'localhost.',
      `app.localhost:${port}`,
      `0.0.0.0:${port}`,
      `[::]:${port}`,
      `[::ffff:127.0.0.1]:${port}`,
    ])
      expect(await statusFor(host), host).toBe(200);
  });

  it('is off unless the server runs for development', async () => {
    const server = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL || undefined,
      log: () => undefined,
    });
    try {
      expect((await fetch(`${server.url}/mailbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/mailbox/a%40example.com`)).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('6. REST access ends with the session', () => {
  const readOwnCharts = (token: string) => backendFetch('/rest/v1/radar_chart?select=id', { token });

  it('refuses an access token on /rest/v1 once its user signed out', async () => {
    const user = await signedInUser();
    expect((await readOwnCharts(user.accessToken)).status).toBe(200);
    const { error } = await user.client.auth.signOut();
    expect(error).toBeNull();
    const after = await readOwnCharts(user.accessToken);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'PGRST301' });
    const rpc = await backendFetch('/rest/v1/rpc/get_chart', {
      method: 'POST',
      token: user.accessToken,
      body: JSON.stringify({ chart_id: '00000000-0000-0000-0000-000000000000' }),
    });
    expect(rpc.status).toBe(401);
  });

  it('refuses it at once after refresh-token reuse was detected', async () => {
    // A server whose reuse interval is over at once: the second use of a token is theft.
    const server = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL || undefined,
      refreshTokenReuseSeconds: 0,
      log: () => undefined,
    });
    try {
      const call = (path: string, token: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            apikey: server.anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const signUp = (await (
        await call('/auth/v1/signup', server.anonKey, {
          email: uniqueEmail(),
          password: 'a fine long password',
        })
      ).json()) as { access_token: string; refresh_token: string };
      const refresh = (token: string) =>
        call('/auth/v1/token?grant_type=refresh_token', server.anonKey, { refresh_token: token });
      const readOwn = (token: string) => call('/rest/v1/radar_chart?select=id', token);
      const first = (await (await refresh(signUp.refresh_token)).json()) as {
        access_token: string;
        refresh_token: string;
      };
      expect((await readOwn(first.access_token)).status).toBe(200);
      const reuse = await refresh(signUp.refresh_token);
      expect(reuse.status).toBe(400); // reuse: the session ends
      expect(await reuse.json()).toMatchObject({ msg: 'Invalid Refresh Token: Already Used' });
      expect((await readOwn(first.access_token)).status).toBe(401);
      expect((await readOwn(signUp.access_token)).status).toBe(401);
      // The rotated token of that session is dead too.
      expect((await refresh(first.refresh_token)).status).toBe(400);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('still serves anon and service_role keys, which belong to no session', async () => {
    expect((await backendFetch('/rest/v1/radar_feed?select=id')).status).toBe(200);
    expect(
      (await backendFetch('/rest/v1/radar_chart?select=id&limit=1', { token: backend().serviceRoleKey }))
        .status,
    ).toBe(200);
  });
});

describe('7. sign-up and sign-in hardening', () => {
  const signUp = (password: string) =>
    backendFetch('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password }),
    });

  it("refuses the most common passwords and whitespace-only ones with GoTrue's weak_password", async () => {
    for (const [password, reason] of [
      ['123456', 'pwned'],
      ['password', 'pwned'],
      ['Qwerty123', 'pwned'],
      ['      ', 'characters'],
      ['\t\t\t \n   ', 'characters'],
    ] as const) {
      const response = await signUp(password);
      expect(response.status, JSON.stringify(password)).toBe(422);
      expect(await response.json()).toMatchObject({
        code: 422,
        error_code: 'weak_password',
        weak_password: { reasons: [reason] },
      });
    }
    expect((await signUp('a fine long password')).status).toBe(200);
  });

  it('refuses at sign-in a password longer than 72 bytes (bcrypt would compare only its first 72)', async () => {
    const client = newClient();
    const email = uniqueEmail();
    const password = 'x'.repeat(70) + 'yz';
    expect((await client.auth.signUp({ email, password })).error).toBeNull();
    const longer = await client.auth.signInWithPassword({ email, password: `${password} and more` });
    expect(longer.error?.code).toBe('invalid_credentials');
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('answers JSON nested 5000 deep with 400, on auth and on REST', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const auth = await backendFetch('/auth/v1/signup', {
      method: 'POST',
      body: `{"email":"${uniqueEmail()}","password":"a fine long password","data":{"x":${deep}}}`,
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ error_code: 'bad_json' });
    const user = await signedInUser();
    const rest = await backendFetch('/rest/v1/radar_chart', {
      method: 'POST',
      token: user.accessToken,
      body: `{"data":${deep}}`,
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
    const rpc = await backendFetch('/rest/v1/rpc/get_chart', {
      method: 'POST',
      token: user.accessToken,
      body: `{"chart_id":${deep}}`,
    });
    expect(rpc.status).toBe(400);
  });

  it('limits failed sign-ins per account from one client: then even the right password waits there', async () => {
    const user = await signedInUser();
    const client = newClient();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await client.auth.signInWithPassword({ email: user.email, password: 'not the password' });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
    const right = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');
    // Another account from the same address is not affected.
    const other = await signedInUser();
    expect(
      (await newClient().auth.signInWithPassword({ email: other.email, password: other.password })).error,
    ).toBeNull();
  });

  it('counts guesses sent all at once before comparing any of them', async () => {
    const user = await signedInUser();
    const url = new URL(`${backend().url}/auth/v1/token?grant_type=password`);
    // Every request sent but its last byte, then all released together: all arrive at once.
    const pending = Array.from({ length: 20 }, (_, index) => {
      const body = JSON.stringify({ email: user.email, password: `wrong guess ${index}` });
      const request = httpRequest(url, {
        method: 'POST',
        agent: false,
        headers: {
          apikey: backend().anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      request.write(body.slice(0, -1));
      return { request, last: body.slice(-1) };
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const codes = await Promise.all(
      pending.map(
        ({ request, last }) =>
          new Promise<string>((resolve, reject) => {
            request.on('error', reject);
            request.on('response', (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () =>
                resolve(String((JSON.parse(text) as { error_code?: string }).error_code)),
              );
            });
            request.end(last);
          }),
      ),
    );
    // At most the limit's 10 reach bcrypt; the rest wait (59 of 100 were compared before).
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(10);
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(10);
  });
});

describe('9. start-up output and ports', () => {
  it('prints URLs, both keys, the data folder and how to reset, and keeps the keys across restarts', async () => {
    const dataDir = await temporaryDir();
    try {
      const first = await startServer({ port: 0, dataDir, log: () => undefined });
      const keys = { anon: first.anonKey, service: first.serviceRoleKey };
      await first.close();
      const second = await startServer({ port: 0, dataDir, log: () => undefined });
      try {
        expect({ anon: second.anonKey, service: second.serviceRoleKey }).toEqual(keys);
        const text = statusText({
          appUrl: 'http://localhost:5173',
          apiUrl: second.url,
          anonKey: second.anonKey,
          serviceRoleKey: second.serviceRoleKey,
          storage: { kind: 'pglite', dataDir },
        });
        expect(text).toContain(`App URL: http://localhost:5173`);
        expect(text).toContain(`API URL: ${second.url}`);
        expect(text).toContain(`anon key: ${keys.anon}`);
        expect(text).toContain(`service_role key: ${keys.service}`);
        expect(text).toContain(dataDir);
        expect(text).toContain(`rm -rf '${dataDir}'`);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('names no secret file for PostgreSQL with --memory, whose secret is made anew at every start', () => {
    const dataDir = '/repo/.data/local-supabase';
    const databaseUrl = 'postgresql://127.0.0.1/db';
    const keys = { apiUrl: 'http://127.0.0.1:54321', anonKey: 'anon', serviceRoleKey: 'service' };
    const throwaway = statusText({ ...keys, storage: storageOf({ databaseUrl, memory: true, dataDir }) });
    expect(throwaway).not.toContain(dataDir);
    expect(throwaway).toContain('keys change at every start');
    const kept = statusText({ ...keys, storage: storageOf({ databaseUrl, dataDir }) });
    expect(kept).toContain(`${dataDir}/jwt-secret`);
    expect(storageOf({ databaseUrl, jwtSecret: 'x'.repeat(32), memory: true, dataDir })).toEqual({
      kind: 'postgres',
    });
    expect(storageOf({ memory: true, dataDir })).toEqual({ kind: 'memory', fixedSecret: false });
    expect(storageOf({ dataDir })).toEqual({ kind: 'pglite', dataDir });
  });

  it('gives pnpm moderate the port pnpm start uses (SUPABASE_PORT)', () => {
    expect(localBackendUrl({ SUPABASE_PORT: '54999' })).toBe('http://127.0.0.1:54999');
    expect(localBackendUrl({})).toBe('http://127.0.0.1:54321');
    expect(() => localBackendUrl({ SUPABASE_PORT: 'eighty' })).toThrow(/SUPABASE_PORT/);
  });
});
