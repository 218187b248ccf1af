/**
 * More connections at once from one client than the per-client limit: each request still gets an
 * answer it can read (429 past the limit), never a reset that supabase-js reports as status 0,
 * "TypeError: fetch failed", and the server keeps serving.
 */
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

describe('many connections at once from one client', () => {
  it('answers every request, past the connection limit with 429, and keeps serving', async () => {
    const clients = Array.from({ length: maxConnectionsPerClient + 60 }, () => newClient());
    // All share Node's global fetch pool, which opens one connection per request in flight: this
    // many connections from 127.0.0.1 at once.
    const answers = await Promise.all(
      clients.map((client) => client.from('radar_chart').select('id').eq('is_public', true).limit(1)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 0)).toEqual([]);
    expect(new Set(statuses.filter((status) => status !== 200))).toEqual(new Set([429]));
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.error?.code).toBe('PGRST429');
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

    const after = await newClient().from('radar_chart').select('id').limit(1);
    expect(after.status).toBe(200);
  });
});
