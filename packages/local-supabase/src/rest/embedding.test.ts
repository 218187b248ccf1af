import { describe, expect, it } from 'vitest';

import {
  backend,
  backendFetch,
  newClient,
  sampleChart,
  signedInUser,
  type SignedInUser,
} from '../test-support/backend';

/**
 * Resource embedding on the project's own schema, through the real supabase-js: the feed's call
 * of the spec, to-one and to-many embeds, and row-level security on embedded rows.
 */

const service = () => newClient(backend().serviceRoleKey);

async function userWithProfile(displayName: string, avatar: Record<string, unknown>): Promise<SignedInUser> {
  const user = await signedInUser();
  const { error } = await user.client
    .from('user_data')
    .insert({ id: user.userId, display_name: displayName, avatar, email_opt_in: false });
  if (error) throw new Error(error.message);
  return user;
}

async function chartOf(user: SignedInUser, name: string, options: { public: boolean; approved: boolean }) {
  const { data, error } = await user.client
    .from('radar_chart')
    .insert({ user_id: user.userId, data: sampleChart(name), is_public: options.public })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  if (options.approved) {
    const approved = await service().from('radar_chart').update({ is_approved: true }).eq('id', id);
    if (approved.error) throw new Error(approved.error.message);
  }
  return id;
}

describe("the spec's feed call", () => {
  it('returns every column of approved public charts plus the author avatar as an object', async () => {
    const author = await userWithProfile('@feed_author', { default: 3, backgroundColor: '#123456' });
    const shown = await chartOf(author, 'shown', { public: true, approved: true });
    const unapproved = await chartOf(author, 'unapproved', { public: true, approved: false });
    const privateChart = await chartOf(author, 'private', { public: false, approved: true });

    const { data, error, status } = await newClient()
      .from('radar_chart')
      .select('*, user_data(avatar)')
      .eq('is_public', true)
      .eq('is_approved', true)
      .order('updated_at', { ascending: false })
      .limit(25);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data as Record<string, unknown>[];
    const row = rows.find((candidate) => candidate.id === shown);
    expect(row).toBeDefined();
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['created_at', 'data', 'id', 'is_approved', 'is_public', 'updated_at', 'user_data', 'user_id'].sort(),
    );
    expect(row?.user_data).toEqual({ avatar: { default: 3, backgroundColor: '#123456' } });
    expect(row?.user_id).toBe(author.userId);
    const ids = rows.map((candidate) => candidate.id);
    expect(ids).not.toContain(unapproved);
    expect(ids).not.toContain(privateChart);
    expect(rows.length).toBeLessThanOrEqual(25);
  });

  it('embeds the author of a chart saved before its profile was made (the profile is created with it)', async () => {
    const author = await signedInUser();
    const chart = await chartOf(author, 'no profile yet', { public: true, approved: true });
    const { data } = await newClient()
      .from('radar_chart')
      .select('id, user_data(avatar, display_name)')
      .eq('id', chart);
    const localPart = author.email.split('@')[0]?.replace(/[^A-Za-z0-9!#$%&._]/g, '');
    expect(data).toEqual([
      { id: chart, user_data: { avatar: { default: 1 }, display_name: `@${localPart}` } },
    ]);
  });
});

describe('embedding', () => {
  it('supports aliases, !inner, filters, order, limit and offset on a one-to-many embed', async () => {
    const author = await userWithProfile('@many_charts', { default: 2 });
    for (const name of ['b', 'a', 'c']) await chartOf(author, name, { public: true, approved: false });

    const embedded = await author.client
      .from('user_data')
      .select('id, charts:radar_chart(name:data->metadata->>name)')
      .eq('id', author.userId)
      .order('data->metadata->>name', { referencedTable: 'charts', ascending: false })
      .limit(2, { referencedTable: 'charts' })
      .range(1, 2, { referencedTable: 'charts' });
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([{ id: author.userId, charts: [{ name: 'b' }, { name: 'a' }] }]);

    const filtered = await author.client
      .from('user_data')
      .select('id, radar_chart(name:data->metadata->>name)')
      .eq('id', author.userId)
      .eq('radar_chart.data->metadata->>name', 'nothing like this');
    expect(filtered.data).toEqual([{ id: author.userId, radar_chart: [] }]);

    const inner = await author.client
      .from('user_data')
      .select('id, radar_chart!inner(id)')
      .eq('id', author.userId)
      .eq('radar_chart.data->metadata->>name', 'nothing like this');
    expect(inner.data).toEqual([]);

    const notNull = await author.client
      .from('user_data')
      .select('id, radar_chart(id)')
      .eq('id', author.userId)
      .eq('radar_chart.data->metadata->>name', 'c')
      .not('radar_chart', 'is', null);
    expect(notNull.error).toBeNull();
    expect((notNull.data as { radar_chart: unknown[] }[])[0]?.radar_chart).toHaveLength(1);
  });

  it('nests embeds and orders by a to-one embedded column', async () => {
    const first = await userWithProfile('@aaa_nested', { default: 4 });
    const second = await userWithProfile('@zzz_nested', { default: 5 });
    const firstChart = await chartOf(first, 'nested 1', { public: false, approved: false });
    const secondChart = await chartOf(second, 'nested 2', { public: false, approved: false });
    const { data, error } = await service()
      .from('radar_chart')
      .select('id, author:user_data(display_name, radar_chart(id))')
      .in('id', [firstChart, secondChart])
      .order('author(display_name)', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: secondChart, author: { display_name: '@zzz_nested', radar_chart: [{ id: secondChart }] } },
      { id: firstChart, author: { display_name: '@aaa_nested', radar_chart: [{ id: firstChart }] } },
    ]);
  });

  it('takes a foreign key constraint or column as hint, and a to-one embed is an object or null', async () => {
    const author = await userWithProfile('@hinted', { default: 0 });
    const chart = await chartOf(author, 'hinted', { public: false, approved: false });
    for (const target of [
      'user_data!radar_chart_user_id_profile_fkey',
      'user_data!user_id',
      'user_profile!user_id',
    ]) {
      const { data, error } = await author.client
        .from('radar_chart')
        .select(`id, ${target}(display_name)`)
        .eq('id', chart);
      expect(error).toBeNull();
      const key = target.split('!')[0] ?? '';
      expect(data).toEqual([{ id: chart, [key]: { display_name: '@hinted' } }]);
    }
    const byConstraint = await author.client
      .from('radar_chart')
      .select('id, radar_chart_user_id_profile_fkey(display_name)')
      .eq('id', chart);
    expect(byConstraint.data).toEqual([
      { id: chart, radar_chart_user_id_profile_fkey: { display_name: '@hinted' } },
    ]);
    // A filter on the embedded row leaves the parent row with null, unless !inner.
    const nulled = await author.client
      .from('radar_chart')
      .select('id, user_data(display_name)')
      .eq('id', chart)
      .eq('user_data.display_name', '@someone_else');
    expect(nulled.data).toEqual([{ id: chart, user_data: null }]);
  });

  it('answers PGRST200 with PostgREST body for an unknown relationship', async () => {
    const unknown = await newClient().from('radar_chart').select('*, no_such_table(id)');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'radar_chart' and 'no_such_table' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'radar_chart' and 'no_such_table' in the schema 'public', but no matches were found.",
      hint: null,
    });
    const close = await newClient().from('radar_chart').select('*, user_dat(avatar)');
    expect(close.error?.hint).toBe("Perhaps you meant 'user_data' instead of 'user_dat'.");
    const badHint = await newClient().from('radar_chart').select('*, user_data!no_such_key(avatar)');
    expect(badHint.status).toBe(400);
    expect(badHint.error).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'radar_chart' and 'user_data' using the hint 'no_such_key' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('answers PGRST108 for a filter on a resource the request does not embed', async () => {
    const response = await backendFetch('/rest/v1/radar_chart?select=id&user_data.avatar=eq.1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST108',
      message: "'user_data' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'user_data' is included in the 'select' query parameter.",
    });
  });
});

describe('bounds', () => {
  it('refuses embeds nested deeper than 8, and one relationship embedded twice, before any SQL runs', async () => {
    let nested = 'id';
    for (let level = 0; level < 9; level += 1) {
      nested = level % 2 === 0 ? `id,user_data(${nested})` : `id,radar_chart(${nested})`;
    }
    const deep = await newClient().from('radar_chart').select(nested);
    expect(deep.status).toBe(400);
    expect(deep.error?.details).toMatch(/nested at most 8 deep/);
    // One relationship under many aliases repeats its rows per alias: refused before any count.
    const aliased = await newClient()
      .from('radar_chart')
      .select(Array.from({ length: 41 }, (_, index) => `a${index}:user_data(avatar)`).join(','));
    expect(aliased.status).toBe(400);
    expect(aliased.error?.details).toMatch(/embedded twice through the same relationship/);
    const twice = await newClient()
      .from('radar_chart')
      .select('a:user_data(avatar),b:user_data(id)')
      .limit(1);
    expect(twice.status).toBe(400);
    const once = await newClient().from('radar_chart').select('id,author:user_data(avatar)').limit(1);
    expect(once.error).toBeNull();
  });

  it('refuses a to-many embed nested inside another (each multiplies the rows), keeps one per path', async () => {
    const nested = await newClient()
      .from('radar_chart')
      .select('data,user_data(radar_chart(data,user_data(radar_chart(data))))');
    expect(nested.status).toBe(400);
    expect(nested.error?.details).toMatch(/may not be nested inside another/);
    const oneLevel = await newClient().from('user_data').select('id,radar_chart(id)').limit(1);
    expect(oneLevel.error).toBeNull();
  });

  it('refuses the same value selected twice at one level (a copy per alias), not different values', async () => {
    for (const select of [
      'a:data,b:data',
      'id,data->metadata,m:data->metadata',
      'x:data::text,y:data::text',
    ]) {
      const response = await newClient().from('radar_chart').select(select).limit(1);
      expect(response.status, select).toBe(400);
      expect(response.error?.details, select).toMatch(/is selected twice/);
    }
    const distinct = await newClient()
      .from('radar_chart')
      .select('id,data,name:data->metadata->>name,n:data->metadata->name')
      .limit(1);
    expect(distinct.error).toBeNull();
  });

  it('refuses one column read more than four ways (casts and paths), which multiplied the answer', async () => {
    const ways = ['data', 't:data::text', 'j:data::json', 'l:data->labels', 'k:data->>labels'];
    const five = await newClient().from('radar_chart').select(ways.join(',')).limit(1);
    expect(five.status).toBe(400);
    expect(five.error?.details).toBe(
      "'data' is selected more than 4 times: local-supabase returns each column at most 4 ways",
    );
    const four = await newClient().from('radar_chart').select(ways.slice(0, 4).join(',')).limit(1);
    expect(four.error).toBeNull();
  });
});

describe('row-level security on embedded rows', () => {
  it('never shows a private chart through an embed, and shows the owner their own', async () => {
    const author = await userWithProfile('@rls_author', { default: 1 });
    const privateChart = await chartOf(author, 'secret', { public: false, approved: false });
    const publicChart = await chartOf(author, 'open', { public: true, approved: true });
    const stranger = await signedInUser();
    for (const reader of [newClient(), stranger.client]) {
      const { data, error } = await reader
        .from('user_data')
        .select('id, radar_chart(id)')
        .eq('id', author.userId);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: author.userId, radar_chart: [{ id: publicChart }] }]);
      const inner = await reader
        .from('user_data')
        .select('id, radar_chart!inner(id)')
        .eq('radar_chart.id', privateChart);
      expect(inner.data).toEqual([]);
    }
    const own = await author.client
      .from('user_data')
      .select('id, radar_chart(id)')
      .eq('id', author.userId)
      .order('id', { referencedTable: 'radar_chart' });
    expect(
      (own.data as { radar_chart: { id: string }[] }[])[0]?.radar_chart.map((chart) => chart.id).sort(),
    ).toEqual([privateChart, publicChart].sort());
  });

  it('counts related rows with target(count), as supabase-js documents, and counts only what the reader may see', async () => {
    const author = await userWithProfile('@count_author', { default: 1 });
    await chartOf(author, 'private one', { public: false, approved: false });
    await chartOf(author, 'public one', { public: true, approved: true });
    await chartOf(author, 'public two', { public: true, approved: true });
    const counted = (reader: ReturnType<typeof newClient>) =>
      reader.from('user_data').select('id, radar_chart(count)').eq('id', author.userId).single();
    expect((await counted(newClient())).data).toEqual({ id: author.userId, radar_chart: [{ count: 2 }] });
    expect((await counted(author.client)).data).toEqual({ id: author.userId, radar_chart: [{ count: 3 }] });
    // Filters on the embed narrow the count; `count()` is the same.
    const filtered = await author.client
      .from('user_data')
      .select('id, charts:radar_chart(count())')
      .eq('id', author.userId)
      .eq('charts.is_public', false)
      .single();
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual({ id: author.userId, charts: [{ count: 1 }] });
    // To-one: an object.
    const toOne = await author.client.from('radar_chart').select('user_data(count)').limit(1).single();
    expect(toOne.data).toEqual({ user_data: { count: 1 } });
  });

  it('never shows email_opt_in of another user, embedded or not', async () => {
    const author = await userWithProfile('@opted_out', { default: 1 });
    const chart = await chartOf(author, 'opt', { public: true, approved: true });
    for (const reader of [newClient(), (await signedInUser()).client]) {
      const embedded = await reader.from('radar_chart').select('id, user_data(*)').eq('id', chart);
      expect(embedded.error).toBeNull();
      expect(embedded.data).toEqual([
        {
          id: chart,
          user_data: {
            id: author.userId,
            display_name: '@opted_out',
            avatar: { default: 1 },
            email_opt_in: null,
          },
        },
      ]);
      const direct = await reader.from('user_data').select('*').eq('id', author.userId);
      expect(direct.data).toEqual([
        { id: author.userId, display_name: '@opted_out', avatar: { default: 1 }, email_opt_in: null },
      ]);
      const probe = await reader
        .from('user_data')
        .select('id')
        .eq('id', author.userId)
        .eq('email_opt_in', false);
      expect(probe.data).toEqual([]);
      const settings = await reader.from('user_private').select('*').eq('id', author.userId);
      expect(settings.data ?? []).toEqual([]);
    }
  });
});
