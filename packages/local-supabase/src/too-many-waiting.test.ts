/**
 * One client may have at most {@link maxWaitingPerClient} transactions waiting; past that it gets 429
 * at once. The burst must reach the server all together, whatever the machine's load: sent at
 * full speed to a running server, a busy test machine let the server drain the burst as fast as
 * a starved client sent it, and nothing ever waited. So the server runs as its own process and is
 * stopped (SIGSTOP) while the whole burst is written into its sockets, then resumed.
 */
import { connect } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { maxWaitingPerClient } from './database/fair-queue';
import { signApiKey } from './keys';
import { sampleChart } from './test-support/backend';
import { startCliProcess, type CliProcess } from './test-support/cli-process';

const jwtSecret = 'too-many-waiting-test-secret-0123456789abcdef';
const anonKey = signApiKey(jwtSecret, 'anon');

/**
 * A keep-alive connection from `localAddress`, already accepted by the server: connections that
 * arrive while the server is busy are accepted one per turn of its event loop, so a burst on new
 * connections reaches the queue one by one; requests on connections already open are all read at once.
 */
async function openConnection(serverUrl: string, localAddress: string) {
  const url = new URL(serverUrl);
  const socket = connect({ port: Number(url.port), host: url.hostname, localAddress });
  let received = '';
  let onReceived = () => undefined as void;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    onReceived();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  /** Writes a GET; resolves once it is in the kernel's buffers, with the answer's status to come. */
  const send = (requestPath: string, token: string) =>
    new Promise<{ status: Promise<number> }>((resolve) => {
      received = '';
      const status = new Promise<number>((resolveStatus, rejectStatus) => {
        onReceived = () => {
          const head = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n/.exec(received);
          const length = /\r\ncontent-length: (\d+)/i.exec(head?.[0] ?? '');
          if (head?.[1] && length?.[1] && received.length >= head[0].length + Number(length[1]))
            resolveStatus(Number(head[1]));
        };
        socket.once('close', () => rejectStatus(new Error(`closed without a whole answer: ${received}`)));
      });
      status.catch(() => undefined);
      socket.write(
        `GET ${requestPath} HTTP/1.1\r\nHost: ${url.host}\r\napikey: ${anonKey}\r\n` +
          `Authorization: Bearer ${token}\r\n\r\n`,
        () => resolve({ status }),
      );
    });
  return { send, close: () => socket.destroy() };
}

describe.runIf(process.platform === 'linux')('too many waiting transactions of one client', () => {
  let server: CliProcess;

  beforeAll(async () => {
    // PGlite in memory whatever DATABASE_URL says: the rule is the queue's, unit-tested for both.
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    server = await startCliProcess(['--memory'], jwtSecret, environment);
  }, 60_000);

  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it(`refuses a client’s requests past ${maxWaitingPerClient} waiting at once with 429, and serves the rest`, async () => {
    const api = (route: string, init: RequestInit, token = anonKey) =>
      fetch(new URL(route, server.url), {
        ...init,
        headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
    const signUp = await api('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'flooder@example.com', password: 'correct horse battery' }),
    });
    const { access_token: token, user } = (await signUp.json()) as {
      access_token: string;
      user: { id: string };
    };
    // Slow in the database (each of 30 filters reads three 200 KB charts), so the burst's turns
    // outlast the moments its requests take to be read and authenticated after the resume.
    const chart = sampleChart('Flood');
    const big = { ...chart, metadata: { ...chart.metadata, description: 'ab'.repeat(100_000) } };
    const inserted = await api(
      '/rest/v1/radar_chart',
      { method: 'POST', body: JSON.stringify([{ data: big }, { data: big }, { data: big }]) },
      token,
    );
    expect(inserted.status).toBe(201);
    const filters = Array.from({ length: 30 }, (_, index) => `data=like.*absent${index}*`).join('&');
    const requestPath = `/rest/v1/radar_chart?select=id&user_id=eq.${user.id}&${filters}`;

    const connections = await Promise.all(
      Array.from({ length: 2 * maxWaitingPerClient }, () => openConnection(server.url, '127.0.0.6')),
    );
    try {
      // Each connection is open and answered once, so the server has accepted them all.
      for (const connection of connections) {
        expect(await (await connection.send('/rest/v1/radar_chart?select=id&limit=1', token)).status).toBe(
          200,
        );
      }
      // The whole burst is in the server's sockets before it reads any of it, however busy this
      // machine is: the server is stopped while it is written.
      server.child.kill('SIGSTOP');
      let sent: { status: Promise<number> }[];
      try {
        sent = await Promise.all(connections.map((connection) => connection.send(requestPath, token)));
      } finally {
        server.child.kill('SIGCONT');
      }
      const statuses = await Promise.all(sent.map((request) => request.status));

      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(maxWaitingPerClient);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    } finally {
      for (const connection of connections) connection.close();
    }
  }, 60_000);
});
