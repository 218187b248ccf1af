/**
 * What `supabase start` prints, for this backend: where things run, the keys to use, where the data
 * lives and how to start again from nothing. The keys derive from the secret kept in the data folder,
 * so they are the same at every start (a --memory server makes a new secret each time).
 */
import { defaultPort } from './server';

/** The backend `pnpm start` runs: the same SUPABASE_PORT setting, on this machine. */
export function localBackendPort(environment: NodeJS.ProcessEnv = process.env): number {
  const text = environment.SUPABASE_PORT;
  const port = text === undefined || text === '' ? defaultPort : Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SUPABASE_PORT must be a port number, not ${text}`);
  return port;
}

/** Where `pnpm start`'s backend answers, for tools on the same machine (`pnpm moderate`). */
export function localBackendUrl(environment: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${localBackendPort(environment)}`;
}

export interface StatusLines {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The app's URL when the app runs too (`pnpm start`). */
  appUrl?: string;
  /** Set when the server serves the local mailbox (development). */
  mailboxUrl?: string;
  /** 'memory', a PGlite data folder, or PostgreSQL (with the folder holding the JWT secret, if any). */
  storage: Storage;
}

type Storage =
  | { kind: 'memory'; fixedSecret?: boolean }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; secretDir?: string; throwawaySecret?: boolean };

/** Where the CLI's data and secret live, for {@link statusText}, from its flags and environment. */
export function storageOf(settings: {
  databaseUrl?: string;
  jwtSecret?: string;
  memory?: boolean;
  dataDir: string;
}): Storage {
  if (settings.databaseUrl) {
    // --memory keeps no secret on disk either (startServer makes a new one at every start).
    if (settings.jwtSecret) return { kind: 'postgres' };
    return settings.memory
      ? { kind: 'postgres', throwawaySecret: true }
      : { kind: 'postgres', secretDir: settings.dataDir };
  }
  if (settings.memory) return { kind: 'memory', fixedSecret: Boolean(settings.jwtSecret) };
  return { kind: 'pglite', dataDir: settings.dataDir };
}

export function statusText(status: StatusLines): string {
  const rows: [string, string][] = [];
  if (status.appUrl) rows.push(['App URL', status.appUrl]);
  rows.push(['API URL', status.apiUrl]);
  rows.push(['anon key', status.anonKey]);
  rows.push(['service_role key', status.serviceRoleKey]);
  if (status.mailboxUrl) rows.push(['Mailbox', status.mailboxUrl]);
  const { storage } = status;
  if (storage.kind === 'memory') {
    rows.push([
      'Data',
      `in memory: gone when the server stops${storage.fixedSecret ? '' : ' (keys change at every start: set JWT_SECRET to keep them)'}`,
    ]);
  } else if (storage.kind === 'pglite') {
    rows.push(['Data', `${storage.dataDir} (PGlite, owner-only; the keys stay the same across restarts)`]);
    rows.push(['Reset', `stop the server, then: rm -rf '${storage.dataDir}'`]);
  } else {
    rows.push(['Data', 'PostgreSQL (DATABASE_URL)']);
    if (storage.secretDir) rows.push(['JWT secret', `${storage.secretDir}/jwt-secret`]);
    if (storage.throwawaySecret)
      rows.push(['JWT secret', 'in memory: keys change at every start (set JWT_SECRET to keep them)']);
    rows.push(['Reset', 'drop and recreate that database; migrations run again at the next start']);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padStart(width)}: ${value}`).join('\n');
}
