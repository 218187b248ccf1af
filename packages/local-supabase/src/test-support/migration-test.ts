import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createClient } from '@supabase/supabase-js';
import { afterAll } from 'vitest';
import ws from 'ws';

import { defaultMigrationsDir } from '../database/migrations';

/**
 * What the tests of one migration on existing data share: a server started on a data folder of its
 * own, first with the migrations before the one under test, then with all of them.
 */

const migrationTestJwtSecret = 'migration-test-secret-0123456789-abcdefghijklmnop';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/**
 * A fresh folder with `migrations` holding every migration that sorts before `migration` and an
 * empty `data` path; both are removed after the test file. Returns the server options for it.
 */
export async function foldersBefore(migration: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'migration-test-'));
  folders.push(root);
  const earlier = path.join(root, 'migrations');
  await mkdir(earlier);
  for (const file of await readdir(defaultMigrationsDir)) {
    if (file.endsWith('.sql') && file < migration) {
      await copyFile(path.join(defaultMigrationsDir, file), path.join(earlier, file));
    }
  }
  const options = {
    port: 0,
    dataDir: path.join(root, 'data'),
    jwtSecret: migrationTestJwtSecret,
    bcryptCost: 4,
    log: () => undefined,
  };
  return { earlierMigrations: earlier, options };
}

/** supabase-js for a test server, without a stored session. */
export function clientFor(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}
