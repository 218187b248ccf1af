import pg from 'pg';

import type { Database, Row, SqlSession } from './database';

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
    if (known || statementNames.size >= preparedStatementLimit) return known;
    const name = `local_supabase_${statementNames.size + 1}`;
    statementNames.set(text, name);
    return name;
  }

  const pool = new pg.Pool({ connectionString, max: 10 });
  // A broken idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();

  return {
    kind: 'postgres',
    async transaction(work) {
      const client = await pool.connect();
      let connectionBroken = false;
      try {
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
        client.release(connectionBroken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
