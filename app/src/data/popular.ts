/**
 * The Popular feed: public approved charts with the most reactions in the last 7 days, 25 at a time,
 * from the popular_charts_after database function, a page at a time after the last card shown (ranked
 * by an index, see the migrations and packages/local-supabase/bench/popular-bench.ts).
 */
import type { Chart } from 'statradar';

import { chartFromCloudData } from './cloudCharts';
import { avatarFromData, type AvatarChoice } from './profiles';
import { reactionCountsFromRow, type ReactionCounts } from './reactions';
import { supabase } from './supabaseClient';

/** One chart of the Popular feed with its counts. */
export interface PopularEntry {
  id: string;
  chart: Chart;
  updatedAt: string;
  author: { id: string; displayName: string; avatar: AvatarChoice };
  /** All-time counts, as every card shows them. */
  counts: ReactionCounts;
  /** Reactions of the last 7 days: the ranking. */
  recentReactions: number;
}

/** Charts per page (the spec's feed limit). */
export const POPULAR_PAGE_SIZE = 25;

/** Maps one popular_charts_after row; null (skipped) when its chart data cannot be read. */
export function popularEntryFromRow(row: Record<string, unknown>): PopularEntry | null {
  const { chart } = chartFromCloudData(row.data);
  if (!chart) return null;
  return {
    id: String(row.id),
    chart,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : '',
    author: {
      id: String(row.user_id),
      // As on Recent's cards, whose spec call reads the avatar only: a chart shows one author line
      // on both tabs.
      displayName: '',
      avatar: avatarFromData(row.avatar),
    },
    counts: reactionCountsFromRow(row),
    recentReactions: typeof row.recent_reactions === 'number' ? row.recent_reactions : 0,
  };
}

/**
 * Where the next page starts: the 7-day count and id of the last row of the page before (the order's
 * sort key), so a deep page costs what the first costs and cards that did not move never repeat or
 * vanish when reactions change between two pages.
 */
export interface PopularCursor {
  reactions: number;
  id: string;
}

/** The cursor after one popular_charts_after row; null when the row lacks its sort key. */
export function popularCursorFromRow(row: Record<string, unknown>): PopularCursor | null {
  const reactions = row.recent_reactions;
  const id = row.id;
  if (typeof reactions !== 'number' || !Number.isInteger(reactions) || typeof id !== 'string') return null;
  return { reactions, id };
}

/**
 * One page of the Popular feed after `after` (null: the first page). `rowCount` is the number of rows
 * the server sent (a full page means there may be more), which can exceed `entries` when a stored
 * chart could not be read; `next` comes from the last row sent, readable or not.
 */
export async function fetchPopularPage(
  after: PopularCursor | null,
): Promise<{ entries: PopularEntry[]; rowCount: number; next: PopularCursor | null }> {
  const { data, error } = await supabase().rpc(
    'popular_charts_after',
    after
      ? { after_reactions: after.reactions, after_id: after.id, page_limit: POPULAR_PAGE_SIZE }
      : { page_limit: POPULAR_PAGE_SIZE },
  );
  if (error) {
    console.error('Failed to fetch the popular charts:', error);
    throw new Error(error.message);
  }
  const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
  const last = rows.at(-1);
  return {
    entries: rows.flatMap((row) => popularEntryFromRow(row) ?? []),
    rowCount: rows.length,
    next: last ? popularCursorFromRow(last) : null,
  };
}
