import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';

import type { Database, Row, SqlSession } from './database';

const defaultSnapshotDir = fileURLToPath(new URL('../../../../.data/cache', import.meta.url));

/**
 * PGlite runs one transaction at a time in this process. Requests queue here in arrival order, so a
 * slow request delays the others but none interleave, and close() runs after the last one.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  snapshotDir = defaultSnapshotDir,
): Promise<Database> {
  const pglite = await createPglite(dataDir, snapshotDir);
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

/**
 * A new PGlite database starts from a cached snapshot of an empty, freshly initialised one when
 * there is one: initdb in WebAssembly takes several seconds, loading the snapshot a fraction.
 * The snapshot holds no data of ours (migrations run afterwards) and is keyed by the PGlite build.
 */
async function createPglite(dataDir: string | undefined, snapshotDir: string): Promise<PGlite> {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) return PGlite.create({ dataDir });
  const snapshotPath = path.join(snapshotDir, `pglite-initdb-${pgliteBuildKey()}.tar.gz`);
  const snapshot = await readFile(snapshotPath).catch(() => undefined);
  if (snapshot) return PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir: new Blob([snapshot]) });

  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await mkdir(snapshotDir, { recursive: true });
    // Write then rename, so a parallel start never reads half a snapshot.
    const partialPath = `${snapshotPath}.${process.pid}.partial`;
    await writeFile(partialPath, Buffer.from(await dump.arrayBuffer()));
    await rename(partialPath, snapshotPath);
  } catch {
    // Only a speed-up: without a snapshot the next start runs initdb again.
  }
  return pglite;
}

function pgliteBuildKey(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return createHash('sha256')
    .update(`${entry}:${statSync(entry).size}`)
    .digest('hex')
    .slice(0, 16);
}
