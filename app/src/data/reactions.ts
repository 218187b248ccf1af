/**
 * Reactions (table chart_reaction): a like, a science and an art reaction per user and chart, each a
 * toggle. Who may react, on which charts and how often is decided in SQL (row-level security and a
 * rate-limit trigger); counts come from the chart_reaction_counts function, readable by anyone.
 */
import { isCloudChartId } from './cloudCharts';
import { supabase } from './supabaseClient';

/** The three reaction kinds, in the order cards and chart pages show them. */
export const REACTION_KINDS = ['like', 'science', 'art'] as const;

/** One reaction kind. */
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** How many reactions of each kind a chart has. */
export interface ReactionCounts {
  like: number;
  science: number;
  art: number;
}

/** The counts of a chart nobody reacted to (and of samples, which cannot get reactions). */
export const NO_REACTIONS: ReactionCounts = { like: 0, science: 0, art: 0 };

/** The server refuses more than this many ids in one counts request. */
const COUNTS_BATCH = 100;

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Reads a row with `likes`, `science` and `art` columns (counts and popular rows). */
export function reactionCountsFromRow(row: Record<string, unknown>): ReactionCounts {
  return { like: count(row.likes), science: count(row.science), art: count(row.art) };
}

function isReactionKind(value: unknown): value is ReactionKind {
  return REACTION_KINDS.includes(value as ReactionKind);
}

function tableError(action: string, error: { message: string }): Error {
  console.error(`Failed to ${action}:`, error);
  return new Error(error.message);
}

/**
 * Counts for public approved charts by id. Charts that are not (samples, private or unapproved
 * charts) are absent from the map: callers show them without counts or with zeros.
 */
export async function fetchReactionCounts(chartIds: readonly string[]): Promise<Map<string, ReactionCounts>> {
  const ids = [...new Set(chartIds.filter(isCloudChartId))];
  const counts = new Map<string, ReactionCounts>();
  for (let start = 0; start < ids.length; start += COUNTS_BATCH) {
    const { data, error } = await supabase().rpc('chart_reaction_counts', {
      chart_ids: ids.slice(start, start + COUNTS_BATCH),
    });
    if (error) throw tableError('fetch reaction counts', error);
    for (const row of (data ?? []) as Record<string, unknown>[]) {
      counts.set(String(row.chart_id), reactionCountsFromRow(row));
    }
  }
  return counts;
}

/** The kinds the signed-in user gave this chart (none when signed out). */
export async function fetchMyReactions(chartId: string, userId: string): Promise<Set<ReactionKind>> {
  const { data, error } = await supabase()
    .from('chart_reaction')
    .select('kind')
    .eq('chart_id', chartId)
    .eq('user_id', userId);
  if (error) throw tableError('fetch your reactions', error);
  return new Set(((data ?? []) as Record<string, unknown>[]).map((row) => row.kind).filter(isReactionKind));
}

/** Thrown when the database's rate limit refuses a reaction (HTTP 429). */
export class ReactionRateLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReactionRateLimitError';
  }
}

/**
 * Thrown when a reaction cannot be added because the chart is not public and approved (any more):
 * its owner made it private, edited it (which waits for a new approval) or deleted it.
 */
export class ReactionsClosedError extends Error {
  constructor() {
    super('This chart is not public right now, so it cannot get new reactions.');
    this.name = 'ReactionsClosedError';
  }
}

/** Thrown when a removal deleted nothing and the reaction is still there. */
export class ReactionNotRemovedError extends Error {
  constructor() {
    super('Your reaction could not be removed: it is still there. Please try again.');
    this.name = 'ReactionNotRemovedError';
  }
}

/** Row-level security refused the row (PostgREST answers 403, or 401 without a session). */
const ROW_SECURITY_REFUSED = '42501';

/**
 * Adds or removes the signed-in user's reaction of one kind. Adding one that exists already (another
 * tab was faster) or removing one that is gone counts as done: the toggle ends where it was asked to.
 * A removal that deleted nothing while the reaction is still there is an error, not a success.
 */
export async function setReaction(chartId: string, kind: ReactionKind, on: boolean): Promise<void> {
  const table = supabase().from('chart_reaction');
  if (on) {
    const { error, status } = await table.insert({ chart_id: chartId, kind });
    if (!error || error.code === '23505') return;
    if (status === 429) throw new ReactionRateLimitError(error.message);
    if (error.code === ROW_SECURITY_REFUSED) throw new ReactionsClosedError();
    throw tableError('add a reaction', error);
  }
  const { data, error, status } = await table
    .delete()
    .eq('chart_id', chartId)
    .eq('kind', kind)
    .select('kind');
  if (error) {
    if (status === 429) throw new ReactionRateLimitError(error.message);
    throw tableError('remove a reaction', error);
  }
  if ((data ?? []).length > 0) return;
  // Row-level security turns a refused delete into "0 rows", the same answer as a reaction that
  // another tab removed already: only a second look tells which one this was.
  const { data: left, error: readError } = await supabase()
    .from('chart_reaction')
    .select('kind')
    .eq('chart_id', chartId)
    .eq('kind', kind);
  if (readError) throw tableError('check a removed reaction', readError);
  if ((left ?? []).length > 0) {
    console.error('Failed to remove a reaction: the delete matched no row, yet the reaction is there');
    throw new ReactionNotRemovedError();
  }
}
