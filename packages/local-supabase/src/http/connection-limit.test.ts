import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import {
  isPastConnectionLimit,
  limitConnectionsPerClient,
  refusedConnectionGraceMs,
} from './connection-limit';

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An idle connection from `localAddress`; resolves with whether the server kept it open 200 ms. */
async function idleConnection(port: number, localAddress = '127.0.0.1'): Promise<boolean> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), 200);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

describe('limitConnectionsPerClient', () => {
  it('closes a client’s connections past the limit at once, and takes new ones as old ones close', async () => {
    server = createServer((_request, response) => response.end('ok'));
    limitConnectionsPerClient(server, 3);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await Promise.all([1, 2, 3].map(() => idleConnection(port)))).toEqual([true, true, true]);
    expect(await idleConnection(port)).toBe(false);
    // Another client is not affected.
    expect(await idleConnection(port, '127.0.0.2')).toBe(true);
    sockets[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await idleConnection(port)).toBe(true);
  });

  it('with answerPastLimit, keeps up to twice the limit briefly for a 429 and closes idle ones after the grace', async () => {
    server = createServer((request, response) => {
      response.statusCode = isPastConnectionLimit(request.socket) ? 429 : 200;
      response.setHeader('Connection', 'close');
      response.end();
    });
    limitConnectionsPerClient(server, 2, { answerPastLimit: true });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Two within the limit, two past it (kept for their answer), the fifth closed at once.
    expect(await Promise.all([1, 2, 3, 4].map(() => idleConnection(port)))).toEqual([true, true, true, true]);
    expect(await idleConnection(port)).toBe(false);
    const status = (socket: Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.once('close', () => resolve(text.split(' ')[1] ?? 'closed without an answer'));
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      });
    expect(await status(sockets[0]!)).toBe('200');
    expect(await status(sockets[2]!)).toBe('429');
    // The other one past the limit sent nothing: it is closed once the grace is over.
    const idlePastLimit = sockets[3]!;
    const closed = await new Promise<boolean>((resolve) => {
      if (idlePastLimit.destroyed) resolve(true);
      const timer = setTimeout(() => resolve(false), refusedConnectionGraceMs + 1000);
      idlePastLimit.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(closed).toBe(true);
  });
});
