import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChart } from 'statradar';

import {
  CURRENT_CHART_KEY,
  deleteChart,
  isStorageAvailable,
  listChartIds,
  nextChartId,
  QUOTA_MESSAGE,
  readChart,
  readCurrentChartId,
  resetChart,
  saveChart,
  subscribeToStorageChanges,
  writeCurrentChartId,
} from './localCharts';
import { readGridSettings, writeGridSettings } from './preferences';

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('chart ids', () => {
  it('defaults the current chart to MyChart when none is stored', () => {
    expect(readCurrentChartId()).toBe('MyChart');
    writeCurrentChartId('MyChart3');
    expect(localStorage.getItem(CURRENT_CHART_KEY)).toBe('MyChart3');
    expect(readCurrentChartId()).toBe('MyChart3');
  });

  it("reopens this tab's own chart after another tab picked another one, and a new tab's the last picked", () => {
    saveChart('MyChart1', createChart());
    saveChart('MyChart2', createChart());
    writeCurrentChartId('MyChart1');
    // Another tab (its own session storage, the same local storage) picks MyChart2.
    localStorage.setItem(CURRENT_CHART_KEY, 'MyChart2');
    expect(readCurrentChartId()).toBe('MyChart1');
    // A new tab has no session entry yet: it opens the chart picked last in any tab.
    sessionStorage.clear();
    expect(readCurrentChartId()).toBe('MyChart2');
  });

  it("falls back to the shared current chart when this tab's chart was deleted elsewhere", () => {
    saveChart('MyChart1', createChart());
    writeCurrentChartId('MyChart1');
    localStorage.setItem(CURRENT_CHART_KEY, 'MyChart');
    for (const part of ['metadata', 'labels', 'data']) localStorage.removeItem(`${part}MyChart1`);
    expect(readCurrentChartId()).toBe('MyChart');
  });

  it('gives a new chart the first unused MyChart number', () => {
    expect(nextChartId([])).toBe('MyChart1');
    expect(nextChartId(['MyChart', 'MyChart1', 'MyChart3'])).toBe('MyChart2');
    expect(nextChartId(['MyChart1', 'MyChart2', 'TempChart'])).toBe('MyChart3');
  });

  it('lists stored charts with MyChart first, then by number, then other ids', () => {
    for (const id of ['MyChart10', 'TempChart', 'MyChart2', 'MyChart']) saveChart(id, createChart());
    localStorage.setItem('lastPatchNote', '3');
    expect(listChartIds()).toEqual(['MyChart', 'MyChart2', 'MyChart10', 'TempChart']);
    expect(nextChartId()).toBe('MyChart1');
  });

  it("lists a chart of the app's ids with any key left, and other ids only with two of the three keys", () => {
    saveChart('MyChart', createChart());
    // Other scripts on the site keep keys that start like a chart's.
    localStorage.setItem('dataLayer', '[]');
    localStorage.setItem('labelsCache', '{}');
    localStorage.setItem('metadataVersion', '2');
    // A chart of the app missing two keys is still a chart (it opens as unreadable).
    localStorage.setItem('dataMyChart4', '[]');
    // A chart under another id (an older version's) with two keys left.
    localStorage.setItem('metadataImported', '{}');
    localStorage.setItem('labelsImported', '[]');
    expect(listChartIds()).toEqual(['MyChart', 'MyChart4', 'Imported']);
  });
});

describe('saving and reading', () => {
  it('stores a chart under the three keys as plain JSON', () => {
    saveChart('MyChart', createChart());
    expect(localStorage.getItem('metadataMyChart')).toBe('{"name":"Radar Chart Generator","description":""}');
    expect(localStorage.getItem('labelsMyChart')).toBe(
      '[{"name":"Speed"},{"name":"Strength"},{"name":"Agility"}]',
    );
    expect(localStorage.getItem('dataMyChart')).toBe(
      '[{"name":"Player 1","description":"","color":"#92f0da","values":[80,50,70]}]',
    );
    expect(readChart('MyChart')).toMatchObject({ status: 'ok', chart: createChart() });
  });

  it('returns null for a chart with no keys at all', () => {
    expect(readChart('MyChart7')).toBeNull();
  });

  it('writes only the parts whose objects changed since the previous save', () => {
    const chart = createChart();
    saveChart('MyChart', chart);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const data = chart.data.map((dataSet) => ({ ...dataSet, values: [10, 20, 30] }));
    expect(saveChart('MyChart', { ...chart, data }, chart)).toEqual({ ok: true });
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['dataMyChart']);
  });

  it('does not write back a part it holds as it last knew it, over another tab’s newer write', () => {
    const chart = createChart();
    saveChart('MyChart', chart);
    // Another tab moves a slider: its data reaches storage after this tab last read or wrote it.
    const otherTabData = '[{"name":"Player 1","description":"","color":"#92f0da","values":[82,50,70]}]';
    localStorage.setItem('dataMyChart', otherTabData);
    // This tab renames the chart; its data is a copy of what it knew (a merge builds new objects).
    const renamed = {
      ...chart,
      metadata: { ...chart.metadata, name: 'Renamed' },
      data: chart.data.map((dataSet) => ({ ...dataSet, values: [...dataSet.values] })),
    };
    expect(saveChart('MyChart', renamed, chart)).toEqual({ ok: true });
    expect(localStorage.getItem('metadataMyChart')).toBe('{"name":"Renamed","description":""}');
    expect(localStorage.getItem('dataMyChart')).toBe(otherTabData);
  });

  it('loads a chart saved in the old format: numeric strings and missing descriptions', () => {
    localStorage.setItem(
      'metadataMyChart1',
      '{"name":"Old chart","style":{"showCount":"2","fillStyle":"outline"}}',
    );
    localStorage.setItem('labelsMyChart1', '[{"name":"A"},{"name":"B"},{"name":"C"}]');
    localStorage.setItem('dataMyChart1', '[{"name":"X","color":"#ff0000","values":["10",20,30]}]');
    const stored = readChart('MyChart1');
    expect(stored?.status).toBe('ok');
    if (stored?.status !== 'ok') return;
    expect(stored.chart.metadata).toEqual({
      name: 'Old chart',
      description: '',
      style: { showCount: 2, fillStyle: 'outline' },
    });
    expect(stored.chart.data[0]).toEqual({
      name: 'X',
      description: '',
      color: '#ff0000',
      values: [10, 20, 30],
    });
    expect(stored.warnings.length).toBeGreaterThan(0);
  });

  it('reports invalid JSON as an unreadable chart keeping the raw text', () => {
    saveChart('MyChart', createChart());
    localStorage.setItem('dataMyChart', '[{"name": "broken"');
    const stored = readChart('MyChart');
    expect(stored).toMatchObject({ status: 'unreadable', raw: { data: '[{"name": "broken"' } });
    if (stored?.status !== 'unreadable') return;
    expect(stored.errors[0]?.message).toBe('data: the stored value is not valid JSON.');
  });

  it('reports a missing key and a value the engine rejects as unreadable', () => {
    localStorage.setItem('metadataMyChart2', '{"name":"Half"}');
    expect(readChart('MyChart2')).toMatchObject({ status: 'unreadable', raw: { labels: null, data: null } });
    saveChart('MyChart3', createChart());
    localStorage.setItem('labelsMyChart3', '"not a list"');
    const stored = readChart('MyChart3');
    expect(stored?.status).toBe('unreadable');
    if (stored?.status === 'unreadable') expect(stored.errors[0]?.path).toMatch(/^labels/);
  });

  it('never writes over a key that was changed elsewhere into something unreadable', () => {
    const chart = createChart();
    saveChart('MyChart', chart);
    localStorage.setItem('metadataMyChart', 'hand-edited {');
    const result = saveChart('MyChart', { ...chart, data: [] }, chart);
    expect(result).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(localStorage.getItem('metadataMyChart')).toBe('hand-edited {');
    expect(localStorage.getItem('dataMyChart')).toContain('Player 1');
  });

  it('overwrites an unreadable chart only through an explicit reset', () => {
    localStorage.setItem('metadataMyChart', 'garbage');
    expect(readChart('MyChart')?.status).toBe('unreadable');
    expect(resetChart('MyChart', createChart())).toEqual({ ok: true });
    expect(readChart('MyChart')).toMatchObject({ status: 'ok', chart: createChart() });
  });

  it('reports a full storage as a quota failure with a message', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(saveChart('MyChart', createChart())).toEqual({
      ok: false,
      reason: 'quota',
      message: QUOTA_MESSAGE,
    });
    // A full storage can still be read, so the editor stays usable.
    expect(isStorageAvailable()).toBe(true);
  });

  it('writes a chart all or none: when the data key does not fit, the labels written before it go back', () => {
    const before = createChart();
    saveChart('MyChart', before);
    const wider = {
      ...before,
      labels: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name })),
      data: [{ ...before.data[0]!, values: [1, 2, 3, 4, 5, 6] }],
    };
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'dataMyChart' && value.includes('[1,2,3,4,5,6]')) throw quotaError();
      setItem.call(this, key, value);
    });
    expect(saveChart('MyChart', wider, before)).toMatchObject({ ok: false, reason: 'quota' });
    expect(readChart('MyChart')).toMatchObject({ status: 'ok', chart: before, repairs: [] });
  });

  it("forgets a deleted chart's grid settings, so a new chart reusing its id opens the grid with the defaults", () => {
    saveChart('MyChart1', createChart());
    writeGridSettings('MyChart1', { sort: 'area', reversed: true, columns: 4 });
    deleteChart('MyChart1');
    expect(readGridSettings('MyChart1')).toBeNull();
  });

  it('deletes the three keys and clears currentChart when it pointed at the chart', () => {
    saveChart('MyChart1', createChart());
    writeCurrentChartId('MyChart1');
    deleteChart('MyChart1');
    expect(readChart('MyChart1')).toBeNull();
    expect(localStorage.getItem(CURRENT_CHART_KEY)).toBeNull();
  });
});

describe('storage events from other tabs', () => {
  it('reports chart keys, the current chart and a cleared storage, ignoring other keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorageChanges(listener);
    const fire = (key: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    fire('dataMyChart2');
    fire('labelsTempChart');
    fire(CURRENT_CHART_KEY);
    fire(null);
    fire('lastPatchNote');
    unsubscribe();
    fire('dataMyChart');
    expect(listener.mock.calls.map(([change]) => change)).toEqual([
      { kind: 'chart', id: 'MyChart2' },
      { kind: 'chart', id: 'TempChart' },
      { kind: 'current' },
      { kind: 'all' },
    ]);
  });
});

describe('charts that break a limit', () => {
  it('open repaired with the changes listed and the original text kept, without rewriting storage', () => {
    const metadata = JSON.stringify({ name: 'x'.repeat(201), description: '' });
    localStorage.setItem('metadataMyChart5', metadata);
    localStorage.setItem('labelsMyChart5', JSON.stringify([{ name: 'A' }, { name: 'B' }, { name: 'C' }]));
    localStorage.setItem(
      'dataMyChart5',
      JSON.stringify([{ name: 'P', description: '', color: 'nope', values: [1, 2, 300] }]),
    );
    const stored = readChart('MyChart5');
    expect(stored?.status).toBe('ok');
    if (stored?.status !== 'ok') return;
    expect(stored.chart.metadata.name).toHaveLength(200);
    expect(stored.chart.data[0]).toEqual({
      name: 'P',
      description: '',
      color: '#92f0da',
      values: [1, 2, 100],
    });
    expect(stored.repairs.map((repair) => repair.path)).toEqual([
      'metadata.name',
      'data[0].color',
      'data[0].values[2]',
    ]);
    expect(stored.original?.metadata).toBe(metadata);
    expect(localStorage.getItem('metadataMyChart5')).toBe(metadata);
  });

  it('keep a chart that cannot be repaired unreadable and its keys untouched', () => {
    localStorage.setItem('metadataMyChart6', '{"name":"A"}');
    localStorage.setItem('labelsMyChart6', '"not a list"');
    localStorage.setItem('dataMyChart6', '[]');
    expect(readChart('MyChart6')?.status).toBe('unreadable');
    expect(localStorage.getItem('labelsMyChart6')).toBe('"not a list"');
  });

  it('deleting a chart removes its drafts and cloud link too', () => {
    saveChart('MyChart7', createChart());
    localStorage.setItem('statradarDraft:MyChart7:name', 'half typed');
    localStorage.setItem('statradarDraft:MyChart70:name', 'another chart');
    localStorage.setItem('cloudLinkMyChart7', '{"cloudId":"x","updatedAt":"y"}');
    deleteChart('MyChart7');
    expect(localStorage.getItem('statradarDraft:MyChart7:name')).toBeNull();
    expect(localStorage.getItem('cloudLinkMyChart7')).toBeNull();
    expect(localStorage.getItem('statradarDraft:MyChart70:name')).toBe('another chart');
    expect(listChartIds()).not.toContain('MyChart7');
  });
});
