import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../server';
import { clientNetworkOf } from './auth-routes';

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

describe('per-client limits', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL || undefined,
      bcryptCost: 4,
      trustProxy: true,
      rateLimits: { signIns: 6, failedSignInsPerAccount: 3, failedSignInsPerAccountAllClients: 7 },
      log: () => undefined,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  async function attempt(email: string, password: string, from: string): Promise<number> {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }

  it('counts an IPv6 client by its /64: each address of it draws on one budget', () => {
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:0db8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetworkOf('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('rate-limits a /64 as one client', async () => {
    const statuses = [];
    for (let host = 1; host <= 7; host += 1) {
      statuses.push(await attempt(`nobody-${host}@example.com`, 'not a password', `2001:db8:7:7::${host}`));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect(await attempt('nobody@example.com', 'not a password', '2001:db8:7:8::1')).toBe(400);
  });

  it('locks an account only for the client guessing its password, until guesses from every client add up', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const password = 'the owner password 1';
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '198.51.100.50',
      },
      body: JSON.stringify({ email, password }),
    });
    expect(signUp.status).toBe(200);
    // Three wrong passwords from one attacker: that client is refused, even the right password.
    for (let guess = 0; guess < 3; guess += 1)
      expect(await attempt(email, 'wrong guess', '203.0.113.66')).toBe(400);
    expect(await attempt(email, password, '203.0.113.66')).toBe(429);
    // The owner, elsewhere, still signs in (the account was locked for everyone before).
    expect(await attempt(email, password, '198.51.100.50')).toBe(200);
    // Guesses spread over clients add up to the account's limit for all of them (7 here).
    for (const from of ['203.0.113.67', '203.0.113.67', '203.0.113.67', '203.0.113.68']) {
      expect(await attempt(email, 'wrong guess', from)).toBe(400);
    }
    expect(await attempt(email, 'wrong guess', '203.0.113.69')).toBe(429);
    expect(await attempt(email, password, '198.51.100.50')).toBe(429);
  });
});
