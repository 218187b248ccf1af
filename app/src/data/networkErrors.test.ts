import { describe, expect, it } from 'vitest';

import { errorMessage, NETWORK_ERROR_MESSAGE } from './networkErrors';

describe('messages of failed cloud actions', () => {
  it("replaces each browser's wording of a request that never reached the server", () => {
    for (const raw of [
      'TypeError: Failed to fetch',
      'TypeError: NetworkError when attempting to fetch resource.',
      'TypeError: Load failed',
      'TypeError: fetch failed',
      'Failed to fetch dynamically imported module: http://localhost/assets/cloudCharts.js',
    ]) {
      expect(errorMessage(new Error(raw))).toBe(NETWORK_ERROR_MESSAGE);
    }
  });

  it("keeps the server's own messages", () => {
    expect(errorMessage(new Error('new row violates row-level security policy'))).toBe(
      'new row violates row-level security policy',
    );
    expect(errorMessage('plain text')).toBe('plain text');
  });
});
