import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChart, MAX_LABELS } from 'statradar';
import type { Chart } from 'statradar';
import { repairChart } from 'statradar/data';

import { backUpChart, cloudChartExists, CloudChartIdTakenError } from '../data/cloudCharts';
import type * as CloudCharts from '../data/cloudCharts';
import { deleteChart } from '../data/localCharts';
import { chartFingerprint } from '../data/localChartsExtras';
import { rawStorage } from '../data/storageTestUtils';
import { createChartStore } from './chartStore';

// The backup's requests, so a test can lose an answer or delete a row; ids and errors stay the real ones.
vi.mock('../data/cloudCharts', async (importOriginal) => ({
  ...(await importOriginal<typeof CloudCharts>()),
  backUpChart: vi.fn(),
  cloudChartExists: vi.fn(),
}));
const backUpRequest = vi.mocked(backUpChart);
const rowExists = vi.mocked(cloudChartExists);

type Store = ReturnType<typeof createChartStore>;
const stores: Store[] = [];
const CLOUD_ID = '0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b';

function readyStore(): Store {
  const store = createChartStore();
  store.getState().init();
  stores.push(store);
  return store;
}

function active(store: Store): Chart {
  const stored = store.getState().charts[store.getState().activeId];
  if (stored?.status !== 'ok') throw new Error('not readable');
  return stored.chart;
}

const cloudChart: Chart = { ...createChart(), metadata: { name: 'Cloud', description: '' } };

beforeEach(() => {
  rawStorage.clear();
  backUpRequest.mockReset();
  rowExists.mockReset();
  rowExists.mockResolvedValue(true);
});
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().flushSaves();
});

describe('owner opening a cloud chart', () => {
  it('makes a linked local working copy on the first visit', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    expect(store.getState().activeId).toBe('MyChart1');
    expect(active(store).metadata.name).toBe('Cloud');
    const link = { cloudId: CLOUD_ID, updatedAt: 'T1', syncedFingerprint: chartFingerprint(cloudChart) };
    expect(store.getState().cloudLinks.MyChart1).toEqual(link);
    expect(rawStorage.json('cloudLinkMyChart1')).toEqual(link);
  });

  it('shows the repair notice for a cloud row that breaks a limit, with the row as stored to download', () => {
    const store = readyStore();
    const repairs = [{ path: 'metadata.name', message: 'metadata.name: cut to 200 characters' }];
    const original = { metadata: '{"name":"long"}', labels: '[]', data: '[]' };
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1', { repairs, original });
    const stored = store.getState().charts.MyChart1;
    expect(stored).toMatchObject({ status: 'ok', repairs, original });
  });

  it('reopens the working copy with its unsaved edits instead of the older cloud version', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().updateMetadata({ name: 'Edited locally' });
    const again = readyStore();
    again.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    expect(again.getState().activeId).toBe('MyChart1');
    expect(active(again).metadata.name).toBe('Edited locally');
    expect(again.getState().cloudNewer).toBeNull();
    expect(again.getState().chartIds).toEqual(['MyChart', 'MyChart1']);
  });

  it('asks when both the cloud and the local copy changed, and loading the cloud version is one undo step', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().updateMetadata({ name: 'Edited locally' });
    const newer = { ...cloudChart, metadata: { name: 'Edited elsewhere', description: '' } };
    store.getState().openOwnCloudChart(CLOUD_ID, newer, 'T2');
    expect(store.getState().cloudNewer).toEqual({ chartId: 'MyChart1', chart: newer, updatedAt: 'T2' });
    expect(active(store).metadata.name).toBe('Edited locally');
    store.getState().loadCloudVersion();
    expect(active(store).metadata.name).toBe('Edited elsewhere');
    expect(store.getState().cloudLinks.MyChart1?.updatedAt).toBe('T2');
    store.getState().undo();
    expect(active(store).metadata.name).toBe('Edited locally');
  });

  it('keeps unsaved local edits, asking nothing, when only the row’s updated_at moved (made public, approved)', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().updateMetadata({ name: 'Edited locally' });
    // The same cloud content, a new updated_at: the owner ticked Public on the account page.
    const reloaded = readyStore();
    reloaded.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T2');
    expect(reloaded.getState().cloudNewer).toBeNull();
    expect(active(reloaded).metadata.name).toBe('Edited locally');
    expect(reloaded.getState().cloudLinks.MyChart1).toMatchObject({
      updatedAt: 'T2',
      syncedFingerprint: chartFingerprint(cloudChart),
    });
  });

  it('knows the row still holds what this browser saved when the style was set key by key', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().updateStyle({ gridLine: 'circle' });
    store.getState().updateStyle({ fillStyle: 'outline' });
    const saved = active(store);
    // "Save to cloud" links what it saved; the row gives it back with its keys in another order.
    store.getState().linkToCloud('MyChart1', {
      cloudId: CLOUD_ID,
      updatedAt: 'T2',
      syncedFingerprint: chartFingerprint(saved),
    });
    const readBack = repairChart(JSON.parse(JSON.stringify(saved)));
    if (!readBack.ok) throw new Error('not a chart');
    expect(JSON.stringify(readBack.value)).not.toBe(JSON.stringify(saved));
    store.getState().updateMetadata({ name: 'Edited locally' });
    // Made public since: a new updated_at, the same content.
    store.getState().openOwnCloudChart(CLOUD_ID, readBack.value, 'T3');
    expect(store.getState().cloudNewer).toBeNull();
    expect(active(store).metadata.name).toBe('Edited locally');
  });

  it('takes a newer cloud version silently when the local copy has no changes of its own', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().switchChart('MyChart');
    // The local copy equals the newer cloud data (another tab of this browser saved it).
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T2');
    expect(store.getState().cloudNewer).toBeNull();
    expect(store.getState().cloudLinks.MyChart1?.updatedAt).toBe('T2');
  });

  it('takes a newer cloud version, one undo step, when the local copy is as this browser last synced it', () => {
    // This browser opened the row and made no edits; another device then saved a newer version.
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    const newer = { ...cloudChart, metadata: { name: 'Saved on another device', description: '' } };
    const reloaded = readyStore();
    reloaded.getState().openOwnCloudChart(CLOUD_ID, newer, 'T2');
    expect(reloaded.getState().cloudNewer).toBeNull();
    expect(active(reloaded).metadata.name).toBe('Saved on another device');
    expect(reloaded.getState().cloudLinks.MyChart1).toMatchObject({
      updatedAt: 'T2',
      syncedFingerprint: chartFingerprint(newer),
    });
    reloaded.getState().undo();
    expect(active(reloaded).metadata.name).toBe('Cloud');
  });

  it('still asks when the link predates fingerprints (it cannot tell whether the local copy changed)', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    rawStorage.set('cloudLinkMyChart1', JSON.stringify({ cloudId: CLOUD_ID, updatedAt: 'T1' }));
    const newer = { ...cloudChart, metadata: { name: 'Saved on another device', description: '' } };
    const reloaded = readyStore();
    reloaded.getState().openOwnCloudChart(CLOUD_ID, newer, 'T2');
    expect(reloaded.getState().cloudNewer).toMatchObject({ chartId: 'MyChart1', updatedAt: 'T2' });
    expect(active(reloaded).metadata.name).toBe('Cloud');
  });

  it('forgets that a chart’s cloud row was deleted when that chart is deleted or its id is reused', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().unlinkDeletedCloudRow('MyChart1');
    expect(store.getState().cloudRowDeletedFor).toBe('MyChart1');
    deleteChart('MyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().cloudRowDeletedFor).toBeNull();
    // Set again for the free id MyChart1 (a stale note), then a new chart takes that id.
    store.getState().unlinkDeletedCloudRow('MyChart1');
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(store.getState().cloudRowDeletedFor).toBeNull();
  });

  it('Copy Chart of a linked chart makes an unlinked copy', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().copyActiveChart();
    expect(store.getState().activeId).toBe('MyChart2');
    expect(store.getState().cloudLinks.MyChart2).toBeUndefined();
  });
});

describe('limits and imports', () => {
  it('never adds attributes past the parser limit', () => {
    const store = readyStore();
    for (let index = 0; index < MAX_LABELS + 3; index += 1) store.getState().addAttribute();
    expect(active(store).labels).toHaveLength(MAX_LABELS);
  });

  it('addChart saves an imported chart as a new local chart', () => {
    const store = readyStore();
    store.getState().addChart(cloudChart);
    expect(store.getState().activeId).toBe('MyChart1');
    expect(rawStorage.json('metadataMyChart1')).toEqual({ name: 'Cloud', description: '' });
  });

  it('opening a shared chart clears the drafts of the previous temporary chart', () => {
    const store = readyStore();
    rawStorage.set('statradarDraft:TempChart:name', 'old draft');
    store.getState().openTempChart(cloudChart);
    expect(rawStorage.get('statradarDraft:TempChart:name')).toBeNull();
  });
});

describe('cloud links and deleted charts', () => {
  it('a new chart under the id of a deleted, backed-up chart is linked to no cloud row', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    expect(store.getState().activeId).toBe('MyChart1');
    // Deleted in the editor (the selector deletes the keys, then the store re-reads them).
    deleteChart('MyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
  });

  it('a new chart never inherits a stray link left under its id (it would survive a reload)', () => {
    rawStorage.set('cloudLinkMyChart1', JSON.stringify({ cloudId: CLOUD_ID, updatedAt: 'T1' }));
    const store = readyStore();
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
    expect(rawStorage.get('cloudLinkMyChart1')).toBeNull();
    expect(readyStore().getState().cloudLinks.MyChart1).toBeUndefined();
  });

  it('another tab deleting a backed-up chart drops its link here too', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    store.getState().switchChart('MyChart');
    deleteChart('MyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
  });

  it('follows links another tab makes or drops', () => {
    const store = readyStore();
    rawStorage.set('cloudLinkMyChart', JSON.stringify({ cloudId: CLOUD_ID, updatedAt: 'T2' }));
    store.getState().applyStorageChange({ kind: 'cloudLink', id: 'MyChart' });
    expect(store.getState().cloudLinks.MyChart).toEqual({ cloudId: CLOUD_ID, updatedAt: 'T2' });
    rawStorage.remove('cloudLinkMyChart');
    store.getState().applyStorageChange({ kind: 'cloudLink', id: 'MyChart' });
    expect(store.getState().cloudLinks.MyChart).toBeUndefined();
  });

  it('keeps the updated_at this tab synced when another tab saves the same row (a newer version to ask about)', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    rawStorage.set('cloudLinkMyChart1', JSON.stringify({ cloudId: CLOUD_ID, updatedAt: 'T2' }));
    store.getState().applyStorageChange({ kind: 'cloudLink', id: 'MyChart1' });
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().cloudLinks.MyChart1).toMatchObject({ cloudId: CLOUD_ID, updatedAt: 'T1' });
  });

  it('resetting an unreadable chart unlinks it: the default chart is not the cloud row', () => {
    const store = readyStore();
    store.getState().openOwnCloudChart(CLOUD_ID, cloudChart, 'T1');
    rawStorage.set('metadataMyChart1', '{"name": oops');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().charts.MyChart1?.status).toBe('unreadable');
    store.getState().resetUnreadableChart('MyChart1');
    expect(store.getState().cloudLinks.MyChart1).toBeUndefined();
    expect(rawStorage.get('cloudLinkMyChart1')).toBeNull();
  });
});

describe('backing up a chart', () => {
  it('makes no second row of a chart another tab linked meanwhile, and links this tab to its row', async () => {
    const store = readyStore();
    // Another tab backed MyChart up: its link is in storage before its storage event arrives here.
    const link = { cloudId: CLOUD_ID, updatedAt: 'T1', userId: 'user-1' };
    rawStorage.set('cloudLinkMyChart', JSON.stringify(link));
    await expect(store.getState().backUpToCloud('MyChart', 'user-1')).resolves.toEqual({
      link,
      created: false,
      linkStored: true,
    });
    expect(store.getState().cloudLinks.MyChart).toEqual(link);
  });

  it('backs up afresh a chart linked to a row deleted since (on another device), instead of reporting it backed up', async () => {
    const store = readyStore();
    const link = { cloudId: CLOUD_ID, updatedAt: 'T1', userId: 'user-1' };
    store.getState().linkToCloud('MyChart', link);
    rowExists.mockResolvedValueOnce(false);
    backUpRequest.mockImplementationOnce(async (chart, id) => ({ id, updatedAt: 'T2', chart }));
    const { link: newLink, created } = await store.getState().backUpToCloud('MyChart', 'user-1');
    expect(rowExists).toHaveBeenCalledWith(CLOUD_ID);
    expect(created).toBe(true);
    expect(newLink.cloudId).not.toBe(CLOUD_ID);
    expect(newLink.cloudId).toBe(backUpRequest.mock.calls[0]![1]);
    expect(store.getState().cloudLinks.MyChart).toEqual(newLink);
    expect(rawStorage.json('cloudLinkMyChart')).toEqual(newLink);
  });

  it('a retry after a lost answer sends the same row id, and the id is forgotten once the chart is linked', async () => {
    const store = readyStore();
    backUpRequest.mockRejectedValueOnce(new Error('Could not reach the cloud.'));
    await expect(store.getState().backUpToCloud('MyChart', 'user-1')).rejects.toThrow('Could not reach');
    const [, lostId] = backUpRequest.mock.calls[0]!;
    expect(lostId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // After a reload the retry still knows the id.
    const reloaded = readyStore();
    backUpRequest.mockImplementationOnce(async (chart, id) => ({ id, updatedAt: 'T1', chart }));
    const { link, created } = await reloaded.getState().backUpToCloud('MyChart', 'user-1');
    expect(backUpRequest.mock.calls[1]![1]).toBe(lostId);
    expect(created).toBe(true);
    expect(link).toEqual({
      cloudId: lostId,
      updatedAt: 'T1',
      userId: 'user-1',
      syncedFingerprint: chartFingerprint(active(reloaded)),
    });
    expect(rawStorage.get('cloudBackupIdMyChart')).toBeNull();
  });

  it('links to the row an earlier try made as it is, so later edits show as not yet saved', async () => {
    const store = readyStore();
    const older = { ...active(store), metadata: { name: 'Before the edit', description: '' } };
    backUpRequest.mockImplementationOnce(async (_chart, id) => ({ id, updatedAt: 'T1', chart: older }));
    const { link } = await store.getState().backUpToCloud('MyChart', 'user-1');
    expect(link.syncedFingerprint).toBe(chartFingerprint(older));
  });

  it('another account backing up the same local chart uses an id of its own', async () => {
    const store = readyStore();
    backUpRequest.mockRejectedValueOnce(new Error('Could not reach the cloud.'));
    await expect(store.getState().backUpToCloud('MyChart', 'user-1')).rejects.toThrow();
    backUpRequest.mockImplementationOnce(async (chart, id) => ({ id, updatedAt: 'T1', chart }));
    await store.getState().backUpToCloud('MyChart', 'user-2');
    expect(backUpRequest.mock.calls[1]![1]).not.toBe(backUpRequest.mock.calls[0]![1]);
  });

  it('backs up under a new id when the kept one cannot be used (its row was deleted meanwhile)', async () => {
    const store = readyStore();
    backUpRequest.mockRejectedValueOnce(new CloudChartIdTakenError());
    backUpRequest.mockImplementationOnce(async (chart, id) => ({ id, updatedAt: 'T1', chart }));
    const { link } = await store.getState().backUpToCloud('MyChart', 'user-1');
    const [first, second] = backUpRequest.mock.calls.map(([, id]) => id);
    expect(second).not.toBe(first);
    expect(link.cloudId).toBe(second);
  });

  it('a new chart under the id of a deleted chart does not take that chart’s unfinished backup', async () => {
    const store = readyStore();
    store.getState().createNewChart();
    backUpRequest.mockRejectedValueOnce(new Error('Could not reach the cloud.'));
    await expect(store.getState().backUpToCloud('MyChart1', 'user-1')).rejects.toThrow();
    expect(rawStorage.get('cloudBackupIdMyChart1')).not.toBeNull();
    deleteChart('MyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(rawStorage.get('cloudBackupIdMyChart1')).toBeNull();
  });

  it('says when storage refused the link, and a backup again after a reload finds the same row', async () => {
    const store = readyStore();
    const setItem = Storage.prototype.setItem;
    // Storage full: this write fails, as a quota error would.
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key.startsWith('cloudLink'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      backUpRequest.mockImplementation(async (chart, id) => ({ id, updatedAt: 'T1', chart }));
      const first = await store.getState().backUpToCloud('MyChart', 'user-1');
      expect(first.linkStored).toBe(false);
      // Linked for this visit.
      expect(store.getState().cloudLinks.MyChart?.cloudId).toBe(first.link.cloudId);
      const again = await readyStore().getState().backUpToCloud('MyChart', 'user-1');
      expect(again.link.cloudId).toBe(first.link.cloudId);
    } finally {
      refuse.mockRestore();
    }
  });
});
