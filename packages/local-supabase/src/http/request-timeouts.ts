import type { ServerOptions } from 'node:http';

/** Longest a client may take to send a whole request, headers and body, by default. */
export const defaultRequestTimeoutMs = 30_000;

/**
 * Node's HTTP server options that bound how long one request may take to arrive. Node's own
 * default is 300 s for the whole request: a client sending a body a byte at a time held its
 * connection, and the request's place in the per-client connection limit, for five minutes.
 * Past the timeout Node answers 408 and closes the connection. Node checks open connections
 * against it every `connectionsCheckingInterval` (30 s by default), so the check runs four times
 * per timeout: a stalled request is closed within 1.25 timeouts.
 *
 * A request's answer is not bounded here: statements have their own timeout.
 */
export function requestTimeoutOptions(requestTimeoutMs = defaultRequestTimeoutMs): ServerOptions {
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 100) {
    throw new RangeError(
      `requestTimeoutMs must be a whole number of milliseconds of at least 100, got ${requestTimeoutMs}`,
    );
  }
  return {
    requestTimeout: requestTimeoutMs,
    // Headers arrive within the same time (Node refuses a header timeout longer than the request's).
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(25, Math.floor(requestTimeoutMs / 4)),
  };
}
