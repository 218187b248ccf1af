/**
 * The app's one store: charts (with their storage status), the selection, undo history per chart
 * and UI messages. Components select narrow slices: `useChartStore((state) => state.selected)`.
 */
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';

import { moveDrafts } from '../data/draftMoves';
import type { StoredChart } from '../data/localCharts';
import { createChartsSlice } from './chartsSlice';
import { createCloudSlice } from './cloudSlice';
import { createHistorySlice } from './historySlice';
import { createSelectionSlice } from './selectionSlice';
import type { ChartStoreState } from './types';
import { createUiSlice } from './uiSlice';

/** A fresh store (tests create one each; the app uses {@link chartStore}). */
export function createChartStore() {
  const store = createStore<ChartStoreState>()(
    immer((...parts) => ({
      ...createChartsSlice(...parts),
      ...createSelectionSlice(...parts),
      ...createHistorySlice(...parts),
      ...createUiSlice(...parts),
      ...createCloudSlice(...parts),
    })),
  );
  // Every change of the active chart (an edit, an undo, another tab's edit) takes the open drafts
  // of its data sets and attributes along, before the edit boxes render the new keys.
  store.subscribe((state, previous) => {
    const id = state.activeId;
    const before = previous.charts[id];
    const after = state.charts[id];
    if (id !== previous.activeId || before?.status !== 'ok' || after?.status !== 'ok') return;
    if (before.chart !== after.chart) moveDrafts(id, before.chart, after.chart);
  });
  return store;
}

export const chartStore = createChartStore();

export function useChartStore<Selected>(selector: (state: ChartStoreState) => Selected): Selected {
  return useStore(chartStore, selector);
}

/** The active chart entry (ok or unreadable), or undefined before init. */
export function selectActiveChart(state: ChartStoreState): StoredChart | undefined {
  return state.charts[state.activeId];
}

export function selectCanUndo(state: ChartStoreState): boolean {
  return (state.history[state.activeId]?.past.length ?? 0) > 0;
}

export function selectCanRedo(state: ChartStoreState): boolean {
  return (state.history[state.activeId]?.future.length ?? 0) > 0;
}
