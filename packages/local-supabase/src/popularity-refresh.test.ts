import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';

import { startServer } from './server';
import { backend, newClient, sampleChart, signedInUser, uniqueEmail } from './test-support/backend';

/**
 * Stale 7-day counts of the Popular feed are refreshed without any reaction write: by
 * chart_popularity_refresh_stale (service role only) and by the server's timer that calls it.
 */

const eightDaysAgo = () => new Date(Date.now() - 8 * 86_400_000).toISOString();

function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/**
 * A public approved chart with one reaction inside the window and one 8 days old, whose stored row
 * then looks as it did when both were inside the window: stale, as a quiet week leaves it.
 */
async function staleChart(url: string, anonKey: string, serviceKey: string) {
  const service = clientFor(url, serviceKey);
  const users = [];
  for (const name of ['owner', 'fan']) {
    const client = clientFor(url, anonKey);
    const { data, error } = await client.auth.signUp({
      email: uniqueEmail(),
      password: `${name} correct horse`,
    });
    if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
    users.push({ client, id: data.user.id });
  }
  const [owner, fan] = users as [(typeof users)[0], (typeof users)[0]];
  const inserted = await owner.client
    .from('radar_chart')
    .insert({ user_id: owner.id, data: sampleChart('stale chart'), is_public: true })
    .select('id')
    .single();
  if (inserted.error) throw new Error(inserted.error.message);
  const chartId = (inserted.data as { id: string }).id;
  expect(
    (await service.from('radar_chart').update({ is_approved: true }).eq('id', chartId)).error,
  ).toBeNull();
  expect(
    (await fan.client.from('chart_reaction').insert({ chart_id: chartId, kind: 'like' })).error,
  ).toBeNull();
  expect(
    (
      await service
        .from('chart_reaction')
        .insert({ chart_id: chartId, user_id: fan.id, kind: 'art', created_at: eightDaysAgo() })
    ).error,
  ).toBeNull();
  const faked = await service
    .from('chart_popularity')
    .update({ recent_reactions: 2, oldest_recent: eightDaysAgo() })
    .eq('chart_id', chartId);
  expect(faked.error).toBeNull();
  return { chartId, service, fan };
}

async function stored(service: SupabaseClient, chartId: string) {
  const { data, error } = await service
    .from('chart_popularity')
    .select('recent_reactions, oldest_recent, likes, art')
    .eq('chart_id', chartId)
    .single();
  if (error) throw new Error(error.message);
  return data as { recent_reactions: number; oldest_recent: string; likes: number; art: number };
}

describe('refreshing stale Popular counts', () => {
  it('chart_popularity_refresh_stale recounts the oldest stale rows, for the service role only', async () => {
    const { url, anonKey, serviceRoleKey } = backend();
    const { chartId, service, fan } = await staleChart(url, anonKey, serviceRoleKey);
    expect((await stored(service, chartId)).recent_reactions).toBe(2);

    const anonCall = await newClient().rpc('chart_popularity_refresh_stale', { batch_limit: 80 });
    expect(anonCall.status).toBe(401);
    const userCall = await (
      await signedInUser()
    ).client.rpc('chart_popularity_refresh_stale', {
      batch_limit: 80,
    });
    expect(userCall.status).toBe(403);
    const fanCall = await fan.client.rpc('chart_popularity_refresh_stale');
    expect(fanCall.error).not.toBeNull();
    expect((await stored(service, chartId)).recent_reactions).toBe(2);

    // Other files may have stale rows too, oldest first: call until none is left.
    for (let calls = 0; calls < 50; calls += 1) {
      const { data, error } = await service.rpc('chart_popularity_refresh_stale', { batch_limit: 80 });
      expect(error).toBeNull();
      if ((data as number) === 0) break;
    }
    const row = await stored(service, chartId);
    expect(row).toMatchObject({ recent_reactions: 1, likes: 1, art: 1 });
    expect(Date.parse(row.oldest_recent)).toBeGreaterThan(Date.now() - 7 * 86_400_000);
  });

  it('the server refreshes them on its own timer, with nobody reacting', async () => {
    const server = await startServer({
      port: 0,
      memory: true,
      databaseUrl: process.env.DATABASE_URL || undefined,
      bcryptCost: 4,
      log: () => undefined,
      popularityRefreshMs: 200,
    });
    try {
      const { chartId, service } = await staleChart(server.url, server.anonKey, server.serviceRoleKey);
      await expect
        .poll(async () => (await stored(service, chartId)).recent_reactions, { timeout: 15_000 })
        .toBe(1);
    } finally {
      await server.close();
    }
  });
});
