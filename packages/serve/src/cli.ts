// `pnpm serve`: the production server (after `pnpm build`). See the README's "Production" section.
import path from 'node:path';

import { defaultDataDir } from 'local-supabase/src/server.ts';

import { thirdPartiesFromEnvironment } from './headers';
import { startProductionServer } from './server';

function portFromEnvironment(): number {
  const text = process.env.PORT ?? '4173';
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${text}`);
  return port;
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || defaultDataDir);
const server = await startProductionServer({
  port: portFromEnvironment(),
  host: process.env.HOST || undefined,
  distDir: process.env.DIST_DIR || undefined,
  siteUrl: process.env.SITE_URL || undefined,
  thirdParties: thirdPartiesFromEnvironment(process.env),
  backend: {
    dataDir,
    databaseUrl,
    jwtSecret: process.env.JWT_SECRET || undefined,
    trustProxy: process.env.TRUST_PROXY === '1',
  },
});

const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'pgdata')}`;
const secret = process.env.JWT_SECRET ? 'JWT_SECRET' : path.join(dataDir, 'jwt-secret');
console.log(`StatRadar is serving on ${server.url}
  App and API:      ${server.url} (auth ${server.url}/auth/v1, REST ${server.url}/rest/v1)
  anon key:         ${server.anonKey}
  service_role key: ${server.serviceRoleKey}   (secret: never put it in a page)
  Data:             ${storage}
  Keys come from:   ${secret} (kept across restarts; delete it to issue new keys)
  Reset:            stop the server and delete ${dataDir}${databaseUrl ? ' (or drop the database)' : ''}
Password-reset mails are written to this log (there is no mailbox in production).`);

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight...`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
