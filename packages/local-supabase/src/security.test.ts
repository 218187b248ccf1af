import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { backend, backendFetch, newClient, sampleChart, signedInUser } from './test-support/backend';

/** The security cases: the database, not the server, refuses each of these. */

async function insertChart(user: Awaited<ReturnType<typeof signedInUser>>, data: unknown = sampleChart()) {
  const { data: row, error } = await user.client
    .from('radar_chart')
    .insert({ user_id: user.userId, data })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (row as { id: string }).id;
}

/** Approves through the service role, as `pnpm moderate` does. */
async function approve(chartId: string, isPublic = true) {
  const { error } = await newClient(backend().serviceRoleKey)
    .from('radar_chart')
    .update({ is_public: isPublic, is_approved: true })
    .eq('id', chartId);
  if (error) throw new Error(error.message);
}

describe("other users' charts", () => {
  it('cannot be listed, updated or deleted when private', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const chartId = await insertChart(owner);

    const listed = await other.client.from('radar_chart').select('id').eq('id', chartId);
    expect(listed.data).toEqual([]);
    const listedByOwnerId = await other.client.from('radar_chart').select('id').eq('user_id', owner.userId);
    expect(listedByOwnerId.data).toEqual([]);

    const updated = await other.client
      .from('radar_chart')
      .update({ data: sampleChart('defaced') })
      .eq('id', chartId)
      .select();
    expect(updated.data).toEqual([]);
    const deleted = await other.client.from('radar_chart').delete().eq('id', chartId).select();
    expect(deleted.data).toEqual([]);

    const { data: stillThere } = await owner.client
      .from('radar_chart')
      .select('data')
      .eq('id', chartId)
      .single();
    expect((stillThere as { data: { metadata: { name: string } } }).data.metadata.name).toBe(
      'Radar Chart Generator',
    );
  });

  it('can be read but not changed when public and approved', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const chartId = await insertChart(owner);
    await approve(chartId);
    expect((await other.client.from('radar_chart').select('id').eq('id', chartId)).data).toHaveLength(1);
    await other.client.from('radar_chart').update({ is_public: false }).eq('id', chartId);
    await other.client.from('radar_chart').delete().eq('id', chartId);
    const { data } = await owner.client.from('radar_chart').select('is_public').eq('id', chartId).single();
    expect(data).toEqual({ is_public: true });
  });
});

describe('spoofing', () => {
  it('refuses a client setting is_approved on insert or update', async () => {
    const user = await signedInUser();
    const inserted = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart(), is_public: true, is_approved: true });
    expect(inserted.status).toBe(403);
    expect(inserted.error?.code).toBe('42501');

    const chartId = await insertChart(user);
    const updated = await user.client.from('radar_chart').update({ is_approved: true }).eq('id', chartId);
    expect(updated.status).toBe(403);
    expect(updated.error?.code).toBe('42501');
  });

  it("refuses a chart saved under another user's id, on insert and by moving one", async () => {
    const user = await signedInUser();
    const victim = await signedInUser();
    const inserted = await user.client
      .from('radar_chart')
      .insert({ user_id: victim.userId, data: sampleChart() });
    expect(inserted.status).toBe(403);
    expect(inserted.error?.message).toMatch(/row-level security/);

    const chartId = await insertChart(user);
    const moved = await user.client.from('radar_chart').update({ user_id: victim.userId }).eq('id', chartId);
    expect(moved.error?.code).toBe('42501');
  });

  it('lets anonymous visitors write nothing', async () => {
    const inserted = await newClient().from('radar_chart').insert({ data: sampleChart() });
    expect(inserted.status).toBe(401);
    expect(inserted.error?.code).toBe('42501');
  });

  it("refuses a profile for another user's id and edits of another profile", async () => {
    const user = await signedInUser();
    const victim = await signedInUser();
    await victim.client.from('user_data').insert({ id: victim.userId, display_name: '@victim' });
    const inserted = await user.client
      .from('user_data')
      .insert({ id: victim.userId, display_name: '@impostor' });
    expect(inserted.error?.code).toBe('42501');
    await user.client.from('user_data').update({ display_name: '@renamed' }).eq('id', victim.userId);
    const { data } = await newClient()
      .from('user_data')
      .select('display_name')
      .eq('id', victim.userId)
      .single();
    expect(data).toEqual({ display_name: '@victim' });
  });
});

describe('limits and validation', () => {
  it('refuses more than 30 new cloud charts an hour, so saving and deleting in a loop cannot grow the deleted ids without end', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const service = newClient(backend().serviceRoleKey);
    // Refused inserts do not count: the sixth chart, and data the database refuses.
    for (let count = 1; count <= 5; count += 1) await insertChart(user, sampleChart(`chart ${count}`));
    expect(
      (await user.client.from('radar_chart').insert({ user_id: user.userId, data: sampleChart() })).status,
    ).toBe(400);
    expect((await user.client.from('radar_chart').insert({ user_id: user.userId, data: {} })).status).toBe(
      400,
    );
    // 25 more saves, each after deleting one: 30 in all.
    for (let count = 6; count <= 30; count += 1) {
      const { data: oldest } = await user.client
        .from('radar_chart')
        .select('id')
        .eq('user_id', user.userId)
        .order('created_at')
        .limit(1);
      const deleted = await user.client
        .from('radar_chart')
        .delete()
        .eq('id', (oldest as { id: string }[])[0]!.id)
        .select('id');
      expect(deleted.error).toBeNull();
      expect(deleted.data, JSON.stringify({ count, oldest })).toHaveLength(1);
      await insertChart(user, sampleChart(`chart ${count}`));
    }
    const { data: oldest } = await user.client
      .from('radar_chart')
      .select('id')
      .eq('user_id', user.userId)
      .order('created_at')
      .limit(1);
    await user.client
      .from('radar_chart')
      .delete()
      .eq('id', (oldest as { id: string }[])[0]!.id);
    const refused = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart('31st') });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe('Too many charts saved: at most 30 new cloud charts an hour');
    const { count } = await user.client
      .from('radar_chart')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', user.userId);
    expect(count).toBe(4);
    // Edits and other users are not limited; neither is the service role.
    const { data: kept } = await user.client
      .from('radar_chart')
      .select('id')
      .eq('user_id', user.userId)
      .limit(1);
    const edited = await user.client
      .from('radar_chart')
      .update({ data: sampleChart('edited') })
      .eq('id', (kept as { id: string }[])[0]!.id);
    expect(edited.error).toBeNull();
    await insertChart(other);
    const byService = await service
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart('seeded') });
    expect(byService.error).toBeNull();
  });

  it('refuses the sixth cloud chart with a clear message', async () => {
    const user = await signedInUser();
    for (let count = 1; count <= 5; count += 1) await insertChart(user, sampleChart(`chart ${count}`));
    const sixth = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart('sixth') });
    expect(sixth.status).toBe(400);
    expect(sixth.error?.code).toBe('23514');
    expect(sixth.error?.message).toBe('You can save up to 5 charts');
    const { count } = await user.client
      .from('radar_chart')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', user.userId);
    expect(count).toBe(5);
  });

  it('refuses chart data larger than 256 KB', async () => {
    const user = await signedInUser();
    const chart = sampleChart();
    chart.metadata.description = 'x'.repeat(262_144);
    const { status, error } = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: chart });
    expect(status).toBe(400);
    expect(error?.message).toBe('Chart data is too large (at most 256 KB)');
  });

  it.each([
    ['a list instead of a chart', [1, 2, 3], 'Chart data must be an object with metadata, labels and data'],
    ['no metadata name', { ...sampleChart(), metadata: {} }, 'Chart metadata must be an object with a name'],
    [
      'two labels',
      { ...sampleChart(), labels: [{ name: 'a' }, { name: 'b' }] },
      'A chart needs at least 3 labels',
    ],
    ['no data sets', { ...sampleChart(), data: [] }, 'A chart needs at least 1 data set'],
    [
      'a value above 100',
      { ...sampleChart(), data: [{ name: 'P', values: [80, 101, 70] }] },
      'Data set 1 has a value outside 0 to 100: 101',
    ],
    [
      'a text value',
      { ...sampleChart(), data: [{ name: 'P', values: [80, '50', 70] }] },
      'Data set 1 has a value outside 0 to 100: "50"',
    ],
    [
      'fewer values than labels',
      { ...sampleChart(), data: [{ name: 'P', values: [80, 50] }] },
      'Data set 1 has 2 values for 3 labels',
    ],
  ])('refuses malformed chart data: %s', async (_case, data, message) => {
    const user = await signedInUser();
    const { status, error } = await user.client.from('radar_chart').insert({ user_id: user.userId, data });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(message);
  });

  it('refuses malformed data on update too and keeps the stored chart', async () => {
    const user = await signedInUser();
    const chartId = await insertChart(user);
    const { error } = await user.client
      .from('radar_chart')
      .update({ data: { labels: [] } })
      .eq('id', chartId);
    expect(error?.code).toBe('23514');
    const { data } = await user.client.from('radar_chart').select('data').eq('id', chartId).single();
    expect(data).toEqual({ data: sampleChart() });
  });

  it('enforces the display-name rule: a leading @, then only letters, digits and ! # $ % & . _', async () => {
    const user = await signedInUser();
    const good = await user.client.from('user_data').insert({ id: user.userId, display_name: '@Ok_1!#$%&.' });
    expect(good.error).toBeNull();
    for (const name of ['no-at', '@with space', '@dash-ed', '@emoji😀', '@']) {
      const { error } = await user.client
        .from('user_data')
        .update({ display_name: name })
        .eq('id', user.userId);
      expect(error?.code, name).toBe('23514');
    }
  });

  it('keeps updated_at by trigger and withdraws approval when an approved chart changes', async () => {
    const user = await signedInUser();
    const chartId = await insertChart(user);
    await approve(chartId);
    const before = await user.client.from('radar_chart').select('updated_at').eq('id', chartId).single();
    const { data: after } = await user.client
      .from('radar_chart')
      .update({ data: sampleChart('edited') })
      .eq('id', chartId)
      .select('updated_at, is_approved, is_public')
      .single();
    const row = after as { updated_at: string; is_approved: boolean; is_public: boolean };
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(
      new Date((before.data as { updated_at: string }).updated_at).getTime(),
    );
    expect(row.is_approved).toBe(false);
    expect(row.is_public).toBe(true);
  });
});

describe('an approved chart keeps its place in Recent', () => {
  /** These charts in the Recent tab's order (other files add charts meanwhile: only ours count). */
  async function recentOrder(ids: string[]): Promise<string[]> {
    const { data, error } = await newClient()
      .from('radar_chart')
      .select('id')
      .in('id', ids)
      .eq('is_public', true)
      .eq('is_approved', true)
      .order('updated_at', { ascending: false })
      .order('id', { ascending: true });
    if (error) throw new Error(error.message);
    return (data as { id: string }[]).map((row) => row.id);
  }

  it('when its owner unticks and ticks Public, or it is approved again; an edit still moves it', async () => {
    const owner = await signedInUser();
    const older = await insertChart(owner, sampleChart('older'));
    await approve(older);
    const newer = await insertChart(await signedInUser(), sampleChart('newer'));
    await approve(newer);
    expect(await recentOrder([older, newer])).toEqual([newer, older]);
    const before = await owner.client.from('radar_chart').select('updated_at').eq('id', older).single();

    // Before: each write set updated_at to now(), so these two plain updates (no moderator) put the
    // owner's chart back at the top of Recent, above every chart approved since, as often as they liked.
    for (const isPublic of [false, true]) {
      const { error } = await owner.client
        .from('radar_chart')
        .update({ is_public: isPublic })
        .eq('id', older);
      expect(error).toBeNull();
    }
    await approve(older);
    const { data: after } = await owner.client
      .from('radar_chart')
      .select('updated_at, is_public, is_approved')
      .eq('id', older)
      .single();
    expect(after).toEqual({ ...(before.data as object), is_public: true, is_approved: true });
    expect(await recentOrder([older, newer])).toEqual([newer, older]);

    // An edit waits for a new approval, and that approval makes it new again.
    const edited = await owner.client
      .from('radar_chart')
      .update({ data: sampleChart('older, edited') })
      .eq('id', older)
      .select('is_approved')
      .single();
    expect(edited.data).toEqual({ is_approved: false });
    await approve(older);
    expect(await recentOrder([older, newer])).toEqual([older, newer]);
  });

  it('while a first Public tick still moves it into the moderation queue order', async () => {
    const owner = await signedInUser();
    const chartId = await insertChart(owner);
    const before = await owner.client.from('radar_chart').select('updated_at').eq('id', chartId).single();
    const { data: after } = await owner.client
      .from('radar_chart')
      .update({ is_public: true })
      .eq('id', chartId)
      .select('updated_at')
      .single();
    expect(new Date((after as { updated_at: string }).updated_at).getTime()).toBeGreaterThan(
      new Date((before.data as { updated_at: string }).updated_at).getTime(),
    );
  });
});

describe('chart ids chosen by the client', () => {
  it('a retried insert of the same id meets its own row (409), and no second row is made', async () => {
    const user = await signedInUser();
    const id = randomUUID();
    const first = await user.client
      .from('radar_chart')
      .insert({ id, user_id: user.userId, data: sampleChart() })
      .select('id')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ id });
    const again = await user.client
      .from('radar_chart')
      .insert({ id, user_id: user.userId, data: sampleChart() })
      .select('id')
      .single();
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    const { data: rows } = await user.client.from('radar_chart').select('id').eq('user_id', user.userId);
    expect(rows).toEqual([{ id }]);
  });

  it("another user cannot take a chart's id", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const id = await insertChart(owner);
    const taken = await other.client
      .from('radar_chart')
      .insert({ id, user_id: other.userId, data: sampleChart('impostor') });
    expect(taken.status).toBe(409);
    const { data } = await owner.client.from('radar_chart').select('data').eq('id', id).single();
    expect(data).toEqual({ data: sampleChart() });
  });

  it("a deleted chart's id is never used again, so its old share links cannot show another chart", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const id = await insertChart(owner);
    const deleted = await owner.client.from('radar_chart').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    for (const user of [other, owner]) {
      const reused = await user.client
        .from('radar_chart')
        .insert({ id, user_id: user.userId, data: sampleChart('squatter') });
      expect(reused.status).toBe(409);
      expect(reused.error?.code).toBe('23505');
    }
    const { data: shared } = await other.client.rpc('get_chart', { chart_id: id });
    expect(shared).toBeNull();
  });

  it('a chart id inserted while its chart is being deleted is refused too, not taken over', async () => {
    // On PostgreSQL the insert checked the deleted ids before the delete committed, then the primary
    // key let it through once the old row was gone: another user's chart under the old share link.
    const owner = await signedInUser();
    const other = await signedInUser();
    for (let round = 0; round < 8; round += 1) {
      const id = await insertChart(owner);
      const [deleted, ...inserts] = await Promise.all([
        owner.client.from('radar_chart').delete().eq('id', id),
        ...Array.from({ length: 4 }, () =>
          other.client
            .from('radar_chart')
            .insert({ id, user_id: other.userId, data: sampleChart('squatter') }),
        ),
      ]);
      expect(deleted.error).toBeNull();
      for (const insert of inserts) expect(insert.status, `round ${round}`).toBe(409);
      expect((await other.client.rpc('get_chart', { chart_id: id })).data).toBeNull();
    }
  });

  it('nobody but the service role reads the deleted ids', async () => {
    const user = await signedInUser();
    for (const client of [user.client, newClient()]) {
      const { data, error } = await client.from('radar_chart_deleted_id').select('id');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});

describe('what anonymous visitors see', () => {
  it('only public and approved charts, in the table and in the feed with the author profile', async () => {
    const owner = await signedInUser();
    await owner.client
      .from('user_data')
      .insert({ id: owner.userId, display_name: '@feedauthor', avatar: { default: 3 } });
    const privateId = await insertChart(owner, sampleChart('private'));
    const publicPendingId = await insertChart(owner, sampleChart('pending'));
    await owner.client.from('radar_chart').update({ is_public: true }).eq('id', publicPendingId);
    const approvedPrivateId = await insertChart(owner, sampleChart('approved but private'));
    await approve(approvedPrivateId, false);
    const publicApprovedId = await insertChart(owner, sampleChart('in the feed'));
    await approve(publicApprovedId);

    const anon = newClient();
    const { data: visible } = await anon.from('radar_chart').select('id').eq('user_id', owner.userId);
    expect(visible).toEqual([{ id: publicApprovedId }]);

    const { data: feed, error } = await anon.from('radar_feed').select('*');
    expect(error).toBeNull();
    const feedRows = feed as { id: string; display_name: string; avatar: unknown; user_id: string }[];
    expect(feedRows.length).toBeLessThanOrEqual(25);
    const ownRows = feedRows.filter((row) => row.user_id === owner.userId);
    expect(ownRows.map((row) => row.id)).toEqual([publicApprovedId]);
    expect(ownRows[0]).toMatchObject({ display_name: '@feedauthor', avatar: { default: 3 } });
    expect(feedRows.map((row) => row.id)).not.toContain(privateId);
  });

  it('opens any cloud chart by its exact id through get_chart, even a private one, and lists nothing', async () => {
    const owner = await signedInUser();
    const privateId = await insertChart(owner, sampleChart('shared privately'));
    const anon = newClient();
    const { data, error } = await anon.rpc('get_chart', { chart_id: privateId });
    expect(error).toBeNull();
    expect((data as { metadata: { name: string } }).metadata.name).toBe('shared privately');

    const unknown = await anon.rpc('get_chart', { chart_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toMatchObject({ data: null, error: null });
    const invalid = await anon.rpc('get_chart', { chart_id: 'not-a-uuid' });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('22P02');
    const withoutId = await anon.rpc('get_chart', {});
    expect(withoutId.status).toBe(404);
  });

  it('cannot call the internal validation function', async () => {
    const { status, error } = await newClient().rpc('radar_chart_data_problem', { chart: sampleChart() });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

describe('email_opt_in', () => {
  it('is never readable by other users or visitors, not even through select *, and the owner reads it', async () => {
    const owner = await signedInUser();
    const insert = await owner.client
      .from('user_data')
      .insert({ id: owner.userId, display_name: '@private', email_opt_in: false });
    expect(insert.error).toBeNull();
    for (const reader of [newClient(), (await signedInUser()).client]) {
      const explicit = await reader.from('user_data').select('email_opt_in').eq('id', owner.userId);
      expect(explicit.data).toEqual([{ email_opt_in: null }]);
      const star = await reader.from('user_data').select('*').eq('id', owner.userId);
      expect(star.data).toEqual([
        { id: owner.userId, display_name: '@private', avatar: { default: 1 }, email_opt_in: null },
      ]);
      const filtered = await reader.from('user_data').select('id').eq('email_opt_in', false);
      expect(filtered.data).toEqual([]);
      const settings = await reader.from('user_private').select('email_opt_in').eq('id', owner.userId);
      expect(settings.data ?? []).toEqual([]);
    }
    const own = await owner.client.from('user_data').select('*').eq('id', owner.userId).limit(1);
    expect(own.data).toEqual([
      { id: owner.userId, display_name: '@private', avatar: { default: 1 }, email_opt_in: false },
    ]);
    const { data } = await newClient(backend().serviceRoleKey)
      .from('user_data')
      .select('email_opt_in')
      .eq('id', owner.userId)
      .single();
    expect(data).toEqual({ email_opt_in: false });
    const publicColumns = await newClient()
      .from('user_data')
      .select('id, display_name, avatar')
      .eq('id', owner.userId);
    expect(publicColumns.data).toEqual([
      { id: owner.userId, display_name: '@private', avatar: { default: 1 } },
    ]);
  });

  it('lets the owner create a profile and read back its public columns in one request', async () => {
    const owner = await signedInUser();
    const response = await backendFetch('/rest/v1/user_data?select=id,display_name', {
      method: 'POST',
      token: owner.accessToken,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ id: owner.userId, display_name: '@returned' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ id: owner.userId, display_name: '@returned' }]);
  });
});
