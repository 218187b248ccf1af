import type { Chart } from 'statradar';

import { listChartIds, nextChartId, readChart, saveChart } from '../data/localCharts';
import type { BackedUpRow } from '../data/cloudCharts';
import {
  chartFingerprint,
  findChartLinkedTo,
  forgetPendingBackupId,
  readCloudLink,
  readPendingBackupId,
  removeCloudLink,
  writeCloudLink,
  writePendingBackupId,
} from '../data/localChartsExtras';
import type { CloudLink } from '../data/localChartsExtras';
import { withTabLock } from '../data/tabLock';
import { forgetSavedChart } from './chartPersistence';
import { EMPTY_HISTORY } from './history';
import type { CloudSlice, SliceCreator } from './types';

function sameChart(a: Chart, b: Chart): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const createCloudSlice: SliceCreator<CloudSlice> = (set, get) => ({
  cloudLinks: {},
  cloudNewer: null,
  cloudRowDeletedFor: null,
  loadCloudLinks: () => {
    const links: Record<string, CloudLink> = {};
    for (const id of listChartIds()) {
      const link = readCloudLink(id);
      if (link) links[id] = link;
    }
    set((draft) => {
      draft.cloudLinks = links;
    });
  },
  linkToCloud: (chartId, link) => {
    const stored = writeCloudLink(chartId, link);
    set((draft) => {
      draft.cloudLinks[chartId] = link;
      if (draft.cloudNewer?.chartId === chartId) draft.cloudNewer = null;
      if (draft.cloudRowDeletedFor === chartId) draft.cloudRowDeletedFor = null;
    });
    return stored;
  },
  backUpToCloud: async (chartId, userId) => {
    // supabase-js loads only when a signed-in user uses the cloud.
    const { backUpChart, cloudChartExists, CloudChartIdTakenError, newCloudChartId } =
      await import('../data/cloudCharts');
    const newRowId = () => {
      const id = newCloudChartId();
      writePendingBackupId(chartId, { id, userId });
      return id;
    };
    // One backup of a chart at a time across tabs: two confirmed at once make one row, not two.
    return withTabLock(`statradar-backup:${chartId}`, async () => {
      // Read from storage: another tab's link may be there before its storage event reached this tab.
      const storedLink = readCloudLink(chartId);
      let linked = storedLink ?? get().cloudLinks[chartId];
      // A link to a row deleted since (on another device, or before links were dropped with their
      // rows) backs nothing up: the chart is backed up afresh instead of reported as backed up.
      if (linked && (linked.userId ?? userId) === userId && !(await cloudChartExists(linked.cloudId))) {
        get().unlinkCloud(chartId);
        linked = undefined;
      }
      if (linked && (linked.userId ?? userId) === userId) {
        // A link only this tab holds (storage was full) is written again: space may have been freed.
        const linkStored =
          storedLink && get().cloudLinks[chartId]?.cloudId === linked.cloudId
            ? true
            : get().linkToCloud(chartId, linked);
        if (linkStored) forgetPendingBackupId(chartId);
        return { link: linked, created: false, linkStored };
      }
      const stored = get().charts[chartId] ?? readChart(chartId);
      if (stored?.status !== 'ok') throw new Error('This chart cannot be read, so it was not backed up.');
      // The row id is chosen here and kept until the chart is linked: a retry after a lost answer
      // (or a reload, or a closed browser) sends the same id and finds the row the lost try made,
      // rather than making a second one that takes another of the 5 places.
      const rowId = readPendingBackupId(chartId, userId) ?? newRowId();
      let row: BackedUpRow;
      try {
        row = await backUpChart(stored.chart, rowId);
      } catch (error) {
        // The id is unusable (the row it made was deleted meanwhile): no row of this backup exists.
        if (!(error instanceof CloudChartIdTakenError)) throw error;
        row = await backUpChart(stored.chart, newRowId());
      }
      const link: CloudLink = {
        cloudId: row.id,
        updatedAt: row.updatedAt,
        userId,
        // A row found from an earlier try may hold an older version: the chart then shows as
        // changed since, and "Save to cloud" brings the row up to date.
        ...(row.chart ? { syncedFingerprint: chartFingerprint(row.chart) } : {}),
      };
      // With the link not stored (storage full), the backup's id stays for a backup again after a
      // reload, which then finds this row instead of making a second one.
      const linkStored = get().linkToCloud(chartId, link);
      if (linkStored) forgetPendingBackupId(chartId);
      return { link, created: true, linkStored };
    });
  },
  unlinkCloud: (chartId) => {
    removeCloudLink(chartId);
    set((draft) => {
      delete draft.cloudLinks[chartId];
    });
  },
  unlinkDeletedCloudRow: (chartId) => {
    get().unlinkCloud(chartId);
    set((draft) => {
      draft.cloudRowDeletedFor = chartId;
    });
  },
  openOwnCloudChart: (cloudId, chart, updatedAt, details) => {
    const linkedId = findChartLinkedTo(cloudId);
    const stored = linkedId ? (get().charts[linkedId] ?? readChart(linkedId)) : null;
    if (linkedId && stored?.status === 'ok') {
      get().switchChart(linkedId);
      const link = get().cloudLinks[linkedId] ?? readCloudLink(linkedId);
      const local = get().charts[linkedId];
      if (local?.status !== 'ok') return;
      const synced = {
        cloudId,
        updatedAt,
        userId: details?.userId ?? link?.userId,
        syncedFingerprint: chartFingerprint(chart),
      };
      if (sameChart(local.chart, chart)) {
        get().linkToCloud(linkedId, synced);
      } else if (link?.updatedAt !== updatedAt) {
        if (link?.syncedFingerprint === synced.syncedFingerprint) {
          // The row holds what this browser last synced: the database moves updated_at on most
          // writes, a Public switch or an approval too, so a new updated_at alone is nothing newer,
          // and the local edits are still the newest version (asking offered to throw them away).
          get().linkToCloud(linkedId, synced);
        } else if (link?.syncedFingerprint === chartFingerprint(local.chart)) {
          // Only the cloud changed (saved elsewhere): the local copy has nothing of its own to lose.
          // One undo step, like loading a newer version by choice.
          get().editChart(() => chart);
          get().linkToCloud(linkedId, synced);
        } else {
          // Both changed since this browser last synced: never overwrite either without asking.
          set((draft) => {
            draft.cloudNewer = { chartId: linkedId, chart, updatedAt };
          });
        }
      }
      // Otherwise the local copy holds edits not yet saved to the cloud: it is the newest.
      return;
    }
    // First time on this browser: a local working copy, linked to the row it saves back to.
    const id = nextChartId([...listChartIds(), ...get().chartIds]);
    const result = saveChart(id, chart);
    forgetSavedChart(id, result.ok ? chart : undefined);
    set((draft) => {
      // A repaired row shows the editor's repair notice, with the row's original to download.
      draft.charts[id] = {
        id,
        status: 'ok',
        chart,
        warnings: [],
        repairs: details?.repairs ?? [],
        original: details?.repairs.length ? details.original : null,
      };
      draft.chartIds = listChartIds().includes(id) ? listChartIds() : [...listChartIds(), id];
      draft.history[id] = EMPTY_HISTORY;
      if (!result.ok) draft.storageMessage = result.message;
    });
    get().linkToCloud(id, {
      cloudId,
      updatedAt,
      userId: details?.userId,
      syncedFingerprint: chartFingerprint(chart),
    });
    get().switchChart(id);
  },
  loadCloudVersion: () => {
    const newer = get().cloudNewer;
    if (!newer) return;
    if (get().activeId !== newer.chartId) get().switchChart(newer.chartId);
    // One undo step, so the local edits it replaces can be brought back.
    get().editChart(() => newer.chart);
    const link = get().cloudLinks[newer.chartId];
    get().linkToCloud(newer.chartId, {
      cloudId: link?.cloudId ?? '',
      updatedAt: newer.updatedAt,
      userId: link?.userId,
      syncedFingerprint: chartFingerprint(newer.chart),
    });
  },
  dismissCloudNewer: () =>
    set((draft) => {
      draft.cloudNewer = null;
    }),
});
