import { describe, expect, it } from 'vitest';

import { backend, backendFetch, newClient, sampleChart, signedInUser } from '../test-support/backend';

/** PostgREST behaviour supabase-js depends on, through the real client where it can express it. */

async function userWithCharts(names: string[]) {
  const user = await signedInUser();
  const { data, error } = await user.client
    .from('radar_chart')
    .insert(names.map((name) => ({ user_id: user.userId, data: sampleChart(name) })))
    .select('id, name:data->metadata->>name');
  if (error) throw new Error(error.message);
  return { user, charts: data as { id: string; name: string }[] };
}

describe('reads', () => {
  it('filters by eq, neq, in, is, not and orders, limits and offsets', async () => {
    const { user, charts } = await userWithCharts(['b', 'a', 'c', 'd']);
    const table = () =>
      user.client.from('radar_chart').select('name:data->metadata->>name').eq('user_id', user.userId);
    const names = async (query: PromiseLike<{ data: unknown }>) =>
      ((await query).data as { name: string }[]).map((row) => row.name);

    expect(await names(table().order('data->metadata->>name'))).toEqual(['a', 'b', 'c', 'd']);
    expect(await names(table().order('data->metadata->>name', { ascending: false }).range(1, 2))).toEqual([
      'c',
      'b',
    ]);
    expect(await names(table().order('data->metadata->>name').limit(2))).toEqual(['a', 'b']);
    expect(await names(table().neq('data->metadata->>name', 'a').order('data->metadata->>name'))).toEqual([
      'b',
      'c',
      'd',
    ]);
    const someIds = charts
      .filter((chart) => chart.name === 'b' || chart.name === 'd')
      .map((chart) => chart.id);
    expect(await names(table().in('id', someIds).order('data->metadata->>name'))).toEqual(['b', 'd']);
    expect(
      await names(
        table()
          .not('id', 'in', `(${someIds.join(',')})`)
          .order('data->metadata->>name'),
      ),
    ).toEqual(['a', 'c']);
    expect(
      await names(
        table().is('is_public', false).gte('data->metadata->>name', 'c').order('data->metadata->>name'),
      ),
    ).toEqual(['c', 'd']);
    expect(await names(table().in('id', []))).toEqual([]);
  });

  it('returns one bare object for single() and 406 PGRST116 when there is not exactly one row', async () => {
    const { user, charts } = await userWithCharts(['only']);
    const single = await user.client
      .from('radar_chart')
      .select('id, is_public')
      .eq('id', charts[0]?.id)
      .single();
    expect(single.data).toEqual({ id: charts[0]?.id, is_public: false });

    const none = await user.client
      .from('radar_chart')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const maybe = await user.client
      .from('radar_chart')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('counts exactly with Prefer count and answers Content-Range', async () => {
    const { user } = await userWithCharts(['one', 'two', 'three']);
    const counted = await user.client
      .from('radar_chart')
      .select('id', { count: 'exact' })
      .eq('user_id', user.userId)
      .range(0, 1);
    expect(counted.count).toBe(3);
    expect(counted.data).toHaveLength(2);

    const response = await backendFetch(
      `/rest/v1/radar_chart?select=id&user_id=eq.${user.userId}&offset=1&limit=5`,
      {
        token: user.accessToken,
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(response.headers.get('content-range')).toBe('1-2/3');
  });

  it('answers a counted page as PostgREST does: 206 when partial, 416 PGRST103 past the end', async () => {
    const { user } = await userWithCharts(['one', 'two', 'three']);
    const page = (from: number, to: number) =>
      user.client
        .from('radar_chart')
        .select('id', { count: 'exact' })
        .eq('user_id', user.userId)
        .range(from, to);

    const partial = await page(0, 1);
    expect(partial.status).toBe(206);
    expect(partial.data).toHaveLength(2);
    const whole = await page(0, 9);
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(3);
    // Just past the last row is an empty partial page, not an error.
    const atEnd = await page(3, 5);
    expect(atEnd.status).toBe(206);
    expect(atEnd.data).toEqual([]);

    const pastEnd = await page(10, 19);
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.data).toBeNull();
    expect(pastEnd.error).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
      hint: null,
    });
    // Without a count the server cannot tell: 200 and an empty page, as PostgREST answers.
    const uncounted = await user.client
      .from('radar_chart')
      .select('id')
      .eq('user_id', user.userId)
      .range(10, 19);
    expect(uncounted.status).toBe(200);
    expect(uncounted.data).toEqual([]);
  });

  it('answers unknown tables with 404 PGRST205 and unknown columns with 400 42703', async () => {
    const unknownTable = await newClient().from('no_such_table').select('*');
    expect(unknownTable.status).toBe(404);
    expect(unknownTable.error?.code).toBe('PGRST205');
    const unknownColumn = await newClient().from('radar_chart').select('id, "secret"');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('42703');
    const injection = await newClient()
      .from('radar_chart')
      .select('id')
      .eq('id); drop table radar_chart; --', 'x');
    expect(injection.error?.code).toBe('42703');
  });

  it('refuses spread embeds with a clear 400 instead of ignoring them', async () => {
    const spread = await newClient().from('radar_chart').select('id, ...user_data(avatar)');
    expect(spread.status).toBe(400);
    expect(spread.error?.details).toMatch(/Spread embeds/);
  });

  it('reads or/and trees: nested, negated, with quoted values, on embeds, under row-level security', async () => {
    const { user, charts } = await userWithCharts(['a', 'b', 'c,d', 'e']);
    const id = (name: string) => charts.find((chart) => chart.name === name)!.id;
    const names = async (query: PromiseLike<{ data: unknown; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return (data as { name: string }[]).map((row) => row.name).sort();
    };
    const mine = () =>
      user.client.from('radar_chart').select('name:data->metadata->>name').eq('user_id', user.userId);

    expect(await names(mine().or('data->metadata->>name.eq.a,data->metadata->>name.eq."c,d"'))).toEqual([
      'a',
      'c,d',
    ]);
    expect(
      await names(
        mine().or(`id.eq.${id('e')},and(data->metadata->>name.neq.a,data->metadata->>name.like.c*)`),
      ),
    ).toEqual(['c,d', 'e']);
    expect(await names(mine().or(`id.in.(${id('a')},${id('b')}),data->metadata->>name.is.null`))).toEqual([
      'a',
      'b',
    ]);
    const negated = await backendFetch(
      `/rest/v1/radar_chart?select=name:data->metadata->>name&user_id=eq.${user.userId}&not.or=(data->metadata->>name.eq.a,data->metadata->>name.eq.b)`,
      { token: user.accessToken },
    );
    expect(((await negated.json()) as { name: string }[]).map((row) => row.name).sort()).toEqual([
      'c,d',
      'e',
    ]);

    // Row-level security still decides which rows exist: an or-tree that names another user's
    // private chart finds nothing.
    const stranger = await signedInUser();
    expect(
      await names(
        stranger.client
          .from('radar_chart')
          .select('name:data->metadata->>name')
          .or(`id.eq.${id('a')},id.eq.${id('b')}`),
      ),
    ).toEqual([]);

    // Writes take trees too, and still need a filter.
    const { error } = await user.client
      .from('radar_chart')
      .delete()
      .or(`id.eq.${id('a')},id.eq.${id('b')}`);
    expect(error).toBeNull();
    expect(await names(mine())).toEqual(['c,d', 'e']);
  });

  it('reads escaped quotes inside quoted values, keeps JSON values whole, and refuses unbalanced trees', async () => {
    const { user } = await userWithCharts(['a"b', 'c']);
    const mine = () =>
      user.client.from('radar_chart').select('name:data->metadata->>name').eq('user_id', user.userId);
    const { data, error } = await mine().or('data->metadata->>name.eq."a\\"b",data->metadata->>name.eq.c');
    expect(error).toBeNull();
    expect((data as { name: string }[]).map((row) => row.name).sort()).toEqual(['a"b', 'c']);
    // A JSON value's commas do not split the tree.
    const json = await mine().or(
      'data->labels.cs.[{"name":"Speed"},{"name":"Agility"}],data->metadata->>name.eq.none',
    );
    expect(json.error).toBeNull();
    expect((json.data as { name: string }[]).length).toBe(2);
    // Unbalanced: refused, never read as one long value (a delete would then hit every row).
    for (const tree of ['(data->metadata->>name.eq.a))', '(data->metadata->>name.eq."a,b)']) {
      const refused = await backendFetch(
        `/rest/v1/radar_chart?user_id=eq.${user.userId}&not.or=${encodeURIComponent(tree)}`,
        { method: 'DELETE', token: user.accessToken },
      );
      expect(refused.status, tree).toBe(400);
    }
    expect((await mine()).data).toHaveLength(2);
  });

  it('applies an or-tree to an embed (referencedTable) and refuses trees too deep or too large', async () => {
    const author = await signedInUser();
    const service = newClient(backend().serviceRoleKey);
    const { data: chart } = await author.client
      .from('radar_chart')
      .insert({ user_id: author.userId, data: sampleChart('embedded'), is_public: true })
      .select('id')
      .single();
    const chartId = (chart as { id: string }).id;
    await service.from('radar_chart').update({ is_approved: true }).eq('id', chartId);
    const { data: profile } = await service
      .from('user_data')
      .select('display_name')
      .eq('id', author.userId)
      .single();
    const displayName = (profile as { display_name: string }).display_name;
    const embedded = await newClient()
      .from('radar_chart')
      .select('id, user_data!inner(display_name)')
      .eq('id', chartId)
      .or(`display_name.eq.${displayName},display_name.eq.@nobody`, { referencedTable: 'user_data' });
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([{ id: chartId, user_data: { display_name: displayName } }]);

    const deep = `${'or('.repeat(9)}is_public.eq.true${')'.repeat(9)}`;
    const tooDeep = await newClient().from('radar_chart').select('id').or(deep);
    expect(tooDeep.status).toBe(400);
    const many = Array.from({ length: 33 }, (_, index) => `data->metadata->>name.eq.n${index}`).join(',');
    const tooMany = await newClient().from('radar_chart').select('id').or(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.details).toMatch(/at most 32 filters/);
    const malformed = await newClient().from('radar_chart').select('id').or('is_public');
    expect(malformed.status).toBe(400);
  });

  it('keeps hostile filter values as values', async () => {
    const { user } = await userWithCharts(['safe']);
    const { data, error } = await user.client
      .from('radar_chart')
      .select('id')
      .eq('data->metadata->>name', "safe' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('writes', () => {
  it('inserts an array with one request and returns nothing without return=representation', async () => {
    const user = await signedInUser();
    const { data, status, error } = await user.client
      .from('radar_chart')
      .insert([{ data: sampleChart('x') }, { data: sampleChart('y'), is_public: true }]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const { data: rows } = await user.client
      .from('radar_chart')
      .select('user_id, is_public')
      .eq('user_id', user.userId)
      .order('is_public');
    // user_id took its default, auth.uid(), where the row left it out.
    expect(rows).toEqual([
      { user_id: user.userId, is_public: false },
      { user_id: user.userId, is_public: true },
    ]);
  });

  it('updates with 204, or 200 and the rows with select(), and deletes the same way', async () => {
    const { user, charts } = await userWithCharts(['to change']);
    const chartId = charts[0]?.id;
    const updated = await user.client.from('radar_chart').update({ is_public: true }).eq('id', chartId);
    expect(updated.status).toBe(204);
    const selected = await user.client
      .from('radar_chart')
      .update({ is_public: false })
      .eq('id', chartId)
      .select('is_public');
    expect(selected.status).toBe(200);
    expect(selected.data).toEqual([{ is_public: false }]);
    const deleted = await user.client.from('radar_chart').delete().eq('id', chartId);
    expect(deleted.status).toBe(204);
    expect((await user.client.from('radar_chart').select('id').eq('id', chartId)).data).toEqual([]);
  });

  it('refuses updates and deletes without a filter', async () => {
    const { user } = await userWithCharts(['kept']);
    const response = await backendFetch('/rest/v1/radar_chart', {
      method: 'DELETE',
      token: user.accessToken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000' });
    expect((await user.client.from('radar_chart').select('id').eq('user_id', user.userId)).data).toHaveLength(
      1,
    );
  });

  it('rolls back a single() write that touches more than one row', async () => {
    const { user } = await userWithCharts(['one', 'two']);
    const result = await user.client
      .from('radar_chart')
      .update({ is_public: true })
      .eq('user_id', user.userId)
      .select()
      .single();
    expect(result.status).toBe(406);
    const { data } = await user.client
      .from('radar_chart')
      .select('is_public')
      .eq('user_id', user.userId)
      .eq('is_public', true);
    expect(data).toEqual([]);
  });

  it('refuses bodies over 1 MB with 413 and invalid JSON with 400', async () => {
    const user = await signedInUser();
    const large = await backendFetch('/rest/v1/radar_chart', {
      method: 'POST',
      token: user.accessToken,
      body: JSON.stringify({ data: { padding: 'x'.repeat(1_100_000) } }),
    });
    expect(large.status).toBe(413);
    const invalid = await backendFetch('/rest/v1/radar_chart', {
      method: 'POST',
      token: user.accessToken,
      body: '{nope',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'PGRST102' });
  });
});

describe('upserts', () => {
  const service = () => newClient(backend().serviceRoleKey);

  it('merges into the row with the same primary key, and inserts the rows that have none (one request)', async () => {
    const { user, charts } = await userWithCharts(['before']);
    const existing = charts[0]!.id;
    const added = crypto.randomUUID();
    const { data, error, status } = await service()
      .from('radar_chart')
      .upsert([
        { id: existing, user_id: user.userId, data: sampleChart('merged'), is_public: true },
        { id: added, user_id: user.userId, data: sampleChart('added'), is_public: false },
      ])
      .select('id, name:data->metadata->>name, is_public');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: existing, name: 'merged', is_public: true },
      { id: added, name: 'added', is_public: false },
    ]);
    const { data: stored } = await user.client
      .from('radar_chart')
      .select('id, name:data->metadata->>name')
      .eq('user_id', user.userId)
      .order('data->metadata->>name');
    expect(stored).toEqual([
      { id: added, name: 'added' },
      { id: existing, name: 'merged' },
    ]);
  });

  it('a merge writes null, not the column default, for a key a row of a bulk upsert leaves out', async () => {
    const { user, charts } = await userWithCharts(['public one']);
    const id = charts[0]!.id;
    await service().from('radar_chart').update({ is_public: true }).eq('id', id);
    // The second row leaves is_public out: hosted PostgREST writes null (a not-null column refuses it)
    // rather than resetting the stored true to the default false.
    const { error } = await service()
      .from('radar_chart')
      .upsert([
        { id: crypto.randomUUID(), user_id: user.userId, data: sampleChart('new'), is_public: false },
        { id, user_id: user.userId, data: sampleChart('public one') },
      ]);
    expect(error?.code).toBe('23502');
    const { data } = await user.client.from('radar_chart').select('is_public').eq('id', id).single();
    expect(data).toEqual({ is_public: true });
  });

  it('with ignoreDuplicates keeps the stored row and returns only the rows it inserted', async () => {
    const { user, charts } = await userWithCharts(['kept']);
    const { data, error } = await service()
      .from('radar_chart')
      .upsert(
        { id: charts[0]!.id, user_id: user.userId, data: sampleChart('ignored') },
        { ignoreDuplicates: true },
      )
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: stored } = await user.client
      .from('radar_chart')
      .select('name:data->metadata->>name')
      .eq('id', charts[0]!.id)
      .single();
    expect(stored).toEqual({ name: 'kept' });
  });

  it('takes the conflict target from on_conflict: a second identical reaction is ignored, not an error', async () => {
    const { charts } = await userWithCharts(['reacted to']);
    const chartId = charts[0]!.id;
    await service().from('radar_chart').update({ is_public: true, is_approved: true }).eq('id', chartId);
    const fan = await signedInUser();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await fan.client
        .from('chart_reaction')
        .upsert(
          { chart_id: chartId, kind: 'like' },
          { onConflict: 'chart_id,user_id,kind', ignoreDuplicates: true },
        );
      expect(error).toBeNull();
    }
    const { data } = await fan.client.from('chart_reaction').select('kind').eq('chart_id', chartId);
    expect(data).toEqual([{ kind: 'like' }]);
  });

  it('keeps column grants and row-level security: a merge needs UPDATE on every sent column, as on hosted Supabase', async () => {
    const { user, charts } = await userWithCharts(['mine']);
    const merge = await user.client
      .from('radar_chart')
      .upsert({ id: charts[0]!.id, user_id: user.userId, data: sampleChart('changed') });
    expect(merge.error?.code).toBe('42501');
    expect(merge.status).toBe(403);
    // Another user cannot take over or overwrite the row through a conflict.
    const intruder = await signedInUser();
    const takeover = await intruder.client
      .from('radar_chart')
      .upsert({ id: charts[0]!.id, data: sampleChart('stolen') }, { onConflict: 'id' });
    expect(takeover.error).not.toBeNull();
    const { data: stored } = await user.client
      .from('radar_chart')
      .select('name:data->metadata->>name, user_id')
      .eq('id', charts[0]!.id)
      .single();
    expect(stored).toEqual({ name: 'mine', user_id: user.userId });
  });

  it('refuses an unknown resolution, an unknown conflict column and a view without on_conflict', async () => {
    const unknownResolution = await backendFetch('/rest/v1/radar_chart', {
      method: 'POST',
      headers: { Prefer: 'resolution=overwrite', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(unknownResolution.status).toBe(400);
    const { error } = await service()
      .from('radar_chart')
      .upsert({ data: sampleChart() }, { onConflict: 'no_such_column' });
    expect(error?.code).toBe('42703');
    // A view has no primary key to fall back on.
    const noTarget = await service().from('user_data').upsert({ display_name: '@nobody' });
    expect(noTarget.error?.code).toBe('PGRST100');
  });
});

describe('the HTTP edge', () => {
  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const response = await fetch(`${backend().url}/rest/v1/radar_chart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'prefer',
      'accept-profile',
      'content-profile',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('allows the extra headers a preflight asks for, as hosted Supabase does, and echoes only header names', async () => {
    const preflight = (requested: string, path = '/rest/v1/radar_chart') =>
      fetch(`${backend().url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://statradar.example',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': requested,
        },
      });
    // A browser with a tracing library (Sentry) or supabase-js `global.headers` asks for these.
    const traced = await preflight('apikey,authorization,baggage,sentry-trace,x-client-info,x-request-id');
    expect(traced.status).toBe(204);
    const allowed = (traced.headers.get('access-control-allow-headers') ?? '').split(', ');
    for (const header of ['apikey', 'authorization', 'baggage', 'sentry-trace', 'x-request-id', 'prefer'])
      expect(allowed).toContain(header);
    const auth = await preflight('x-supabase-api-version,content-type,baggage', '/auth/v1/token');
    expect(auth.headers.get('access-control-allow-headers')).toContain('baggage');

    // Not a header name: nothing of it is echoed.
    const hostile = await preflight('x-ok, bad header, set-cookie: a=b, <script>');
    const hostileAllowed = hostile.headers.get('access-control-allow-headers') ?? '';
    expect(hostileAllowed).toContain('x-ok');
    expect(hostileAllowed).not.toContain('script');
    expect(hostileAllowed).not.toContain('bad header');
    expect(hostileAllowed).not.toContain('a=b');
  });

  it('answers 406 PGRST107 to a client that accepts no JSON (csv, geojson, explain), as PostgREST', async () => {
    const table = () => newClient().from('radar_chart').select('id').limit(1);
    for (const [name, query] of [
      ['csv', table().csv()],
      ['geojson', table().geojson()],
      ['explain', table().explain()],
    ] as const) {
      const { status, error } = await query;
      expect({ name, status, code: error?.code }).toEqual({ name, status: 406, code: 'PGRST107' });
    }
    // What browsers and supabase-js send otherwise is served as before.
    expect((await table()).status).toBe(200);
    const browserLike = await backendFetch('/rest/v1/radar_chart?select=id&limit=1', {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(browserLike.status).toBe(200);
  });

  it('refuses requests without a valid API key or with a forged token', async () => {
    expect((await fetch(`${backend().url}/rest/v1/radar_chart`)).status).toBe(401);
    const forged = await backendFetch('/rest/v1/radar_chart', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x',
    });
    expect(forged.status).toBe(401);
  });

  it('refuses schemas other than public', async () => {
    const response = await backendFetch('/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
  });
});

describe('functions', () => {
  it('takes a JSON array for an array-typed argument, as PostgREST does', async () => {
    const { user, charts } = await userWithCharts(['liked', 'other']);
    const service = newClient(backend().serviceRoleKey);
    // chart_popularity_refresh(chart_ids uuid[]) is the service role's; PostgreSQL reads arrays only
    // as '{..}' text, so a JSON array used to fail with 22P02 "malformed array literal".
    const refreshed = await service.rpc('chart_popularity_refresh', { chart_ids: charts.map((c) => c.id) });
    expect(refreshed.error).toBeNull();
    expect(refreshed.status).toBeLessThan(300);
    const none = await service.rpc('chart_popularity_refresh', { chart_ids: [] });
    expect(none.error).toBeNull();
    const withNull = await service.rpc('chart_popularity_refresh', { chart_ids: [charts[0]?.id, null] });
    expect(withNull.error).toBeNull();
    // A quote or backslash inside an element cannot break out of the element.
    const hostile = await service.rpc('chart_popularity_refresh', { chart_ids: ['a"}', 'b\\'] });
    expect(hostile.error?.code).toBe('22P02');
    expect(hostile.error?.message).toContain('uuid');
    // Still the service role's only.
    const refused = await user.client.rpc('chart_popularity_refresh', { chart_ids: [charts[0]?.id] });
    expect(refused.error?.code).toBe('42501');
  });
});
