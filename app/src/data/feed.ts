/**
 * The public feed, with the spec's call: every column of public, approved radar_chart rows plus the
 * avatar of each author's linked user_data row (a PostgREST embed), newest first, at most 25, then
 * "Load more" pages after the last card shown.
 */
import type { Chart } from 'statradar';

import { chartFromCloudData } from './cloudCharts';
import { avatarFromData, type AvatarChoice } from './profiles';
import { supabase } from './supabaseClient';

/** One public chart in the feed. */
export interface FeedEntry {
  id: string;
  chart: Chart;
  updatedAt: string;
  author: { id: string; displayName: string; avatar: AvatarChoice };
}

/** The feed size the spec fixes. */
export const FEED_LIMIT = 25;

/**
 * Maps one feed row (a radar_chart row with `user_data: { avatar } | null`); null (skipped from the
 * feed) when its chart data cannot be read. The spec's call reads no display name: the card shows
 * the avatar only.
 */
export function feedEntryFromRow(row: Record<string, unknown>): FeedEntry | null {
  const { chart } = chartFromCloudData(row.data);
  if (!chart) return null;
  const profile = typeof row.user_data === 'object' && row.user_data !== null ? row.user_data : {};
  return {
    id: String(row.id),
    chart,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : '',
    author: {
      id: String(row.user_id),
      displayName: '',
      avatar: avatarFromData((profile as Record<string, unknown>).avatar),
    },
  };
}

/**
 * Where the next Recent page starts: the `updated_at` and id of the last row of the page before (the
 * order's sort key, exactly as the server sent it).
 */
export interface FeedCursor {
  updatedAt: string;
  id: string;
}

/** The cursor after one radar_chart row; null when the row lacks its sort key. */
export function feedCursorFromRow(row: Record<string, unknown>): FeedCursor | null {
  const { updated_at: updatedAt, id } = row;
  if (typeof updatedAt !== 'string' || updatedAt === '' || typeof id !== 'string') return null;
  return { updatedAt, id };
}

/** One page of the feed; `rowCount` counts unreadable rows too (a full page means there may be more). */
export interface FeedPage {
  entries: FeedEntry[];
  rowCount: number;
  next: FeedCursor | null;
}

function publicCharts() {
  return supabase()
    .from('radar_chart')
    .select('*, user_data(avatar)')
    .eq('is_public', true)
    .eq('is_approved', true);
}

/**
 * The latest public, approved charts, {@link FEED_LIMIT} at a time: newest first, ties by id. The first
 * page is the spec's call; a later one (the Recent tab's "Load more") starts after `after`. PostgREST
 * filters are joined by "and", so "after the cursor" is asked as its two halves at once: the rest of
 * the cursor's timestamp tie, then everything older. Each is one range of radar_chart_feed_order_index,
 * so page 20 costs what page 1 costs (an offset would walk and build every earlier row again).
 * Failures are logged and rethrown (spec section 8).
 */
export async function fetchFeed(after: FeedCursor | null = null): Promise<FeedPage> {
  const requests = after
    ? [
        publicCharts()
          .eq('updated_at', after.updatedAt)
          .gt('id', after.id)
          .order('id', { ascending: true })
          .limit(FEED_LIMIT),
        publicCharts()
          .lt('updated_at', after.updatedAt)
          .order('updated_at', { ascending: false })
          .order('id', { ascending: true })
          .limit(FEED_LIMIT),
      ]
    : [
        publicCharts()
          .order('updated_at', { ascending: false })
          // Ties (one bulk approval) keep one order from page to page.
          .order('id', { ascending: true })
          .limit(FEED_LIMIT),
      ];
  const rows: Record<string, unknown>[] = [];
  for (const { data, error } of await Promise.all(requests)) {
    if (error) {
      console.error('Failed to fetch the feed:', error);
      throw new Error(error.message);
    }
    if (Array.isArray(data)) rows.push(...(data as Record<string, unknown>[]));
  }
  const page = rows.slice(0, FEED_LIMIT);
  const last = page.at(-1);
  return {
    entries: page.flatMap((row) => feedEntryFromRow(row) ?? []),
    rowCount: page.length,
    next: last ? feedCursorFromRow(last) : null,
  };
}
