import { useId, useState, type FormEvent } from 'react';

import { validateDisplayName } from './displayName';

/**
 * The display name, with an Edit action for its owner only. Invalid input shows the spec's
 * "Characters not allowed: {chars}" and nothing is saved.
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
      setEditing(false);
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
    <form className="display-name-form" onSubmit={submit}>
      <label htmlFor={inputId}>Display name</label>
      <div className="display-name-row">
        <input
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
        <button type="button" className="button button-danger button-small" onClick={() => setEditing(false)}>
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
