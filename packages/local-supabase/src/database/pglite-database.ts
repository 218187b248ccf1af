import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';

import {
  maxPreparedStatementLength,
  TransactionAbortedError,
  type Database,
  type Row,
  type SqlSession,
} from './database';
import { FairQueue } from './fair-queue';

const defaultSnapshotDir = fileURLToPath(new URL('../../../../.data/cache', import.meta.url));

/**
 * PGlite runs one transaction at a time in this process. Requests queue here, taking turns between
 * clients (fair-queue.ts), so a slow request delays the others but none interleave, and close() runs
 * after the last one.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  snapshotDir = defaultSnapshotDir,
): Promise<Database> {
  const pglite = await createPglite(dataDir, snapshotDir);
  const preparedQuery = createPreparedQuery(pglite);
  const queue = new FairQueue(1);
  let closed = false;

  return {
    kind: 'pglite',
    async transaction(work, options = {}) {
      if (closed) throw new Error('The database is closed');
      const release = await queue.acquire(options.client);
      try {
        // Back to the event loop between two transactions: PGlite's work resolves in microtasks only,
        // so a queue of them ran back to back and no other request, not even a health check or a
        // static page, was read until the whole queue was done (11.5 s behind 200 queued reads).
        await new Promise((resolve) => setImmediate(resolve));
        // PGlite cannot be interrupted once a statement runs (no signals in WebAssembly), but a
        // request whose client left while it queued is dropped instead of holding up the rest.
        if (options.signal?.aborted) throw new TransactionAbortedError();
        return await pglite.transaction(async (transaction) => {
          const session: SqlSession = {
            query: <R = Row>(text: string, params: readonly unknown[] = []) =>
              preparedQuery<R>(transaction, text, params),
            async exec(script) {
              await transaction.exec(script);
            },
          };
          return work(session);
        });
      } finally {
        release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue.idle();
      await pglite.close();
    },
  };
}

// Enough for every statement shape the server builds; beyond it statements are planned each time, so
// clients sending ever new query shapes cannot grow the set of prepared statements without bound.
const preparedStatementLimit = 500;

/**
 * Queries through named prepared statements, each sent as one protocol batch (bind, describe,
 * execute, sync; parse only the first time). PGlite's own query() sends every message separately
 * and plans each time, which was most of the cost of a small request. Only plain parameters (text,
 * numbers, booleans, null) take this path; anything else goes through PGlite's own serializers.
 */
function createPreparedQuery(pglite: PGlite) {
  const statementNames = new Map<string, string>();
  return async function preparedQuery<R>(
    transaction: Transaction,
    text: string,
    params: readonly unknown[],
  ): Promise<R[]> {
    const known = statementNames.get(text);
    if (
      (!known &&
        (statementNames.size >= preparedStatementLimit || text.length > maxPreparedStatementLength)) ||
      !params.every(isPlainParameter)
    ) {
      return (await transaction.query<R>(text, [...params])).rows;
    }
    const name = known ?? `local_supabase_${statementNames.size + 1}`;
    const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
    const batch = [
      ...(known ? [] : [protocol.serialize.parse({ name, text })]),
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    const { messages } = await pglite.execProtocol(concatenated(batch), {
      syncToFs: false,
      throwOnError: false,
    });
    if (!known && messages.some((message) => message.name === 'parseComplete'))
      statementNames.set(text, name);
    const failure = messages.find((message) => message.name === 'error');
    if (failure) throw failure;
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as R[];
  };
}

function isPlainParameter(value: unknown): boolean {
  return (
    value === null || value === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof value)
  );
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * An existing PGlite folder that PGlite cannot open. Its own message says nothing of where or why
 * ("Aborted(). Build with -sASSERTIONS for more info." for an emptied pg_control); this one names
 * the folder and the ways out, and keeps PGlite's message.
 */
export class DamagedDataError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\.+$/, '');
    super(
      `The database in ${dataDir} could not be opened; its files may be damaged (a full disk, or files ` +
        `copied or edited while a server ran). PGlite said: ${reason}. Restore the folder from a backup, ` +
        `or start over without its data: stop the server, then rm -rf '${path.dirname(dataDir)}'`,
      { cause },
    );
  }
}

/**
 * A new PGlite database starts from a cached snapshot of an empty, freshly initialised one when
 * there is one: initdb in WebAssembly takes several seconds, loading the snapshot a fraction.
 * The snapshot holds no data of ours (migrations run afterwards) and is keyed by the PGlite build.
 */
async function createPglite(dataDir: string | undefined, snapshotDir: string): Promise<PGlite> {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      return await PGlite.create({ dataDir });
    } catch (error) {
      throw new DamagedDataError(dataDir, error);
    }
  }
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
