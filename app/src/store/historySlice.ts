import { applyPatches } from 'immer';

import { persistEditedChart } from './chartPersistence';
import { selectionWithin } from './selection';
import type { HistorySlice, SliceCreator } from './types';

export const createHistorySlice: SliceCreator<HistorySlice> = (set, get) => {
  /** Moves one step from `from` to `to`, applying its patches (redo) or inverse patches (undo). */
  function step(direction: 'undo' | 'redo'): void {
    const state = get();
    const id = state.activeId;
    const stored = state.charts[id];
    const history = state.history[id];
    const entry = direction === 'undo' ? history?.past.at(-1) : history?.future.at(-1);
    if (stored?.status !== 'ok' || !entry) return;
    const next = applyPatches(stored.chart, direction === 'undo' ? entry.inversePatches : entry.patches);
    set((draft) => {
      draft.charts[id] = { ...stored, chart: next };
      const chartHistory = draft.history[id];
      if (!chartHistory) return;
      // A merge window must not reach across an undo: the next drag starts a new step.
      const moved = { ...entry, mergeKey: null };
      if (direction === 'undo') {
        chartHistory.past.pop();
        chartHistory.future.push(moved);
      } else {
        chartHistory.future.pop();
        chartHistory.past.push(moved);
      }
      Object.assign(draft, selectionWithin(draft, next.data.length));
      draft.lastStep = { direction, serial: (draft.lastStep?.serial ?? 0) + 1 };
    });
    persistEditedChart(get, set, id, next);
  }

  return {
    history: {},
    lastStep: null,
    undo: () => step('undo'),
    redo: () => step('redo'),
    endGesture: () => {
      const id = get().activeId;
      if (!get().history[id]?.past.at(-1)?.mergeKey) return;
      set((draft) => {
        const last = draft.history[id]?.past.at(-1);
        if (last) last.mergeKey = null;
      });
    },
  };
};
