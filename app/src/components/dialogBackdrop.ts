import type { MouseEvent } from 'react';

/**
 * Whether a click on a modal `<dialog>` landed on its backdrop. The backdrop belongs to the dialog
 * element, as does the dialog's own padding, so only a point outside the dialog's box counts.
 */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
