import { describe, expect, it } from 'vitest';

import { backend, newClient, sampleChart, signedInUser, type SignedInUser } from './test-support/backend';

/**
 * Reactions, Popular and the moderator role (issue 13), through the real supabase-js: every refusal
 * here comes from row-level security, grants or security-definer functions in the migration.
 */

const service = () => newClient(backend().serviceRoleKey);

async function insertChart(user: SignedInUser, name = 'Radar Chart Generator', isPublic = true) {
  const { data, error } = await user.client
    .from('radar_chart')
    .insert({ user_id: user.userId, data: sampleChart(name), is_public: isPublic })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function approve(chartId: string) {
  const { error } = await service().from('radar_chart').update({ is_approved: true }).eq('id', chartId);
  if (error) throw new Error(error.message);
}

async function publicChart(name = 'public chart') {
  const owner = await signedInUser();
  const chartId = await insertChart(owner, name);
  await approve(chartId);
  return { owner, chartId };
}

async function counts(chartIds: string[], client = newClient()) {
  const { data, error } = await client.rpc('chart_reaction_counts', { chart_ids: chartIds });
  if (error) throw new Error(error.message);
  return data as { chart_id: string; likes: number; science: number; art: number }[];
}

async function react(user: SignedInUser, chartId: string, kind: string) {
  return user.client.from('chart_reaction').insert({ chart_id: chartId, kind });
}

describe('reactions', () => {
  it('a signed-in user gives a like, a science and an art reaction, and anyone reads the counts', async () => {
    const { chartId } = await publicChart();
    const fan = await signedInUser();
    const second = await signedInUser();
    for (const kind of ['like', 'science', 'art']) expect((await react(fan, chartId, kind)).error).toBeNull();
    expect((await react(second, chartId, 'like')).error).toBeNull();

    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 2, science: 1, art: 1 }]);
    const { data: mine } = await fan.client.from('chart_reaction').select('kind').eq('chart_id', chartId);
    expect((mine as { kind: string }[]).map((row) => row.kind).sort()).toEqual(['art', 'like', 'science']);

    // Toggling off removes only the caller's own reaction.
    const removed = await fan.client
      .from('chart_reaction')
      .delete()
      .eq('chart_id', chartId)
      .eq('kind', 'like')
      .select('kind');
    expect(removed.data).toEqual([{ kind: 'like' }]);
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 1, science: 1, art: 1 }]);
  });

  it('refuses reacting twice with the same kind', async () => {
    const { chartId } = await publicChart();
    const fan = await signedInUser();
    expect((await react(fan, chartId, 'science')).error).toBeNull();
    const twice = await react(fan, chartId, 'science');
    expect(twice.error?.code).toBe('23505');
    expect(twice.status).toBe(409);
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 0, science: 1, art: 0 }]);
  });

  it('refuses reacting as someone else, and removing or reading their reactions', async () => {
    const { chartId } = await publicChart();
    const victim = await signedInUser();
    const attacker = await signedInUser();
    const forged = await attacker.client
      .from('chart_reaction')
      .insert({ chart_id: chartId, user_id: victim.userId, kind: 'like' });
    expect(forged.error?.code).toBe('42501');
    expect(forged.status).toBe(403);

    expect((await react(victim, chartId, 'art')).error).toBeNull();
    const read = await attacker.client.from('chart_reaction').select('*').eq('user_id', victim.userId);
    expect(read.data).toEqual([]);
    const deleted = await attacker.client
      .from('chart_reaction')
      .delete()
      .eq('user_id', victim.userId)
      .select('kind');
    expect(deleted.data).toEqual([]);
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 0, science: 0, art: 1 }]);

    // Anonymous visitors read counts but cannot react or read rows.
    const anonymous = await newClient().from('chart_reaction').insert({ chart_id: chartId, kind: 'like' });
    expect(anonymous.status).toBe(401);
    const anonymousRead = await newClient().from('chart_reaction').select('*');
    expect(anonymousRead.error?.code).toBe('42501');
  });

  it('refuses reactions on private and on unapproved charts, even from their owner', async () => {
    const owner = await signedInUser();
    const privateChart = await insertChart(owner, 'private', false);
    const unapproved = await insertChart(owner, 'unapproved', true);
    const fan = await signedInUser();
    for (const [user, chartId] of [
      [fan, privateChart],
      [fan, unapproved],
      [owner, privateChart],
      [owner, unapproved],
    ] as const) {
      const result = await react(user, chartId, 'like');
      expect(result.error?.code).toBe('42501');
    }
    // The counts of a chart that is not public and approved are not shown to anyone.
    const { data } = await service().from('chart_reaction').select('kind').eq('chart_id', privateChart);
    expect(data).toEqual([]);
    expect(await counts([privateChart, unapproved])).toEqual([]);
  });

  it('hides the counts of a chart made private again, and still lets a user withdraw their own reactions there', async () => {
    const { owner, chartId } = await publicChart();
    const fan = await signedInUser();
    const other = await signedInUser();
    for (const kind of ['like', 'art']) expect((await react(fan, chartId, kind)).error).toBeNull();
    expect((await react(other, chartId, 'like')).error).toBeNull();
    await owner.client.from('radar_chart').update({ is_public: false }).eq('id', chartId);
    expect(await counts([chartId])).toEqual([]);

    // Adding stays closed while the chart is private.
    expect((await react(fan, chartId, 'science')).error?.code).toBe('42501');
    // Nobody else may remove the fan's reaction: not another user, not the chart's owner.
    for (const intruder of [other, owner]) {
      const taken = await intruder.client
        .from('chart_reaction')
        .delete()
        .eq('chart_id', chartId)
        .eq('user_id', fan.userId)
        .select('kind');
      expect(taken.data).toEqual([]);
    }
    const removed = await fan.client
      .from('chart_reaction')
      .delete()
      .eq('chart_id', chartId)
      .eq('kind', 'like')
      .select('kind');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ kind: 'like' }]);

    // Public again (and approved), the withdrawn like stays withdrawn; the rest are as they were.
    await owner.client.from('radar_chart').update({ is_public: true }).eq('id', chartId);
    await approve(chartId);
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 1, science: 0, art: 1 }]);
    const { data: mine } = await fan.client.from('chart_reaction').select('kind').eq('chart_id', chartId);
    expect(mine).toEqual([{ kind: 'art' }]);
  });

  it('lets a user withdraw a reaction from a chart whose edit is waiting for approval', async () => {
    const { owner, chartId } = await publicChart();
    const fan = await signedInUser();
    expect((await react(fan, chartId, 'science')).error).toBeNull();
    // An owner's edit resets approval (the chart stays public, but is out of the feed).
    const edited = await owner.client
      .from('radar_chart')
      .update({ data: sampleChart('edited') })
      .eq('id', chartId)
      .select('is_public, is_approved')
      .single();
    expect(edited.data).toEqual({ is_public: true, is_approved: false });
    expect((await react(fan, chartId, 'like')).error?.code).toBe('42501');
    const removed = await fan.client
      .from('chart_reaction')
      .delete()
      .eq('chart_id', chartId)
      .eq('kind', 'science')
      .select('kind');
    expect(removed.data).toEqual([{ kind: 'science' }]);
    await approve(chartId);
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 0, science: 0, art: 0 }]);
  });

  it('does not let a user choose created_at or an unknown kind', async () => {
    const { chartId } = await publicChart();
    const fan = await signedInUser();
    const backdated = await fan.client
      .from('chart_reaction')
      .insert({ chart_id: chartId, kind: 'like', created_at: '2020-01-01T00:00:00Z' });
    expect(backdated.error?.code).toBe('42501');
    const unknown = await react(fan, chartId, 'love');
    expect(unknown.error?.code).toBe('23514');
  });

  it('deleting a chart deletes its reactions', async () => {
    const { owner, chartId } = await publicChart();
    const fans = [await signedInUser(), await signedInUser()];
    for (const fan of fans) expect((await react(fan, chartId, 'like')).error).toBeNull();
    const { error } = await owner.client.from('radar_chart').delete().eq('id', chartId);
    expect(error).toBeNull();
    const { data } = await service().from('chart_reaction').select('kind').eq('chart_id', chartId);
    expect(data).toEqual([]);
  });

  it('limits each user to 30 adds and removals a minute', async () => {
    const { chartId } = await publicChart();
    const fan = await signedInUser();
    const other = await signedInUser();
    // 15 on/off toggles are 30 actions: all allowed.
    for (let toggle = 0; toggle < 15; toggle += 1) {
      expect((await react(fan, chartId, 'like')).error).toBeNull();
      const off = await fan.client.from('chart_reaction').delete().eq('chart_id', chartId).eq('kind', 'like');
      expect(off.error).toBeNull();
    }
    const refused = await react(fan, chartId, 'like');
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe('Too many reactions: at most 30 a minute');
    expect(await counts([chartId])).toEqual([{ chart_id: chartId, likes: 0, science: 0, art: 0 }]);
    // Other users are not affected.
    expect((await react(other, chartId, 'like')).error).toBeNull();
  });

  it('counts accept at most 100 ids and refuse malformed ones', async () => {
    const { chartId } = await publicChart();
    const padding = Array.from({ length: 100 }, () => '00000000-0000-4000-8000-000000000000');
    expect(await counts([...padding, chartId])).toEqual([]);
    const { error } = await newClient().rpc('chart_reaction_counts', { chart_ids: ['not-a-uuid'] });
    expect(error?.code).toBe('22P02');
  });
});

describe('popular charts', () => {
  it('orders public approved charts by reactions in the last 7 days, with all-time counts and the author', async () => {
    const stamp = Date.now();
    const owner = await signedInUser();
    await owner.client
      .from('user_data')
      .insert({ id: owner.userId, display_name: '@popular', avatar: { default: 3 } });
    const top = await insertChart(owner, `top ${stamp}`);
    await approve(top);
    const { chartId: second } = await publicChart(`second ${stamp}`);
    const { chartId: stale } = await publicChart(`stale ${stamp}`);
    const hiddenOwner = await signedInUser();
    const hidden = await insertChart(hiddenOwner, `hidden ${stamp}`);

    const fans = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    for (const fan of fans) expect((await react(fan, top, 'like')).error).toBeNull();
    expect((await react(fans[0]!, second, 'art')).error).toBeNull();
    expect((await react(fans[1]!, second, 'science')).error).toBeNull();
    // Old reactions count in the totals but not in the 7-day ranking (set as service_role).
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const { error: oldError } = await service()
      .from('chart_reaction')
      .insert(fans.map((fan) => ({ chart_id: stale, user_id: fan.userId, kind: 'art', created_at: old })));
    expect(oldError).toBeNull();
    expect((await react(fans[2]!, stale, 'like')).error).toBeNull();
    // Reactions from before a chart left the feed do not rank it.
    await service()
      .from('chart_reaction')
      .insert({ chart_id: hidden, user_id: fans[0]!.userId, kind: 'like' });

    const listed: {
      id: string;
      recent_reactions: number;
      likes: number;
      art: number;
      display_name: string | null;
      avatar: unknown;
    }[] = [];
    for (let offset = 0; ; offset += 25) {
      const { data, error } = await newClient().rpc('popular_charts', {
        page_offset: offset,
        page_limit: 25,
      });
      expect(error).toBeNull();
      const page = data as typeof listed;
      expect(page.length).toBeLessThanOrEqual(25);
      listed.push(...page);
      if (page.length < 25) break;
    }
    const ids = listed.map((row) => row.id);
    expect(ids).not.toContain(hidden);
    expect(ids.indexOf(top)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(stale));
    expect(listed.find((row) => row.id === top)).toMatchObject({
      recent_reactions: 3,
      likes: 3,
      display_name: '@popular',
      avatar: { default: 3 },
    });
    expect(listed.find((row) => row.id === stale)).toMatchObject({ recent_reactions: 1, likes: 1, art: 3 });
    // Counts are ordered from most to fewest.
    const recent = listed.map((row) => row.recent_reactions);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
  });

  it('recounts a stored 7-day count whose oldest reaction has left the window', async () => {
    const { chartId } = await publicChart();
    const fan = await signedInUser();
    expect((await react(fan, chartId, 'like')).error).toBeNull();
    // What a week without any reaction on this chart leaves behind: a count of reactions now too old.
    const { error } = await service()
      .from('chart_popularity')
      .update({
        recent_reactions: 1_000_000,
        oldest_recent: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      })
      .eq('chart_id', chartId);
    expect(error).toBeNull();
    const { data } = await newClient().rpc('popular_charts', { page_offset: 0, page_limit: 25 });
    const rows = data as { id: string; recent_reactions: number }[];
    // Recounted to its true 1: it is not first on the strength of the stale million.
    expect(rows.find((entry) => entry.id === chartId)?.recent_reactions ?? 1).toBe(1);
    expect(rows.length > 1 && rows[0]?.id === chartId).toBe(false);
    // The next reaction anywhere refreshes stale rows.
    const { chartId: other } = await publicChart();
    expect((await react(fan, other, 'art')).error).toBeNull();
    const { data: stored } = await service()
      .from('chart_popularity')
      .select('recent_reactions')
      .eq('chart_id', chartId)
      .single();
    expect(stored).toEqual({ recent_reactions: 1 });
  });

  it('caps a page at 25', async () => {
    const { data, error } = await newClient().rpc('popular_charts', { page_offset: 0, page_limit: 1000 });
    expect(error).toBeNull();
    expect((data as unknown[]).length).toBeLessThanOrEqual(25);
  });
});

describe('moderators', () => {
  async function moderator() {
    const user = await signedInUser();
    const { error } = await service().rpc('grant_moderator', { email: user.email.toUpperCase() });
    if (error) throw new Error(error.message);
    return user;
  }

  async function pendingChart(name: string) {
    const owner = await signedInUser();
    await owner.client.from('user_data').insert({ id: owner.userId, display_name: '@pending' });
    return { owner, chartId: await insertChart(owner, name, true) };
  }

  it('a normal user cannot read the queue, approve, reject or make themselves a moderator', async () => {
    const { owner, chartId } = await pendingChart('waiting');
    const user = await signedInUser();
    for (const client of [user.client, owner.client]) {
      const queue = await client.rpc('moderation_queue');
      expect(queue.error?.code).toBe('42501');
      expect(queue.status).toBe(403);
      expect(queue.data).toBeNull();
      const approved = await client.rpc('approve_chart', { chart_id: chartId });
      expect(approved.error?.code).toBe('42501');
      const rejected = await client.rpc('reject_chart', { chart_id: chartId });
      expect(rejected.error?.code).toBe('42501');
    }
    expect((await newClient().rpc('moderation_queue')).status).toBe(401);
    expect((await newClient().rpc('approve_chart', { chart_id: chartId })).status).toBe(401);

    const selfGrant = await user.client.from('moderator').insert({ user_id: user.userId });
    expect(selfGrant.error?.code).toBe('42501');
    const rpcGrant = await user.client.rpc('grant_moderator', { email: user.email });
    expect(rpcGrant.error?.code).toBe('42501');
    expect((await user.client.rpc('is_moderator')).data).toBe(false);

    const { data } = await service()
      .from('radar_chart')
      .select('is_public, is_approved')
      .eq('id', chartId)
      .single();
    expect(data).toEqual({ is_public: true, is_approved: false });
  });

  it('a moderator reads the queue oldest first, approves into the feed and rejects to private', async () => {
    const mod = await moderator();
    expect((await mod.client.rpc('is_moderator')).data).toBe(true);
    const first = await pendingChart('approve me');
    const second = await pendingChart('reject me');

    const queue: { id: string; display_name: string | null; data: { metadata: { name: string } } }[] = [];
    for (let offset = 0; ; offset += 100) {
      const { data, error } = await mod.client.rpc('moderation_queue', {
        page_offset: offset,
        page_limit: 100,
      });
      expect(error).toBeNull();
      queue.push(...(data as typeof queue));
      if ((data as unknown[]).length < 100) break;
    }
    const ids = queue.map((row) => row.id);
    expect(ids.indexOf(first.chartId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.chartId)).toBeLessThan(ids.indexOf(second.chartId));
    expect(queue.find((row) => row.id === first.chartId)).toMatchObject({
      display_name: '@pending',
      data: { metadata: { name: 'approve me' } },
    });

    expect((await mod.client.rpc('approve_chart', { chart_id: first.chartId })).data).toBe(true);
    // A second approval (another moderator at the same time) finds nothing left to do.
    expect((await mod.client.rpc('approve_chart', { chart_id: first.chartId })).data).toBe(false);
    const { data: feed } = await newClient().from('radar_feed').select('id').eq('id', first.chartId);
    expect(feed).toEqual([{ id: first.chartId }]);

    expect((await mod.client.rpc('reject_chart', { chart_id: second.chartId })).data).toBe(true);
    const { data: rejected } = await second.owner.client
      .from('radar_chart')
      .select('is_public, is_approved')
      .eq('id', second.chartId)
      .single();
    expect(rejected).toEqual({ is_public: false, is_approved: false });
    // Approve never touches a private chart.
    expect((await mod.client.rpc('approve_chart', { chart_id: second.chartId })).data).toBe(false);
  });

  it('approves only the version the moderator reviewed: an edit after the queue was read is not approved', async () => {
    const mod = await moderator();
    const { owner, chartId } = await pendingChart('Harmless chart');
    const { data } = await mod.client.rpc('moderation_queue', { page_offset: 0, page_limit: 100 });
    let reviewed = (data as { id: string; updated_at: string }[]).find((row) => row.id === chartId);
    for (let offset = 100; !reviewed; offset += 100) {
      const page = await mod.client.rpc('moderation_queue', { page_offset: offset, page_limit: 100 });
      reviewed = (page.data as { id: string; updated_at: string }[]).find((row) => row.id === chartId);
      if ((page.data as unknown[]).length === 0) break;
    }
    expect(reviewed).toBeDefined();
    // The owner edits the pending chart after the moderator loaded it.
    const { data: row } = await owner.client.from('radar_chart').select('data').eq('id', chartId).single();
    const edited = {
      ...(row!.data as { metadata: object }),
      metadata: { name: 'Something else', description: '' },
    };
    expect(
      (await owner.client.from('radar_chart').update({ data: edited }).eq('id', chartId)).error,
    ).toBeNull();
    const stale = await mod.client.rpc('approve_chart', {
      chart_id: chartId,
      reviewed_updated_at: reviewed!.updated_at,
    });
    expect(stale.error).toBeNull();
    expect(stale.data).toBe(false);
    const { data: feed } = await newClient().from('radar_feed').select('id').eq('id', chartId);
    expect(feed).toEqual([]);
    // The version now in the queue can be approved.
    const { data: current } = await service()
      .from('radar_chart')
      .select('updated_at')
      .eq('id', chartId)
      .single();
    const approved = await mod.client.rpc('approve_chart', {
      chart_id: chartId,
      reviewed_updated_at: current!.updated_at,
    });
    expect(approved.data).toBe(true);
  });

  it('revoking takes the role away; granting an unknown email is a clear error', async () => {
    const mod = await moderator();
    const { data: revoked } = await service().rpc('revoke_moderator', { email: mod.email });
    expect(revoked).toBe(true);
    expect((await mod.client.rpc('moderation_queue')).error?.code).toBe('42501');
    const unknown = await service().rpc('grant_moderator', { email: 'nobody-here@example.com' });
    expect(unknown.error?.message).toBe('No account with the email nobody-here@example.com');
  });
});
