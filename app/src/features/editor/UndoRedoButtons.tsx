import { useEffect, useState } from 'react';

import { chartStore, selectCanRedo, selectCanUndo, useChartStore } from '../../store';
import { describeChange } from './describeChange';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl+';

/**
 * What each undo or redo did, as a screen reader hears it ("Undone: Player 1 Speed 80."), however it
 * was asked for (these buttons, the shortcuts anywhere, a table cell): the page changed without a
 * word, so an undo of a deleted data set or a pasted block was silent.
 */
function useStepAnnouncement(): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      chartStore.subscribe((state, previous) => {
        if (!state.lastStep || state.lastStep === previous.lastStep) return;
        const before = previous.charts[state.activeId];
        const after = state.charts[state.activeId];
        if (before?.status !== 'ok' || after?.status !== 'ok') return;
        const text = `${state.lastStep.direction === 'undo' ? 'Undone' : 'Redone'}: ${describeChange(before.chart, after.chart)}.`;
        // The same words again (undo, redo, undo) differ by a space, or the region would not speak.
        setAnnouncement((shown) => (shown === text ? `${text}\u00a0` : text));
      }),
    [],
  );
  return announcement;
}

/**
 * Undo and redo buttons for the active chart's edit history. Unavailable ones are aria-disabled, not
 * disabled: pressing Undo until the history is empty would otherwise drop the focus to the page.
 */
export function UndoRedoButtons() {
  const canUndo = useChartStore(selectCanUndo);
  const canRedo = useChartStore(selectCanRedo);
  const announcement = useStepAnnouncement();
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
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
