/**
 * The public feed, with the spec's call: every column of public, approved radar_chart rows plus the
 * avatar of each author's linked user_data row (a PostgREST embed), newest first, at most 25.
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
 * The latest public, approved charts, {@link FEED_LIMIT} from `offset` (the Recent tab's "Load more").
 * Failures are logged and rethrown (spec section 8).
 */
export async function fetchFeed(offset = 0): Promise<FeedEntry[]> {
  const { data, error } = await supabase()
    .from('radar_chart')
    .select('*, user_data(avatar)')
    .eq('is_public', true)
    .eq('is_approved', true)
    .order('updated_at', { ascending: false })
    // Ties (one bulk approval) keep one order from page to page.
    .order('id', { ascending: true })
    .range(offset, offset + FEED_LIMIT - 1);
  if (error) {
    console.error('Failed to fetch the feed:', error);
    throw new Error(error.message);
  }
  return (data ?? []).flatMap((row) => feedEntryFromRow(row) ?? []);
}
