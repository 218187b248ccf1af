import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import type { Database } from './database';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultMigrationsDir = path.resolve(packageRoot, '../../supabase/migrations');
const bootstrapPath = path.resolve(packageRoot, 'sql/local-bootstrap.sql');

// Any constant works; it only has to be the same for every server sharing one PostgreSQL database.
const migrationLockKey = 4_242_001;

/**
 * Prepares the database: the local-only bootstrap (what hosted Supabase already has), then each
 * migration of supabase/migrations not applied yet, in file-name order, all in one transaction.
 * The advisory lock lets several servers (parallel test files) start against one PostgreSQL.
 */
export async function applyMigrations(
  database: Database,
  migrationsDir = defaultMigrationsDir,
): Promise<string[]> {
  const bootstrap = await readFile(bootstrapPath, 'utf8');
  const fileNames = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(
    fileNames.map(async (fileName) => ({
      fileName,
      script: await readFile(path.join(migrationsDir, fileName), 'utf8'),
    })),
  );

  return database.transaction(async (session) => {
    await session.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await session.exec(bootstrap);
    const appliedRows = await session.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const applied = new Set(appliedRows.map((row) => row.version));
    const newlyApplied: string[] = [];
    for (const { fileName, script } of scripts) {
      const [version = fileName, ...nameParts] = fileName.replace(/\.sql$/, '').split('_');
      if (applied.has(version)) continue;
      await session.exec(script);
      await session.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, nameParts.join('_')],
      );
      newlyApplied.push(fileName);
    }
    return newlyApplied;
  });
}
