/**
 * What the editor keeps beside a local chart's three keys, in local storage:
 *   statradarDraft:{chartId}:{field}   the text of an edit box left open (so a reload or a click
 *                                      elsewhere never loses it)
 *   cloudLink{chartId}                 JSON { cloudId, updatedAt, userId?, syncedFingerprint? }: the
 *                                      cloud row this local chart saves to, the row's updated_at this
 *                                      browser last loaded or saved, and what the chart was then
 *   cloudBackupId{chartId}             JSON { id, userId }: the id a backup of this chart that has not
 *                                      yet stored its link gives its cloud row, kept for a retry (in
 *                                      this tab's session storage when local storage is full)
 * None of these keys starts with metadata, labels or data, so they are never taken for a chart.
 * Every value read is checked; a bad one is ignored (a draft or link is a convenience, never data).
 */

import type { Chart } from 'statradar';
import { repairChart } from 'statradar/data';

const DRAFT_PREFIX = 'statradarDraft:';
const CLOUD_LINK_PREFIX = 'cloudLink';
const BACKUP_ID_PREFIX = 'cloudBackupId';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This tab's session storage: a quota of its own, kept across reloads of the tab. */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function draftStorageKey(key: string): string {
  return `${DRAFT_PREFIX}${key}`;
}

/**
 * The key of a draft: one per chart and field, e.g. `draftKey('MyChart', 'data0.description')`.
 * Data sets and attributes have no ids, only positions: give `owner` (the data set's or attribute's
 * name) so that a draft left open on one never shows up on the one that takes its place after a
 * delete (where saving it would rename the wrong attribute).
 */
export function draftKey(chartId: string, field: string, owner?: string): string {
  return owner === undefined ? `${chartId}:${field}` : `${chartId}:${field}@${textHash(owner)}`;
}

/** FNV-1a, 32 bits, in base 36: short, and stable across sessions. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Drafts storage refused (full): kept for the rest of the visit, so switching charts and back
 * still finds them (the edit box reloads its draft when its chart changes).
 */
const draftsHeldInMemory = new Map<string, string>();

/** The draft for `key` (stored, or held in memory when storage was full), or null. */
export function readDraft(key: string): string | null {
  const held = draftsHeldInMemory.get(key);
  if (held !== undefined) return held;
  try {
    return storage()?.getItem(draftStorageKey(key)) ?? null;
  } catch {
    return null;
  }
}

/** Stores a draft; when storage is full it is held in memory for this visit instead. */
export function writeDraft(key: string, text: string): void {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(draftStorageKey(key), text);
    draftsHeldInMemory.delete(key);
  } catch {
    draftsHeldInMemory.set(key, text);
  }
}

export function clearDraft(key: string): void {
  draftsHeldInMemory.delete(key);
  try {
    storage()?.removeItem(draftStorageKey(key));
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Where a local chart saves to in the cloud. */
export interface CloudLink {
  cloudId: string;
  /** The cloud row's updated_at as this browser last loaded or saved it. */
  updatedAt: string;
  /**
   * The account whose row it is: another account signed in on the same browser sees the chart
   * as a plain local chart (absent in links stored before it was recorded).
   */
  userId?: string;
  /**
   * {@link chartFingerprint} of the chart as this browser last saved it to, or loaded it from, the
   * row: a local copy that still matches it has no changes of its own, so a newer cloud version can
   * replace it without asking (absent in links stored before it was recorded: then it asks).
   */
  syncedFingerprint?: string;
}

/**
 * A short fingerprint of a chart's contents (FNV-1a over its JSON, with the length): equal charts
 * give equal fingerprints, and a change almost surely gives another.
 */
export function chartFingerprint(chart: Chart): string {
  // In the engine's key order, as a chart read back from the cloud (jsonb keeps no order) or from
  // storage has it: an edit adds keys in the order the user made them (style keys set one by one),
  // and the same content must not look changed. A chart already in that order keeps the fingerprint
  // it had, so links stored before still match.
  const read = repairChart(chart);
  const text = JSON.stringify(read.ok ? read.value : chart);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}:${text.length}`;
}

/** The chart id whose cloud link `key` stores, or null when `key` is not a cloud link's. */
export function cloudLinkOwner(key: string): string | null {
  return key.startsWith(CLOUD_LINK_PREFIX) && key.length > CLOUD_LINK_PREFIX.length
    ? key.slice(CLOUD_LINK_PREFIX.length)
    : null;
}

export function readCloudLink(chartId: string): CloudLink | null {
  try {
    const text = storage()?.getItem(`${CLOUD_LINK_PREFIX}${chartId}`);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { cloudId, updatedAt, userId, syncedFingerprint } = value as Record<string, unknown>;
    if (typeof cloudId !== 'string' || typeof updatedAt !== 'string') return null;
    return {
      cloudId,
      updatedAt,
      ...(typeof userId === 'string' ? { userId } : {}),
      ...(typeof syncedFingerprint === 'string' ? { syncedFingerprint } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Stores a chart's cloud link. False when storage refused it (full, or blocked): the caller keeps
 * the link for this visit only, and must say so, since after a reload the chart is unlinked.
 */
export function writeCloudLink(chartId: string, link: CloudLink): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(`${CLOUD_LINK_PREFIX}${chartId}`, JSON.stringify(link));
    return true;
  } catch {
    return false;
  }
}

/** The local chart linked to a cloud row, if any. */
export function findChartLinkedTo(cloudId: string): string | null {
  const store = storage();
  if (!store) return null;
  for (let index = 0; index < store.length; index += 1) {
    const chartId = cloudLinkOwner(store.key(index) ?? '');
    if (chartId !== null && readCloudLink(chartId)?.cloudId === cloudId) return chartId;
  }
  return null;
}

export function removeCloudLink(chartId: string): void {
  // A backup id left from a backup that never linked belongs to the chart that had this id before:
  // kept, it would link a new chart under the same id to that chart's row.
  forgetPendingBackupId(chartId);
  try {
    storage()?.removeItem(`${CLOUD_LINK_PREFIX}${chartId}`);
  } catch {
    // Storage blocked.
  }
}

/** A backup's row id, by chart id, when storage refused it: kept for the rest of the visit. */
const backupIdsHeldInMemory = new Map<string, { id: string; userId: string }>();

function readStoredBackupId(store: Storage | null, chartId: string): { id: string; userId: string } | null {
  try {
    const text = store?.getItem(`${BACKUP_ID_PREFIX}${chartId}`);
    const value: unknown = text ? JSON.parse(text) : null;
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    return typeof record.id === 'string' && typeof record.userId === 'string'
      ? { id: record.id, userId: record.userId }
      : null;
  } catch {
    return null;
  }
}

/**
 * The id the unfinished backup of `chartId` by `userId` gives its cloud row, or null. A backup keeps
 * one id until the chart's link is stored, so a retry after a lost answer (or a reload) finds the
 * row the lost try made instead of making a second one.
 */
export function readPendingBackupId(chartId: string, userId: string): string | null {
  const pending =
    backupIdsHeldInMemory.get(chartId) ??
    readStoredBackupId(storage(), chartId) ??
    readStoredBackupId(tabStorage(), chartId);
  return pending?.userId === userId ? pending.id : null;
}

/**
 * Records the row id of a backup about to start. With local storage full it goes to this tab's
 * session storage, which has a quota of its own: the link will not fit either, and a backup again
 * after a reload must still find this row rather than make a second one. Else it is held in memory.
 */
export function writePendingBackupId(chartId: string, pending: { id: string; userId: string }): void {
  const text = JSON.stringify(pending);
  for (const store of [storage(), tabStorage()]) {
    try {
      if (!store) continue;
      store.setItem(`${BACKUP_ID_PREFIX}${chartId}`, text);
      backupIdsHeldInMemory.delete(chartId);
      return;
    } catch {
      // Full: the next place.
    }
  }
  backupIdsHeldInMemory.set(chartId, pending);
}

/** Forgets a backup's row id: the chart's link is stored (or it is another chart now). */
export function forgetPendingBackupId(chartId: string): void {
  backupIdsHeldInMemory.delete(chartId);
  for (const store of [storage(), tabStorage()]) {
    try {
      store?.removeItem(`${BACKUP_ID_PREFIX}${chartId}`);
    } catch {
      // Storage blocked: nothing was stored either.
    }
  }
}

/** Moves every draft of chart `fromId` to chart `toId` (the temporary chart copied as a local one). */
export function moveChartDrafts(fromId: string, toId: string): void {
  const store = storage();
  const prefix = `${fromId}:`;
  const keys = new Set([...draftsHeldInMemory.keys()].filter((key) => key.startsWith(prefix)));
  if (store) {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(draftStorageKey(prefix))) keys.add(key.slice(DRAFT_PREFIX.length));
    }
  }
  for (const key of keys) {
    const text = readDraft(key);
    clearDraft(key);
    if (text !== null) writeDraft(`${toId}:${key.slice(prefix.length)}`, text);
  }
}

/** Removes a deleted chart's drafts and cloud link. */
export function forgetChartExtras(chartId: string): void {
  const store = storage();
  if (!store) return;
  const prefix = draftStorageKey(`${chartId}:`);
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
  for (const key of [...draftsHeldInMemory.keys()]) {
    if (draftStorageKey(key).startsWith(prefix)) draftsHeldInMemory.delete(key);
  }
  removeCloudLink(chartId);
}
