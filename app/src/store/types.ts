import type { Chart, ChartMetadata, ChartStyle, DataSet, ParseIssue } from 'statradar';
import type { StateCreator } from 'zustand';

import type { RawChartParts, StorageChange, StoredChart } from '../data/localCharts';
import type { CloudLink } from '../data/localChartsExtras';
import type { ChartHistory } from './history';

export interface ChartsSlice {
  /** 'unavailable' when the browser blocks local storage: the editor then shows its fallback page. */
  status: 'loading' | 'ready' | 'unavailable';
  activeId: string;
  /** Every stored chart id in display order (TempChart included when it exists). */
  chartIds: string[];
  /** Charts read so far, by id; unreadable ones keep their raw text. */
  charts: Record<string, StoredChart>;
  /**
   * Reads storage once (idempotent) without making sure of an active chart: the account page lists
   * the stored charts and must not create one (a fresh device shows "No Charts Saved").
   */
  load(): void;
  /**
   * {@link load}, then makes sure a stored chart is active (currentChart's, another stored chart, or
   * a new default one): for the screens that edit or show the active chart. Run it again when the
   * active chart is gone (deleted on the account page or in another tab).
   */
  init(): void;
  /** Writes throttled edits (of a drag still in progress) to storage now. */
  flushSaves(): void;
  switchChart(id: string): void;
  /** "-- Create New Chart --": a new local chart with the engine's defaults, made active. */
  createNewChart(): void;
  /** Saves `chart` as a new local chart and activates it (import's "New chart"). */
  addChart(chart: Chart): void;
  /**
   * /chart/{id}: writes a loaded chart into the TempChart slot and activates it; `sameSource` (the
   * slot already holds this link's chart, as on a reload) keeps the drafts left open on it.
   */
  openTempChart(chart: Chart, options?: { sameSource?: boolean }): void;
  /** "Copy Chart": saves the active chart as a new local chart and activates the copy. */
  copyActiveChart(): void;
  /** Replaces an unreadable chart with a new default chart: the only write over unparseable keys. */
  resetUnreadableChart(id: string): void;
  /** Reacts to another tab's change of local storage. */
  applyStorageChange(change: StorageChange): void;
  /**
   * Applies an engine transform to the active chart as one undoable edit. Edits with the same
   * `mergeKey` in quick succession (a slider drag) become one undo step.
   */
  editChart(transform: (chart: Chart) => Chart, mergeKey?: string): void;
  addDataSet(): void;
  removeDataSet(index: number): void;
  addAttribute(): void;
  removeAttribute(index: number): void;
  setValue(dataSetIndex: number, labelIndex: number, value: number): void;
  renameLabel(labelIndex: number, name: string): void;
  /** `mergeKey` merges quick successive changes (typing a colour) into one undo step. */
  updateDataSet(index: number, patch: Partial<DataSet>, mergeKey?: string): void;
  updateMetadata(patch: Partial<ChartMetadata>): void;
  updateStyle(patch: Partial<ChartStyle>): void;
}

export interface SelectionSlice {
  /** Index of the data set shown in the panel. */
  selected: number;
  /** Data-set indices in selection order, most recent last (drives showCount). */
  recentSelection: number[];
  selectDataSet(index: number): void;
}

export interface HistorySlice {
  /** Undo history per chart id. */
  history: Record<string, ChartHistory>;
  /** The latest undo or redo that changed a chart (its serial grows by one each time), for announcing it. */
  lastStep: { direction: 'undo' | 'redo'; serial: number } | null;
  undo(): void;
  redo(): void;
  /**
   * Ends the active chart's current gesture: the next edit is a new undo step even within the merge
   * window (a value typed and committed with Enter, then another one, or an arrow step after it).
   */
  endGesture(): void;
}

export interface UiSlice {
  /** A storage problem to show (storage full, chart changed elsewhere); null when all is saved. */
  storageMessage: string | null;
  /** Charts whose last save failed: their next save writes every key. */
  unsavedChartIds: string[];
  dismissStorageMessage(): void;
  /** Charts whose "opened repaired" notice the user dismissed in this visit. */
  dismissedRepairIds: string[];
  dismissRepairNotice(id: string): void;
}

export interface CloudSlice {
  /** Local charts that save back to a cloud row, by local chart id. */
  cloudLinks: Record<string, CloudLink>;
  /** A cloud version newer than the local copy that both changed: the user chooses which to keep. */
  cloudNewer: { chartId: string; chart: Chart; updatedAt: string } | null;
  loadCloudLinks(): void;
  /**
   * Links a local chart to its cloud row. False when storage refused the link (full): it holds for
   * this visit only, and after a reload the chart is unlinked, which the user must be told.
   */
  linkToCloud(chartId: string, link: CloudLink): boolean;
  /**
   * Backs a local chart up as a new cloud row of `userId` and links the chart to it: the one path of
   * the editor's "Back up to cloud" and the account page's "Upload". A chart already linked to this
   * user's row (backed up meanwhile in another tab) gets no second row: `created` is false.
   * `linkStored` is false when storage was too full to keep the link past this visit.
   * Throws what the backup throws (the cloud limit, no network); nothing is linked then.
   */
  backUpToCloud(
    chartId: string,
    userId: string,
  ): Promise<{ link: CloudLink; created: boolean; linkStored: boolean }>;
  unlinkCloud(chartId: string): void;
  /**
   * The local chart whose cloud row turned out deleted when it was saved (unlinked then): the
   * editor says so until the chart is backed up again, whatever page the unlinking led to.
   */
  cloudRowDeletedFor: string | null;
  /** Unlinks `chartId` because its cloud row is gone, and records it for the editor's message. */
  unlinkDeletedCloudRow(chartId: string): void;
  /**
   * The owner opened their cloud chart: activates its local working copy (made and linked on the
   * first visit), never overwriting unsaved local edits without asking.
   */
  openOwnCloudChart(
    cloudId: string,
    chart: Chart,
    updatedAt: string,
    details?: { repairs: ParseIssue[]; original: RawChartParts | null; userId?: string },
  ): void;
  /** Replaces the local copy with the newer cloud version (one undo step). */
  loadCloudVersion(): void;
  dismissCloudNewer(): void;
}

export type ChartStoreState = ChartsSlice & SelectionSlice & HistorySlice & UiSlice & CloudSlice;

export type SliceCreator<Slice> = StateCreator<ChartStoreState, [['zustand/immer', never]], [], Slice>;
