import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ClipboardEvent, KeyboardEvent, MouseEvent } from 'react';
import { isBlankText } from 'statradar';

import { draftMoveCount, subscribeToDraftMoves } from '../data/draftMoves';
import { clearDraft, readDraft, writeDraft } from '../data/localChartsExtras';
import { Markdown } from '../features/markdown';
import { showToast } from './toasts';
import './EditableText.css';

export interface EditableTextProps {
  value: string;
  /** Called with the new text when the user confirms (tick or Enter in a one-line field). */
  onSave(value: string): void;
  /** What the text is, for accessible names: "chart name" gives "Edit chart name". */
  label: string;
  /** A textarea for long text (descriptions) instead of a one-line field. */
  multiline?: boolean;
  /** Present the displayed text as a heading of this level. */
  headingLevel?: 1 | 2 | 3;
  /** Shown in display mode when the value is empty. */
  placeholder?: string;
  className?: string;
  /** Most characters the text may have (the chart parser's limit); a counter shows near it. */
  maxLength?: number;
  /**
   * Where an open edit keeps its draft (per chart and field): the draft survives clicks elsewhere,
   * chart switches and reloads, and the edit box reopens with it. Without a key, drafts live in memory.
   */
  draftKey?: string;
}

/** A text field's character counter shows once the text reaches this share of its limit. */
export const COUNTER_FROM = 0.9;
/** How long the message about a paste cut to the limit stays (as a value field's paste message). */
export const PASTE_CUT_MESSAGE_MS = 5000;

/** The message for a paste the field cut to its limit. */
export function pasteCutMessage(label: string, maxLength: number): string {
  return `Pasted text was cut: the ${label} holds at most ${maxLength} characters.`;
}

/**
 * Text shown as rendered markdown with a pencil button; clicking the text or the pencil edits it in
 * a text box with a tick to confirm and a cross to cancel, which restores the original. Escape also
 * cancels. An open edit is kept as a draft until it is confirmed or cancelled.
 */
export function EditableText({
  value,
  onSave,
  label,
  multiline = false,
  headingLevel,
  placeholder = '',
  className = '',
  maxLength,
  draftKey,
}: EditableTextProps) {
  // A stored draft is cut to the field's limit, as typing is: a longer one (kept by an older version,
  // or edited by hand) was saved whole on Enter, and the chart then opened "repaired" with a notice.
  const storedDraft = (key: string | undefined) => {
    const text = key ? readDraft(key) : null;
    return text !== null && maxLength !== undefined ? text.slice(0, maxLength) : text;
  };
  const draftMoves = useSyncExternalStore(subscribeToDraftMoves, draftMoveCount);
  const [state, setState] = useState(() => ({
    key: draftKey,
    draft: storedDraft(draftKey),
    restored: true,
    draftMoves,
  }));
  // Another chart or data set, or drafts moved under this key (a data set of the same name deleted
  // above): show the key's own draft (the previous one is already stored).
  if (state.key !== draftKey || (draftKey && state.draftMoves !== draftMoves)) {
    setState({ key: draftKey, draft: storedDraft(draftKey), restored: true, draftMoves });
  }
  const { draft } = state;
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const fieldId = useId();
  const editing = draft !== null;

  /**
   * A paste longer than the room left is cut by the field (maxlength) without a word: say so. A line
   * break counts as one character, as the browser inserts it (a space in a one-line field).
   */
  function onPaste(event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (maxLength === undefined) return;
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    if (field.value.length - selected + pasted.length > maxLength) {
      // One message for all the text fields: a second cut paste replaces the first one's.
      showToast('text-paste-cut', pasteCutMessage(label, maxLength), PASTE_CUT_MESSAGE_MS);
    }
  }

  useEffect(() => {
    if (editing) {
      // A draft restored after a reload or a switch is not focused: the user is elsewhere.
      if (state.restored) return;
      fieldRef.current?.focus();
      fieldRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      pencilRef.current?.focus();
    }
    // Only entering or leaving edit mode moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  function setDraft(text: string | null, restored = false) {
    setState({ key: draftKey, draft: text, restored, draftMoves });
    if (!draftKey) return;
    if (text === null) clearDraft(draftKey);
    else writeDraft(draftKey, text);
  }

  function finish(save: boolean) {
    returnFocus.current = true;
    // The draft goes before the save: a rename moves the drafts under the old name to the new one.
    setDraft(null);
    if (save && draft !== null && draft !== value) onSave(draft);
  }

  function handleKeyDown(event: KeyboardEvent) {
    // While an input method composes (Japanese, Chinese, Korean), Enter picks its candidate and Escape
    // drops the composition: they are the input method's, not a save or a cancel of the edit.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(true);
    }
  }

  function startFromText(event: MouseEvent) {
    // Links and controls inside the text (e.g. "Show images") keep their own click, and selecting
    // text to copy it does not start an edit.
    if (
      event.target instanceof Element &&
      event.target.closest('a, button, input, select, textarea, summary')
    )
      return;
    if (window.getSelection()?.toString()) return;
    setDraft(value);
  }

  if (editing) {
    const counterId = `${fieldId}-counter`;
    const showCounter = maxLength !== undefined && draft.length >= Math.floor(maxLength * COUNTER_FROM);
    const fieldProps = {
      id: fieldId,
      ref: fieldRef,
      className: 'editable-text-field',
      value: draft,
      maxLength,
      'aria-label': label,
      'aria-describedby': showCounter ? counterId : undefined,
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onKeyDown: handleKeyDown,
      onPaste,
    };
    return (
      <div className={`editable-text editable-text-editing ${className}`}>
        <div className="editable-text-box">
          {multiline ? <textarea rows={5} {...fieldProps} /> : <input type="text" {...fieldProps} />}
          {showCounter && (
            <p
              id={counterId}
              className={`editable-text-counter${draft.length >= maxLength ? ' editable-text-counter-full' : ''}`}
              aria-live="polite"
            >
              {draft.length} / {maxLength} characters
            </p>
          )}
        </div>
        <div className="editable-text-actions">
          <button
            type="button"
            className="editable-text-button editable-text-confirm"
            aria-label={`Save ${label}`}
            title="Save"
            onClick={() => finish(true)}
          >
            ✓
          </button>
          <button
            type="button"
            className="editable-text-button editable-text-cancel"
            aria-label={`Cancel editing ${label}`}
            title="Cancel"
            onClick={() => finish(false)}
          >
            ✕
          </button>
        </div>
      </div>
    );
  }

  const empty = isBlankText(value);
  const headingProps = headingLevel ? { role: 'heading', 'aria-level': headingLevel } : {};
  return (
    <div className={`editable-text ${className}`}>
      <div
        className="editable-text-display editable-text-clickable"
        title="Click to edit"
        onClick={startFromText}
        {...headingProps}
      >
        {empty ? (
          <span className="editable-text-placeholder">{placeholder}</span>
        ) : (
          <Markdown source={value} />
        )}
      </div>
      <button
        ref={pencilRef}
        type="button"
        className="editable-text-button editable-text-edit"
        aria-label={`Edit ${label}`}
        title="Edit"
        onClick={() => setDraft(value)}
      >
        ✎
      </button>
    </div>
  );
}
