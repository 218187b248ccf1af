import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';

/** The headers supabase-js sends and reads, for browser preflights (see the HTTP reference). */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, ' +
    'x-supabase-api-version, x-retry-count, range, accept',
  'Access-Control-Expose-Headers':
    'content-range, content-location, preference-applied, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
};

/**
 * CORS headers for every API answer. A preflight's requested headers are allowed as asked, as
 * hosted Supabase's gateway and PostgREST do: a browser page that adds its own (a
 * `global.headers` entry of supabase-js, or a tracing library's `sentry-trace` and `baggage`)
 * must not fail here when it works there. Only header names are echoed, and at most 2 KB of them.
 */
export function setCorsHeaders(response: ServerResponse, request?: IncomingMessage): void {
  for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
  const requested = request?.headers['access-control-request-headers'];
  if (typeof requested !== 'string' || requested.length > 2048) return;
  const names = requested
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name));
  const allowed = new Set(corsHeaders['Access-Control-Allow-Headers'].split(', '));
  const extra = names.filter((name) => !allowed.has(name));
  if (extra.length > 0) {
    response.setHeader(
      'Access-Control-Allow-Headers',
      [corsHeaders['Access-Control-Allow-Headers'], ...new Set(extra)].join(', '),
    );
  }
}

/** A failure that already knows its HTTP status and JSON body (GoTrue or PostgREST shaped). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? `HTTP ${status}`));
  }
}

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`);
  }
}

export class InvalidJsonError extends Error {}

/** Reads the whole body, refusing more than `limitBytes` without buffering the excess. */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > limitBytes) throw new BodyTooLargeError(limitBytes);
  const chunks: Buffer[] = [];
  let receivedBytes = 0;
  for await (const chunk of request) {
    receivedBytes += (chunk as Buffer).length;
    if (receivedBytes > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Deepest nesting accepted in a JSON body. Nothing this API stores comes close; much deeper
 * documents only serve to exhaust a recursive parser or serializer further down (PostgreSQL's jsonb
 * code among them), which would answer 500 instead of a clear 400.
 */
export const maximumJsonDepth = 64;

/** Parses a JSON body; an empty body is `undefined`. */
export async function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<unknown> {
  const body = await readBody(request, limitBytes);
  if (body.length === 0) return undefined;
  const text = body.toString('utf8');
  // Checked on the text, before parsing: JSON.parse itself recurses.
  if (jsonNestingDepth(text) > maximumJsonDepth) {
    throw new InvalidJsonError(`The request body is nested deeper than ${maximumJsonDepth} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJsonError('The request body is not valid JSON');
  }
}

/** The deepest `[`/`{` nesting in JSON text, ignoring brackets inside strings. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) {
      inString = true;
    } else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === 0x5d || character === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(response, status, JSON.stringify(body), headers);
}

/** Answers shorter than this gain less from compression than its header and work cost. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without `q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let accepted = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
      .find(Boolean);
    const refused = quality !== undefined && Number(quality) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') accepted = !refused;
  }
  return accepted;
}

/**
 * Sends text that already is JSON (built by the database), without parsing it again; gzip-compressed
 * (off the event loop, in zlib's thread pool) when it is 1 KB or more and the client takes gzip, as
 * supabase-js's fetch does: a feed page of charts is mostly repeated keys.
 */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const length = Buffer.byteLength(text);
  const request = response.req as IncomingMessage | undefined;
  const compressible =
    length >= COMPRESS_FROM_BYTES &&
    request?.method !== 'HEAD' &&
    acceptsGzip(request?.headers['accept-encoding']);
  const send = (body: string | Buffer, encoded: boolean): void => {
    if (response.destroyed) return;
    const vary = [headers.Vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      ...headers,
      'Content-Length': String(typeof body === 'string' ? length : body.length),
      ...(vary ? { Vary: vary } : {}),
      ...(encoded ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(body);
  };
  if (!compressible) return send(text, false);
  gzip(text, { level: 6 }, (error, compressed) => (error ? send(text, false) : send(compressed, true)));
}

export function sendEmpty(
  response: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, headers);
  response.end();
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A percent-encoded path segment, decoded; a malformed one (`%E0%A4`) as it came, so it names
 * nothing and gets the route's own "not found" instead of an uncaught URIError (a 500).
 */
export function decodedPathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a Host header names this machine, with any port: localhost (and `*.localhost`, which
 * browsers resolve to this machine themselves), 127.x.x.x, [::1], [::ffff:127.x.x.x], or the
 * wildcard addresses 0.0.0.0 and [::] a server bound to them prints. A page on a DNS-rebinding
 * name sends its own name, never one of these.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    ['[::1]', '[::]', '0.0.0.0'].includes(name) ||
    /^(?:\[::ffff:)?127(?:\.\d{1,3}){3}\]?$/.test(name)
  );
}

/** Loopback clients only: the dev mailbox holds password-reset links. */
export function isLoopbackRequest(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
