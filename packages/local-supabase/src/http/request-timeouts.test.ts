import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { startServer } from '../server';
import { defaultRequestTimeoutMs, requestTimeoutOptions } from './request-timeouts';

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * Sends `text` on a raw connection and then nothing more; resolves with what the server answered
 * and how long after the last byte it closed the connection.
 */
function stallAfter(port: number, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    let answer = '';
    let sentAt = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('connect', () => socket.write(text, () => (sentAt = performance.now())));
    socket.once('close', () => resolve({ answer, closedAfterMs: performance.now() - sentAt }));
  });
}

async function listening(timeoutMs: number): Promise<number> {
  // Answers once the whole body has arrived, as the backend's routes do.
  server = createServer(requestTimeoutOptions(timeoutMs), (request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('requestTimeoutOptions', () => {
  it('answers 408 and closes a connection whose body stops arriving, within 1.25 timeouts', async () => {
    const port = await listening(400);
    const { answer, closedAfterMs } = await stallAfter(
      port,
      'POST /rest/v1/radar_chart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(300);
    // 500 ms at most by the checking interval; the rest is room for a busy test machine.
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('closes a connection whose headers stop arriving, or that sends nothing', async () => {
    const port = await listening(400);
    const [slowHeaders, nothing] = await Promise.all([
      stallAfter(port, 'GET /rest/v1/ HTTP/1.1\r\nHost: x\r\nX-Slow: '),
      stallAfter(port, ''),
    ]);
    expect(slowHeaders.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowHeaders.closedAfterMs).toBeLessThan(3000);
    expect(nothing.closedAfterMs).toBeLessThan(3000);
  });

  it('answers a request that arrives in time', async () => {
    const port = await listening(400);
    const { answer } = await stallAfter(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('defaults to 30 s, and refuses a timeout that is no whole number of at least 100 ms', () => {
    expect(defaultRequestTimeoutMs).toBe(30_000);
    expect(requestTimeoutOptions()).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 30_000,
      connectionsCheckingInterval: 7500,
    });
    for (const wrong of [0, 50, 1.5, Number.NaN, Infinity]) {
      expect(() => requestTimeoutOptions(wrong)).toThrow(RangeError);
    }
  });
});

describe('the backend server', () => {
  it('closes a request whose body stops arriving after requestTimeoutMs, and keeps serving', async () => {
    const backend = await startServer({ port: 0, memory: true, requestTimeoutMs: 400, log: () => undefined });
    try {
      const { port } = new URL(backend.url);
      const { answer } = await stallAfter(
        Number(port),
        `POST /rest/v1/radar_chart HTTP/1.1\r\nHost: x\r\napikey: ${backend.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      await backend.close();
    }
  }, 60_000);
});
