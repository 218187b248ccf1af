import type { Chart } from 'statradar';

import { saveChart, TEMP_CHART_ID } from '../data/localCharts';
import type { ChartStoreState } from './types';

type Get = () => ChartStoreState;
type Set = (recipe: (state: ChartStoreState) => void) => void;

/**
 * During a gesture (a slider drag) storage is written at most once per this interval: the first edit
 * at once, the latest one when the interval ends. Serialising and writing on every input event cost
 * about 2 ms per frame in the editor benchmark.
 */
export const GESTURE_SAVE_INTERVAL_MS = 250;

/** The chart as last written per id, so a save rewrites only the keys whose objects changed. */
const lastSavedById = new Map<string, Chart>();
/**
 * The chart storage holds as this tab last knew it (written or read), kept through a failed write
 * (storage full; the write is rolled back): the base another tab's change is merged with this
 * tab's unsaved edits from. Without it the other tab's version replaced those edits.
 */
const mergeBaseById = new Map<string, Chart>();
const pendingSaves = new Map<
  string,
  { gesture: string; timer: ReturnType<typeof setTimeout>; chart: Chart | null }
>();

/** Forgets what was saved for a chart (it was reloaded or rewritten outside an edit). */
export function forgetSavedChart(id: string, chart?: Chart): void {
  const pending = pendingSaves.get(id);
  if (pending) clearTimeout(pending.timer);
  pendingSaves.delete(id);
  if (chart) {
    lastSavedById.set(id, chart);
    mergeBaseById.set(id, chart);
  } else {
    lastSavedById.delete(id);
    mergeBaseById.delete(id);
  }
}

/**
 * The chart as this tab last wrote or read it: the common version from which another tab's change
 * and this tab's own edits (saved or not) are merged. Undefined when unknown (never saved or read).
 */
export function lastSavedChart(id: string): Chart | undefined {
  return mergeBaseById.get(id);
}

/** Writes `chart` now, dropping a pending gesture write of `id` (`chart` includes it). */
export function writeChartNow(get: Get, set: Set, id: string, chart: Chart): void {
  const pending = pendingSaves.get(id);
  if (pending) clearTimeout(pending.timer);
  pendingSaves.delete(id);
  writeNow(get, set, id, chart);
}

function writeNow(get: Get, set: Set, id: string, chart: Chart): void {
  const result = saveChart(id, chart, lastSavedById.get(id));
  if (result.ok) {
    lastSavedById.set(id, chart);
    mergeBaseById.set(id, chart);
  }
  // After a failure every key is rewritten next time: the failed write may have left some behind.
  else lastSavedById.delete(id);
  const listed = get().unsavedChartIds.includes(id);
  // A write that storage takes again shows there is room: the other charts it refused are saved now,
  // not only at the next delete, other tab's change or page hide (the message said storage was full
  // while there was room, and a chart made while it was full stayed unsaved).
  if (result.ok && get().unsavedChartIds.some((entry) => entry !== id)) {
    if (listed)
      set((draft) => void (draft.unsavedChartIds = draft.unsavedChartIds.filter((entry) => entry !== id)));
    retryUnsavedCharts(get, set);
    return;
  }
  if (result.ok && !listed) return;
  set((draft) => {
    if (result.ok) {
      draft.unsavedChartIds = draft.unsavedChartIds.filter((entry) => entry !== id);
      if (draft.unsavedChartIds.length === 0) draft.storageMessage = null;
    } else {
      if (!listed) draft.unsavedChartIds.push(id);
      draft.storageMessage = result.message;
    }
  });
}

/**
 * Saves an edited chart. A failed save (storage full) keeps the edit in memory and shows a message.
 * Edits of one `gesture` (a slider drag: its merge key) are written at most once per
 * {@link GESTURE_SAVE_INTERVAL_MS}; any other edit writes at once, including what a gesture left pending.
 * The temporary chart is never saved after it was opened ("No edits you make will be saved").
 */
export function persistEditedChart(get: Get, set: Set, id: string, chart: Chart, gesture?: string): void {
  if (id === TEMP_CHART_ID) return;
  const pending = pendingSaves.get(id);
  if (gesture !== undefined && pending?.gesture === gesture) {
    pending.chart = chart;
    return;
  }
  if (pending) {
    clearTimeout(pending.timer);
    pendingSaves.delete(id);
  }
  writeNow(get, set, id, chart);
  if (gesture === undefined) return;
  const entry = {
    gesture,
    chart: null as Chart | null,
    timer: setTimeout(() => {
      pendingSaves.delete(id);
      if (entry.chart) writeNow(get, set, id, entry.chart);
    }, GESTURE_SAVE_INTERVAL_MS),
  };
  pendingSaves.set(id, entry);
}

/**
 * Tries again to write the charts whose last save failed (storage full), from what this tab holds:
 * space may have been freed since (a chart deleted here or in another tab).
 */
export function retryUnsavedCharts(get: Get, set: Set): void {
  for (const id of get().unsavedChartIds) {
    const held = get().charts[id];
    if (id !== TEMP_CHART_ID && held?.status === 'ok' && !pendingSaves.has(id))
      writeNow(get, set, id, held.chart);
  }
}

/** Writes every throttled edit now (before the page is hidden or closed), and retries failed saves. */
export function flushPendingSaves(get: Get, set: Set): void {
  for (const [id, pending] of [...pendingSaves]) {
    clearTimeout(pending.timer);
    pendingSaves.delete(id);
    if (pending.chart) writeNow(get, set, id, pending.chart);
  }
  retryUnsavedCharts(get, set);
}
