import { useEffect } from 'react';

import { stepHistory } from './stepHistory';

export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['range', 'color', 'checkbox', 'radio', 'button'].includes(target.type);
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes chart edits while the editor is open.
 * Inside a text field the browser's own text undo keeps working.
 */
export function useUndoShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        stepHistory(event.shiftKey ? 'redo' : 'undo');
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        stepHistory('redo');
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
