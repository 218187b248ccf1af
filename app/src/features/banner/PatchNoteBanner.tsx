import { useState } from 'react';
import { Link } from 'wouter';

import { isPatchNoteUnseen, LATEST_PATCH_NOTE, markPatchNoteSeen } from '../../data/patchNotes';
import './PatchNoteBanner.css';

/**
 * Announces the latest patch note until the visitor opens or dismisses it. Both record the note as
 * seen (spec: "visible until dismissed or marked seen"), so it stays hidden after a reload until a
 * newer patch note raises LATEST_PATCH_NOTE.
 */
export function PatchNoteBanner() {
  const [visible, setVisible] = useState(isPatchNoteUnseen);
  if (!visible) return null;

  function markSeen() {
    markPatchNoteSeen(LATEST_PATCH_NOTE);
    setVisible(false);
  }

  return (
    <aside className="patch-banner" aria-label="What's new">
      <Link
        href={`/blog/patch-note${LATEST_PATCH_NOTE}`}
        className="patch-banner-link"
        // In the capture phase: the router's own click handler skips the link's onClick for a click
        // with a modifier key (Ctrl, Cmd, Shift), which opens the note in a new tab or window.
        onClickCapture={markSeen}
        // A middle click opens it in a new tab too (no click event).
        onAuxClick={(event) => {
          if (event.button === 1) markSeen();
        }}
      >
        <span className="patch-banner-badge">New</span>
        <span className="patch-banner-text">
          Patch Note {LATEST_PATCH_NOTE} is here
          <span className="patch-banner-more">: see what changed in StatRadar.</span>
        </span>
        <span className="patch-banner-cta">Read Full Release</span>
      </Link>
      <button
        type="button"
        className="icon-button patch-banner-close"
        aria-label="Close the patch-note banner"
        onClick={() => {
          markSeen();
          // The button goes with the banner: the focus moves on to the header's first link.
          document.querySelector<HTMLElement>('.site-header a')?.focus();
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
