import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  defaultDataDir,
  defaultMaxRows,
  defaultPort,
  defaultStatementTimeoutMs,
  startServer,
  type RateLimits,
} from './server';
import { statusText, storageOf } from './status';

/**
 * `local-supabase [--port 54321] [--host 127.0.0.1] [--memory] [--data-dir <dir>] [--dev]`
 * Env: DATABASE_URL (PostgreSQL instead of PGlite), JWT_SECRET, SITE_URL, STATEMENT_TIMEOUT_MS, MAX_ROWS,
 * AUTH_RATE_LIMIT_SIGN_UPS, AUTH_RATE_LIMIT_SIGN_INS, AUTH_RATE_LIMIT_TOKEN_REFRESHES, AUTH_RATE_LIMIT_RECOVERIES,
 * AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT, AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT_ALL_CLIENTS.
 */

const usage = `Usage: local-supabase [--port <n>] [--host <address>] [--memory] [--data-dir <dir>] [--dev]
  --port      port to listen on (default ${defaultPort}; 0 = any free port)
  --host      address to listen on (default 127.0.0.1)
  --memory    keep the database in memory (nothing persisted)
  --data-dir  PGlite data and JWT secret (default ${defaultDataDir})
  --dev       development: serve the local mailbox (password-reset links) at /mailbox to this machine;
              on a loopback host, sign-ups, sign-ins, token refreshes and reset mails are not limited per address
Environment: DATABASE_URL, JWT_SECRET, SITE_URL, STATEMENT_TIMEOUT_MS (default ${defaultStatementTimeoutMs}),
  MAX_ROWS (most rows one read returns, default ${defaultMaxRows}),
  AUTH_RATE_LIMIT_SIGN_UPS, AUTH_RATE_LIMIT_SIGN_INS, AUTH_RATE_LIMIT_TOKEN_REFRESHES,
  AUTH_RATE_LIMIT_RECOVERIES (requests per 5 minutes per address),
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT (failed sign-ins per account from one client per 5 minutes),
  AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT_ALL_CLIENTS (the same from all clients together)`;

function rateLimitsFromEnvironment(): Partial<RateLimits> {
  const variables: Record<keyof RateLimits, string> = {
    signUps: 'AUTH_RATE_LIMIT_SIGN_UPS',
    signIns: 'AUTH_RATE_LIMIT_SIGN_INS',
    tokenRefreshes: 'AUTH_RATE_LIMIT_TOKEN_REFRESHES',
    recoveries: 'AUTH_RATE_LIMIT_RECOVERIES',
    failedSignInsPerAccount: 'AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT',
    failedSignInsPerAccountAllClients: 'AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT_ALL_CLIENTS',
  };
  const limits: Partial<RateLimits> = {};
  for (const [name, variable] of Object.entries(variables) as [keyof RateLimits, string][]) {
    const text = process.env[variable];
    if (text === undefined) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a positive whole number`);
    limits[name] = value;
  }
  return limits;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      dev: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = values.port === undefined ? defaultPort : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, not ${values.port}`);
  const timeoutText = process.env.STATEMENT_TIMEOUT_MS;
  const statementTimeoutMs = timeoutText === undefined ? undefined : Number(timeoutText);
  if (statementTimeoutMs !== undefined && (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 1))
    throw new Error('STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds');
  const maxRowsText = process.env.MAX_ROWS;
  const maxRows = maxRowsText === undefined ? undefined : Number(maxRowsText);
  if (maxRows !== undefined && (!Number.isInteger(maxRows) || maxRows < 1))
    throw new Error('MAX_ROWS must be a positive whole number');

  const server = await startServer({
    port,
    host: values.host,
    memory: values.memory,
    dataDir: values['data-dir'],
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: process.env.JWT_SECRET || undefined,
    siteUrl: process.env.SITE_URL || undefined,
    rateLimits: rateLimitsFromEnvironment(),
    statementTimeoutMs,
    maxRows,
    trustProxy: process.env.TRUST_PROXY === '1',
    development: values.dev,
  });
  const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir);
  console.log(`local-supabase is running.\n`);
  console.log(
    statusText({
      apiUrl: server.url,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      mailboxUrl: values.dev ? `${server.url}/mailbox` : undefined,
      storage: storageOf({
        databaseUrl: process.env.DATABASE_URL || undefined,
        jwtSecret: process.env.JWT_SECRET || undefined,
        memory: values.memory,
        dataDir,
      }),
    }),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight and closing the database...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`local-supabase failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
