/**
 * An expired access token on /rest/v1 answers as PostgREST 12 (hosted Supabase) does: 401
 * PGRST303 "JWT expired", the answer clients match on to refresh and retry; a forged or
 * unreadable token keeps PGRST301. On /auth/v1 it answers as GoTrue does: 403 bad_jwt saying
 * why, and 401 no_authorization without a token.
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

describe('refused tokens on /auth/v1', () => {
  it('answer as GoTrue: 403 bad_jwt with the reason, 401 no_authorization without a token', async () => {
    const keys = createTokenKeys(jwtSecret);
    const expired = await keys.sign({
      sub: '00000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      aud: 'authenticated',
      iat: now() - 7200,
      exp: now() - 3600,
    });
    const client = clientWithToken(expired);
    const { data, error } = await client.auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );

    const forged = await client.auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.error?.status).toBe(403);
    expect(forged.error?.code).toBe('bad_jwt');
    expect(forged.error?.message).not.toContain('expired');

    const anonymous = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});
