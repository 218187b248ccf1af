import { chartStore } from '../../store';

/** Shown for the TempChart slot: its edits are not saved until the user copies it. */
export function TempChartNotice() {
  return (
    <div className="editor-temp-notice" role="note">
      <p>This is a temporary chart. No edits you make will be saved.</p>
      <button
        type="button"
        className="button button-primary button-small"
        onClick={() => chartStore.getState().copyActiveChart()}
      >
        Copy Chart
      </button>
    </div>
  );
}
