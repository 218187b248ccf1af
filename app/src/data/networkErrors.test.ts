import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_UNAVAILABLE_MESSAGE,
  accountErrorMessage,
  CLOUD_UNAVAILABLE_MESSAGE,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
} from './networkErrors';

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

describe('error pages in place of the backend', () => {
  const gatewayPages = [
    '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 Bad Gateway</h1></center></body></html>',
    '<!DOCTYPE html><html><body>Service Unavailable</body></html>',
  ];

  it('are not shown as markup: a cloud action says the cloud is not answering', () => {
    for (const page of gatewayPages) expect(errorMessage(new Error(page))).toBe(CLOUD_UNAVAILABLE_MESSAGE);
  });

  it('are not shown as markup: an account action says the account service is not answering', () => {
    for (const page of gatewayPages) expect(accountErrorMessage(page)).toBe(ACCOUNT_UNAVAILABLE_MESSAGE);
  });

  it('leave server messages that merely mention a tag alone', () => {
    expect(errorMessage(new Error('value < 0 is not allowed'))).toBe('value < 0 is not allowed');
  });
});
