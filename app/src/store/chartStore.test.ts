import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChart } from 'statradar';
import type { Chart } from 'statradar';

import { deleteChart, QUOTA_MESSAGE, saveChart } from '../data/localCharts';
import { draftKey, readDraft, writeDraft } from '../data/localChartsExtras';
import { rawStorage } from '../data/storageTestUtils';
import { createChartStore } from './chartStore';
import { GESTURE_SAVE_INTERVAL_MS } from './chartPersistence';
import { REPLACED_BY_OTHER_TAB_MESSAGE } from './chartsSlice';
import { HISTORY_LIMIT } from './history';

type Store = ReturnType<typeof createChartStore>;

function activeChart(store: Store): Chart {
  const state = store.getState();
  const stored = state.charts[state.activeId];
  if (stored?.status !== 'ok') throw new Error(`active chart ${state.activeId} is not readable`);
  return stored.chart;
}

const storedJson = rawStorage.json;

const stores: Store[] = [];

function readyStore(): Store {
  const store = createChartStore();
  store.getState().init();
  stores.push(store);
  return store;
}

beforeEach(() => rawStorage.clear());
afterEach(() => {
  // Throttled drag writes must land now, not in the next test.
  for (const store of stores.splice(0)) store.getState().flushSaves();
  vi.restoreAllMocks();
});

describe('first visit', () => {
  it('creates and stores the default chart as MyChart', () => {
    const store = readyStore();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().activeId).toBe('MyChart');
    expect(rawStorage.get('currentChart')).toBe('MyChart');
    expect(storedJson('metadataMyChart')).toEqual({ name: 'Radar Chart Generator', description: '' });
    expect(storedJson('labelsMyChart')).toEqual([
      { name: 'Speed' },
      { name: 'Strength' },
      { name: 'Agility' },
    ]);
    expect(storedJson('dataMyChart')).toEqual([
      { name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] },
    ]);
    expect(store.getState().selected).toBe(0);
  });

  it('opens the stored current chart on a later visit', () => {
    saveChart('MyChart4', { ...createChart(), metadata: { name: 'Pets', description: 'Dogs' } });
    rawStorage.set('currentChart', 'MyChart4');
    const store = readyStore();
    expect(store.getState().activeId).toBe('MyChart4');
    expect(activeChart(store).metadata.name).toBe('Pets');
    expect(rawStorage.get('metadataMyChart')).toBeNull();
  });

  it('opens a stored chart, creating no chart, when currentChart names none', () => {
    saveChart('MyChart2', { ...createChart(), metadata: { name: 'Pets', description: '' } });
    rawStorage.set('currentChart', 'WeirdId');
    const store = readyStore();
    expect(store.getState().activeId).toBe('MyChart2');
    expect(activeChart(store).metadata.name).toBe('Pets');
    expect(rawStorage.get('currentChart')).toBe('MyChart2');
    expect(rawStorage.get('metadataWeirdId')).toBeNull();
    expect(store.getState().chartIds).toEqual(['MyChart2']);
  });

  it('starts the default chart when currentChart names none and nothing is stored', () => {
    rawStorage.set('currentChart', 'MyChart7');
    const store = readyStore();
    expect(store.getState().activeId).toBe('MyChart');
    expect(rawStorage.get('currentChart')).toBe('MyChart');
    expect(rawStorage.get('metadataMyChart7')).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'starts the default chart when currentChart is %s, a name every object answers to',
    (id) => {
      rawStorage.set('currentChart', id);
      const store = readyStore();
      expect(store.getState().activeId).toBe('MyChart');
      expect(activeChart(store).data[0]?.name).toBe('Player 1');
      expect(rawStorage.get('currentChart')).toBe('MyChart');
    },
  );

  it('lists no chart whose id is a name every object answers to, and leaves its keys alone', () => {
    saveChart('MyChart1', createChart());
    rawStorage.set('metadata__proto__', '{"name":"x"}');
    rawStorage.set('labels__proto__', '[]');
    rawStorage.set('metadataconstructor', '{"name":"y"}');
    rawStorage.set('dataconstructor', '[]');
    const store = readyStore();
    expect(store.getState().chartIds).toEqual(['MyChart1']);
    expect(store.getState().activeId).toBe('MyChart1');
    expect(Object.getPrototypeOf(store.getState().charts)).toBe(Object.prototype);
    expect(rawStorage.get('metadata__proto__')).toBe('{"name":"x"}');
  });
});

describe('editing data sets and attributes', () => {
  it('adds a data set with 50 per label, selects it and saves it', () => {
    const store = readyStore();
    store.getState().addDataSet();
    expect(activeChart(store).data[1]).toEqual({
      name: 'Player 2',
      description: '',
      color: '#92d7f0',
      values: [50, 50, 50],
    });
    expect(store.getState().selected).toBe(1);
    expect((storedJson('dataMyChart') as unknown[]).length).toBe(2);
  });

  it('never removes the last data set', () => {
    const store = readyStore();
    store.getState().removeDataSet(0);
    expect(activeChart(store).data).toHaveLength(1);
    expect(store.getState().history.MyChart?.past ?? []).toHaveLength(0);
  });

  it('moves the selection to the previous data set when the last one is deleted', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    store.getState().selectDataSet(2);
    store.getState().removeDataSet(2);
    expect(activeChart(store).data.map((dataSet) => dataSet.name)).toEqual(['Player 1', 'Player 2']);
    expect(store.getState().selected).toBe(1);
  });

  it('keeps the same data set selected when an earlier one is deleted', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    store.getState().selectDataSet(2);
    store.getState().removeDataSet(0);
    expect(store.getState().selected).toBe(1);
    expect(activeChart(store).data[1]?.name).toBe('Player 3');
  });

  it('keeps the selection on a data set when any edit drops data sets (an import, a table row)', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    store.getState().selectDataSet(2);
    store.getState().editChart((chart) => ({ ...chart, data: chart.data.slice(0, 1) }));
    expect(store.getState().selected).toBe(0);
    expect(store.getState().recentSelection).toEqual([0]);
  });

  it('adds "New Attribute" with 50 for every data set and keeps at least three attributes', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addAttribute();
    const chart = activeChart(store);
    expect(chart.labels.at(-1)).toEqual({ name: 'New Attribute' });
    expect(chart.data.map((dataSet) => dataSet.values)).toEqual([
      [80, 50, 70, 50],
      [50, 50, 50, 50],
    ]);
    store.getState().removeAttribute(0);
    store.getState().removeAttribute(0);
    expect(activeChart(store).labels.map((label) => label.name)).toEqual([
      'Strength',
      'Agility',
      'New Attribute',
    ]);
    expect(storedJson('labelsMyChart')).toEqual([
      { name: 'Strength' },
      { name: 'Agility' },
      { name: 'New Attribute' },
    ]);
  });

  it('clamps slider values to 0..100 and renames labels and data sets', () => {
    const store = readyStore();
    store.getState().setValue(0, 1, 140);
    store.getState().renameLabel(2, 'Agility & Grace');
    store.getState().updateDataSet(0, { name: 'Ada', color: '#ff8800' });
    store.getState().updateMetadata({ name: 'Team', description: '**bold**' });
    expect(activeChart(store)).toEqual({
      metadata: { name: 'Team', description: '**bold**' },
      labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility & Grace' }],
      data: [{ name: 'Ada', description: '', color: '#ff8800', values: [80, 100, 70] }],
    });
  });
});

describe('repaired charts', () => {
  it('the first edit of a chart opened repaired writes every part, so the over-long name is gone on reload', () => {
    const chart = createChart();
    rawStorage.set('currentChart', 'MyChart');
    rawStorage.set('metadataMyChart', JSON.stringify({ ...chart.metadata, name: 'n'.repeat(201) }));
    rawStorage.set('labelsMyChart', JSON.stringify(chart.labels));
    rawStorage.set('dataMyChart', JSON.stringify(chart.data));
    const store = readyStore();
    expect(activeChart(store).metadata.name).toHaveLength(200);
    // Opening writes nothing: the original stays downloadable until the user edits.
    expect((storedJson('metadataMyChart') as { name: string }).name).toHaveLength(201);
    store.getState().setValue(0, 0, 10);
    store.getState().flushSaves();
    expect((storedJson('metadataMyChart') as { name: string }).name).toHaveLength(200);
  });
});

describe('selection and showCount', () => {
  it('records the selection order, most recent last, without duplicates', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    store.getState().selectDataSet(0);
    store.getState().selectDataSet(2);
    store.getState().selectDataSet(0);
    expect(store.getState().recentSelection).toEqual([1, 2, 0]);
    expect(store.getState().selected).toBe(0);
  });

  it('stores showCount as a style key', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().updateStyle({ showCount: 1 });
    expect(storedJson('metadataMyChart')).toEqual({
      name: 'Radar Chart Generator',
      description: '',
      style: { showCount: 1 },
    });
  });
});

describe('several charts', () => {
  it('creates new charts as MyChart1, MyChart2 and switches between them', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart1');
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart2');
    expect(store.getState().chartIds).toEqual(['MyChart', 'MyChart1', 'MyChart2']);
    expect(rawStorage.get('currentChart')).toBe('MyChart2');
    expect(activeChart(store)).toEqual(createChart());
    store.getState().switchChart('MyChart');
    expect(activeChart(store).data).toHaveLength(2);
    expect(rawStorage.get('currentChart')).toBe('MyChart');
  });

  it('resets the selection to the first data set and clears the multi-selection on switching', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    store.getState().selectDataSet(2);
    store.getState().createNewChart();
    store.getState().switchChart('MyChart');
    expect(store.getState().selected).toBe(0);
    expect(store.getState().recentSelection).toEqual([0]);
  });

  it('opens a shared chart in TempChart without saving later edits, and Copy Chart makes it local', () => {
    const store = readyStore();
    const shared: Chart = { ...createChart(), metadata: { name: 'Shared', description: '' } };
    store.getState().openTempChart(shared);
    expect(store.getState().activeId).toBe('TempChart');
    expect(storedJson('metadataTempChart')).toEqual({ name: 'Shared', description: '' });
    expect(rawStorage.get('currentChart')).toBe('TempChart');
    store.getState().updateMetadata({ name: 'Edited' });
    expect(storedJson('metadataTempChart')).toEqual({ name: 'Shared', description: '' });
    store.getState().copyActiveChart();
    expect(store.getState().activeId).toBe('MyChart1');
    expect(storedJson('metadataMyChart1')).toEqual({ name: 'Edited', description: '' });
    expect(rawStorage.get('currentChart')).toBe('MyChart1');
  });
});

describe('undo and redo', () => {
  it('undoes and redoes each edit and saves the result', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().renameLabel(0, 'Pace');
    store.getState().undo();
    expect(activeChart(store).labels[0]?.name).toBe('Speed');
    expect(storedJson('labelsMyChart')).toEqual([
      { name: 'Speed' },
      { name: 'Strength' },
      { name: 'Agility' },
    ]);
    store.getState().undo();
    expect(activeChart(store)).toEqual(createChart());
    expect(store.getState().selected).toBe(0);
    store.getState().redo();
    store.getState().redo();
    expect(activeChart(store).data).toHaveLength(2);
    expect(activeChart(store).labels[0]?.name).toBe('Pace');
  });

  it('merges a slider drag into one step and starts a new step for another slider', () => {
    const store = readyStore();
    for (const value of [81, 85, 90, 95]) store.getState().setValue(0, 0, value);
    store.getState().setValue(0, 1, 10);
    expect(store.getState().history.MyChart?.past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(activeChart(store).data[0]?.values).toEqual([80, 50, 70]);
  });

  it('leaves no undo step for a drag that comes back to where it started', () => {
    const store = readyStore();
    store.getState().setValue(0, 1, 10);
    for (const value of [81, 85, 80]) store.getState().setValue(0, 0, value);
    expect(store.getState().history.MyChart?.past).toHaveLength(1);
    expect(activeChart(store).data[0]?.values).toEqual([80, 10, 70]);
    store.getState().undo();
    expect(activeChart(store).data[0]?.values).toEqual([80, 50, 70]);
  });

  it('starts a new step when the same slider moves again after a pause', () => {
    vi.spyOn(Date, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(5_000);
    const store = readyStore();
    store.getState().setValue(0, 0, 10);
    store.getState().setValue(0, 0, 20);
    expect(store.getState().history.MyChart?.past).toHaveLength(2);
  });

  it('drops the redo steps after a new edit and keeps at most the history limit', () => {
    const store = readyStore();
    store.getState().renameLabel(0, 'A');
    store.getState().undo();
    store.getState().renameLabel(0, 'B');
    store.getState().redo();
    expect(activeChart(store).labels[0]?.name).toBe('B');
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1)
      store.getState().renameLabel(1, `Name ${index}`);
    expect(store.getState().history.MyChart?.past).toHaveLength(HISTORY_LIMIT);
  });

  it('keeps a separate history per chart', () => {
    const store = readyStore();
    store.getState().renameLabel(0, 'First chart');
    store.getState().createNewChart();
    store.getState().undo();
    expect(activeChart(store)).toEqual(createChart());
    store.getState().switchChart('MyChart');
    store.getState().undo();
    expect(activeChart(store).labels[0]?.name).toBe('Speed');
  });

  it('clamps the selection when undo removes the selected data set', () => {
    const store = readyStore();
    store.getState().addDataSet();
    expect(store.getState().selected).toBe(1);
    store.getState().undo();
    expect(store.getState().selected).toBe(0);
  });
});

describe('saving during a slider drag', () => {
  it('writes the first value at once and the latest one when the drag pauses, not every value', () => {
    vi.useFakeTimers();
    try {
      const store = readyStore();
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      for (const value of [60, 61, 62, 63]) store.getState().setValue(0, 0, value);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(storedJson('dataMyChart')).toMatchObject([{ values: [60, 50, 70] }]);
      vi.advanceTimersByTime(GESTURE_SAVE_INTERVAL_MS);
      expect(setItem).toHaveBeenCalledTimes(2);
      expect(storedJson('dataMyChart')).toMatchObject([{ values: [63, 50, 70] }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a pending drag value at once when another edit follows or the page is hidden', () => {
    const store = readyStore();
    store.getState().setValue(0, 0, 60);
    store.getState().setValue(0, 0, 65);
    store.getState().renameLabel(0, 'Pace');
    expect(storedJson('dataMyChart')).toMatchObject([{ values: [65, 50, 70] }]);
    store.getState().setValue(0, 1, 10);
    store.getState().setValue(0, 1, 20);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedJson('dataMyChart')).toMatchObject([{ values: [65, 20, 70] }]);
  });

  it('writes at once when another slider starts moving', () => {
    const store = readyStore();
    store.getState().setValue(0, 0, 60);
    store.getState().setValue(0, 0, 61);
    store.getState().setValue(0, 2, 10);
    expect(storedJson('dataMyChart')).toMatchObject([{ values: [61, 50, 10] }]);
  });
});

describe('storage problems', () => {
  it('keeps edits in memory and shows a message when storage is full, then saves everything once it can', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().setValue(0, 0, 10);
    expect(activeChart(store).data[0]?.values[0]).toBe(10);
    expect(store.getState().storageMessage).toBe(QUOTA_MESSAGE);
    setItem.mockRestore();
    store.getState().renameLabel(0, 'Pace');
    expect(store.getState().storageMessage).toBeNull();
    expect(storedJson('dataMyChart')).toEqual([
      { name: 'Player 1', description: '', color: '#92f0da', values: [10, 50, 70] },
    ]);
  });

  it('a chart storage refused is saved as soon as another chart’s edit is stored again', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().createNewChart();
    store.getState().renameLabel(0, 'Kept');
    store.getState().switchChart('MyChart');
    store.getState().renameLabel(0, 'Also kept');
    expect(store.getState().unsavedChartIds).toEqual(['MyChart1', 'MyChart']);
    setItem.mockRestore();
    // Room again (the user cleared other data): the next edit's write is taken, and so is the rest.
    store.getState().setValue(0, 0, 12);
    expect(store.getState().unsavedChartIds).toEqual([]);
    expect(store.getState().storageMessage).toBeNull();
    expect(storedJson('labelsMyChart1')).toEqual([
      { name: 'Kept' },
      { name: 'Strength' },
      { name: 'Agility' },
    ]);
    expect(storedJson('dataMyChart')).toMatchObject([{ values: [12, 50, 70] }]);
  });

  it('a new chart storage refused stays listed, and is saved once a deleted chart frees the space', () => {
    const store = readyStore();
    store.getState().createNewChart();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().createNewChart();
    expect(store.getState().activeId).toBe('MyChart2');
    store.getState().renameLabel(0, 'Kept');
    expect(store.getState().storageMessage).toBe(QUOTA_MESSAGE);
    // The message's advice: delete a chart. Until storage takes writes again, MyChart2 stays listed.
    deleteChart('MyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().chartIds).toEqual(['MyChart', 'MyChart2']);
    setItem.mockRestore();
    // Another tab's change (or the page being hidden) brings the next try.
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(store.getState().storageMessage).toBeNull();
    expect(store.getState().unsavedChartIds).toEqual([]);
    expect(storedJson('labelsMyChart2')).toEqual([
      { name: 'Kept' },
      { name: 'Strength' },
      { name: 'Agility' },
    ]);
  });

  it('an edit storage refused is merged with another tab’s change to the same chart, not replaced by it', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().updateDataSet(0, { description: 'Kept in this tab' });
    expect(store.getState().storageMessage).toBe(QUOTA_MESSAGE);
    setItem.mockRestore();
    // The other tab's shorter write fits: Speed from 80 to 8.
    rawStorage.set('dataMyChart', JSON.stringify([{ ...createChart().data[0], values: [8, 50, 70] }]));
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(activeChart(store).data[0]).toMatchObject({
      description: 'Kept in this tab',
      values: [8, 50, 70],
    });
    // Both are stored now, and the message is gone with the reason for it.
    expect(storedJson('dataMyChart')).toMatchObject([
      { description: 'Kept in this tab', values: [8, 50, 70] },
    ]);
    expect(store.getState().storageMessage).toBeNull();
  });

  it('an edit storage refused is merged, and kept unsaved with the message, while storage is still full', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().updateDataSet(0, { description: 'Kept in this tab' });
    setItem.mockRestore();
    rawStorage.set('dataMyChart', JSON.stringify([{ ...createChart().data[0], values: [8, 50, 70] }]));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(activeChart(store).data[0]).toMatchObject({
      description: 'Kept in this tab',
      values: [8, 50, 70],
    });
    expect(store.getState().storageMessage).toBe(QUOTA_MESSAGE);
    expect(store.getState().unsavedChartIds).toEqual(['MyChart']);
  });

  it('says so when another tab’s unreadable write replaces an edit storage refused', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().updateDataSet(0, { description: 'Kept in this tab' });
    setItem.mockRestore();
    rawStorage.set('metadataMyChart', '{"name": oops');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(store.getState().storageMessage).toBe(REPLACED_BY_OTHER_TAB_MESSAGE);
  });

  it('an edit storage refused is written when the page is hidden after space was freed', () => {
    const store = readyStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.getState().renameLabel(0, 'Later');
    setItem.mockRestore();
    store.getState().flushSaves();
    expect(storedJson('labelsMyChart')).toEqual([
      { name: 'Later' },
      { name: 'Strength' },
      { name: 'Agility' },
    ]);
    expect(store.getState().storageMessage).toBeNull();
  });

  it('shows an unreadable chart without touching it and keeps other charts working', () => {
    saveChart('MyChart1', createChart());
    rawStorage.set('metadataMyChart', '{"name": oops');
    rawStorage.set('labelsMyChart', '[]');
    rawStorage.set('dataMyChart', '[]');
    const store = readyStore();
    expect(store.getState().charts.MyChart?.status).toBe('unreadable');
    store.getState().addDataSet();
    expect(rawStorage.get('metadataMyChart')).toBe('{"name": oops');
    store.getState().switchChart('MyChart1');
    store.getState().addDataSet();
    expect(activeChart(store).data).toHaveLength(2);
    store.getState().switchChart('MyChart');
    store.getState().resetUnreadableChart('MyChart');
    expect(activeChart(store)).toEqual(createChart());
    expect(storedJson('metadataMyChart')).toEqual({ name: 'Radar Chart Generator', description: '' });
  });

  it('shows the fallback when local storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = readyStore();
    expect(store.getState().status).toBe('unavailable');
  });
});

describe('other tabs', () => {
  it('reloads a chart another tab changed and lists a chart another tab created', () => {
    const store = readyStore();
    store.getState().renameLabel(0, 'Mine');
    const changed = { ...createChart(), metadata: { name: 'From the other tab', description: '' } };
    rawStorage.set('metadataMyChart', JSON.stringify(changed.metadata));
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(activeChart(store).metadata.name).toBe('From the other tab');
    expect(store.getState().history.MyChart?.past).toHaveLength(0);
    saveChart('MyChart5', createChart());
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart5' });
    expect(store.getState().chartIds).toEqual(['MyChart', 'MyChart5']);
    expect(store.getState().activeId).toBe('MyChart');
  });

  it('keeps every value of a drag when another tab renames the chart before the throttled write', () => {
    vi.useFakeTimers();
    try {
      const store = readyStore();
      // Five arrow presses on the Speed slider (one gesture); the other tab renames after the second.
      store.getState().setValue(0, 0, 81);
      store.getState().setValue(0, 0, 82);
      rawStorage.set('metadataMyChart', JSON.stringify({ name: 'Renamed in B', description: '' }));
      store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
      expect(activeChart(store).metadata.name).toBe('Renamed in B');
      expect(activeChart(store).data[0]?.values).toEqual([82, 50, 70]);
      for (const value of [83, 84, 85]) store.getState().setValue(0, 0, value);
      vi.advanceTimersByTime(GESTURE_SAVE_INTERVAL_MS);
      expect(activeChart(store).data[0]?.values).toEqual([85, 50, 70]);
      expect(storedJson('dataMyChart')).toMatchObject([{ values: [85, 50, 70] }]);
      expect(storedJson('metadataMyChart')).toMatchObject({ name: 'Renamed in B' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a value the other tab changed in the same data set as a drag here, and stores both', () => {
    const store = readyStore();
    store.getState().setValue(0, 0, 60);
    store.getState().setValue(0, 0, 65);
    rawStorage.set('dataMyChart', JSON.stringify([{ ...createChart().data[0], values: [60, 50, 10] }]));
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(activeChart(store).data[0]?.values).toEqual([65, 50, 10]);
    expect(storedJson('dataMyChart')).toMatchObject([{ values: [65, 50, 10] }]);
  });

  it('keeps the temporary chart this tab shows when another tab opens a shared link', () => {
    const store = readyStore();
    store.getState().openTempChart({ ...createChart(), metadata: { name: 'Shared X', description: '' } });
    store.getState().renameLabel(0, 'Edited here');
    // Another tab opens /chart/Y: it writes its chart into the one temporary slot.
    saveChart('TempChart', { ...createChart(), metadata: { name: 'Shared Y', description: '' } });
    store.getState().applyStorageChange({ kind: 'chart', id: 'TempChart' });
    expect(activeChart(store).metadata.name).toBe('Shared X');
    store.getState().copyActiveChart();
    expect(activeChart(store).metadata.name).toBe('Shared X');
    expect(activeChart(store).labels[0]?.name).toBe('Edited here');
  });

  it('deletes the temporary chart this tab shows when it is deleted', () => {
    const store = readyStore();
    store.getState().openTempChart({ ...createChart(), metadata: { name: 'Shared X', description: '' } });
    deleteChart('TempChart');
    store.getState().applyStorageChange({ kind: 'chart', id: 'TempChart' });
    expect(store.getState().charts.TempChart).toBeUndefined();
    expect(store.getState().chartIds).not.toContain('TempChart');
  });

  it('switches to another chart when another tab deletes the active one', () => {
    const store = readyStore();
    store.getState().createNewChart();
    rawStorage.remove('metadataMyChart1');
    rawStorage.remove('labelsMyChart1');
    rawStorage.remove('dataMyChart1');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart1' });
    expect(store.getState().chartIds).toEqual(['MyChart']);
    // The editor's screens run init again when their active chart is gone (useChartStoreReady).
    store.getState().init();
    expect(store.getState().activeId).toBe('MyChart');
  });
});

describe('the account page (load without an active chart)', () => {
  it('lists the stored charts of a fresh device without creating one', () => {
    const store = createChartStore();
    store.getState().load();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().chartIds).toEqual([]);
    expect(rawStorage.get('currentChart')).toBeNull();
    expect(rawStorage.get('metadataMyChart')).toBeNull();
  });

  it('deletes the active chart: its three keys and currentChart go, and no chart takes its place', () => {
    saveChart('MyChart', createChart());
    rawStorage.set('currentChart', 'MyChart');
    const store = createChartStore();
    store.getState().load();
    deleteChart('MyChart');
    store.getState().applyStorageChange({ kind: 'chart', id: 'MyChart' });
    expect(store.getState().chartIds).toEqual([]);
    for (const key of ['currentChart', 'metadataMyChart', 'labelsMyChart', 'dataMyChart']) {
      expect(rawStorage.get(key)).toBeNull();
    }
    // Back in the editor, the default chart starts again as MyChart.
    store.getState().init();
    expect(store.getState().activeId).toBe('MyChart');
    expect(rawStorage.get('currentChart')).toBe('MyChart');
  });
});

describe('open drafts follow their data set or attribute', () => {
  it('through a rename, a delete above, an undo and an attribute delete', () => {
    const store = readyStore();
    store.getState().addDataSet();
    store.getState().addDataSet();
    const [first, second, third] = activeChart(store).data.map((dataSet) => dataSet.name);
    writeDraft(draftKey('MyChart', 'data2.description', third!), 'half a description');
    writeDraft(draftKey('MyChart', 'labels2.name', 'Agility'), 'Agil');
    // Renamed while its description was open: the draft goes with the new name.
    store.getState().updateDataSet(2, { name: 'Renamed' });
    expect(readDraft(draftKey('MyChart', 'data2.description', 'Renamed'))).toBe('half a description');
    expect(readDraft(draftKey('MyChart', 'data2.description', third!))).toBeNull();
    // A data set above it deleted: it is now the second, and its draft too.
    writeDraft(draftKey('MyChart', 'data1.name', second!), 'gone with it');
    store.getState().removeDataSet(1);
    expect(readDraft(draftKey('MyChart', 'data1.description', 'Renamed'))).toBe('half a description');
    expect(readDraft(draftKey('MyChart', 'data1.name', second!))).toBeNull();
    // Undo brings the deleted one back above it: the draft moves down again.
    store.getState().undo();
    expect(readDraft(draftKey('MyChart', 'data2.description', 'Renamed'))).toBe('half a description');
    expect(activeChart(store).data[0]?.name).toBe(first);
    // Attributes too (an attribute added at the end moves nothing; one deleted above moves it up).
    store.getState().addAttribute();
    expect(readDraft(draftKey('MyChart', 'labels2.name', 'Agility'))).toBe('Agil');
    store.getState().removeAttribute(0);
    expect(readDraft(draftKey('MyChart', 'labels1.name', 'Agility'))).toBe('Agil');
  });

  it('drafts storage refuses are held for the visit (a chart switch reloads them)', () => {
    const key = draftKey('MyChart', 'description');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeDraft(key, 'typed while storage was full');
    setItem.mockRestore();
    expect(rawStorage.get(`statradarDraft:${key}`)).toBeNull();
    expect(readDraft(key)).toBe('typed while storage was full');
    writeDraft(key, 'stored now');
    expect(rawStorage.get(`statradarDraft:${key}`)).toBe('stored now');
    expect(readDraft(key)).toBe('stored now');
  });

  it('Copy Chart takes the texts left open on the temporary chart along', () => {
    const store = readyStore();
    store.getState().openTempChart({ ...createChart(), metadata: { name: 'Shared', description: '' } });
    writeDraft(draftKey('TempChart', 'description'), 'my notes on it');
    writeDraft(draftKey('TempChart', 'data0.name', 'Player 1'), 'Me');
    store.getState().copyActiveChart();
    const copy = store.getState().activeId;
    expect(copy).not.toBe('TempChart');
    expect(readDraft(draftKey(copy, 'description'))).toBe('my notes on it');
    expect(readDraft(draftKey(copy, 'data0.name', 'Player 1'))).toBe('Me');
    expect(readDraft(draftKey('TempChart', 'description'))).toBeNull();
    // A duplicate of a local chart leaves the original's drafts where they are.
    writeDraft(draftKey(copy, 'name'), 'Half a new name');
    store.getState().copyActiveChart();
    expect(readDraft(draftKey(copy, 'name'))).toBe('Half a new name');
    expect(readDraft(draftKey(store.getState().activeId, 'name'))).toBeNull();
  });
});
