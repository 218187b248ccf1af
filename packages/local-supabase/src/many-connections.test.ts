/**
 * More connections at once from one client than the per-client limit: each request still gets an
 * answer it can read (429 past the limit), never a reset that supabase-js reports as status 0,
 * "TypeError: fetch failed", and the server keeps serving.
 */
import { connect, type Socket } from 'node:net';

import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { maxConnectionsPerClient } from './http/connection-limit';
import { startServer, type RunningServer } from './server';

// A server of its own: past the limit every request from 127.0.0.1 is refused, so on the suite's
// shared server this flood failed the sign-ups of whichever file ran beside it.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    memory: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    popularityRefreshMs: 0,
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function newClient() {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/**
 * Opens `count` connections that send nothing (a client holding its share of the limit) and
 * resolves once the server holds them all.
 */
async function openIdleConnections(count: number): Promise<Socket[]> {
  const { hostname, port } = new URL(server.url);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

describe('many connections at once from one client', () => {
  it('answers every request past the connection limit with 429, never a reset, and keeps serving', async () => {
    // The limit is held first, so every request below comes on a connection past it. (A flood of
    // requests alone reached it only when none was answered before the last connected: on a fast
    // run, Node's fetch reused answered connections and every request got a 200.)
    const held = await openIdleConnections(maxConnectionsPerClient);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        newClient().from('radar_chart').select('id').eq('is_public', true).limit(1),
      ),
    );
    // Status 0 is what supabase-js reports for a reset: "TypeError: fetch failed".
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 429));
    for (const answer of answers) expect(answer.error?.code).toBe('PGRST429');

    for (const socket of held) socket.destroy();
    // Served again as soon as the client's connections close.
    await expect
      .poll(async () => (await newClient().from('radar_chart').select('id').limit(1)).status)
      .toBe(200);
  });
});
