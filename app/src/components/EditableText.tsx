import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { Markdown } from '../features/markdown';
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
}

/**
 * Text shown as rendered markdown with a pencil button; editing shows a text box with a tick to
 * confirm and a cross to cancel, which restores the original. Escape also cancels.
 */
export function EditableText({
  value,
  onSave,
  label,
  multiline = false,
  headingLevel,
  placeholder = '',
  className = '',
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const fieldId = useId();
  const editing = draft !== null;

  useEffect(() => {
    if (editing) {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      pencilRef.current?.focus();
    }
  }, [editing]);

  function finish(save: boolean) {
    if (save && draft !== null && draft !== value) onSave(draft);
    returnFocus.current = true;
    setDraft(null);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(true);
    }
  }

  if (editing) {
    const fieldProps = {
      id: fieldId,
      ref: fieldRef,
      className: 'editable-text-field',
      value: draft,
      'aria-label': label,
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onKeyDown: handleKeyDown,
    };
    return (
      <div className={`editable-text editable-text-editing ${className}`}>
        {multiline ? <textarea rows={5} {...fieldProps} /> : <input type="text" {...fieldProps} />}
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

  const empty = value.trim() === '';
  const headingProps = headingLevel ? { role: 'heading', 'aria-level': headingLevel } : {};
  return (
    <div className={`editable-text ${className}`}>
      <div className="editable-text-display" {...headingProps}>
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
