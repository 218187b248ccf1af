import { applyPatches, enablePatches, produceWithPatches } from 'immer';
import {
  addAttribute,
  addDataSet,
  createChart,
  MAX_DATA_SETS,
  MAX_LABELS,
  removeAttribute,
  removeDataSet,
  renameLabel,
  setValue,
  updateDataSet,
  updateMetadata,
} from 'statradar';
import type { Chart } from 'statradar';

import {
  DEFAULT_CHART_ID,
  isStorageAvailable,
  listChartIds,
  nextChartId,
  QUOTA_MESSAGE,
  readChart,
  readCurrentChartId,
  resetChart,
  saveChart,
  subscribeToStorageChanges,
  TEMP_CHART_ID,
  writeCurrentChartId,
} from '../data/localCharts';
import type { StoredChart } from '../data/localCharts';
import {
  forgetChartExtras,
  moveChartDrafts,
  readCloudLink,
  removeCloudLink,
} from '../data/localChartsExtras';
import { followStoredTempChartSource, keepTempChartSource } from '../data/preferences';
import { assignChanges } from './chartDiff';
import {
  flushPendingSaves,
  forgetSavedChart,
  persistEditedChart,
  lastSavedChart,
  retryUnsavedCharts,
  writeChartNow,
} from './chartPersistence';
import { mergeChartEdits } from './chartMerge';
import { EMPTY_HISTORY, historyWithEdit } from './history';
import { INITIAL_SELECTION, selectionAfterRemoval, selectionWithin } from './selection';
import type { ChartsSlice, ChartStoreState, SliceCreator } from './types';

/** When another tab's change replaced edits this tab could not save and could not merge with it. */
export const REPLACED_BY_OTHER_TAB_MESSAGE =
  "Another tab changed this chart while your browser's storage was full: the changes this tab could not save were replaced by that tab's version.";

enablePatches();

function storedOk(id: string, chart: Chart): StoredChart {
  return { id, status: 'ok', chart, warnings: [], repairs: [], original: null };
}

/**
 * The stored ids, plus those of charts this tab holds that are not stored (their save failed,
 * storage full), so they still show in the selector until a save succeeds.
 */
function chartIdsWith(...unsaved: readonly string[]): string[] {
  const ids = listChartIds();
  return [...ids, ...unsaved.filter((id, index) => !ids.includes(id) && unsaved.indexOf(id) === index)];
}

export const createChartsSlice: SliceCreator<ChartsSlice> = (set, get) => {
  /** Makes `id` the active chart (already in `charts`), resetting the selection. */
  function activate(draft: ChartStoreState, id: string): void {
    // A tab showing the temporary chart keeps it (another tab's link does not replace it), and so
    // the link it came from.
    if (id === TEMP_CHART_ID) keepTempChartSource();
    draft.activeId = id;
    Object.assign(draft, INITIAL_SELECTION);
  }

  /** Reports the outcome of a write that is not an edit (creating, copying, opening a chart). */
  function reportWrite(result: { ok: true } | { ok: false; message: string }): void {
    if (!result.ok) {
      set((draft) => {
        draft.storageMessage = result.message;
      });
    }
  }

  /** Saves a new chart under `id` and activates it. */
  function addAndActivate(id: string, chart: Chart): void {
    const result = id === TEMP_CHART_ID ? resetChart(id, chart) : saveChart(id, chart);
    forgetSavedChart(id, result.ok ? chart : undefined);
    writeCurrentChartId(id);
    // A new chart is linked to no cloud row, even if a deleted chart under this id was (a stale
    // link would make "Save to cloud" overwrite that chart's backup with this one).
    removeCloudLink(id);
    set((draft) => {
      delete draft.cloudLinks[id];
      // Nor does it inherit the note that a deleted chart's cloud row was gone.
      if (draft.cloudRowDeletedFor === id) draft.cloudRowDeletedFor = null;
      draft.charts[id] = storedOk(id, chart);
      draft.chartIds = chartIdsWith(...draft.unsavedChartIds, id);
      draft.history[id] = EMPTY_HISTORY;
      if (!result.ok && !draft.unsavedChartIds.includes(id)) draft.unsavedChartIds.push(id);
      activate(draft, id);
    });
    reportWrite(result);
  }

  /** Reads every stored chart; the tab's active chart becomes currentChart's (see ensureActiveChart). */
  function loadAll(): void {
    const ids = listChartIds();
    followStoredTempChartSource();
    keepTempChartSource();
    const charts: Record<string, StoredChart> = {};
    for (const id of ids) {
      const stored = readChart(id);
      if (stored) charts[id] = stored;
      // A repaired chart counts as unsaved: its first edit writes every part, so no key keeps what broke the limit.
      forgetSavedChart(id, stored?.status === 'ok' && stored.repairs.length === 0 ? stored.chart : undefined);
    }
    const activeId = readCurrentChartId();
    get().loadCloudLinks();
    set((draft) => {
      draft.status = 'ready';
      draft.chartIds = ids;
      draft.charts = charts;
      if (draft.activeId !== activeId) activate(draft, activeId);
    });
  }

  /**
   * Makes sure a stored chart is active, for the screens that edit or show one. When the active
   * chart is gone (deleted on the account page or in another tab) or currentChart names no stored
   * chart (a missing temporary chart, a hand-edited value), it opens currentChart's chart, another
   * stored chart, or starts the default one: never a chart under a name that has none.
   */
  function ensureActiveChart(): void {
    const { charts, chartIds, activeId } = get();
    if (!charts[activeId]) {
      const current = readCurrentChartId();
      const next = charts[current]
        ? current
        : (chartIds.find((id) => id !== TEMP_CHART_ID && charts[id]) ?? DEFAULT_CHART_ID);
      if (charts[next]) get().switchChart(next);
      else addAndActivate(next, createChart());
      return;
    }
    writeCurrentChartId(activeId);
    const active = charts[activeId];
    if (active?.status === 'ok') {
      set((draft) => Object.assign(draft, selectionWithin(draft, active.chart.data.length)));
    }
  }

  const slice: ChartsSlice = {
    status: 'loading',
    activeId: DEFAULT_CHART_ID,
    chartIds: [],
    charts: {},

    load: () => {
      if (get().status !== 'loading') return;
      if (!isStorageAvailable()) {
        set((draft) => {
          draft.status = 'unavailable';
        });
        return;
      }
      loadAll();
      // The store lives as long as the page, so these listeners are never removed.
      subscribeToStorageChanges((change) => get().applyStorageChange(change));
      window.addEventListener('pagehide', () => get().flushSaves());
      // Edits storage refused (full) live only in this tab: leaving would lose them, so the
      // browser asks first. (Pending gesture saves are written here, and may join them.)
      window.addEventListener('beforeunload', (event) => {
        get().flushSaves();
        if (get().unsavedChartIds.length > 0) event.preventDefault();
      });
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') get().flushSaves();
      });
    },

    init: () => {
      get().load();
      if (get().status === 'ready') ensureActiveChart();
    },

    flushSaves: () => flushPendingSaves(get, set),

    switchChart: (id) => {
      const known = get().charts[id] ?? readChart(id);
      if (!known) return;
      writeCurrentChartId(id);
      set((draft) => {
        draft.charts[id] = known;
        activate(draft, id);
      });
    },

    createNewChart: () => addAndActivate(nextChartId([...listChartIds(), ...get().chartIds]), createChart()),
    addChart: (chart) => addAndActivate(nextChartId([...listChartIds(), ...get().chartIds]), chart),

    openTempChart: (chart, options) => {
      // Drafts of another chart that was in the slot before belong to it, not to this one; the same
      // link opened again (a reload) keeps its texts left open.
      if (!options?.sameSource) forgetChartExtras(TEMP_CHART_ID);
      addAndActivate(TEMP_CHART_ID, chart);
    },

    copyActiveChart: () => {
      const fromId = get().activeId;
      const active = get().charts[fromId];
      if (active?.status !== 'ok') return;
      const id = nextChartId([...listChartIds(), ...get().chartIds]);
      addAndActivate(id, active.chart);
      // Copy Chart keeps a shared chart: the texts left open on it go along (they were deleted with
      // the temporary chart when the next link was opened). A duplicate's drafts stay with the original.
      if (fromId === TEMP_CHART_ID) moveChartDrafts(fromId, id);
    },

    resetUnreadableChart: (id) => {
      const chart = createChart();
      const result = resetChart(id, chart);
      forgetSavedChart(id, result.ok ? chart : undefined);
      // The default chart is not the cloud row's: saving it there would overwrite the backup.
      removeCloudLink(id);
      set((draft) => {
        delete draft.cloudLinks[id];
        draft.charts[id] = storedOk(id, chart);
        draft.history[id] = EMPTY_HISTORY;
        if (draft.activeId === id) Object.assign(draft, INITIAL_SELECTION);
      });
      reportWrite(result);
    },

    applyStorageChange: (change) => {
      if (get().status !== 'ready') return;
      if (change.kind === 'all') {
        set((draft) => {
          draft.history = {};
        });
        loadAll();
        return;
      }
      // Each tab keeps its own active chart; only chart contents are shared.
      if (change.kind === 'current') return;
      const { id } = change;
      const stored = readChart(id);
      // Edits to the temporary chart are never written, so the one this tab shows is its own:
      // another tab opening a link must not swap it (Copy Chart would copy the other chart).
      // Deleting it (here or there) still removes it.
      if (id === TEMP_CHART_ID && get().activeId === TEMP_CHART_ID && stored) return;
      if (id === TEMP_CHART_ID) followStoredTempChartSource();
      // Links follow storage (a deleted chart's link is gone, a link made in another tab is seen), but
      // a link to the same row keeps the updated_at this tab last synced: a save made in another tab
      // since is still a newer version to ask about before overwriting.
      const storedLink = stored ? readCloudLink(id) : null;
      const ownLink = get().cloudLinks[id];
      const link = storedLink && ownLink?.cloudId === storedLink.cloudId ? ownLink : storedLink;
      if (change.kind === 'cloudLink') {
        set((draft) => {
          if (link) draft.cloudLinks[id] = link;
          else delete draft.cloudLinks[id];
        });
        return;
      }
      // This tab's own edits not yet in storage (a drag's throttled write) are merged with the other
      // tab's change, never dropped: each tab keeps what the other did not touch.
      const own = get().charts[id];
      const base = lastSavedChart(id);
      const merged =
        id !== TEMP_CHART_ID &&
        base &&
        own?.status === 'ok' &&
        stored?.status === 'ok' &&
        !stored.repairs.length
          ? mergeChartEdits(base, own.chart, stored.chart)
          : null;
      // A repaired chart counts as unsaved: its first edit writes every part, so no key keeps what broke the limit.
      forgetSavedChart(id, stored?.status === 'ok' && stored.repairs.length === 0 ? stored.chart : undefined);
      set((draft) => {
        draft.history[id] = EMPTY_HISTORY;
        const held = draft.charts[id];
        if (merged && own?.status === 'ok' && held?.status === 'ok' && stored?.status === 'ok') {
          // Only what changed is assigned, so the parts neither tab touched keep their objects.
          assignChanges(
            held.chart as unknown as Record<string, unknown>,
            own.chart as unknown as Record<string, unknown>,
            merged as unknown as Record<string, unknown>,
          );
          held.warnings = stored.warnings;
        } else if (stored) draft.charts[id] = stored;
        else delete draft.charts[id];
        if (!stored && draft.cloudRowDeletedFor === id) draft.cloudRowDeletedFor = null;
        // Stored by another tab (merged with this tab's edits, written below) or deleted: either way
        // no longer this tab's alone. An edit that could be neither saved nor merged is said to be lost.
        const wasUnsaved = draft.unsavedChartIds.includes(id);
        draft.unsavedChartIds = draft.unsavedChartIds.filter((entry) => entry !== id);
        draft.chartIds = chartIdsWith(...draft.unsavedChartIds);
        if (wasUnsaved && !merged && stored) draft.storageMessage = REPLACED_BY_OTHER_TAB_MESSAGE;
        else if (draft.unsavedChartIds.length === 0 && draft.storageMessage === QUOTA_MESSAGE)
          draft.storageMessage = null;
        if (link) draft.cloudLinks[id] = link;
        else delete draft.cloudLinks[id];
        if (draft.activeId === id && stored?.status === 'ok') {
          Object.assign(draft, selectionWithin(draft, (merged ?? stored.chart).data.length));
        }
      });
      // What this tab adds to the other tab's version is stored at once, so every tab sees the merge.
      const now = get().charts[id];
      if (
        merged &&
        now?.status === 'ok' &&
        stored?.status === 'ok' &&
        JSON.stringify(merged) !== JSON.stringify(stored.chart)
      ) {
        writeChartNow(get, set, id, now.chart);
      }
      // A deleted chart may have freed the space that charts kept in this tab only were waiting for.
      retryUnsavedCharts(get, set);
    },

    editChart: (transform, mergeKey) => {
      const state = get();
      const id = state.activeId;
      const stored = state.charts[id];
      if (stored?.status !== 'ok') return;
      const base = stored.chart;
      const target = transform(base);
      if (target === base) return;
      const [next, patches, inversePatches] = produceWithPatches(base, (draft) => {
        assignChanges(
          draft as unknown as Record<string, unknown>,
          base as unknown as Record<string, unknown>,
          target as unknown as Record<string, unknown>,
        );
      });
      if (patches.length === 0) return;
      const history = historyWithEdit(state.history[id] ?? EMPTY_HISTORY, {
        patches,
        inversePatches,
        mergeKey: mergeKey ?? null,
        at: Date.now(),
      });
      // A gesture that comes back to where it started (a drag returned, a scroll that began on a
      // slider and was taken back) leaves no undo step that would change nothing.
      const step = history.past.at(-1);
      if (
        mergeKey &&
        step &&
        step.patches.length > patches.length &&
        JSON.stringify(applyPatches(next, step.inversePatches)) === JSON.stringify(next)
      ) {
        history.past.pop();
      }
      set((draft) => {
        draft.charts[id] = { ...stored, chart: next };
        // An edit that drops data sets (an import, a table row) must not leave the selection past the end.
        if (next.data.length < base.data.length)
          Object.assign(draft, selectionWithin(draft, next.data.length));
        draft.history[id] = history;
      });
      // Merged edits are gestures (drags, typing a colour): their writes are throttled.
      persistEditedChart(get, set, id, next, mergeKey);
    },

    addDataSet: () => {
      get().editChart((chart) => (chart.data.length >= MAX_DATA_SETS ? chart : addDataSet(chart)));
      const stored = get().charts[get().activeId];
      if (stored?.status === 'ok') get().selectDataSet(stored.chart.data.length - 1);
    },

    removeDataSet: (index) => {
      const { selected, recentSelection } = get();
      const before = get().charts[get().activeId];
      get().editChart((chart) => removeDataSet(chart, index));
      const after = get().charts[get().activeId];
      if (before?.status !== 'ok' || after?.status !== 'ok' || after.chart === before.chart) return;
      // From the selection before the edit: the edit itself only clamped it.
      const selection = selectionAfterRemoval({ selected, recentSelection }, index, after.chart.data.length);
      set((draft) => Object.assign(draft, selection));
    },

    addAttribute: () =>
      get().editChart((chart) => (chart.labels.length >= MAX_LABELS ? chart : addAttribute(chart))),
    removeAttribute: (index) => get().editChart((chart) => removeAttribute(chart, index)),
    setValue: (dataSetIndex, labelIndex, value) =>
      get().editChart(
        (chart) => setValue(chart, dataSetIndex, labelIndex, value),
        `value:${dataSetIndex}:${labelIndex}`,
      ),
    renameLabel: (labelIndex, name) => get().editChart((chart) => renameLabel(chart, labelIndex, name)),
    updateDataSet: (index, patch, mergeKey) =>
      get().editChart((chart) => updateDataSet(chart, index, patch), mergeKey),
    updateMetadata: (patch) => get().editChart((chart) => updateMetadata(chart, patch)),
    updateStyle: (patch) => {
      // Colour pickers and the Show Count spinner change continuously: one undo step per gesture.
      const continuous = ['labelColor', 'axisColor', 'showCount'].some((key) => key in patch);
      get().editChart(
        (chart) => updateMetadata(chart, { style: { ...chart.metadata.style, ...patch } }),
        continuous ? `style:${Object.keys(patch).join(',')}` : undefined,
      );
    },
  };
  return slice;
};
