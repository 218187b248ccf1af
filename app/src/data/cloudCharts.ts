/**
 * Charts backed up to the cloud (table radar_chart). Access rules live in the database (row-level
 * security, column grants, the 5-chart trigger); this module only maps rows to app types and turns
 * failures into clear errors. Every stored chart goes through the engine's parser on the way in.
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { formatParseIssues, type Chart, type ParseIssue } from 'statradar';
import { repairChart } from 'statradar/data';

import type { RawChartParts } from './localCharts';
import { chartFingerprint } from './localChartsExtras';
import { errorMessage, SignedOutError } from './networkErrors';
import { supabase } from './supabaseClient';

/** The cloud limit the spec states, enforced by the database. */
export const CLOUD_CHART_LIMIT = 5;

/** One of the signed-in user's cloud charts. `chart` is null when its stored data cannot be read. */
export interface CloudChart {
  id: string;
  chart: Chart | null;
  /** Why `chart` is null (a sentence with the failing paths); empty when readable. */
  problem: string;
  isPublic: boolean;
  isApproved: boolean;
  updatedAt: string;
}

/** Thrown by {@link backUpChart} when the user already has {@link CLOUD_CHART_LIMIT} cloud charts. */
export class CloudChartLimitError extends Error {
  constructor() {
    super(
      `You already have ${CLOUD_CHART_LIMIT} charts saved to the cloud, the most you can keep. Delete one to back up another.`,
    );
    this.name = 'CloudChartLimitError';
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a cloud chart id (samples and typos are not, and need no request). */
export function isCloudChartId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/** The stored shape of a chart: exactly the three parts of the model, nothing else. */
export function chartToCloudData(chart: Chart): Chart {
  return { metadata: chart.metadata, labels: chart.labels, data: chart.data };
}

/** Reads a radar_chart `data` value; a value the engine rejects gives the reason instead. */
export function chartFromCloudData(
  data: unknown,
): { chart: Chart; problem: '' } | { chart: null; problem: string } {
  // A chart that breaks a limit (an older upload) opens repaired rather than not at all.
  const result = repairChart(data);
  return result.ok
    ? { chart: result.value, problem: '' }
    : { chart: null, problem: formatParseIssues(result.errors) };
}

/** A cloud row's data as the three stored parts, for "Download the original" of a repaired chart. */
function rawParts(data: unknown): RawChartParts {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return { metadata: text(record.metadata), labels: text(record.labels), data: text(record.data) };
}

/** Maps one radar_chart row (as selected by {@link listMyCloudCharts}) to a {@link CloudChart}. */
export function cloudChartFromRow(row: Record<string, unknown>): CloudChart {
  return {
    id: String(row.id),
    ...chartFromCloudData(row.data),
    isPublic: row.is_public === true,
    isApproved: row.is_approved === true,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : '',
  };
}

/**
 * The signed-in user's id, asked for before a write. getSession renews a session that ran out; when
 * the renewal is refused it drops the session, and a write sent anyway would go without it and fail
 * with the database's "permission denied", which tells the user nothing.
 */
async function signedInUserId(): Promise<string> {
  const { data, error } = await supabase().auth.getSession();
  const userId = data.session?.user.id;
  if (userId) return userId;
  // Not reaching the auth service is no sign-out: the session is kept for the next try.
  if (error && isAuthRetryableFetchError(error)) throw new Error(errorMessage(error.message));
  throw new SignedOutError();
}

function tableError(action: string, error: { message: string }): Error {
  // The spec's catalogue: failed table calls are logged to the console and thrown.
  console.error(`Failed to ${action}:`, error);
  return new Error(errorMessage(error.message));
}

/** The user's cloud charts, most recently changed first. */
export async function listMyCloudCharts(userId: string): Promise<CloudChart[]> {
  const { data, error } = await supabase()
    .from('radar_chart')
    .select('id, data, is_public, is_approved, updated_at')
    .eq('user_id', userId)
    .order('updated_at', { ascending: false });
  if (error) {
    console.error('Failed to fetch charts:', error);
    throw new Error(errorMessage(error.message));
  }
  return (data ?? []).map((row) => cloudChartFromRow(row));
}

/** Thrown when a cloud chart to change is not there any more (deleted in another tab or device). */
export class CloudChartGoneError extends Error {
  constructor() {
    super('This chart is no longer in the cloud: it was deleted, perhaps in another tab.');
    this.name = 'CloudChartGoneError';
  }
}

/**
 * Makes a cloud chart publicly discoverable (shown in the feed once approved) or not. Answers whether
 * it is approved now (an edit elsewhere may have withdrawn its approval since the page loaded). An
 * update that matched no row is no success: the chart was deleted meanwhile ({@link CloudChartGoneError}).
 */
export async function setChartPublic(id: string, isPublic: boolean): Promise<{ isApproved: boolean }> {
  const { data, error } = await supabase()
    .from('radar_chart')
    .update({ is_public: isPublic })
    .eq('id', id)
    .select('is_approved');
  if (error) throw tableError('change who can discover the chart', error);
  const row = (data ?? [])[0] as Record<string, unknown> | undefined;
  if (!row) throw new CloudChartGoneError();
  return { isApproved: row.is_approved === true };
}

/**
 * Whether the cloud chart with this id is still there for the signed-in user: a chart linked to it
 * may have had it deleted on another device since.
 */
export async function cloudChartExists(id: string): Promise<boolean> {
  const { data, error } = await supabase().from('radar_chart').select('id').eq('id', id).maybeSingle();
  if (error) throw tableError('check the cloud chart', error);
  return data !== null;
}

/** Deletes one of the user's cloud charts. */
export async function deleteCloudChart(id: string): Promise<void> {
  const { error } = await supabase().from('radar_chart').delete().eq('id', id);
  if (error) throw tableError('delete the chart', error);
}

/**
 * Opens any cloud chart by its exact id (share links work for private charts too), through the
 * database function get_chart, which never lists. Null when no chart has this id.
 * Throws when the backend fails or the stored data cannot be read, and with `signal`'s reason once
 * it is aborted.
 */
export async function fetchCloudChart(id: string, signal?: AbortSignal): Promise<Chart | null> {
  if (!isCloudChartId(id)) return null;
  const request = supabase().rpc('get_chart', { chart_id: id });
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  // A load given up by its caller is no failure to log: it ends with the signal's reason.
  signal?.throwIfAborted();
  if (error) throw tableError('load the chart', error);
  if (data === null || data === undefined) return null;
  const read = chartFromCloudData(data);
  if (!read.chart) throw new Error(`This chart's data cannot be read. ${read.problem}`);
  return read.chart;
}

/** A cloud chart as its owner edits it: the chart and the row's version. */
export interface OwnCloudChart {
  chart: Chart;
  updatedAt: string;
  /** What reading the row repaired (a name over the limit cut, a bad colour replaced...). */
  repairs: ParseIssue[];
  /** The row's data as stored, when something was repaired. */
  original: RawChartParts | null;
  /** The owner: the signed-in user. */
  userId: string;
}

/**
 * The chart with this id when the signed-in user owns it (else null: not signed in, someone else's,
 * or no such row). Throws when the backend fails or the data cannot be read, and with `signal`'s
 * reason once it is aborted.
 */
export async function fetchOwnCloudChart(id: string, signal?: AbortSignal): Promise<OwnCloudChart | null> {
  if (!isCloudChartId(id)) return null;
  const { data: session } = await supabase().auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  signal?.throwIfAborted();
  const query = supabase()
    .from('radar_chart')
    .select('data, updated_at, user_id')
    .eq('id', id)
    .eq('user_id', userId);
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  signal?.throwIfAborted();
  if (error) throw tableError('load the chart', error);
  if (!data) return null;
  // Read as chartFromCloudData does, keeping what was repaired: the owner edits and saves this row.
  const read = repairChart(data.data);
  if (!read.ok) throw new Error(`This chart's data cannot be read. ${formatParseIssues(read.errors)}`);
  return {
    chart: read.value,
    updatedAt: String(data.updated_at),
    repairs: read.repairs,
    original: read.repairs.length > 0 ? rawParts(data.data) : null,
    userId,
  };
}

/**
 * A new cloud chart id (a random UUID, version 4). crypto.randomUUID exists only on secure pages
 * (https, localhost), and a self-hosted app may be served over plain http on a local network;
 * crypto.getRandomValues exists everywhere.
 */
export function newCloudChartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Thrown by {@link backUpChart} when its id cannot be used: another account's row has it, or a
 * deleted chart had it. Nothing was saved; back up again with a new id.
 */
export class CloudChartIdTakenError extends Error {
  constructor() {
    super('This backup id is taken; back up again with a new id.');
    this.name = 'CloudChartIdTakenError';
  }
}

/** A cloud row a backup made or found, and the chart it holds (null when that cannot be read). */
export interface BackedUpRow {
  id: string;
  updatedAt: string;
  chart: Chart | null;
}

/**
 * Backs up a chart as a new cloud row with id `rowId` (its share link's). Give the same id when
 * retrying a backup whose answer never came: the row that try made answers as this backup instead of
 * a second row being made (a retry meets the primary key, or the 5-chart limit when that row was the
 * fifth). Then `chart` is what that row holds, which may be an older version of the chart. Throws a
 * SignedOutError, sending nothing, when the user is no longer signed in.
 */
export async function backUpChart(chart: Chart, rowId: string): Promise<BackedUpRow> {
  const userId = await signedInUserId();
  const { data, error } = await supabase()
    .from('radar_chart')
    .insert({ id: rowId, user_id: userId, data: chartToCloudData(chart) })
    .select('id, updated_at')
    .single();
  if (!error) return { id: String(data.id), updatedAt: String(data.updated_at), chart };
  const overLimit = error.message.includes(`up to ${CLOUD_CHART_LIMIT}`);
  if (!overLimit && error.code !== '23505') throw tableError('back up the chart', error);
  const { data: row, error: readError } = await supabase()
    .from('radar_chart')
    .select('id, updated_at, data')
    .eq('id', rowId)
    .eq('user_id', userId)
    .maybeSingle();
  if (readError) throw tableError('check the cloud chart', readError);
  if (row) {
    return {
      id: String(row.id),
      updatedAt: String(row.updated_at),
      chart: chartFromCloudData(row.data).chart,
    };
  }
  if (overLimit) throw new CloudChartLimitError();
  throw new CloudChartIdTakenError();
}

/** The outcome of {@link saveCloudChart}. */
export type CloudSaveResult =
  /** The row holds the chart now (written by this call, or already holding it). */
  | { status: 'saved'; updatedAt: string }
  /** Someone (another tab or device) saved the row after `baseUpdatedAt`: nothing was written. */
  | { status: 'newer'; updatedAt: string }
  /** The row is gone or no longer the user's: nothing was written. */
  | { status: 'missing' };

/**
 * Saves a chart over its cloud row (same id, same share link; the database resets its approval).
 * Unless `overwrite`, the write happens only while the row's updated_at is still `baseUpdatedAt`
 * (one conditional update, so two saves at once cannot both pass the check). The database moves
 * updated_at on most writes, a Public switch or an approval too: when the row moved on but its
 * content is still what this browser last synced (`syncedFingerprint`, see chartFingerprint), there
 * is nothing newer to keep, and the save goes ahead on the same condition with the row's new
 * updated_at (it asked "A newer version… Overwrite it?" after the owner made the chart public).
 * A row that already holds `chart` answers saved with its updated_at, without writing.
 * Throws a SignedOutError, sending nothing, when the user is no longer signed in.
 */
export async function saveCloudChart(
  id: string,
  chart: Chart,
  baseUpdatedAt: string,
  overwrite = false,
  syncedFingerprint?: string,
): Promise<CloudSaveResult> {
  await signedInUserId();
  const write = async (expected: string | null) => {
    let update = supabase()
      .from('radar_chart')
      .update({ data: chartToCloudData(chart) })
      .eq('id', id);
    if (expected !== null) update = update.eq('updated_at', expected);
    const { data, error } = await update.select('updated_at');
    if (error) throw tableError('save the chart to the cloud', error);
    return data?.[0];
  };
  const saved = await write(overwrite ? null : baseUpdatedAt);
  if (saved) return { status: 'saved', updatedAt: String(saved.updated_at) };
  const { data: current, error: readError } = await supabase()
    .from('radar_chart')
    .select('updated_at, data')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw tableError('check the cloud chart', readError);
  if (!current) return { status: 'missing' };
  const updatedAt = String(current.updated_at);
  const read = chartFromCloudData(current.data);
  // The row already holds this very chart: most often this save's own earlier try, whose answer was
  // lost (the connection dropped after the write), retried. Nothing newer is there to lose.
  if (read.chart && chartFingerprint(read.chart) === chartFingerprint(chart)) {
    return { status: 'saved', updatedAt };
  }
  if (syncedFingerprint && read.chart && chartFingerprint(read.chart) === syncedFingerprint) {
    const retried = await write(updatedAt);
    if (retried) return { status: 'saved', updatedAt: String(retried.updated_at) };
  }
  return { status: 'newer', updatedAt };
}
