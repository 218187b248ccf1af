import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { validateDisplayName } from './displayName';

/**
 * The display name, with an Edit action for its owner only. Invalid input shows the spec's
 * "Characters not allowed: {chars}" and nothing is saved. Like the editor's text widgets, Edit
 * focuses the field, Escape cancels, and leaving the edit (Save, Cancel, Escape) returns the focus
 * to Edit.
 */
export function DisplayNameField({
  displayName,
  editable,
  onSave,
}: {
  displayName: string;
  editable: boolean;
  onSave(displayName: string): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(displayName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function stopEditing() {
    returnFocus.current = true;
    setEditing(false);
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    // A save already sent cannot be taken back.
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    event.stopPropagation();
    stopEditing();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateDisplayName(draft);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setSaving(true);
    try {
      await onSave(result.value);
      stopEditing();
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className="display-name">
        <span className="display-name-text">{displayName}</span>
        {editable && (
          <button
            ref={editRef}
            type="button"
            className="button button-secondary button-small"
            aria-label="Edit display name"
            onClick={() => {
              setDraft(displayName);
              setError(null);
              setEditing(true);
            }}
          >
            ✎ Edit
          </button>
        )}
      </div>
    );
  }

  return (
    <form className="display-name-form" onSubmit={submit} onKeyDown={cancelOnEscape}>
      <label htmlFor={inputId}>Display name</label>
      <div className="display-name-row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          autoComplete="nickname"
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary button-small" disabled={saving}>
          Save
        </button>
        <button type="button" className="button button-danger button-small" onClick={stopEditing}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
