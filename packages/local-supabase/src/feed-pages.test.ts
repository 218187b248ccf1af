import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { backend, newClient, sampleChart, signedInUser, type SignedInUser } from './test-support/backend';

/**
 * Deep pages of the feed (issue 13's target): Popular and Recent page by a cursor, the sort key of
 * the last card shown, through the real supabase-js. Other test files share this backend and may add
 * charts and reactions at any time, so the checks follow this file's own charts through whole walks.
 */

const service = () => newClient(backend().serviceRoleKey);

interface PopularRow {
  id: string;
  recent_reactions: number;
  likes: number;
  science: number;
  art: number;
}
type Cursor = { after_reactions: number; after_id: string } | null;

async function publicChart(owner: SignedInUser, name: string) {
  const { data, error } = await owner.client
    .from('radar_chart')
    .insert({ user_id: owner.userId, data: sampleChart(name), is_public: true })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const chartId = (data as { id: string }).id;
  const approved = await service().from('radar_chart').update({ is_approved: true }).eq('id', chartId);
  if (approved.error) throw new Error(approved.error.message);
  return chartId;
}

async function react(fan: SignedInUser, chartId: string, kind = 'like') {
  const { error } = await fan.client.from('chart_reaction').insert({ chart_id: chartId, kind });
  if (error) throw new Error(error.message);
}

async function popularPage(after: Cursor, pageLimit = 25): Promise<PopularRow[]> {
  const { data, error } = await newClient().rpc('popular_charts_after', {
    ...after,
    page_limit: pageLimit,
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data as PopularRow[];
}

/** Every page after `start`, each after the last row of the one before, as the app's Load more. */
async function walkPopular(start: Cursor, pageLimit: number) {
  const pages: PopularRow[][] = [];
  for (let after = start; ;) {
    const page = await popularPage(after, pageLimit);
    expect(page.length).toBeLessThanOrEqual(pageLimit);
    pages.push(page);
    const last = page.at(-1);
    if (page.length < pageLimit || !last) return pages;
    after = { after_reactions: last.recent_reactions, after_id: last.id };
  }
}

/** Strictly after, in Popular's order: fewer 7-day reactions, then a larger id. */
function popularAfter(row: PopularRow, previous: PopularRow) {
  return (
    row.recent_reactions < previous.recent_reactions ||
    (row.recent_reactions === previous.recent_reactions && row.id > previous.id)
  );
}

/** Charts named in order of their wanted 7-day counts, with those counts given by distinct fans. */
async function rankedCharts(counts: number[]) {
  const stamp = randomUUID();
  const fans = await Promise.all(Array.from({ length: Math.max(...counts) + 4 }, () => signedInUser()));
  const charts: string[] = [];
  for (const [rank, count] of counts.entries()) {
    // One owner a chart: the cloud keeps at most 5 charts a user.
    const chartId = await publicChart(await signedInUser(), `ranked ${rank} ${stamp}`);
    charts.push(chartId);
    for (let fan = 0; fan < count; fan += 1) await react(fans[fan]!, chartId);
  }
  return { charts, fans };
}

describe('Popular pages by cursor', () => {
  it('walks every page after the last card: each chart once, in the order, with its counts', async () => {
    const counts = [7, 6, 4, 3, 2, 1];
    const { charts } = await rankedCharts(counts);
    // Pages of 2 put page boundaries between this file's own charts.
    const rows = (await walkPopular(null, 2)).flat();
    for (const [index, row] of rows.entries()) {
      if (index > 0) expect(popularAfter(row, rows[index - 1]!)).toBe(true);
    }
    const mine = rows.filter((row) => charts.includes(row.id));
    expect(mine.map((row) => row.id)).toEqual(charts);
    expect(mine.map((row) => row.recent_reactions)).toEqual(counts);
    expect(mine.map((row) => row.likes)).toEqual(counts);
    // Rows carry the author and chart like the first page.
    const [first] = await popularPage({ after_reactions: 8, after_id: charts[0]! }, 25);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'art',
        'avatar',
        'data',
        'display_name',
        'id',
        'likes',
        'recent_reactions',
        'science',
        'updated_at',
        'user_id',
      ].sort(),
    );
  });

  it('keeps ties in id order across a page boundary', async () => {
    const { charts } = await rankedCharts([5, 5, 5, 5]);
    const byId = [...charts].sort();
    // The page after the first two of the tie holds the other two, smallest id first.
    const page = await popularPage({ after_reactions: 5, after_id: byId[1]! }, 25);
    const mine = page.filter((row) => charts.includes(row.id)).map((row) => row.id);
    expect(mine).toEqual(byId.slice(2));
  });

  it('reactions between two pages neither repeat nor drop a card that did not move', async () => {
    const { charts, fans } = await rankedCharts([7, 6, 4, 3, 2, 1]);
    const [top, second, cursorCard, fourth, fifth, last] = charts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Page 1 ended with cursorCard (4 reactions). Then, before Load more:
    await react(fans[7]!, top); // page 1's top gains one: 8
    const removed = await fans[5]!.client.from('chart_reaction').delete().eq('chart_id', second);
    expect(removed.error).toBeNull(); // page 1's second loses one but stays ahead: 5
    await react(fans[2]!, fifth); // 3, tied with fourth
    for (const fan of fans.slice(1, 5)) await react(fan, last); // 1 -> 5: now ranks before the cursor

    const rows = (await walkPopular({ after_reactions: 4, after_id: cursorCard }, 25)).flat();
    const mine = rows.filter((row) => charts.includes(row.id));
    // Exactly the charts the order puts after page 1's last card: the tie by id, nothing twice.
    expect(mine.map((row) => row.id)).toEqual([fourth, fifth].sort());
    expect(mine.map((row) => row.recent_reactions)).toEqual([3, 3]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    // The chart that jumped ahead is not lost: a walk from the top has it before the cursor's card.
    const now = [
      { id: top, recent: 8 },
      { id: second, recent: 5 },
      { id: last, recent: 5 },
      { id: cursorCard, recent: 4 },
      { id: fourth, recent: 3 },
      { id: fifth, recent: 3 },
    ].sort((a, b) => b.recent - a.recent || (a.id < b.id ? -1 : 1));
    const fromTop = (await walkPopular(null, 25)).flat().filter((row) => charts.includes(row.id));
    expect(fromTop.map((row) => row.id)).toEqual(now.map((entry) => entry.id));
  });

  it('recounts a stale stored count onto the page where its true count belongs', async () => {
    const { charts } = await rankedCharts([1]);
    const stale = charts[0]!;
    // What a quiet week leaves behind: a stored count of reactions that have all left the window.
    const { error } = await service()
      .from('chart_popularity')
      .update({
        recent_reactions: 1_000_000,
        oldest_recent: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      })
      .eq('chart_id', stale);
    expect(error).toBeNull();
    // Stored before this cursor, truly after it: it must come on a later page, once.
    const fromBefore = (await walkPopular({ after_reactions: 500_000, after_id: randomUUID() }, 25)).flat();
    expect(fromBefore.filter((row) => row.id === stale)).toMatchObject([{ recent_reactions: 1 }]);
    // Stored after this cursor: met by the walk and recounted there.
    const fromAbove = (await walkPopular({ after_reactions: 2_000_000, after_id: randomUUID() }, 25)).flat();
    expect(fromAbove.filter((row) => row.id === stale)).toMatchObject([{ recent_reactions: 1 }]);
    // Not first on the first page on the strength of the stale million.
    const [first] = await popularPage(null);
    expect(first?.id === stale && first.recent_reactions !== 1).toBe(false);
  });

  it('refuses half a cursor, caps a page at 25 and hides charts that left the feed', async () => {
    const half = await newClient().rpc('popular_charts_after', { after_id: randomUUID() });
    expect(half.error?.code).toBe('22023');
    expect(half.status).toBe(400);
    for (const bad of [
      { after_reactions: 3, after_id: 'not-a-uuid' },
      { after_reactions: 'three', after_id: randomUUID() },
    ]) {
      const refused = await newClient().rpc('popular_charts_after', bad);
      expect(refused.status).toBe(400);
      expect(refused.data).toBeNull();
    }

    const owner = await signedInUser();
    const fan = await signedInUser();
    const hidden = await publicChart(owner, `hidden ${randomUUID()}`);
    await react(fan, hidden);
    const made = await owner.client.from('radar_chart').update({ is_public: false }).eq('id', hidden);
    expect(made.error).toBeNull();
    const rows = (await walkPopular(null, 25)).flat();
    expect(rows.map((row) => row.id)).not.toContain(hidden);

    const capped = await popularPage({ after_reactions: 1_000_000, after_id: randomUUID() }, 1000);
    expect(capped.length).toBeLessThanOrEqual(25);
  });
});

interface RecentRow {
  id: string;
  updated_at: string;
  user_data: { avatar: unknown } | null;
}

/**
 * The Recent tab's pages as app/src/data/feed.ts asks for them: the first page is the spec's call;
 * a later one is the rest of the cursor's timestamp tie plus everything older, two requests at once.
 */
async function recentPage(after: RecentRow | null, limit: number): Promise<RecentRow[]> {
  const charts = () =>
    newClient()
      .from('radar_chart')
      .select('*, user_data(avatar)')
      .eq('is_public', true)
      .eq('is_approved', true);
  const requests = after
    ? [
        charts().eq('updated_at', after.updated_at).gt('id', after.id).order('id').limit(limit),
        charts()
          .lt('updated_at', after.updated_at)
          .order('updated_at', { ascending: false })
          .order('id')
          .limit(limit),
      ]
    : [charts().order('updated_at', { ascending: false }).order('id').limit(limit)];
  const rows: RecentRow[] = [];
  for (const { data, error } of await Promise.all(requests)) {
    if (error) throw new Error(error.message);
    rows.push(...(data as RecentRow[]));
  }
  return rows.slice(0, limit);
}

/** A timestamp as PostgreSQL sends it, to the microsecond (Date keeps milliseconds only). */
function microseconds(timestamp: string): bigint {
  const fraction = /\.(\d{1,6})/.exec(timestamp)?.[1] ?? '';
  return BigInt(Date.parse(timestamp.replace(/\.\d+/, ''))) * 1000n + BigInt(fraction.padEnd(6, '0'));
}

describe('Recent pages by cursor', () => {
  it('walks newest first with ties by id, each chart once, across page boundaries inside a tie', async () => {
    const owner = await signedInUser();
    const profile = await owner.client
      .from('user_data')
      .insert({ id: owner.userId, display_name: '@recent_pages', avatar: { default: 2 } });
    expect(profile.error).toBeNull();
    const stamp = randomUUID();
    // One statement: five charts with the very same updated_at (a bulk import or approval).
    const tied = await service()
      .from('radar_chart')
      .insert(
        Array.from({ length: 5 }, (_, index) => ({
          user_id: owner.userId,
          data: sampleChart(`tied ${index} ${stamp}`),
          is_public: true,
          is_approved: true,
        })),
      )
      .select('id, updated_at');
    expect(tied.error).toBeNull();
    const tiedRows = tied.data as { id: string; updated_at: string }[];
    expect(new Set(tiedRows.map((row) => row.updated_at)).size).toBe(1);
    const newer = await publicChart(await signedInUser(), `newer ${stamp}`);

    const seen: RecentRow[] = [];
    let done = false;
    for (let after: RecentRow | null = null; !done;) {
      const page = await recentPage(after, 2);
      seen.push(...page);
      after = page.at(-1) ?? null;
      // Stop once this file's charts are all behind: the rest of the feed is other files' business.
      done = page.length < 2 || tiedRows.every((row) => seen.some((shown) => shown.id === row.id));
    }
    for (const [index, row] of seen.entries()) {
      const previous = seen[index - 1];
      if (!previous) continue;
      const older = microseconds(row.updated_at) < microseconds(previous.updated_at);
      expect(older || (row.updated_at === previous.updated_at && row.id > previous.id)).toBe(true);
    }
    const mine = seen
      .map((row) => row.id)
      .filter((id) => id === newer || tiedRows.some((row) => row.id === id));
    expect(mine).toEqual([newer, ...tiedRows.map((row) => row.id).sort()]);
    expect(seen.find((row) => row.id === tiedRows[0]?.id)?.user_data).toEqual({ avatar: { default: 2 } });
  });
});
