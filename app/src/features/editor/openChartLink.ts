import type { Chart } from 'statradar';

import { authStatus } from '../../data/authStatus';
import { readTempChartSource } from '../../data/preferences';
import { loadSharedChart } from '../samples';
import { chartStore } from '../../store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens /chart/{id}: the owner of a cloud chart gets their editable working copy (saved locally and
 * back to the same row); anyone else gets the chart in the temporary slot. Null when no chart has
 * this id; throws when it cannot be loaded.
 */
export async function openChartLink(id: string): Promise<Chart | null> {
  if (UUID.test(id) && authStatus().user) {
    const { fetchOwnCloudChart } = await import('../../data/cloudCharts');
    const own = await fetchOwnCloudChart(id);
    if (own) {
      chartStore.getState().openOwnCloudChart(id, own.chart, own.updatedAt, own);
      return own.chart;
    }
  }
  const chart = await loadSharedChart(id);
  if (chart) chartStore.getState().openTempChart(chart, { sameSource: readTempChartSource() === id });
  return chart;
}
