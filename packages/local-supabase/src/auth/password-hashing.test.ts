import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../server';
import { hashPassword, passwordMatches } from './password-hashing';

describe('password hashing off the event loop', () => {
  let server: RunningServer;

  beforeAll(async () => {
    // bcrypt at its real work factor, the sign-in limit as shipped.
    server = await startServer({ port: 0, memory: true, log: () => undefined });
  });

  afterAll(async () => {
    await server.close();
  });

  it('hashes and checks passwords as bcrypt does', async () => {
    const hash = await hashPassword('correct-horse-battery', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await passwordMatches('correct-horse-battery', hash)).toBe(true);
    expect(await passwordMatches('not-the-password', hash)).toBe(false);
  });

  it('answers other requests at once during a burst of sign-ins within the rate limit', async () => {
    // 40 sign-ins with unknown e-mails, each checked against a work-factor-10 hash (about 70 ms
    // here): on the event loop they held every other request for seconds.
    const signIns = Array.from({ length: 40 }, (_, index) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${index}@example.com`, password: 'wrong-password-123' }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const health = await fetch(`${server.url}/auth/v1/health`);
    const waited = Date.now() - started;
    expect(health.status).toBe(200);
    const answers = await Promise.all(signIns);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    expect(waited).toBeLessThan(500);
  });
});
