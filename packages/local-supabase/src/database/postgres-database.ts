import pg from 'pg';

import {
  maxPreparedStatementLength,
  TransactionAbortedError,
  type Database,
  type Row,
  type SqlSession,
} from './database';
import { FairQueue } from './fair-queue';

// Enough for every statement shape the server builds; beyond it statements are planned each time, so
// clients sending ever new query shapes cannot grow each connection's prepared statements without bound.
const preparedStatementLimit = 500;

/**
 * A real PostgreSQL through a small pool; each transaction holds one connection. Statements are
 * named, so each connection plans a statement shape once (as PostgREST does); PostgreSQL re-plans
 * by itself when the role changes and row-level security makes the plan depend on it.
 */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const statementNames = new Map<string, string>();
  function statementName(text: string): string | undefined {
    const known = statementNames.get(text);
    if (known || statementNames.size >= preparedStatementLimit || text.length > maxPreparedStatementLength)
      return known;
    const name = `local_supabase_${statementNames.size + 1}`;
    statementNames.set(text, name);
    return name;
  }

  const poolSize = 10;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Turns at the pool's connections, shared fairly between clients (the pool's own queue is first come, first served).
  const queue = new FairQueue(poolSize);
  // A broken idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();

  return {
    kind: 'postgres',
    async transaction(work, options = {}) {
      const { signal } = options;
      if (signal?.aborted) throw new TransactionAbortedError();
      const release = await queue.acquire(options.client);
      try {
        return await run(work, signal);
      } finally {
        release();
      }
    },
    async close() {
      await queue.idle();
      await pool.end();
    },
  };

  async function run<T>(
    work: (session: SqlSession) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    // Its client left while it waited for a turn: never take a connection for it.
    if (signal?.aborted) throw new TransactionAbortedError();
    const client = await pool.connect();
    let connectionBroken = false;
    // The client went away: cancel whatever statement runs now (PostgreSQL answers it with 57014)
    // rather than let it hold a connection and a CPU until the statement timeout.
    const backendPid = (client as unknown as { processID?: number }).processID;
    const cancel = () => {
      if (backendPid !== undefined) void cancelBackend(connectionString, backendPid);
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      if (signal?.aborted) throw new TransactionAbortedError();
      await client.query('begin');
      const session: SqlSession = {
        async query<R = Row>(text: string, params: readonly unknown[] = []) {
          const result = await client.query({ name: statementName(text), text, values: [...params] });
          return result.rows as R[];
        },
        async exec(script) {
          await client.query(script);
        },
      };
      const result = await work(session);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        connectionBroken = true;
      });
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      // A cancel may still be on its way to this backend: do not hand the connection to another request.
      client.release(connectionBroken || signal?.aborted === true);
    }
  }
}

/** pg_cancel_backend over a separate short connection: the pool may have none free. */
async function cancelBackend(connectionString: string, backendPid: number): Promise<void> {
  const canceller = new pg.Client({ connectionString });
  try {
    await canceller.connect();
    await canceller.query('select pg_cancel_backend($1)', [backendPid]);
  } catch {
    // The statement will still end at its statement timeout.
  } finally {
    await canceller.end().catch(() => undefined);
  }
}
