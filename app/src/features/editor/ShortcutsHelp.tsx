import { useEffect, useId, useRef, useState } from 'react';

import { keepFocusInDialog } from '../../components/dialogFocus';
import { readSingleKeyShortcuts, writeSingleKeyShortcuts } from '../../data/preferences';
import { isTextField } from './useUndoShortcuts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

/** Every keyboard shortcut of the editor, as the "?" list shows them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[][]; action: string }> = [
  { keys: [[mod, 'Z']], action: 'Undo' },
  {
    keys: [
      [mod, 'Shift', 'Z'],
      [mod, 'Y'],
    ],
    action: 'Redo',
  },
  { keys: [['?']], action: 'Show this list of shortcuts (outside text fields; can be turned off below)' },
  { keys: [['Escape']], action: 'Close the Style menu or a dialog; cancel a text edit' },
  { keys: [['Enter']], action: 'Confirm a one-line text edit' },
  { keys: [['↑'], ['↓'], ['Home'], ['End']], action: 'On the chart: choose the data set' },
  { keys: [['←'], ['→']], action: "On the chart: step through the chosen data set's points" },
  { keys: [['←'], ['→']], action: 'On a slider: change the value by 1' },
  { keys: [['Page Up'], ['Page Down']], action: 'On a slider: change the value by 10' },
  { keys: [['F2']], action: "In the table: edit the cell's text instead of replacing it" },
];

/**
 * Where a typed "?" is text or a choice, not a shortcut: text fields, selects (type-ahead) and
 * widgets that say they take text.
 */
function takesTyping(target: EventTarget | null): boolean {
  if (isTextField(target) || target instanceof HTMLSelectElement) return true;
  const role = target instanceof Element ? target.getAttribute('role') : null;
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/**
 * A "?" button, and the "?" key anywhere outside a text field, open the list of keyboard
 * shortcuts in a modal dialog (Escape, Close or a backdrop click close it). "?" is a
 * single-character shortcut, so the list has a switch that turns it off (WCAG 2.1.4); the choice is
 * kept in this browser.
 */
export function ShortcutsHelp() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const switchId = useId();
  const [singleKey, setSingleKey] = useState(readSingleKeyShortcuts);
  const closeRef = useRef<HTMLButtonElement>(null);

  /** Opens the list with the focus on Close (the first control, the switch, would take a stray Space). */
  function open() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    closeRef.current?.focus();
  }

  useEffect(() => {
    if (!singleKey) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (takesTyping(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      open();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [singleKey]);

  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small editor-shortcuts-button"
        aria-label="Keyboard shortcuts"
        aria-haspopup="dialog"
        aria-keyshortcuts={singleKey ? 'Shift+?' : undefined}
        title={singleKey ? 'Keyboard shortcuts (?)' : 'Keyboard shortcuts'}
        onClick={open}
      >
        ?
      </button>
      <dialog
        ref={dialogRef}
        className="confirm-dialog editor-shortcuts"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInDialog}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="confirm-dialog-content">
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <table className="editor-shortcuts-table">
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map(({ keys, action }) => (
                <tr key={action}>
                  <td>
                    {keys.map((combo, index) => (
                      <span key={index}>
                        {index > 0 && ' or '}
                        {combo.map((key, keyIndex) => (
                          <span key={keyIndex}>
                            {keyIndex > 0 && '+'}
                            <kbd>{key}</kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </td>
                  <td>{action}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="editor-shortcuts-switch">
            <input
              id={switchId}
              type="checkbox"
              checked={singleKey}
              onChange={(event) => {
                setSingleKey(event.target.checked);
                writeSingleKeyShortcuts(event.target.checked);
              }}
            />
            <label htmlFor={switchId}>Open this list with the ? key</label>
          </p>
          <div className="confirm-dialog-actions">
            <button
              type="button"
              className="button button-primary button-small"
              ref={closeRef}
              onClick={() => dialogRef.current?.close()}
            >
              Close
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
