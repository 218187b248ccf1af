/**
 * One small interface over the two databases the server runs on: PGlite (embedded, one transaction
 * at a time) and PostgreSQL (DATABASE_URL, a connection pool). Everything above it is identical.
 */

export { TooManyWaitingError } from './fair-queue';

export type Row = Record<string, unknown>;

/** Statements inside one open transaction. */
export interface SqlSession {
  /** One statement; parameters are sent separately, never interpolated. */
  query<R = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Aborted when nobody waits for the answer any more (the HTTP client went away): PostgreSQL
   * cancels the running statement; a transaction that has not started yet (PGlite's queue) never runs.
   */
  signal?: AbortSignal;
  /**
   * Who the transaction is for (a client address, see `clientNetworkOf`): waiting transactions take
   * turns between clients (see fair-queue.ts), so one client's burst cannot hold everyone else's.
   */
  client?: string;
}

/** Thrown when a transaction is abandoned through its signal before or while it runs. */
export class TransactionAbortedError extends Error {
  constructor() {
    super('The client went away before the transaction finished');
  }
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Waits for running transactions, then closes; committed work is on disk when it resolves. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; without it PGlite keeps everything in memory. */
  pgliteDataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase(options.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(options.pgliteDataDir);
}

/**
 * Longest statement kept prepared. The server's own shapes stay under about 1.1 KB; a bulk insert
 * is a new shape for every row count, and PGlite held about 25 MB for each prepared 700 KB one,
 * so 71 of them, sent by anyone with the anon key (refused by row-level security, but parsed and
 * kept), ran the process out of memory.
 */
export const maxPreparedStatementLength = 4096;

/** The same database, with every transaction counted for `client` (see TransactionOptions.client). */
export function databaseForClient(database: Database, client: string): Database {
  return {
    kind: database.kind,
    transaction: (work, options = {}) => database.transaction(work, { client, ...options }),
    close: () => database.close(),
  };
}
