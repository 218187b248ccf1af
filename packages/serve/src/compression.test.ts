import { describe, expect, test } from 'vitest';

import { isCompressible, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  test('prefers brotli, then gzip, and honours refusals', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });
});

describe('isCompressible', () => {
  test('text types of 1 KB and more; never images that are already compressed', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 1024)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 1023)).toBe(false);
    expect(isCompressible('image/png', 50_000)).toBe(false);
  });
});
