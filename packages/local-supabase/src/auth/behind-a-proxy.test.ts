import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../server';

let proxied: RunningServer;
let direct: RunningServer;

beforeAll(async () => {
  const common = {
    port: 0,
    memory: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    bcryptCost: 4,
    rateLimits: { signIns: 2 },
    log: () => undefined,
  };
  proxied = await startServer({ ...common, trustProxy: true, siteUrl: 'https://charts.example.org' });
  direct = await startServer(common);
}, 120_000);

afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

async function signIn(server: RunningServer, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({ email: `nobody-${Math.random()}@example.com`, password: 'not a password' }),
  });
  return response.status;
}

describe('behind a trusted proxy', () => {
  it('counts rate limits per client address the proxy appended, not per proxy', async () => {
    expect(await signIn(proxied, '203.0.113.1')).toBe(400);
    expect(await signIn(proxied, '203.0.113.1')).toBe(400);
    expect(await signIn(proxied, '203.0.113.1')).toBe(429);
    // Another visitor behind the same proxy still signs in.
    expect(await signIn(proxied, '203.0.113.2')).toBe(400);
    // A client cannot pick its own address: only the entry the proxy appended (the last) counts.
    expect(await signIn(proxied, '198.51.100.7, 203.0.113.1')).toBe(429);
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    expect(await signIn(direct, '203.0.113.1')).toBe(400);
    expect(await signIn(direct, '203.0.113.2')).toBe(400);
    expect(await signIn(direct, '203.0.113.3')).toBe(429);
  });
});

describe('password-reset redirects of a public site', () => {
  it("never send a recovery link's tokens to this machine's ports: the site URL instead", async () => {
    const email = `reset-${Date.now()}@example.com`;
    const signUp = await fetch(`${proxied.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: proxied.anonKey,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '192.0.2.9',
      },
      body: JSON.stringify({ email, password: 'a fine long password' }),
    });
    expect(signUp.status).toBe(200);
    for (const [redirectTo, expected] of [
      ['http://localhost:9999/steal', 'https://charts.example.org'],
      ['http://127.0.0.1:8080/', 'https://charts.example.org'],
      [
        'https://charts.example.org/account/update-password',
        'https://charts.example.org/account/update-password',
      ],
    ]) {
      const recover = await fetch(
        `${proxied.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo!)}`,
        {
          method: 'POST',
          headers: {
            apikey: proxied.anonKey,
            'Content-Type': 'application/json',
            'X-Forwarded-For': '192.0.2.9',
          },
          body: JSON.stringify({ email }),
        },
      );
      expect(recover.status).toBe(200);
      const link = new URL(proxied.mailbox.list(email).at(-1)!.links[0]!);
      expect(link.searchParams.get('redirect_to')).toBe(expected);
    }
  });
});
