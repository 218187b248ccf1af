import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../server';
import { hashPassword, passwordMatches } from './password-hashing';

// This suite starts its own server on PGlite whatever DATABASE_URL says, and hashing does not
// depend on the database: the PostgreSQL run skips it rather than repeat 20 s of bcrypt.
describe.skipIf(Boolean(process.env.DATABASE_URL))('password hashing off the event loop', () => {
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
    // here): on the event loop they held every other request until all of them were answered.
    // Counted in answers, not milliseconds, so a busy test machine cannot fail it.
    let signInsAnswered = 0;
    const signIns = Array.from({ length: 40 }, async (_, index) => {
      const answer = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${index}@example.com`, password: 'wrong-password-123' }),
      });
      signInsAnswered += 1;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await fetch(`${server.url}/auth/v1/health`);
    const answeredBeforeHealth = signInsAnswered;
    expect(health.status).toBe(200);
    const answers = await Promise.all(signIns);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    expect(answeredBeforeHealth, 'sign-ins answered before the health check').toBeLessThan(20);
  });

  it.runIf(process.platform === 'linux')(
    'signs another client in at once while one signed-in user sends 50 password changes together',
    async () => {
      // Password changes have no rate limit and cost two hashes each; on one first-come line of the
      // hashing thread, another visitor's sign-in waited for all of them (3.7 to 6 s for 200).
      const signUp = async (email: string, password: string) => {
        const answer = await post('/auth/v1/signup', { email, password }, '127.0.0.1');
        return ((await answer.json()) as { access_token: string }).access_token;
      };
      const attackerToken = await signUp('flooder@example.com', 'correct horse battery');
      await signUp('victim@example.com', 'a fine victim password');
      // Compared with the burst's own length in the same run, so a busy test machine cannot fail it:
      // behind one first-come line the sign-in waited for about half of the burst's 100 hashes.
      const burstStarted = performance.now();
      const changes = Array.from({ length: 50 }, (_, index) =>
        put('/auth/v1/user', { password: `new password number ${index}` }, attackerToken, '127.0.0.7'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signInStarted = performance.now();
      const signIn = await post(
        '/auth/v1/token?grant_type=password',
        { email: 'victim@example.com', password: 'a fine victim password' },
        '127.0.0.8',
      );
      const signInWaited = performance.now() - signInStarted;
      expect(signIn.status).toBe(200);
      expect((await Promise.all(changes)).every((status) => status === 200)).toBe(true);
      const burstLasted = performance.now() - burstStarted;
      expect(
        signInWaited,
        `the sign-in's wait against the burst's ${Math.round(burstLasted)} ms`,
      ).toBeLessThan(burstLasted / 5);
    },
    60_000,
  );

  /** A JSON request from a given loopback address (another client, as far as the server can tell). */
  function send(
    method: string,
    path: string,
    body: unknown,
    localAddress: string,
    token?: string,
  ): Promise<{ status: number; json(): Promise<unknown> }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${server.url}${path}`,
        {
          method,
          localAddress,
          headers: {
            apikey: server.anonKey,
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, json: async () => JSON.parse(text) as unknown }),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  }

  function post(path: string, body: unknown, localAddress: string) {
    return send('POST', path, body, localAddress);
  }

  async function put(path: string, body: unknown, token: string, localAddress: string): Promise<number> {
    return (await send('PUT', path, body, localAddress, token)).status;
  }
});
