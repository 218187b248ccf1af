import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { startServer } from '../server';
import { defaultMigrationsDir } from './migrations';

/**
 * The avatar check on a database whose profiles were written before it: a hostile background
 * colour is dropped, a locked or malformed avatar becomes the Sun, and a valid one is kept. PGlite in
 * a data folder of its own; the shared PostgreSQL of the suite already has every migration.
 */

const AVATAR_MIGRATION = '20261123160000_avatar_values.sql';
const jwtSecret = 'avatar-migration-secret-0123456789-abcdefghijklmno';
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

function clientFor(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))(`${AVATAR_MIGRATION} on existing profiles`, () => {
  it('repairs the avatars written before the check and keeps the valid ones', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'avatar-migration-'));
    folders.push(root);
    const earlier = path.join(root, 'migrations');
    await mkdir(earlier);
    for (const file of await readdir(defaultMigrationsDir)) {
      if (file.endsWith('.sql') && file < AVATAR_MIGRATION) {
        await copyFile(path.join(defaultMigrationsDir, file), path.join(earlier, file));
      }
    }
    const dataDir = path.join(root, 'data');
    const options = { port: 0, dataDir, jwtSecret, bcryptCost: 4, log: () => undefined };

    const avatars = {
      tracker: { default: 3, backgroundColor: 'url(https://tracker.example/pixel.png)' },
      caveman: { default: 6 },
      extra: { default: 2, script: '<script>' },
      valid: { default: 4, backgroundColor: '#123456' },
    };
    const ids: Record<string, string> = {};
    const before = await startServer({ ...options, migrationsDir: earlier });
    try {
      for (const [name, avatar] of Object.entries(avatars)) {
        const client = clientFor(before.url, before.anonKey);
        const { data } = await client.auth.signUp({
          email: `${name}@example.com`,
          password: 'correct horse battery',
        });
        ids[name] = data.user?.id ?? '';
        const created = await client.from('user_data').insert({ display_name: `@${name}`, avatar });
        expect(created.error, name).toBeNull();
      }
    } finally {
      await before.close();
    }

    const after = await startServer(options);
    try {
      const { data } = await clientFor(after.url, after.serviceRoleKey)
        .from('user_data')
        .select('display_name, avatar')
        .in('id', Object.values(ids))
        .order('display_name');
      expect(data).toEqual([
        { display_name: '@caveman', avatar: { default: 1 } },
        { display_name: '@extra', avatar: { default: 1 } },
        { display_name: '@tracker', avatar: { default: 3 } },
        { display_name: '@valid', avatar: { default: 4, backgroundColor: '#123456' } },
      ]);
    } finally {
      await after.close();
    }
  }, 180_000);
});
