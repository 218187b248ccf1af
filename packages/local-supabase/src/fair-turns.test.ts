/**
 * One client's burst of requests must not hold everyone else's: the database's turns are shared
 * between clients (database/fair-queue.ts), and on PGlite the event loop runs between two
 * transactions, so requests that need no database (a health check) never wait for it at all.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';

import { beforeAll, describe, expect, it } from 'vitest';

import { backend, sampleChart, signedInUser, type SignedInUser } from './test-support/backend';

/** A GET from a given loopback address (another client, as far as the server can tell). */
function get(path: string, token: string, localAddress: string, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${backend().url}${path}`,
      { localAddress, agent, headers: { apikey: backend().anonKey, Authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe.runIf(process.platform === 'linux')('turns at the database, shared between clients', () => {
  let flooder: SignedInUser;

  beforeAll(async () => {
    flooder = await signedInUser();
    const chart = sampleChart('Flood');
    const big = { ...chart, metadata: { ...chart.metadata, description: 'ab'.repeat(100_000) } };
    const inserted = await flooder.client
      .from('radar_chart')
      .insert([{ data: big }, { data: big }, { data: big }]);
    expect(inserted.error).toBeNull();
  });

  it('answers another client’s health check and feed while one client’s 60 reads are still queued', async () => {
    // The other client's connection is open before the burst, as a visitor's browser keeps one: a
    // new one would wait in the kernel behind those the burst is still opening.
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = () => get('/auth/v1/health', backend().anonKey, '127.0.0.2', other);
    expect(await health()).toBe(200);
    const burst = 60;
    let flooded = 0;
    let firstAnswered: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstAnswered = resolve));
    // Slow in the database (each filter reads the three 200 KB charts again), small on the wire.
    const filters = Array.from({ length: 6 }, (_, index) => `data=like.*absent${index}*`).join('&');
    const path = `/rest/v1/radar_chart?select=id&user_id=eq.${flooder.userId}&${filters}`;
    const flood = Array.from({ length: burst }, async () => {
      expect(await get(path, flooder.accessToken, '127.0.0.5')).toBe(200);
      flooded += 1;
      firstAnswered();
    });
    // Sent once the server answers the burst; before, both waited for the whole burst (the health
    // check too: PGlite's queue ran in microtasks only, and no socket was read meanwhile).
    await started;
    expect(await health()).toBe(200);
    const healthAfter = flooded;
    const feed =
      '/rest/v1/radar_chart?select=id,user_data(avatar)&is_public=eq.true&is_approved=eq.true&limit=25';
    expect(await get(feed, backend().anonKey, '127.0.0.2', other)).toBe(200);
    const feedAfter = flooded;
    await Promise.all(flood);
    other.destroy();
    expect(healthAfter, 'reads of the burst answered before the health check').toBeLessThan(burst / 2);
    expect(feedAfter, 'reads of the burst answered before the feed').toBeLessThan(burst / 2);
  });
});

describe.runIf(process.platform === 'linux')('answers a client leaves unread', () => {
  it('refuses the next read of a client that leaves more than 32 MB of answers unread', async () => {
    // Each answer here is about 10 MB (three 200 KB charts, read four ways, and again under their
    // author); 40 such unread answers took the server from 0.5 to 3.4 GB before.
    const reader = await signedInUser();
    const chart = sampleChart('Unread');
    const big = { ...chart, metadata: { ...chart.metadata, description: 'ab'.repeat(100_000) } };
    expect(
      (await reader.client.from('radar_chart').insert([{ data: big }, { data: big }, { data: big }])).error,
    ).toBeNull();
    const reads = 'a:data,b:data::text,c:data->data,d:data->>data';
    const path = `/rest/v1/radar_chart?select=${reads},user_data(*,radar_chart(${reads}))&user_id=eq.${reader.userId}`;
    const { port } = new URL(backend().url);
    const sockets: Socket[] = [];
    try {
      for (let index = 0; index < 20; index += 1) {
        const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.3' });
        socket.on('error', () => undefined);
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\napikey: ${backend().anonKey}\r\n` +
            `Authorization: Bearer ${reader.accessToken}\r\n\r\n`,
        );
        socket.pause(); // never read
        sockets.push(socket);
      }
      // Its turn comes after the 20 (one client's reads run in order), when their answers wait unread.
      const next = await get('/rest/v1/radar_chart?select=id&limit=1', reader.accessToken, '127.0.0.3');
      expect(next).toBe(429);
      // Another client is not concerned.
      expect(await get('/rest/v1/radar_chart?select=id&limit=1', reader.accessToken, '127.0.0.4')).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);
});
