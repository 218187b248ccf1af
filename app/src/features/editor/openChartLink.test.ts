import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChart, type Chart } from 'statradar';

import { authStatus } from '../../data/authStatus';
import { fetchOwnCloudChart, type OwnCloudChart } from '../../data/cloudCharts';
import { readTempChartSource } from '../../data/preferences';
import { rawStorage } from '../../data/storageTestUtils';
import { chartStore } from '../../store';
import { loadSharedChart } from '../samples';
import { openChartLink } from './openChartLink';

vi.mock(import('../../data/authStatus'), async (original) => ({
  ...(await original()),
  authStatus: vi.fn(() => ({ user: null })),
}));
vi.mock(import('../../data/cloudCharts'), async (original) => ({
  ...(await original()),
  fetchOwnCloudChart: vi.fn(),
}));
vi.mock(import('../samples'), async (original) => ({
  ...(await original()),
  loadSharedChart: vi.fn(),
}));

const CLOUD_ID = '0b4f7c2e-93a1-4d6b-8f0e-5a2c1d9e7b36';
const shared: Chart = { ...createChart(), metadata: { name: 'Shared slowly', description: '' } };

/** A promise the test settles when it chooses, as a slow network would. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function storeSnapshot() {
  const { activeId, chartIds, cloudLinks } = chartStore.getState();
  return { activeId, chartIds, cloudLinks };
}

beforeEach(() => {
  vi.clearAllMocks();
  rawStorage.clear();
  vi.mocked(authStatus).mockReturnValue({ user: null });
  chartStore.getState().init();
});

describe('openChartLink', () => {
  it('opens a shared chart in the temporary slot and records its link', async () => {
    vi.mocked(loadSharedChart).mockResolvedValue(shared);
    await expect(openChartLink(CLOUD_ID, new AbortController().signal)).resolves.toBe(shared);
    expect(chartStore.getState().activeId).toBe('TempChart');
    expect(rawStorage.json('metadataTempChart')).toMatchObject({ name: 'Shared slowly' });
    expect(readTempChartSource()).toBe(CLOUD_ID);
  });

  it('a shared chart that arrives after its link was left changes no state and no storage', async () => {
    const load = later<Chart | null>();
    vi.mocked(loadSharedChart).mockReturnValue(load.promise);
    const controller = new AbortController();
    const before = storeSnapshot();
    const stored = rawStorage.entries();

    const opening = openChartLink(CLOUD_ID, controller.signal);
    expect(vi.mocked(loadSharedChart)).toHaveBeenCalledWith(CLOUD_ID, controller.signal);
    controller.abort();
    load.resolve(shared);

    await expect(opening).rejects.toMatchObject({ name: 'AbortError' });
    expect(storeSnapshot()).toEqual(before);
    expect(rawStorage.entries()).toEqual(stored);
  });

  it("the owner's cloud chart that arrives after its link was left opens no working copy", async () => {
    vi.mocked(authStatus).mockReturnValue({ user: { id: 'owner', email: 'owner@example.com' } });
    const load = later<OwnCloudChart | null>();
    vi.mocked(fetchOwnCloudChart).mockReturnValue(load.promise);
    const controller = new AbortController();
    const before = storeSnapshot();
    const stored = rawStorage.entries();

    const opening = openChartLink(CLOUD_ID, controller.signal);
    await vi.waitFor(() =>
      expect(vi.mocked(fetchOwnCloudChart)).toHaveBeenCalledWith(CLOUD_ID, controller.signal),
    );
    controller.abort();
    load.resolve({
      chart: shared,
      updatedAt: '2025-01-01T00:00:00Z',
      repairs: [],
      original: null,
      userId: 'owner',
    });

    await expect(opening).rejects.toMatchObject({ name: 'AbortError' });
    expect(storeSnapshot()).toEqual(before);
    expect(rawStorage.entries()).toEqual(stored);
    expect(vi.mocked(loadSharedChart)).not.toHaveBeenCalled();
  });
});
