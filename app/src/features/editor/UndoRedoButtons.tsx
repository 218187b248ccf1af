import { chartStore, selectCanRedo, selectCanUndo, useChartStore } from '../../store';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl+';

/**
 * Undo and redo buttons for the active chart's edit history. Unavailable ones are aria-disabled, not
 * disabled: pressing Undo until the history is empty would otherwise drop the focus to the page.
 */
export function UndoRedoButtons() {
  const canUndo = useChartStore(selectCanUndo);
  const canRedo = useChartStore(selectCanRedo);
  return (
    <div className="editor-undo-redo" role="group" aria-label="History">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={!canUndo}
        title={`Undo (${modifier}Z)`}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => canUndo && chartStore.getState().undo()}
      >
        ↶ Undo
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={!canRedo}
        title={`Redo (${modifier}Shift+Z)`}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        onClick={() => canRedo && chartStore.getState().redo()}
      >
        ↷ Redo
      </button>
    </div>
  );
}
