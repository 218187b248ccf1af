import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultRateLimits, startServer, type RunningServer } from '../server';

/**
 * `pnpm start` runs the backend in development mode on 127.0.0.1, where every browser and every test
 * run of the machine is one client: a browser test suite signing up more than 60 accounts in five
 * minutes was refused with 429. Elsewhere the per-address limits stand.
 */
let development: RunningServer;
let production: RunningServer;

beforeAll(async () => {
  const common = {
    port: 0,
    memory: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    bcryptCost: 4,
    log: () => undefined,
  };
  development = await startServer({ ...common, development: true });
  production = await startServer(common);
}, 120_000);

afterAll(async () => {
  await development?.close();
  await production?.close();
});

async function signUps(server: RunningServer, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `limit-${index}-${Math.random()}@example.com`,
        password: 'Plenty-long-9f3k',
      }),
    });
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return statuses;
}

describe('sign-up limits per address', () => {
  const count = defaultRateLimits.signUps + 5;

  it('do not throttle one machine in development mode on a loopback address', async () => {
    const statuses = await signUps(development, count);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it('still refuse a client past the limit elsewhere', async () => {
    const statuses = await signUps(production, count);
    expect(statuses.slice(0, defaultRateLimits.signUps).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(defaultRateLimits.signUps)).toEqual(Array(5).fill(429));
  }, 60_000);
});
