import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { backend, sampleChart, signedInUser } from '../test-support/backend';
import { acceptsGzip } from './http';

/** One raw request (no client decompressing for us): status, headers and the bytes as sent. */
function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(`${backend().url}${path}`, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

describe('JSON answers are gzip-compressed for clients that take gzip', () => {
  it('compresses a large answer, leaves small ones, and honours q=0 and HEAD', async () => {
    const owner = await signedInUser();
    const chart = {
      ...sampleChart('Compressed'),
      metadata: { name: 'Compressed', description: 'x '.repeat(4000) },
    };
    const inserted = await owner.client
      .from('radar_chart')
      .insert({ user_id: owner.userId, data: chart })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const path = `/rest/v1/radar_chart?id=eq.${(inserted.data as { id: string }).id}&select=data`;
    const auth = { apikey: backend().anonKey, Authorization: `Bearer ${owner.accessToken}` };

    const plain = await rawGet(path, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = JSON.parse(plain.body.toString('utf8')) as { data: typeof chart }[];
    expect(rows[0]!.data.metadata.description).toBe(chart.metadata.description);

    const zipped = await rawGet(path, { ...auth, 'Accept-Encoding': 'br;q=1, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);

    const refused = await rawGet(path, { ...auth, 'Accept-Encoding': 'gzip;q=0, *;q=1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);

    const head = await rawGet(path, { ...auth, 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();

    // A small answer (the auth settings) is not worth the header.
    const small = await rawGet('/auth/v1/settings', { apikey: backend().anonKey, 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP defines it', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('GZIP ; q=1.0')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });
});
