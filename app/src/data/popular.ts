/**
 * The Popular feed: public approved charts with the most reactions in the last 7 days, 25 at a time,
 * from the popular_charts database function (ranked by an index, see the migration and
 * packages/local-supabase/bench/popular-bench.ts).
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

/** Maps one popular_charts row; null (skipped) when its chart data cannot be read. */
export function popularEntryFromRow(row: Record<string, unknown>): PopularEntry | null {
  const { chart } = chartFromCloudData(row.data);
  if (!chart) return null;
  return {
    id: String(row.id),
    chart,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : '',
    author: {
      id: String(row.user_id),
      displayName: typeof row.display_name === 'string' ? row.display_name : '',
      avatar: avatarFromData(row.avatar),
    },
    counts: reactionCountsFromRow(row),
    recentReactions: typeof row.recent_reactions === 'number' ? row.recent_reactions : 0,
  };
}

/**
 * One page of the Popular feed. `rowCount` is the number of rows the server sent (a full page means
 * there may be more), which can exceed `entries` when a stored chart could not be read.
 */
export async function fetchPopularPage(
  offset: number,
): Promise<{ entries: PopularEntry[]; rowCount: number }> {
  const { data, error } = await supabase().rpc('popular_charts', {
    page_offset: offset,
    page_limit: POPULAR_PAGE_SIZE,
  });
  if (error) {
    console.error('Failed to fetch the popular charts:', error);
    throw new Error(error.message);
  }
  const rows = (data ?? []) as Record<string, unknown>[];
  return { entries: rows.flatMap((row) => popularEntryFromRow(row) ?? []), rowCount: rows.length };
}
