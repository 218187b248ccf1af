import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { keepFocusInDialog } from './dialogFocus';
import './ConfirmDialog.css';

export const DEFAULT_CONFIRM_MESSAGE = 'Are you sure you want to delete?';

export interface ConfirmDialogProps {
  /** The question asked; the spec's default is "Are you sure you want to delete?". */
  message?: string;
  /** Runs when the user confirms; the dialog then closes. */
  onConfirm(): void;
  /** Content of the button that opens the dialog. */
  children: ReactNode;
  /** Accessible name of the opening button when its content is an icon. */
  triggerLabel?: string;
  triggerClassName?: string;
  disabled?: boolean;
  /**
   * Why the button is disabled. A tooltip alone never reaches touch screens: with a reason, the
   * disabled button stays focusable and tappable (`aria-disabled`), and says why in the dialog.
   */
  disabledReason?: string;
  /** Shown as the opening button's tooltip, e.g. why it is disabled. */
  triggerTitle?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * A button that asks for confirmation in a modal dialog before running an action. Closed by default;
 * Cancel, Escape and a click on the backdrop close it; Confirm runs the action and closes it. The
 * native modal <dialog> keeps focus inside while it is open (Cancel, the safe choice, gets it first)
 * and returns it to the button afterwards.
 */
export function ConfirmDialog({
  message = DEFAULT_CONFIRM_MESSAGE,
  onConfirm,
  children,
  triggerLabel,
  triggerClassName = 'button button-danger button-small',
  disabled = false,
  disabledReason,
  triggerTitle,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  /** The dialog says why the button is disabled instead of asking (see disabledReason). */
  const [explaining, setExplaining] = useState(false);
  const explains = disabled && disabledReason !== undefined;

  function show() {
    const dialog = dialogRef.current;
    if (!dialog) return;
    setExplaining(explains);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }

  function close() {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }

  function confirm() {
    // The action can disable the button focus returns to (the last data set but one deleted) or
    // remove its row (an attribute deleted): focus would fall to the page's start, so keyboard users
    // continue from the first control near it: the row that took the removed one's place, else the
    // trigger's section.
    const trigger = triggerRef.current;
    const row = trigger?.closest('li');
    const list = row?.parentElement;
    const rowIndex = row && list ? [...list.children].indexOf(row) : -1;
    const section = trigger?.closest('section, form, [role="region"]');
    close();
    onConfirm();
    function focusNear(): void {
      const active = document.activeElement;
      const triggerDisabled = trigger?.disabled || trigger?.getAttribute('aria-disabled') === 'true';
      if (active && active !== document.body && !(active === trigger && triggerDisabled)) return;
      const rows = list?.isConnected ? [...list.children] : [];
      const near = [rows[Math.min(rowIndex, rows.length - 1)], section].filter(
        (element) => element?.isConnected,
      );
      for (const element of near) {
        const control = element!.querySelector<HTMLElement>(
          'button:not(:disabled), a[href], input:not(:disabled)',
        );
        if (control) return control.focus();
      }
      // Nothing left to operate near it (the last chart of a list deleted, "No Charts Saved" in its
      // place): the section itself takes the focus, so the next Tab goes on from there.
      if (section instanceof HTMLElement && section.isConnected) {
        if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
        section.focus();
      }
    }
    requestAnimationFrame(focusNear);
    // An action that waits on the network (a cloud chart deleted) removes the row later: the focus
    // then falls to the page's start too, so it is moved when the row goes.
    if (!section || !trigger) return;
    const observer = new MutationObserver(() => {
      if (trigger.isConnected) return;
      observer.disconnect();
      focusNear();
    });
    observer.observe(section, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 60_000);
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        title={triggerTitle}
        aria-haspopup="dialog"
        disabled={disabled && !explains}
        aria-disabled={explains || undefined}
        onClick={show}
      >
        {children}
      </button>
      <dialog
        ref={dialogRef}
        className="confirm-dialog"
        // Named by its question (it has no title): "Are you sure you want to delete this chart?".
        aria-labelledby={messageId}
        onKeyDown={keepFocusInDialog}
        onClick={(event) => {
          // A click on the dialog element itself (not its content box) landed on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="confirm-dialog-content">
          <p id={messageId} className="confirm-dialog-message">
            {explaining ? disabledReason : message}
          </p>
          <div className="confirm-dialog-actions">
            {explaining ? (
              <button type="button" className="confirm-dialog-cancel" onClick={close}>
                OK
              </button>
            ) : (
              <>
                <button type="button" className="confirm-dialog-cancel" onClick={close}>
                  {cancelLabel}
                </button>
                <button type="button" className="confirm-dialog-confirm" onClick={confirm}>
                  {confirmLabel}
                </button>
              </>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
