import { useEffect, useId, useState } from 'react';

interface AddButtonProps {
  /** The button's accessible name ("+ Add data set"). */
  label: string;
  /** Its tooltip while it can add. */
  title: string;
  /** Why nothing more can be added (a chart limit), or null while it can add. */
  limitReason: string | null;
  onAdd(): void;
}

/**
 * The round "+" button that adds a data set or an attribute. At a chart limit it stays focusable and
 * tappable (`aria-disabled`) and says why, in words beside it that a screen reader announces: as a
 * disabled button with a tooltip, a phone (no hover) and the keyboard (Tab skipped it) got nothing
 * at all, and a tap at 200 data sets did nothing without a word. The reason is its description too.
 */
export function AddButton({ label, title, limitReason, onAdd }: AddButtonProps) {
  const reasonId = useId();
  const [explaining, setExplaining] = useState(false);
  const atLimit = limitReason !== null;
  // Below the limit again (a data set deleted, undo) the note has nothing to say.
  useEffect(() => {
    if (!atLimit) setExplaining(false);
  }, [atLimit]);
  return (
    <>
      <button
        type="button"
        className="editor-add-button"
        aria-label={label}
        title={limitReason ?? title}
        aria-disabled={atLimit || undefined}
        aria-describedby={atLimit ? reasonId : undefined}
        onClick={() => {
          if (atLimit) setExplaining(true);
          else onAdd();
        }}
      >
        +
      </button>
      {atLimit && (
        <span id={reasonId} hidden>
          {limitReason}
        </span>
      )}
      <span className="editor-limit-note" role="status">
        {atLimit && explaining ? `${limitReason}.` : ''}
      </span>
    </>
  );
}
