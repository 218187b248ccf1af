import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

import { backend, newClient, sampleChart, signedInUser } from './test-support/backend';

/** user_data through the spec's calls, as the owner and as everyone else, with the real supabase-js. */

describe("user_data with the spec's calls", () => {
  it('has no row after sign-up; the own-profile insert creates it once, even when two run at the same time', async () => {
    const owner = await signedInUser();
    const ownRow = () => owner.client.from('user_data').select('*').eq('id', owner.userId).limit(1);
    expect((await ownRow()).data).toEqual([]);

    const row = { display_name: '@first', avatar: { default: 1 }, email_opt_in: true };
    const [one, two] = await Promise.all([
      owner.client.from('user_data').insert(row),
      owner.client.from('user_data').insert({ ...row, display_name: '@second' }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect([one.error, two.error]).toEqual([null, null]);
    const { data } = await ownRow();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ id: owner.userId, avatar: { default: 1 }, email_opt_in: true });
    expect(['@first', '@second']).toContain((data?.[0] as { display_name: string }).display_name);
  });

  it('lets the owner update avatar, display name and email_opt_in, and nobody else', async () => {
    const owner = await signedInUser();
    await owner.client
      .from('user_data')
      .insert({ display_name: '@owner', avatar: { default: 1 }, email_opt_in: true });
    const avatar = await owner.client
      .from('user_data')
      .update({ avatar: { default: 4, backgroundColor: '#ff0000' } })
      .eq('id', owner.userId);
    expect(avatar.error).toBeNull();
    expect(avatar.status).toBe(204);
    const name = await owner.client
      .from('user_data')
      .update({ display_name: '@renamed' })
      .eq('id', owner.userId);
    expect(name.error).toBeNull();
    const optOut = await owner.client
      .from('user_data')
      .update({ email_opt_in: false })
      .eq('id', owner.userId);
    expect(optOut.error).toBeNull();
    const { data } = await owner.client.from('user_data').select('*').eq('id', owner.userId).limit(1);
    expect(data).toEqual([
      {
        id: owner.userId,
        display_name: '@renamed',
        avatar: { default: 4, backgroundColor: '#ff0000' },
        email_opt_in: false,
      },
    ]);

    const stranger = await signedInUser();
    const changed = await stranger.client
      .from('user_data')
      .update({ display_name: '@hijacked', email_opt_in: true })
      .eq('id', owner.userId)
      .select('*');
    expect(changed.data).toEqual([]);
    const anonymous = await newClient()
      .from('user_data')
      .update({ display_name: '@anon' })
      .eq('id', owner.userId);
    expect(anonymous.status).toBe(401);
    const { data: after } = await newClient(backend().serviceRoleKey)
      .from('user_data')
      .select('display_name, email_opt_in')
      .eq('id', owner.userId);
    expect(after).toEqual([{ display_name: '@renamed', email_opt_in: false }]);
  });

  it('keeps every field of profile edits made at the same time (each writes only what it changes)', async () => {
    const owner = await signedInUser();
    await owner.client
      .from('user_data')
      .insert({ display_name: '@start', avatar: { default: 1 }, email_opt_in: true });
    // On PostgreSQL the trigger wrote display_name and avatar together from the values its
    // statement started with: one of three concurrent edits was lost in 43 of 60 rounds.
    for (let round = 1; round <= 15; round += 1) {
      const edits = await Promise.all([
        owner.client
          .from('user_data')
          .update({ display_name: `@n${round}` })
          .eq('id', owner.userId),
        owner.client
          .from('user_data')
          .update({ avatar: { default: 1 + (round % 2) * 3 } })
          .eq('id', owner.userId),
        owner.client
          .from('user_data')
          .update({ email_opt_in: round % 2 === 0 })
          .eq('id', owner.userId),
      ]);
      expect(edits.map((edit) => edit.error)).toEqual([null, null, null]);
      const { data } = await owner.client.from('user_data').select('*').eq('id', owner.userId).limit(1);
      expect(data, `round ${round}`).toEqual([
        {
          id: owner.userId,
          display_name: `@n${round}`,
          avatar: { default: 1 + (round % 2) * 3 },
          email_opt_in: round % 2 === 0,
        },
      ]);
    }
  });

  it('refuses an invalid display name through the view with the table check', async () => {
    const owner = await signedInUser();
    await owner.client.from('user_data').insert({ display_name: '@valid' });
    const bad = await owner.client
      .from('user_data')
      .update({ display_name: '@bad name' })
      .eq('id', owner.userId);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
  });

  it('keeps avatars to an unlocked avatar and an optional hex colour or colour name: no CSS from one user reaches the browsers of others', async () => {
    const owner = await signedInUser();
    await owner.client.from('user_data').insert({ display_name: '@avatar', avatar: { default: 1 } });
    const setAvatar = (avatar: unknown) =>
      owner.client.from('user_data').update({ avatar }).eq('id', owner.userId);
    for (const hostile of [
      // The feed, chart pages and the moderation queue draw the colour as a CSS background.
      { default: 1, backgroundColor: 'url(https://tracker.example/pixel.png)' },
      { default: 1, backgroundColor: 'red; background-image: url(https://tracker.example/p.png)' },
      { default: 1, backgroundColor: 16711680 },
      { default: 1, backgroundColor: 'red blue' },
      { default: 6 }, // Caveman: locked until its achievement exists
      { default: 99 },
      { default: -1 },
      { default: '1' },
      { default: 1.5 },
      { default: 1, script: '<script>' },
      {},
    ]) {
      const refused = await setAvatar(hostile);
      expect(refused.status, JSON.stringify(hostile)).toBe(400);
      expect(refused.error?.code).toBe('23514');
    }
    for (const allowed of [
      { default: 0 },
      { default: 5, backgroundColor: '#12abEF' },
      // The spec's default, by name.
      { default: 3, backgroundColor: 'black' },
      { default: 2, backgroundColor: '#0f08' },
    ]) {
      expect((await setAvatar(allowed)).error, JSON.stringify(allowed)).toBeNull();
    }
    const { data } = await owner.client.from('user_data').select('avatar').eq('id', owner.userId);
    expect(data).toEqual([{ avatar: { default: 2, backgroundColor: '#0f08' } }]);
  });

  it("allows exactly the app's unlocked avatars", async () => {
    // The app's avatar list (a runtime import: the app is not part of this package's build).
    const listFile = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../app/src/features/account/avatars.ts',
    );
    const { AVATARS, isAvatarLocked } = (await import(pathToFileURL(listFile).href)) as {
      AVATARS: readonly { name: string }[];
      isAvatarLocked: (avatar: { name: string }) => boolean;
    };
    const owner = await signedInUser();
    await owner.client.from('user_data').insert({ display_name: '@avatars', avatar: { default: 1 } });
    const accepted: string[] = [];
    for (const [index, avatar] of AVATARS.entries()) {
      const { error } = await owner.client
        .from('user_data')
        .update({ avatar: { default: index } })
        .eq('id', owner.userId);
      if (!error) accepted.push(avatar.name);
    }
    expect(accepted).toEqual(
      AVATARS.filter((avatar) => !isAvatarLocked(avatar)).map((avatar) => avatar.name),
    );
    expect(accepted.length).toBeLessThan(AVATARS.length);
  });

  it('a chart saved before the profile exists creates the profile with its private settings', async () => {
    const owner = await signedInUser();
    await owner.client.from('radar_chart').insert({ data: sampleChart('cascade') });
    const { data } = await newClient(backend().serviceRoleKey)
      .from('user_private')
      .select('id')
      .eq('id', owner.userId);
    expect(data).toEqual([{ id: owner.userId }]);
  });
});
