import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Files smaller than this gain less from compression than the header costs. */
export const MIN_COMPRESSED_SIZE = 1024;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0` refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * Compresses once per (key, encoding) and keeps the result: hashed assets and pages never change
 * while the server runs. Brotli quality 9: within a few per cent of the maximum (11) at a tenth
 * of the time, which matters on the first request after a start.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  encoded(key: string, body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const cacheKey = `${encoding}:${key}`;
    let entry = this.entries.get(cacheKey);
    if (!entry) {
      entry = compress(body, encoding);
      this.entries.set(cacheKey, entry);
    }
    return entry;
  }
}

export function compress(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  fast = false,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: fast ? 6 : 9 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
