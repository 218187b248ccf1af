/**
 * Undo history of one chart as immer patches. Plain data, so the store stays serialisable.
 */
import type { Patch } from 'immer';

export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  /** Consecutive edits with the same key (one slider being dragged) merge into one undo step. */
  mergeKey: string | null;
  /** Time of the latest edit in this step, in ms. */
  at: number;
}

export interface ChartHistory {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** Most undo steps kept per chart; older ones are dropped. */
export const HISTORY_LIMIT = 200;
/** Edits with the same merge key closer together than this are one step (a drag or held arrow key). */
export const MERGE_WINDOW_MS = 1000;

export const EMPTY_HISTORY: ChartHistory = { past: [], future: [] };

/** The history after a new edit: merged into the last step when it continues the same gesture. */
export function historyWithEdit(history: ChartHistory, entry: HistoryEntry): ChartHistory {
  const last = history.past.at(-1);
  if (
    last &&
    entry.mergeKey !== null &&
    last.mergeKey === entry.mergeKey &&
    entry.at - last.at <= MERGE_WINDOW_MS
  ) {
    const merged: HistoryEntry = {
      patches: [...last.patches, ...entry.patches],
      inversePatches: [...entry.inversePatches, ...last.inversePatches],
      mergeKey: entry.mergeKey,
      at: entry.at,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
}
