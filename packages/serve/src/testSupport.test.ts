import { createServer } from 'node:net';

import { expect, test } from 'vitest';

import { freePort } from './testSupport';

test('freePort hands out distinct ports below the ephemeral range, each one free', async () => {
  const ports: number[] = [];
  for (let index = 0; index < 100; index++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
  }
  // Free, as promised: a server can listen on one.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports[0], '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
