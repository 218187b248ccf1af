import { rawChartText } from '../../data/localCharts';
import type { StoredChart } from '../../data/localCharts';
import { chartStore, useChartStore } from '../../store';
import { downloadBlob } from './fileDownload';

type OkStoredChart = Extract<StoredChart, { status: 'ok' }>;

/**
 * Shown when a stored chart broke a limit and was opened repaired: what changed, and a download of
 * the stored text exactly as it was found (the keys are rewritten only by the user's next edit).
 */
export function RepairNotice({ stored }: { stored: OkStoredChart }) {
  const dismissed = useChartStore((state) => state.dismissedRepairIds.includes(stored.id));
  if (stored.repairs.length === 0 || dismissed) return null;
  const { original } = stored;

  function download() {
    if (!original) return;
    downloadBlob(
      new Blob([rawChartText(original)], { type: 'application/json' }),
      `${stored.id}-original.json`,
    );
  }

  return (
    <section className="editor-repair-notice" aria-labelledby="editor-repair-title">
      <h2 id="editor-repair-title">This chart was repaired when it opened</h2>
      <p>
        Some of its stored data broke the editor's limits, so it was changed as listed below to open it. The
        stored chart stays as it was until you edit it; download the original to keep a copy.
      </p>
      <ul className="editor-repair-list">
        {stored.repairs.map((repair, index) => (
          <li key={index}>{repair.message}</li>
        ))}
      </ul>
      <div className="editor-repair-actions">
        {original && (
          <button type="button" className="button button-secondary button-small" onClick={download}>
            Download the original
          </button>
        )}
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => chartStore.getState().dismissRepairNotice(stored.id)}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
