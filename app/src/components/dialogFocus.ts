import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog (disabled controls and negative tabindex left out). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keydown handler: Tab and Shift+Tab wrap between its first and last control. A
 * modal dialog makes the page inert, but Tab can still leave it for the browser's own controls
 * (the address bar), and focus came back on the page's <body>, outside the dialog.
 */
export function keepFocusInDialog(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
