import pg from 'pg';

import type { Database, Row, SqlSession } from './database';

/** A real PostgreSQL through a small pool; each transaction holds one connection. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
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
            const result = await client.query(text, [...params]);
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
