/**
 * The public feed: the radar_feed view (public and approved charts, newest first, at most 25,
 * with each author's display name and avatar).
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

/** The feed size the spec fixes (the view applies it; the request asks for no more). */
export const FEED_LIMIT = 25;

/** Maps one radar_feed row; null (skipped from the feed) when its chart data cannot be read. */
export function feedEntryFromRow(row: Record<string, unknown>): FeedEntry | null {
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
  };
}

/** The latest public, approved charts. Failures are logged and rethrown (spec section 8). */
export async function fetchFeed(): Promise<FeedEntry[]> {
  const { data, error } = await supabase()
    .from('radar_feed')
    .select('id, data, updated_at, user_id, display_name, avatar')
    .order('updated_at', { ascending: false })
    .limit(FEED_LIMIT);
  if (error) {
    console.error('Failed to fetch the feed:', error);
    throw new Error(error.message);
  }
  return (data ?? []).flatMap((row) => feedEntryFromRow(row) ?? []);
}
