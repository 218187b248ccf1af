import type { Chart } from 'statradar';

import { SAMPLE_CHARTS } from './sampleCharts';

/**
 * The chart behind /chart/{id}: a sample chart, else a cloud chart; null when no chart has that id.
 * Throws when the backend cannot be reached or the stored data cannot be read; `signal` cancels the
 * request.
 */
export async function loadSharedChart(id: string, signal?: AbortSignal): Promise<Chart | null> {
  if (Object.hasOwn(SAMPLE_CHARTS, id)) return SAMPLE_CHARTS[id]!;
  // Loaded on demand, so supabase-js stays out of the editor's bundle until a cloud id is opened.
  const { fetchCloudChart } = await import('../../data/cloudCharts');
  return fetchCloudChart(id, signal);
}
