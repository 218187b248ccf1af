import { useEffect } from 'react';
import { chartName } from 'statradar';
import { useLocation } from 'wouter';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CLOUD_CHART_LIMIT } from '../../data/cloudCharts';
import { deleteChart, TEMP_CHART_ID } from '../../data/localCharts';
import { chartStore, useChartStore } from '../../store';
import { ChartCard } from './ChartCard';

export const DELETE_CHART_MESSAGE = 'Are you sure you want to delete this chart?';

/**
 * "Charts on this Device:": every local chart with Open, Upload and Delete. With the cloud's
 * charts known to be at their limit (`cloudFull`), Upload says so at once instead of asking to
 * confirm a backup that cannot be made.
 */
export function LocalChartsSection({
  onUpload,
  cloudFull,
}: {
  onUpload(chartId: string): void;
  cloudFull: boolean;
}) {
  const [, navigate] = useLocation();
  const status = useChartStore((state) => state.status);
  const chartIds = useChartStore((state) => state.chartIds);
  const charts = useChartStore((state) => state.charts);

  // Lists the stored charts without opening one: deleting the active chart clears currentChart, and
  // a device without charts shows "No Charts Saved".
  useEffect(() => chartStore.getState().load(), []);

  function open(id: string) {
    chartStore.getState().switchChart(id);
    navigate('/editor');
  }

  function remove(id: string) {
    // Removes the three keys (and currentChart when it pointed here), then lets the store re-read them.
    deleteChart(id);
    chartStore.getState().applyStorageChange({ kind: 'chart', id });
  }

  const stored = chartIds.flatMap((id) => charts[id] ?? []);

  return (
    <section className="account-section" aria-labelledby="local-charts-title">
      <h2 id="local-charts-title">Charts on this Device:</h2>
      {status === 'unavailable' && (
        <p className="error-text">
          Local storage is not available in this browser, so no charts are kept on it.
        </p>
      )}
      {stored.length === 0 ? (
        <p className="account-empty">No Charts Saved</p>
      ) : (
        <ul className="chart-grid">
          {stored.map((entry) => {
            const chart = entry.status === 'ok' ? entry.chart : null;
            // A blank name is shown as the editor titles it, not as an empty card.
            const shownName = chart && chartName(chart);
            const name =
              entry.id === TEMP_CHART_ID
                ? `Temporary Chart${shownName ? `: ${shownName}` : ''}`
                : (shownName ?? `Unreadable chart (${entry.id})`);
            return (
              <ChartCard
                key={entry.id}
                chart={chart}
                name={name}
                open={
                  <button
                    type="button"
                    className="button button-primary button-small"
                    onClick={() => open(entry.id)}
                  >
                    Open
                  </button>
                }
              >
                {chart &&
                  (cloudFull ? (
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={`Upload ${shownName}`}
                      onClick={() => onUpload(entry.id)}
                    >
                      Upload
                    </button>
                  ) : (
                    <ConfirmDialog
                      message={`Back up ${shownName}? (You can save up to ${CLOUD_CHART_LIMIT} charts)`}
                      triggerClassName="button button-secondary button-small"
                      triggerLabel={`Upload ${shownName}`}
                      onConfirm={() => onUpload(entry.id)}
                    >
                      Upload
                    </ConfirmDialog>
                  ))}
                <ConfirmDialog
                  message={DELETE_CHART_MESSAGE}
                  triggerLabel={`Delete ${shownName ?? entry.id}`}
                  onConfirm={() => remove(entry.id)}
                >
                  Delete
                </ConfirmDialog>
              </ChartCard>
            );
          })}
        </ul>
      )}
    </section>
  );
}
