/**
 * More connections at once from one client than the per-client limit: each request still gets an
 * answer it can read (429 past the limit), never a reset that supabase-js reports as status 0,
 * "TypeError: fetch failed", and the server keeps serving.
 */
import { describe, expect, it } from 'vitest';

import { maxConnectionsPerClient } from './http/connection-limit';
import { newClient } from './test-support/backend';

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
