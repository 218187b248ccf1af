/**
 * The moderation queue for moderators (a role granted with `pnpm moderate --grant <email>`). Every
 * call is a database function that checks the caller's role itself: for anyone else the queue,
 * approve and reject are refused by the database, whatever the app shows.
 */
import type { Chart } from 'statradar';

import { chartFromCloudData } from './cloudCharts';
import { avatarFromData, type AvatarChoice } from './profiles';
import { supabase } from './supabaseClient';

/** A public chart waiting for approval. `chart` is null when its stored data cannot be read. */
export interface PendingChart {
  id: string;
  chart: Chart | null;
  problem: string;
  updatedAt: string;
  author: { id: string; displayName: string; avatar: AvatarChoice };
}

/** The queue's page size. */
export const QUEUE_PAGE_SIZE = 25;

function callError(action: string, error: { message: string }): Error {
  console.error(`Failed to ${action}:`, error);
  return new Error(error.message);
}

/** Whether the signed-in user is a moderator (false when signed out). */
export async function isModerator(): Promise<boolean> {
  const { data, error } = await supabase().rpc('is_moderator');
  if (error) throw callError('check the moderator role', error);
  return data === true;
}

/** Maps one moderation_queue row. */
export function pendingChartFromRow(row: Record<string, unknown>): PendingChart {
  return {
    id: String(row.id),
    ...chartFromCloudData(row.data),
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : '',
    author: {
      id: String(row.user_id),
      displayName: typeof row.display_name === 'string' ? row.display_name : '',
      avatar: avatarFromData(row.avatar),
    },
  };
}

/** Charts awaiting approval, oldest first. Refused (an error) for anyone but a moderator. */
export async function fetchModerationQueue(offset = 0): Promise<PendingChart[]> {
  const { data, error } = await supabase().rpc('moderation_queue', {
    page_offset: offset,
    page_limit: QUEUE_PAGE_SIZE,
  });
  if (error) throw callError('fetch the moderation queue', error);
  return ((data ?? []) as Record<string, unknown>[]).map(pendingChartFromRow);
}

/**
 * Approves (the chart shows in the feed) or rejects (it becomes private again, its owner keeps it).
 * Approval is of the version the moderator saw (its `updatedAt` from the queue). Returns false when
 * the chart no longer waits, or was edited since: its owner or another moderator acted first.
 */
export async function moderateChart(
  chart: Pick<PendingChart, 'id' | 'updatedAt'>,
  decision: 'approve' | 'reject',
): Promise<boolean> {
  const { data, error } =
    decision === 'approve'
      ? await supabase().rpc('approve_chart', { chart_id: chart.id, reviewed_updated_at: chart.updatedAt })
      : await supabase().rpc('reject_chart', { chart_id: chart.id });
  if (error) throw callError(`${decision} the chart`, error);
  return data === true;
}
