import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultRefreshTokenReuseSeconds, handleAuthRequest, type AuthContext } from './auth/auth-routes';
import { Mailbox } from './auth/mailbox';
import { RateLimiter } from './auth/rate-limiter';
import { createTokenKeys, type TokenKeys } from './auth/tokens';
import { lockDataDir } from './data-dir-lock';
import { restrictUmask, tightenDataDir } from './data-dir-permissions';
import {
  openDatabase,
  TooManyWaitingError,
  TransactionAbortedError,
  type Database,
} from './database/database';
import { applyMigrations } from './database/migrations';
import { readSchemaCatalog, type SchemaCatalog } from './database/schema-catalog';
import {
  BodyTooLargeError,
  decodedPathSegment,
  HttpError,
  isLoopbackHost,
  isLoopbackRequest,
  sendEmpty,
  sendJson,
  setCorsHeaders,
} from './http/http';
import { handleRestRequest, type RestContext } from './rest/rest-routes';
import { signApiKey } from './keys';
import { startPopularityRefresh, type PopularityRefresh } from './popularity-refresh';
import { jwtSecretFor } from './secret';
import { isPastConnectionLimit, limitConnectionsPerClient } from './http/connection-limit';
import { requestTimeoutOptions } from './http/request-timeouts';
import { UnsentAnswers } from './http/unsent-answers';

/** Requests per client address in each five-minute window (GoTrue-style auth rate limits). */
export interface RateLimits {
  signUps: number;
  signIns: number;
  tokenRefreshes: number;
  recoveries: number;
  /** Failed password sign-ins per account (e-mail) from one client (address, or IPv6 /64); then 429 until the window passes. */
  failedSignInsPerAccount: number;
  /** Failed password sign-ins per account from all clients together; then 429 for everyone. */
  failedSignInsPerAccountAllClients: number;
}

export const defaultRateLimits: RateLimits = {
  signUps: 60,
  signIns: 120,
  tokenRefreshes: 600,
  recoveries: 30,
  failedSignInsPerAccount: 10,
  failedSignInsPerAccountAllClients: 100,
};
const rateLimitWindowMs = 5 * 60 * 1000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Development mode's limits (`pnpm start`, `--dev`) on a loopback address, where options set none:
 * one machine is every client there (the developer's browsers and their test runs, all from
 * 127.0.0.1), so sign-ups, sign-ins and reset mails per address would throttle a test suite and
 * protect nothing. Failed sign-ins per account stay counted, as everywhere.
 */
export const developmentRateLimits: Partial<RateLimits> = {
  signUps: 100_000,
  signIns: 100_000,
  tokenRefreshes: 100_000,
  recoveries: 100_000,
};

export const defaultPort = 54321;
export const defaultStatementTimeoutMs = 3000;
export const defaultMaxRows = 1000;
export const defaultDataDir = path.resolve(
  fileURLToPath(new URL('../../../.data/local-supabase', import.meta.url)),
);

export interface ServerOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Nothing on disk: PGlite in memory (unless databaseUrl) and a throwaway secret (unless jwtSecret). */
  memory?: boolean;
  /** PGlite data and the generated JWT secret; default `<repo>/.data/local-supabase`. */
  dataDir?: string;
  /** Use this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** HS256 secret for all tokens; default generated and kept in the data folder. */
  jwtSecret?: string;
  /** Where auth links lead when a request names no allowed redirect (default http://localhost:5173). */
  siteUrl?: string;
  /** Where clients reach this API, for links in mails (default: this server's own URL); set it when another server mounts `handle`. */
  publicUrl?: string;
  /** Per-address auth limits; unset ones are {@link defaultRateLimits} ({@link developmentRateLimits} in development). */
  rateLimits?: Partial<RateLimits>;
  /**
   * Behind a reverse proxy or load balancer every request comes from its address, so all clients
   * would share one rate-limit budget: with this set, a client is the address the proxy appended
   * last to X-Forwarded-For. Only set it when every request passes through such a proxy (a client
   * reaching the server directly could otherwise name any address).
   */
  trustProxy?: boolean;
  /**
   * statement_timeout of every REST and RPC transaction (default 3000 ms); a statement that runs longer
   * is cancelled and answered like PostgREST (500, code 57014). PostgreSQL only: PGlite ignores it.
   */
  statementTimeoutMs?: number;
  /**
   * Most rows one read returns (default 1000, hosted Supabase's default "Max rows"); a request asking
   * for more, or for no limit, gets the first this many, as PostgREST's max-rows does.
   */
  maxRows?: number;
  /**
   * Development mode: serves the local mailbox at GET /mailbox (password-reset links) to this machine.
   * Off by default, so a server run for anything else never hands reset tokens out over HTTP.
   */
  development?: boolean;
  /** Largest accepted request body (default 1 MB); larger bodies get 413. */
  bodyLimitBytes?: number;
  /**
   * Longest a client may take to send a whole request, headers and body (default 30000 ms); past
   * it the server answers 408 and closes the connection (see {@link requestTimeoutOptions}).
   */
  requestTimeoutMs?: number;
  /** bcrypt work factor (default 10). */
  bcryptCost?: number;
  /**
   * Seconds a used refresh token still refreshes (default 10, GoTrue's default reuse interval);
   * presented later, it ends the session as stolen.
   */
  refreshTokenReuseSeconds?: number;
  /** Where the server logs (default console.log); mails of the local mailbox go here too. */
  log?: (line: string) => void;
  migrationsDir?: string;
  /**
   * How often stale 7-day counts of the Popular feed are refreshed (default 60000 ms; 0 turns it off).
   * See popularity-refresh.ts.
   */
  popularityRefreshMs?: number;
}

export interface RunningServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Mails the server "sent" (password resets), also at GET /mailbox. */
  mailbox: Mailbox;
  /**
   * Answers one request in this process, exactly as the listening server would (`/auth/v1`,
   * `/rest/v1`, `/mailbox`): lets another HTTP server (e.g. `pnpm serve`) mount the API on its own
   * port while the client's address stays the real one for rate limits.
   */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Stops accepting requests, finishes those in flight, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Checked before anything opens, so a bad option leaves no database or lock behind.
  reuseSeconds(options.refreshTokenReuseSeconds);
  requestTimeoutOptions(options.requestTimeoutMs);
  // --memory touches no disk at all; otherwise the data folder keeps the secret and PGlite's files.
  const dataDir = options.memory ? undefined : path.resolve(options.dataDir ?? defaultDataDir);
  const pgliteDataDir = dataDir && !options.databaseUrl ? path.join(dataDir, 'pgdata') : undefined;
  // Owner-only from the first file on: the folder holds the secret, password hashes and private charts.
  const restoreUmask = dataDir ? restrictUmask() : () => undefined;
  let releaseLock: () => Promise<void> = async () => undefined;
  try {
    releaseLock = dataDir && pgliteDataDir ? await lockDataDir(dataDir) : releaseLock;
  } catch (error) {
    restoreUmask();
    throw error;
  }
  const releaseDataDir = async () => {
    await releaseLock();
    restoreUmask();
  };

  try {
    if (dataDir && !options.jwtSecret) await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (dataDir && existsSync(dataDir)) await tightenDataDir(dataDir);
    const secret = await jwtSecretFor(options.jwtSecret ? undefined : dataDir, options.jwtSecret);
    const keys = createTokenKeys(secret);
    const database = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDataDir });
    try {
      // Again once PGlite is open: unpacking its snapshot sets the archive's modes explicitly.
      if (pgliteDataDir) await tightenDataDir(pgliteDataDir);
      const applied = await applyMigrations(database, options.migrationsDir);
      if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
      const catalog = await database.transaction(readSchemaCatalog);
      return await listen(options, log, { database, keys, catalog, secret, releaseLock: releaseDataDir });
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    await releaseDataDir();
    throw error;
  }
}

interface Backend {
  database: Database;
  keys: TokenKeys;
  catalog: SchemaCatalog;
  secret: string;
  releaseLock: () => Promise<void>;
}

async function listen(
  options: ServerOptions,
  log: (line: string) => void,
  backend: Backend,
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const bodyLimitBytes = options.bodyLimitBytes ?? 1024 * 1024;
  const limits = {
    ...defaultRateLimits,
    // Listening on another address, other machines are clients too: they get the usual limits.
    ...(options.development && LOOPBACK_HOSTS.has(host) ? developmentRateLimits : {}),
    ...options.rateLimits,
  };
  const mailbox = new Mailbox(log);
  const anonKey = signApiKey(backend.secret, 'anon');
  const serviceRoleKey = signApiKey(backend.secret, 'service_role');
  const authContext: AuthContext = {
    database: backend.database,
    keys: backend.keys,
    mailbox,
    publicUrl: '',
    siteUrl: options.siteUrl ?? 'http://localhost:5173',
    rateLimiters: {
      signUps: new RateLimiter(limits.signUps, rateLimitWindowMs),
      signIns: new RateLimiter(limits.signIns, rateLimitWindowMs),
      tokenRefreshes: new RateLimiter(limits.tokenRefreshes, rateLimitWindowMs),
      recoveries: new RateLimiter(limits.recoveries, rateLimitWindowMs),
      failedSignInsPerAccount: new RateLimiter(limits.failedSignInsPerAccount, rateLimitWindowMs),
      failedSignInsPerAccountAllClients: new RateLimiter(
        limits.failedSignInsPerAccountAllClients,
        rateLimitWindowMs,
      ),
    },
    bcryptCost: options.bcryptCost ?? 10,
    refreshTokenReuseSeconds: reuseSeconds(options.refreshTokenReuseSeconds),
    bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
  };
  const restContext: RestContext = {
    database: backend.database,
    keys: backend.keys,
    catalog: backend.catalog,
    bodyLimitBytes,
    statementTimeoutMs: options.statementTimeoutMs ?? defaultStatementTimeoutMs,
    maxRows: options.maxRows ?? defaultMaxRows,
    trustProxy: options.trustProxy ?? false,
    unsentAnswers: options.trustProxy ? undefined : new UnsentAnswers(),
  };

  let requestsInFlight = 0;
  let drained: (() => void) | undefined;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    requestsInFlight += 1;
    response.on('close', () => {
      requestsInFlight -= 1;
      if (requestsInFlight === 0) drained?.();
    });
    void handleRequest(request, response);
  };
  const server = createServer(requestTimeoutOptions(options.requestTimeoutMs), handle);
  if (!options.trustProxy) limitConnectionsPerClient(server, undefined, { answerPastLimit: true });
  // Realtime is not part of this backend: refuse websocket upgrades at once rather than hang.
  server.on('upgrade', (_request, socket) => {
    socket.end(
      'HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\nRealtime is not supported by local-supabase\n',
    );
  });

  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const kind = request.url?.startsWith('/rest/') ? 'rest' : 'auth';
    try {
      if (isPastConnectionLimit(request.socket)) {
        const message = 'This client has too many open connections; close some and retry';
        const body =
          kind === 'rest'
            ? { code: 'PGRST429', message, details: null, hint: 'Reuse connections (keep-alive)' }
            : { code: 429, error_code: 'over_request_rate_limit', msg: message };
        throw new HttpError(429, body, { Connection: 'close' });
      }
      await routeRequest(request, response);
    } catch (error) {
      // Nobody is left to answer: the client went away and its transaction was dropped or cancelled.
      if (error instanceof TransactionAbortedError || response.destroyed) return;
      if (response.headersSent) {
        response.destroy();
      } else if (error instanceof HttpError) {
        sendJson(response, error.status, error.body, error.headers);
      } else if (error instanceof TooManyWaitingError) {
        const body =
          kind === 'rest'
            ? { code: 'PGRST429', message: error.message, details: null, hint: 'Wait for earlier answers' }
            : { code: 429, error_code: 'over_request_rate_limit', msg: error.message };
        sendJson(response, 429, body);
      } else if (error instanceof BodyTooLargeError) {
        const body =
          kind === 'rest'
            ? { code: 'PGRST413', message: error.message, details: null, hint: null }
            : { code: 413, error_code: 'request_too_large', msg: error.message };
        sendJson(response, 413, body, { Connection: 'close' });
      } else {
        log(`[error] ${request.method} ${request.url}: ${(error as Error).stack ?? String(error)}`);
        const body =
          kind === 'rest'
            ? { code: 'XX000', message: 'Internal server error', details: null, hint: null }
            : { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error' };
        sendJson(response, 500, body);
      }
    }
  }

  async function routeRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local-supabase');
    const pathname = url.pathname;
    const isMailbox = pathname === '/mailbox' || pathname.startsWith('/mailbox/');
    // No CORS on the mailbox: a page from another origin must never read reset links from it.
    if (!isMailbox) setCorsHeaders(response, request);
    if (request.method === 'OPTIONS') {
      sendEmpty(response, 204);
      return;
    }
    if (pathname.startsWith('/auth/v1/')) {
      const route = pathname.slice('/auth/v1'.length);
      // The API gateway lets these through without a key: health checks and links opened from mails.
      if (!['/health', '/verify', '/settings'].includes(route)) await requireApiKey(request, url);
      await handleAuthRequest(authContext, request, response, route, url);
    } else if (pathname.startsWith('/rest/v1/')) {
      await requireApiKey(request, url);
      await handleRestRequest(restContext, request, response, pathname.slice('/rest/v1'.length), url);
    } else if (options.development && isMailbox) {
      // The Host too: a page on a DNS-rebinding name resolves to 127.0.0.1 as well, and would
      // read every reset link from the developer's own browser.
      if (!isLoopbackRequest(request) || !isLoopbackHost(request.headers.host))
        throw new HttpError(403, { message: 'The mailbox is only served to this machine' });
      const recipient =
        pathname.length > '/mailbox/'.length
          ? decodedPathSegment(pathname.slice('/mailbox/'.length))
          : undefined;
      sendJson(response, 200, mailbox.list(recipient));
    } else if (pathname === '/') {
      sendJson(response, 200, {
        name: 'local-supabase',
        auth: '/auth/v1',
        rest: '/rest/v1',
        ...(options.development ? { mailbox: '/mailbox' } : {}),
      });
    } else {
      throw new HttpError(404, { message: `No route for ${pathname}` });
    }
  }

  /** Like the Supabase API gateway: every API call carries a valid project key. */
  async function requireApiKey(request: IncomingMessage, url: URL): Promise<void> {
    const header = request.headers.apikey;
    const apiKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!apiKey) {
      throw new HttpError(401, {
        message: 'No API key found in request',
        hint: 'Send the anon key in the apikey header',
      });
    }
    const claims = await backend.keys.verify(apiKey);
    if (!claims || (claims.role !== 'anon' && claims.role !== 'service_role')) {
      throw new HttpError(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  authContext.publicUrl = options.publicUrl ?? url;

  const refreshMs = options.popularityRefreshMs ?? 60_000;
  let popularityRefresh: PopularityRefresh | null = null;
  if (refreshMs > 0) {
    try {
      popularityRefresh = await startPopularityRefresh(backend.database, { intervalMs: refreshMs, log });
    } catch (error) {
      // Housekeeping only: Popular stays exact without it (reads recount stale rows), just slower.
      log(`Refreshing Popular's counts is off: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey,
    serviceRoleKey,
    mailbox,
    handle,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (requestsInFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
        server.closeAllConnections();
        await stopped;
        await popularityRefresh?.stop();
        await backend.database.close();
        await backend.releaseLock();
      })();
      return closing;
    },
  };
}

/** The refresh-token reuse interval, checked: a negative or non-finite one would change what counts as theft. */
function reuseSeconds(value: number | undefined): number {
  if (value === undefined) return defaultRefreshTokenReuseSeconds;
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`refreshTokenReuseSeconds must be a finite number of seconds from 0, got ${value}`);
  return value;
}
