import { formatParseIssues } from 'statradar';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rawChartText } from '../../data/localCharts';
import type { StoredChart } from '../../data/localCharts';
import { chartStore } from '../../store';
import { downloadBlob } from './fileDownload';
import { EditorDescription } from './StorageFallback';

type UnreadableStoredChart = Extract<StoredChart, { status: 'unreadable' }>;

/**
 * A stored chart that could not be read (its data missing, damaged or edited by hand): its problems,
 * a download of the stored text exactly as found, and a reset that replaces it with a new chart (the
 * only way its keys are ever written again). Like the spec's fallback text page, it also says what
 * the editor is and that it needs local storage and JavaScript.
 */
export function UnreadableChart({ stored }: { stored: UnreadableStoredChart }) {
  function download() {
    downloadBlob(new Blob([rawChartText(stored.raw)], { type: 'application/json' }), `${stored.id}-raw.json`);
  }

  return (
    <section className="editor-unreadable card" aria-labelledby="editor-unreadable-title">
      <h1 id="editor-unreadable-title">This chart could not be read</h1>
      <p>
        The chart saved in this browser as <strong>{stored.id}</strong> is damaged or was edited by hand, so
        the editor cannot open it. It has not been changed. Download its stored text to keep or repair it, or
        reset it to a new chart. Your other charts are not affected.
      </p>
      <pre className="editor-unreadable-errors">{formatParseIssues(stored.errors)}</pre>
      <div className="editor-unreadable-actions">
        <button type="button" className="button button-primary button-small" onClick={download}>
          Download raw data
        </button>
        <ConfirmDialog
          message={`Are you sure you want to reset ${stored.id}? Its stored data will be replaced by a new chart.`}
          onConfirm={() => chartStore.getState().resetUnreadableChart(stored.id)}
          triggerClassName="button button-danger button-small"
        >
          Reset chart
        </ConfirmDialog>
      </div>
      <EditorDescription />
      <p>Your charts are kept in your browser's local storage, and the editor needs JavaScript.</p>
    </section>
  );
}
