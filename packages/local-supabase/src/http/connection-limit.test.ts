import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { limitConnectionsPerClient } from './connection-limit';

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
});
