import { useEffect, useId, useRef, useState } from 'react';

import { isBackdropClick } from '../../components/dialogBackdrop';
import type { AvatarChoice } from '../../data/profiles';
import { AvatarImage } from './AvatarImage';
import { AVATARS, isAvatarLocked, LOCKED_AVATAR_MESSAGE } from './avatars';

/**
 * "Change Avatar": a modal grid of avatars with Cancel and Save; Escape and a click or tap outside it
 * cancel too. Locked avatars cannot be picked;
 * trying one says "This avatar is currently locked". A Save that fails keeps the picker open and
 * says why inside it.
 */
export function AvatarPicker({
  current,
  onCancel,
  onSave,
}: {
  current: AvatarChoice;
  onCancel(): void;
  onSave(avatar: AvatarChoice): Promise<void>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chosen, setChosen] = useState(current.default);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave({ ...current, default: chosen });
    } catch (caught) {
      setSaveError(`Your avatar was not saved. ${caught instanceof Error ? caught.message : String(caught)}`);
      setSaving(false);
    }
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // It opens on the avatar in use, not on the first of the grid.
      dialog.querySelector<HTMLButtonElement>('.avatar-option[aria-pressed="true"]')?.focus();
    }
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="avatar-picker"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // A tap on the backdrop closes it, as Cancel and Escape do.
        if (isBackdropClick(event)) onCancel();
      }}
    >
      <h2 id={titleId}>Choose your avatar</h2>
      <div className="avatar-grid" role="group" aria-label="Avatars">
        {AVATARS.map((option, index) => {
          const locked = isAvatarLocked(option);
          return (
            <button
              key={option.name}
              type="button"
              className={index === chosen ? 'avatar-option avatar-option-chosen' : 'avatar-option'}
              aria-pressed={index === chosen}
              aria-disabled={locked || undefined}
              title={locked ? LOCKED_AVATAR_MESSAGE : option.name}
              onClick={() => {
                if (locked) setNotice(LOCKED_AVATAR_MESSAGE);
                else {
                  setChosen(index);
                  setNotice(null);
                }
              }}
            >
              <AvatarImage avatar={{ ...current, default: index }} size={64} />
              <span className="avatar-option-name">
                {option.name}
                {locked && <span aria-hidden="true"> 🔒</span>}
                {locked && <span className="visually-hidden"> (locked)</span>}
              </span>
            </button>
          );
        })}
      </div>
      <p className="avatar-picker-notice" role="status">
        {notice}
      </p>
      {saveError && (
        <p className="error-text" role="alert">
          {saveError}
        </p>
      )}
      <div className="avatar-picker-actions">
        <button type="button" className="button button-danger" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={saving}
          onClick={() => void save()}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </dialog>
  );
}
