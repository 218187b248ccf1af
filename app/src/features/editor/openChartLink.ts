import type { Chart } from 'statradar';

import { authStatus } from '../../data/authStatus';
import { readTempChartSource, writeTempChartSource } from '../../data/preferences';
import { loadSharedChart } from '../samples';
import { chartStore } from '../../store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens /chart/{id}: the owner of a cloud chart gets their editable working copy (saved locally and
 * back to the same row); anyone else gets the chart in the temporary slot. Null when no chart has
 * this id; throws when it cannot be loaded, and with `signal`'s reason once it is aborted.
 *
 * Abort `signal` when the link is no longer shown (the page left, another link opened): a load that
 * ends after that must not switch the chart the user has moved on to, nor write storage.
 */
export async function openChartLink(id: string, signal: AbortSignal): Promise<Chart | null> {
  if (UUID.test(id) && authStatus().user) {
    const { fetchOwnCloudChart } = await import('../../data/cloudCharts');
    const own = await fetchOwnCloudChart(id, signal);
    // Checked right before the writes, with nothing awaited in between.
    signal.throwIfAborted();
    if (own) {
      chartStore.getState().openOwnCloudChart(id, own.chart, own.updatedAt, own);
      return own.chart;
    }
  }
  const chart = await loadSharedChart(id, signal);
  signal.throwIfAborted();
  if (chart) {
    chartStore.getState().openTempChart(chart, { sameSource: readTempChartSource() === id });
    // Written with the slot, never apart from it: the grid puts this shareable id (not "TempChart")
    // in its address, and a slot holding another link's chart under this id would be shown for it.
    writeTempChartSource(id);
  }
  return chart;
}
