import { describe, expect, it } from 'vitest';

import { startServer } from '../server';
import { clientFor, foldersBefore } from '../test-support/migration-test';

/**
 * The privacy migration on a database that already has users, profiles and charts (the first
 * schema only): nothing is lost, email_opt_in moves to the owner-only table, chart owners without a
 * profile get one, and the feed's embed works. PGlite in a data folder of its own; the shared
 * PostgreSQL of the suite already has every migration, so this runs on PGlite only.
 */

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  '20250201000000_user_data_privacy on existing data',
  () => {
    it('keeps every profile and chart and moves email_opt_in behind the owner', async () => {
      const { earlierMigrations, options } = await foldersBefore('20250201000000_user_data_privacy.sql');

      const before = await startServer({ ...options, migrationsDir: earlierMigrations });
      const users: { id: string; client: ReturnType<typeof clientFor>; email: string }[] = [];
      try {
        for (const name of ['withprofile', 'noprofile']) {
          const client = clientFor(before.url, before.anonKey);
          const email = `${name}@example.com`;
          const { data } = await client.auth.signUp({ email, password: 'correct horse battery' });
          users.push({ id: data.user?.id ?? '', client, email });
        }
        const [withProfile, noProfile] = users;
        const created = await withProfile?.client
          .from('user_data')
          .insert({ id: withProfile.id, display_name: '@kept', avatar: { default: 5 }, email_opt_in: false });
        expect(created?.error).toBeNull();
        for (const user of users) {
          const chart = {
            metadata: { name: `chart of ${user.email}` },
            labels: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
            data: [{ name: 'x', values: [1, 2, 3] }],
          };
          const inserted = await user.client.from('radar_chart').insert({ data: chart, is_public: true });
          expect(inserted.error).toBeNull();
        }
        expect(noProfile).toBeDefined();
      } finally {
        await before.close();
      }

      const after = await startServer(options);
      try {
        const service = clientFor(after.url, after.serviceRoleKey);
        await service.from('radar_chart').update({ is_approved: true }).eq('is_public', true);
        const { data: profiles } = await service
          .from('user_data')
          .select('*')
          .in(
            'id',
            users.map((user) => user.id),
          )
          .order('display_name');
        expect(profiles).toEqual([
          { id: users[0]?.id, display_name: '@kept', avatar: { default: 5 }, email_opt_in: false },
          { id: users[1]?.id, display_name: '@noprofile', avatar: { default: 1 }, email_opt_in: true },
        ]);
        const { data: feed } = await clientFor(after.url, after.anonKey)
          .from('radar_chart')
          .select('*, user_data(avatar)')
          .eq('is_public', true)
          .eq('is_approved', true)
          .order('user_id')
          .limit(25);
        expect((feed ?? []).map((row) => (row as { user_data: unknown }).user_data).length).toBe(2);
        expect(feed?.every((row) => (row as { user_data: unknown }).user_data !== null)).toBe(true);
      } finally {
        await after.close();
      }
    }, 180_000);
  },
);
