import { PGlite } from '@electric-sql/pglite';

import type { Database, Row, SqlSession } from './database';

/**
 * PGlite runs one transaction at a time in this process. Requests queue here in arrival order, so a
 * slow request delays the others but none interleave, and close() runs after the last one.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  let queueTail: Promise<unknown> = Promise.resolve();
  let closed = false;

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const result = queueTail.then(job);
    queueTail = result.catch(() => undefined);
    return result;
  }

  return {
    kind: 'pglite',
    transaction(work) {
      if (closed) return Promise.reject(new Error('The database is closed'));
      return enqueue(() =>
        pglite.transaction(async (transaction) => {
          const session: SqlSession = {
            async query<R = Row>(text: string, params: readonly unknown[] = []) {
              const result = await transaction.query<R>(text, [...params]);
              return result.rows;
            },
            async exec(script) {
              await transaction.exec(script);
            },
          };
          return work(session);
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await enqueue(() => pglite.close());
    },
  };
}
