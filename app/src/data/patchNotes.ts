/**
 * Remembers which patch note the visitor has seen, in the key existing browsers already hold.
 * Storage can be missing or blocked (private mode, disabled cookies): reads then fall back to
 * "never seen" and writes are dropped, so the banner simply shows again next visit.
 */

/** The newest patch note; the banner links to `/blog/patch-note${LATEST_PATCH_NOTE}`. */
export const LATEST_PATCH_NOTE = 3;

/** The local-storage key the spec names for the last seen patch note. */
export const LAST_SEEN_PATCH_NOTE_KEY = 'lastSeenPatchNote';

/** The number of the last patch note the visitor opened, or 0 when none (or unreadable). */
export function lastSeenPatchNote(): number {
  try {
    const stored = Number(localStorage.getItem(LAST_SEEN_PATCH_NOTE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Records that the visitor opened patch note `patchNote`. */
export function markPatchNoteSeen(patchNote: number = LATEST_PATCH_NOTE): void {
  try {
    localStorage.setItem(LAST_SEEN_PATCH_NOTE_KEY, String(patchNote));
  } catch {
    // Blocked or full storage: the banner shows again next time, nothing else is affected.
  }
}

/** Whether the patch-note banner should show: only until the latest note is recorded as seen. */
export function isPatchNoteUnseen(): boolean {
  return lastSeenPatchNote() !== LATEST_PATCH_NOTE;
}
