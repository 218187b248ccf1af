/**
 * Charts in the browser's local storage, in the format existing users' browsers already hold:
 *   currentChart        the active chart id (default "MyChart"); each tab also keeps its own under
 *                       the same key in sessionStorage, so a reload reopens that tab's chart
 *   metadata{id}        JSON of { name, description, style? }
 *   labels{id}          JSON of [{ name }]
 *   data{id}            JSON of [{ name, description, color, values }]
 * Ids are MyChart, MyChart1, MyChart2 … (new ones take the first unused number) and TempChart for a
 * chart opened by link. This is the only module that touches localStorage for charts.
 *
 * Every read goes through the engine's repairing parser: a chart that breaks a limit (older versions,
 * hand edits) opens repaired with the list of changes, and its keys are rewritten only by a later edit.
 * A value that cannot be repaired is reported as an unreadable chart and is never written over, except
 * by an explicit {@link resetChart}.
 */
import { repairChartParts } from 'statradar/data';
import type { Chart, ParseIssue } from 'statradar';

import { cloudLinkOwner, forgetChartExtras } from './localChartsExtras';
import { forgetGridSettings } from './preferences';

export const CURRENT_CHART_KEY = 'currentChart';
export const DEFAULT_CHART_ID = 'MyChart';
export const TEMP_CHART_ID = 'TempChart';
const NEW_CHART_ID_PREFIX = 'MyChart';

const PART_NAMES = ['metadata', 'labels', 'data'] as const;
type PartName = (typeof PART_NAMES)[number];

/** The three stored strings of one chart, exactly as found (null when a key is missing). */
export type RawChartParts = Record<PartName, string | null>;

/** One chart as read from storage: either a valid chart or the raw text that could not be read. */
export type StoredChart =
  | {
      id: string;
      status: 'ok';
      chart: Chart;
      warnings: ParseIssue[];
      /** What was changed to open a chart that broke a limit (cut names, clamped values, replaced colours). */
      repairs: ParseIssue[];
      /** The stored text as found, kept when `repairs` is not empty (for "Download the original"). */
      original: RawChartParts | null;
    }
  | { id: string; status: 'unreadable'; raw: RawChartParts; errors: ParseIssue[] };

export type SaveResult =
  { ok: true } | { ok: false; reason: 'quota' | 'unavailable' | 'unreadable'; message: string };

/** What changed in storage, as seen from another tab. */
export type StorageChange =
  { kind: 'chart'; id: string } | { kind: 'cloudLink'; id: string } | { kind: 'current' } | { kind: 'all' };

export const QUOTA_MESSAGE =
  "Your browser's storage is full, so this change is kept in this tab only. Free some space (for example by deleting a chart) to save it.";
const UNAVAILABLE_MESSAGE = 'Local storage is not available in this browser, so charts cannot be saved.';
const CHANGED_ELSEWHERE_MESSAGE =
  'This chart was changed outside this tab and can no longer be read, so it was not overwritten.';

function partKey(part: PartName, id: string): string {
  return `${part}${id}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Accessing localStorage throws a SecurityError when the user blocks site data.
    return null;
  }
}

/**
 * The raw text this tab last read or wrote per key. A save compares it with what storage holds now,
 * so an entry edited by hand (or by another tab) into something unreadable is never written over.
 */
const knownRawByKey = new Map<string, string | null>();

function readRaw(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  knownRawByKey.set(key, value);
  return value;
}

/** True when local storage can be read and written (false in some private modes or when blocked). */
export function isStorageAvailable(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    const probe = '__statradar_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return true;
  } catch (error) {
    // A full storage still works for reading; only a missing or blocked one is unavailable.
    return isQuotaError(error);
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

function failure(error: unknown): SaveResult {
  if (isQuotaError(error)) return { ok: false, reason: 'quota', message: QUOTA_MESSAGE };
  return { ok: false, reason: 'unavailable', message: UNAVAILABLE_MESSAGE };
}

/**
 * Whether `id` can name a chart. Names every object answers to (`__proto__`, `constructor`,
 * `toString`...) cannot: charts are kept in id-keyed records, where such a name reads or even
 * replaces the record's prototype instead of a chart.
 */
export function isUsableChartId(id: string): boolean {
  return id.trim() !== '' && !(id in Object.prototype);
}

/**
 * This tab's own record of its active chart: the same key in sessionStorage, which each tab has to
 * itself and keeps across reloads. localStorage's currentChart (the spec's key) is shared by every
 * tab, so a reload would otherwise open whichever chart another tab picked last.
 */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isStoredChart(id: string): boolean {
  const store = storage();
  return PART_NAMES.some((part) => store?.getItem(partKey(part, id)) != null);
}

/**
 * The active chart id: this tab's own (while that chart is stored), else currentChart's (a new tab
 * opens the chart last picked in any tab); "MyChart" when none was ever stored or the stored one
 * cannot name a chart.
 */
export function readCurrentChartId(): string {
  let own: string | null = null;
  try {
    own = tabStorage()?.getItem(CURRENT_CHART_KEY) ?? null;
  } catch {
    // Blocked session storage: the shared key alone.
  }
  if (own && isUsableChartId(own) && isStoredChart(own)) return own;
  const value = storage()?.getItem(CURRENT_CHART_KEY);
  return value && isUsableChartId(value) ? value : DEFAULT_CHART_ID;
}

export function writeCurrentChartId(id: string): SaveResult {
  const store = storage();
  if (!store) return failure(null);
  try {
    tabStorage()?.setItem(CURRENT_CHART_KEY, id);
  } catch {
    // Session storage full or blocked: reloads fall back to the shared key.
  }
  try {
    store.setItem(CURRENT_CHART_KEY, id);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Ids of every stored chart: MyChart first, then by number, then others by name. A chart is an id
 * the app gives (MyChart, MyChartN, TempChart) with at least one of its keys stored, so a chart
 * missing a key is still listed (and opens as unreadable, its keys untouched); any other id needs
 * two of the three keys, so another script's `dataLayer` or `labelsCache` is no chart.
 */
export function listChartIds(): string[] {
  const store = storage();
  if (!store) return [];
  const partsById = new Map<string, number>();
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key) continue;
    const part = PART_NAMES.find((name) => key.startsWith(name) && key.length > name.length);
    if (!part) continue;
    const id = key.slice(part.length);
    partsById.set(id, (partsById.get(id) ?? 0) + 1);
  }
  return [...partsById]
    .filter(
      ([id, parts]) =>
        isUsableChartId(id) && (parts >= 2 || id === TEMP_CHART_ID || chartIdNumber(id) !== null),
    )
    .map(([id]) => id)
    .sort(compareChartIds);
}

function chartIdNumber(id: string): number | null {
  if (id === DEFAULT_CHART_ID) return 0;
  const match = /^MyChart([1-9]\d*)$/.exec(id);
  return match?.[1] ? Number(match[1]) : null;
}

function compareChartIds(a: string, b: string): number {
  const numberA = chartIdNumber(a);
  const numberB = chartIdNumber(b);
  if (numberA !== null && numberB !== null) return numberA - numberB;
  if (numberA !== null) return -1;
  if (numberB !== null) return 1;
  return a.localeCompare(b);
}

/** The id for a new chart: MyChart{n} with the first unused n from 1. */
export function nextChartId(existingIds: readonly string[] = listChartIds()): string {
  const taken = new Set(existingIds);
  let number = 1;
  while (taken.has(`${NEW_CHART_ID_PREFIX}${number}`)) number += 1;
  return `${NEW_CHART_ID_PREFIX}${number}`;
}

function readRawParts(id: string): RawChartParts {
  return {
    metadata: readRaw(partKey('metadata', id)),
    labels: readRaw(partKey('labels', id)),
    data: readRaw(partKey('data', id)),
  };
}

function parseRawParts(id: string, raw: RawChartParts): StoredChart {
  const values: Partial<Record<PartName, unknown>> = {};
  const errors: ParseIssue[] = [];
  for (const part of PART_NAMES) {
    const text = raw[part];
    if (text === null) {
      errors.push({ path: part, message: `${part}: the stored value is missing.` });
      continue;
    }
    try {
      values[part] = JSON.parse(text);
    } catch {
      errors.push({ path: part, message: `${part}: the stored value is not valid JSON.` });
    }
  }
  if (errors.length > 0) return { id, status: 'unreadable', raw, errors };
  const result = repairChartParts(values.metadata, values.labels, values.data);
  if (!result.ok) return { id, status: 'unreadable', raw, errors: result.errors };
  return {
    id,
    status: 'ok',
    chart: result.value,
    warnings: result.warnings,
    repairs: result.repairs,
    original: result.repairs.length > 0 ? raw : null,
  };
}

/** Reads one chart; null when none of its keys exist. Never throws. */
export function readChart(id: string): StoredChart | null {
  const raw = readRawParts(id);
  if (raw.metadata === null && raw.labels === null && raw.data === null) return null;
  return parseRawParts(id, raw);
}

function serialisedParts(chart: Chart): Record<PartName, string> {
  return {
    metadata: JSON.stringify(chart.metadata),
    labels: JSON.stringify(chart.labels),
    data: JSON.stringify(chart.data),
  };
}

/**
 * Writes the given parts of a chart, all or none: when one write fails (storage full), the parts
 * already written get their previous text back, so storage keeps the chart as it was last saved
 * rather than new names over old values.
 */
function writeParts(id: string, parts: Partial<Record<PartName, string>>): SaveResult {
  const store = storage();
  if (!store) return failure(null);
  const written: { key: string; text: string; before: string | null }[] = [];
  for (const part of PART_NAMES) {
    const text = parts[part];
    if (text === undefined) continue;
    const key = partKey(part, id);
    const before = store.getItem(key);
    try {
      store.setItem(key, text);
    } catch (error) {
      // Undone newest first; each restore fits, as the text it replaces held the same key before.
      for (const entry of written.reverse()) {
        try {
          if (entry.before === null) store.removeItem(entry.key);
          else store.setItem(entry.key, entry.before);
        } catch {
          // Another tab filled the space meanwhile: the next save writes every part again.
        }
      }
      return failure(error);
    }
    written.push({ key, text, before });
  }
  for (const { key, text } of written) knownRawByKey.set(key, text);
  return { ok: true };
}

/**
 * Saves a chart's three keys. With `previous` (the chart as last saved), only the parts whose object
 * changed are written, so a slider drag rewrites the data key alone.
 * Refuses (reason 'unreadable') when a key was changed outside this tab into something unreadable.
 */
export function saveChart(id: string, chart: Chart, previous?: Chart): SaveResult {
  const store = storage();
  if (!store) return failure(null);
  // What this tab knew each key held, before the check below reads them afresh.
  const known = Object.fromEntries(
    PART_NAMES.map((part) => [part, knownRawByKey.get(partKey(part, id))]),
  ) as Record<PartName, string | null | undefined>;
  const changedElsewhere = PART_NAMES.some((part) => {
    const key = partKey(part, id);
    return knownRawByKey.has(key) && store.getItem(key) !== knownRawByKey.get(key);
  });
  if (changedElsewhere) {
    const current = readChart(id);
    if (current?.status === 'unreadable') {
      return { ok: false, reason: 'unreadable', message: CHANGED_ELSEWHERE_MESSAGE };
    }
  }
  const all = serialisedParts(chart);
  const parts: Partial<Record<PartName, string>> = {};
  if (!previous || previous.metadata !== chart.metadata) parts.metadata = all.metadata;
  if (!previous || previous.labels !== chart.labels) parts.labels = all.labels;
  if (!previous || previous.data !== chart.data) parts.data = all.data;
  // A part that holds what this tab last read or wrote there is nothing new from this tab, so it is
  // not written: another tab may have written that key since, and rewriting the text this tab knew
  // would undo its change. A tab merging another's rename rewrote the data it had read, over the
  // other tab's slider step written in between, which then lost that step.
  // A key found empty (storage cleared, the chart deleted) is written whatever this tab knew.
  for (const part of PART_NAMES) {
    const unchanged = parts[part] !== undefined && parts[part] === known[part];
    if (unchanged && store.getItem(partKey(part, id)) !== null) delete parts[part];
  }
  return writeParts(id, parts);
}

/** Overwrites a chart's keys whatever they hold: only for the user's explicit "reset" of an unreadable chart. */
export function resetChart(id: string, chart: Chart): SaveResult {
  return writeParts(id, serialisedParts(chart));
}

/** Removes a chart's three keys and clears currentChart when it pointed at this chart. */
export function deleteChart(id: string): void {
  const store = storage();
  if (!store) return;
  for (const part of PART_NAMES) {
    store.removeItem(partKey(part, id));
    knownRawByKey.delete(partKey(part, id));
  }
  forgetChartExtras(id);
  forgetGridSettings(id);
  if (store.getItem(CURRENT_CHART_KEY) === id) store.removeItem(CURRENT_CHART_KEY);
  try {
    const tab = tabStorage();
    if (tab?.getItem(CURRENT_CHART_KEY) === id) tab.removeItem(CURRENT_CHART_KEY);
  } catch {
    // Blocked session storage holds nothing.
  }
}

/** The stored text of a chart, for the "download raw data" action of an unreadable chart. */
export function rawChartText(raw: RawChartParts): string {
  return JSON.stringify(raw, null, 2);
}

function changeOf(key: string | null): StorageChange | null {
  if (key === null) return { kind: 'all' };
  if (key === CURRENT_CHART_KEY) return { kind: 'current' };
  const linked = cloudLinkOwner(key);
  if (linked !== null) return isUsableChartId(linked) ? { kind: 'cloudLink', id: linked } : null;
  const part = PART_NAMES.find((name) => key.startsWith(name) && key.length > name.length);
  const id = part ? key.slice(part.length) : '';
  return part && isUsableChartId(id) ? { kind: 'chart', id } : null;
}

/**
 * Calls `listener` when another tab changes a chart key (the browser's `storage` event fires only in
 * other tabs). Returns the unsubscribe function.
 */
export function subscribeToStorageChanges(listener: (change: StorageChange) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== storage()) return;
    const change = changeOf(event.key);
    if (change) listener(change);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
