import { useEffect, useRef } from 'react';
import { chartName } from 'statradar';
import { Link } from 'wouter';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CLOUD_CHART_LIMIT, type CloudChart } from '../../data/cloudCharts';
import { ChartCard } from './ChartCard';
import { DELETE_CHART_MESSAGE } from './LocalChartsSection';

/** Where a cloud chart's share link points. */
export function shareUrl(id: string): string {
  return `${window.location.origin}/chart/${id}`;
}

function discoverability(chart: CloudChart): string {
  if (!chart.isPublic) return 'Private: only people with the link can open it';
  return chart.isApproved
    ? 'Public: shown in the feed'
    : 'Public: waiting for approval before it shows in the feed';
}

/** "Saved to the Cloud (up to 5):": the user's cloud charts with Share, Public and Delete. */
export function CloudChartsSection({
  charts,
  loading,
  loadError,
  message,
  onShare,
  onSetPublic,
  onDelete,
}: {
  charts: CloudChart[];
  loading: boolean;
  loadError: string | null;
  message: string | null;
  onShare(chart: CloudChart): void;
  onSetPublic(chart: CloudChart, isPublic: boolean): void;
  onDelete(chart: CloudChart): void;
}) {
  // The message answers a button that may be far from it (Upload, in the section above on a
  // phone): it is brought into view.
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <section className="account-section" aria-labelledby="cloud-charts-title">
      <h2 id="cloud-charts-title">Saved to the Cloud (up to {CLOUD_CHART_LIMIT}):</h2>
      {message && (
        <p ref={messageRef} className="account-limit error-text" role="alert">
          {message}
        </p>
      )}
      {loadError && (
        <p className="error-text" role="alert">
          Your cloud charts could not be loaded: {loadError}
        </p>
      )}
      {loading ? (
        <p aria-busy="true">Loading your cloud charts…</p>
      ) : charts.length === 0 ? (
        !loadError && <p className="account-empty">No Charts Saved</p>
      ) : (
        <ul className="chart-grid">
          {charts.map((chart) => {
            const name = chart.chart ? chartName(chart.chart) : 'Unreadable chart';
            return (
              <ChartCard
                key={chart.id}
                chart={chart.chart}
                name={name}
                footnote={discoverability(chart)}
                open={
                  <Link href={`/chart/${chart.id}`} className="button button-primary button-small">
                    Open
                  </Link>
                }
              >
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`🔗Share ${name}`}
                  onClick={() => onShare(chart)}
                >
                  🔗Share
                </button>
                <label className="account-public-toggle">
                  <input
                    type="checkbox"
                    checked={chart.isPublic}
                    onChange={(event) => onSetPublic(chart, event.target.checked)}
                  />
                  Public
                </label>
                <ConfirmDialog
                  message={DELETE_CHART_MESSAGE}
                  triggerLabel={`Delete ${name} from the cloud`}
                  onConfirm={() => onDelete(chart)}
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
