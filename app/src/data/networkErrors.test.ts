// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_UNAVAILABLE_MESSAGE,
  accountErrorMessage,
  CLOUD_UNAVAILABLE_MESSAGE,
  chartLinkErrorMessage,
  errorMessage,
  MAX_ERROR_TEXT_LENGTH,
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

describe('failures to open a chart by its link', () => {
  it('say what failed without telling the visitor their chart is still on this device', () => {
    expect(chartLinkErrorMessage(new Error('TypeError: Failed to fetch'))).toBe(
      'Could not reach the cloud. Check your internet connection and try again.',
    );
    expect(chartLinkErrorMessage(new Error('<html><body>502 Bad Gateway</body></html>'))).toBe(
      'The cloud is not answering right now. Try again in a moment.',
    );
    expect(chartLinkErrorMessage(new Error('TimeoutError: signal timed out'))).toBe(
      'The cloud took too long to answer. Try again in a moment.',
    );
    expect(chartLinkErrorMessage(new Error('permission denied for function get_chart'))).toBe(
      'permission denied for function get_chart',
    );
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

describe("answers that are not the backend's JSON", () => {
  // supabase-js's words when a proxy, captive portal or static host answers 200 with its own page.
  const parseFailures = [
    `SyntaxError: Unexpected token '<', "<!doctype "... is not valid JSON`,
    'SyntaxError: JSON.parse: unexpected character at line 1 column 1 of the JSON data',
    "SyntaxError: JSON Parse error: Unrecognized token '<'",
  ];

  it('say the cloud is not answering, not the parser error', () => {
    for (const raw of parseFailures) expect(errorMessage(new Error(raw))).toBe(CLOUD_UNAVAILABLE_MESSAGE);
    expect(errorMessage(new SyntaxError('Unexpected end of JSON input'))).toBe(CLOUD_UNAVAILABLE_MESSAGE);
  });

  it('say the account service is not answering, not the parser error', () => {
    for (const raw of parseFailures) expect(accountErrorMessage(raw)).toBe(ACCOUNT_UNAVAILABLE_MESSAGE);
  });

  it('leave a server message that merely mentions JSON alone', () => {
    expect(errorMessage(new Error('invalid input syntax for type json'))).toBe(
      'invalid input syntax for type json',
    );
  });
});

describe('long server texts', () => {
  it('are cut to one line of at most MAX_ERROR_TEXT_LENGTH characters', () => {
    const trace = `upstream connect error or disconnect/reset before headers.\n${'  at frame (x.js:1:1)\n'.repeat(200)}`;
    for (const shown of [errorMessage(new Error(trace)), accountErrorMessage(trace)]) {
      expect(shown).toHaveLength(MAX_ERROR_TEXT_LENGTH);
      expect(shown.startsWith('upstream connect error or disconnect/reset before headers. at frame')).toBe(
        true,
      );
      expect(shown.endsWith('…')).toBe(true);
      expect(shown).not.toContain('\n');
    }
  });

  it('of at most MAX_ERROR_TEXT_LENGTH characters are kept whole', () => {
    const exact = 'x'.repeat(MAX_ERROR_TEXT_LENGTH);
    expect(errorMessage(new Error(exact))).toBe(exact);
  });
});
