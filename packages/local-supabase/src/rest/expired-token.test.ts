/**
 * An expired access token on /rest/v1 answers as PostgREST 12 (hosted Supabase) does: 401
 * PGRST303 "JWT expired", the answer clients match on to refresh and retry; a forged or
 * unreadable token keeps PGRST301.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { createTokenKeys } from '../auth/tokens';
import { startServer, type RunningServer } from '../server';

const jwtSecret = 'expired-token-test-secret-0123456789abcdef';
const now = () => Math.floor(Date.now() / 1000);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    memory: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret,
    bcryptCost: 4,
    popularityRefreshMs: 0,
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function clientWithToken(token: string) {
  return createClient(server.url, server.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

describe('expired access tokens', () => {
  it('answer 401 PGRST303 "JWT expired", and other bad tokens 401 PGRST301', async () => {
    const keys = createTokenKeys(jwtSecret);
    const expired = await keys.sign({
      sub: '00000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      aud: 'authenticated',
      iat: now() - 7200,
      exp: now() - 3600,
    });
    const read = await clientWithToken(expired).from('radar_chart').select('id');
    expect(read.status).toBe(401);
    expect(read.error).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });

    const raw = await fetch(`${server.url}/rest/v1/radar_chart?select=id`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(raw.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );

    // Expired but signed with another secret: not ours, so not "expired".
    const foreign = await createTokenKeys('another-secret-0123456789abcdefghijkl').sign({
      role: 'authenticated',
      iat: now() - 7200,
      exp: now() - 3600,
    });
    const forged = await clientWithToken(foreign).from('radar_chart').select('id');
    expect(forged.status).toBe(401);
    expect(forged.error?.code).toBe('PGRST301');
    const garbage = await clientWithToken('not.a.token').from('radar_chart').select('id');
    expect(garbage.error?.code).toBe('PGRST301');
  });
});
