import { describe, expect, it } from 'vitest';

import { startServer } from '../server';
import { clientFor, foldersBefore } from '../test-support/migration-test';

/**
 * The avatar check on a database whose profiles were written before it: a hostile background
 * colour is dropped, a locked or malformed avatar becomes the Sun, and a valid one is kept. PGlite in
 * a data folder of its own; the shared PostgreSQL of the suite already has every migration.
 */

const AVATAR_MIGRATION = '20261123160000_avatar_values.sql';
describe.skipIf(Boolean(process.env.DATABASE_URL))(`${AVATAR_MIGRATION} on existing profiles`, () => {
  it('repairs the avatars written before the check and keeps the valid ones', async () => {
    const { earlierMigrations, options } = await foldersBefore(AVATAR_MIGRATION);

    const avatars = {
      tracker: { default: 3, backgroundColor: 'url(https://tracker.example/pixel.png)' },
      caveman: { default: 6 },
      extra: { default: 2, script: '<script>' },
      valid: { default: 4, backgroundColor: '#123456' },
    };
    const ids: Record<string, string> = {};
    const before = await startServer({ ...options, migrationsDir: earlierMigrations });
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
