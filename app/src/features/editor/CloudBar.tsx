import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { chartName, type Chart } from 'statradar';
import { Link } from 'wouter';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TEMP_CHART_ID } from '../../data/localCharts';
import { chartFingerprint } from '../../data/localChartsExtras';
import { errorMessage, SIGNED_OUT_MESSAGE, SignedOutError } from '../../data/networkErrors';
import { chartStore, useChartStore } from '../../store';
import { useAuthStatus } from '../auth/useAuthStatus';
import { useTimedMessage } from '../../components/toasts';

/** The spec's pop-up time for a copied link. */
const LINK_MESSAGE_MS = 1000;
const STATUS_MESSAGE_MS = 4000;

function cloudData() {
  // supabase-js loads only when a signed-in user uses the cloud.
  return import('../../data/cloudCharts');
}

function shareLink(cloudId: string): string {
  return `${window.location.origin}/chart/${cloudId}`;
}

/**
 * What a cloud action that worked says when storage was too full to keep the chart's link to its
 * cloud row: after a reload the chart would look never backed up, and "Back up" make a second copy.
 */
export function linkNotStoredMessage(done: string, then: string): string {
  return `${done}, but this browser's storage is full, so after a reload it will no longer know that this chart is in the cloud. Free some space (delete charts you no longer need), then ${then}.`;
}

function when(updatedAt: string): string {
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? updatedAt : date.toLocaleString();
}

/**
 * Cloud controls for a signed-in user: "Back up to cloud" for a local chart; for a chart linked to
 * the user's cloud row, "Save to cloud" (the same row and share link; a newer cloud save made
 * elsewhere is detected by its updated_at and the user is asked before it is overwritten) and "Copy link".
 */
export function CloudBar({ chart }: { chart: Chart }) {
  const { user } = useAuthStatus();
  const activeId = useChartStore((state) => state.activeId);
  const storedLink = useChartStore((state) => state.cloudLinks[state.activeId]);
  const newer = useChartStore((state) =>
    state.cloudNewer?.chartId === state.activeId ? state.cloudNewer : null,
  );
  const rowDeleted = useChartStore((state) => state.cloudRowDeletedFor === state.activeId);
  const [busy, setBusy] = useState(false);
  const [, showMessage, clearMessage] = useTimedMessage(STATUS_MESSAGE_MS);
  // The chart on screen now: a backup or save that ends after a switch speaks of another chart.
  const shownId = useRef(activeId);
  shownId.current = activeId;
  const [, showLinkMessage] = useTimedMessage(LINK_MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);
  // A save or backup found the user signed out: said even though the bar's controls are gone.
  const [signedOut, setSignedOut] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDialogElement>(null);
  const conflictId = useId();
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  /** A backup confirmed by keyboard or pointer hands the focus to the Save button that replaces it. */
  const focusSaveButton = useRef(false);
  const backingUp = useRef(false);
  const signedInId = user?.id ?? null;

  useEffect(() => {
    setError(null);
    setSignedOut(false);
    setConflict(null);
    clearMessage();
    focusSaveButton.current = false;
  }, [activeId, clearMessage]);

  // Signed in again (here or in another tab): what failed while signed out is no longer the case.
  useEffect(() => {
    if (signedInId === null) return;
    setError(null);
    setSignedOut(false);
  }, [signedInId]);

  useEffect(() => {
    const dialog = conflictRef.current;
    if (!dialog) return;
    if (conflict && !dialog.open) dialog.showModal?.();
    if (!conflict && dialog.open) dialog.close();
  }, [conflict]);

  // A layout effect: before the confirm dialog's own focus repair (a mutation observer) sees the
  // Back up button go and moves the focus to the section's first control.
  useLayoutEffect(() => {
    if (!focusSaveButton.current || !saveButtonRef.current) return;
    focusSaveButton.current = false;
    // Unless the user has gone on elsewhere while the backup ran.
    const focused = document.activeElement;
    const group = saveButtonRef.current.parentElement;
    if (focused && focused !== document.body && !group?.contains(focused)) return;
    saveButtonRef.current.focus();
  });

  if (activeId === TEMP_CHART_ID) return null;
  const signedOutNotice = signedOut && (
    <p className="error-text editor-cloud-error" role="alert">
      {SIGNED_OUT_MESSAGE} <Link href="/account/login">Sign in again</Link>
    </p>
  );
  if (signedInId === null) {
    return signedOutNotice ? (
      <div className="editor-cloud" role="group" aria-label="Cloud">
        {signedOutNotice}
      </div>
    ) : null;
  }
  const userId = signedInId;
  // A link another account made on this browser is not this user's row: they can back the chart up.
  const link = storedLink && (storedLink.userId ?? userId) === userId ? storedLink : undefined;

  function showFailure(cause: unknown) {
    if (cause instanceof SignedOutError) setSignedOut(true);
    else setError(errorMessage(cause));
  }

  async function backUp() {
    // The Back up button stays enabled (and focused) while a backup runs; pressing it again meanwhile
    // does nothing.
    if (backingUp.current) return;
    backingUp.current = true;
    setBusy(true);
    setError(null);
    // Set before the backup: the Save button can appear before the backup's promise settles.
    focusSaveButton.current = true;
    try {
      const { linkStored } = await chartStore.getState().backUpToCloud(activeId, userId);
      if (shownId.current !== activeId) return;
      if (linkStored) showMessage('Backed up to the cloud');
      else setError(linkNotStoredMessage('Backed up to the cloud', 'click Save to cloud'));
    } catch (cause) {
      focusSaveButton.current = false;
      showFailure(cause);
    } finally {
      backingUp.current = false;
      setBusy(false);
    }
  }

  async function save(overwrite: boolean) {
    if (!link) return;
    setBusy(true);
    setError(null);
    setConflict(null);
    try {
      const { saveCloudChart } = await cloudData();
      const result = await saveCloudChart(
        link.cloudId,
        chart,
        link.updatedAt,
        overwrite,
        link.syncedFingerprint,
      );
      if (result.status === 'saved') {
        const linkStored = chartStore.getState().linkToCloud(activeId, {
          cloudId: link.cloudId,
          updatedAt: result.updatedAt,
          userId,
          syncedFingerprint: chartFingerprint(chart),
        });
        if (shownId.current !== activeId) return;
        if (linkStored) showMessage('Saved to the cloud');
        else setError(linkNotStoredMessage('Saved to the cloud', 'save again'));
      } else if (result.status === 'newer') {
        setConflict(result.updatedAt);
      } else {
        // Kept in the store: unlinking can take the owner's link address to /editor, a new page.
        chartStore.getState().unlinkDeletedCloudRow(activeId);
      }
    } catch (cause) {
      showFailure(cause);
    } finally {
      setBusy(false);
    }
  }

  async function copyLink() {
    if (!link) return;
    const url = shareLink(link.cloudId);
    try {
      await navigator.clipboard.writeText(url);
      showLinkMessage('Link copied to clipboard');
    } catch {
      setError(`Copy this link to share the chart: ${url}`);
    }
  }

  return (
    <div className="editor-cloud" role="group" aria-label="Cloud">
      {link ? (
        <>
          <button
            ref={saveButtonRef}
            type="button"
            className="button button-primary button-small"
            // aria-disabled, not disabled: disabling the pressed button would drop the focus.
            aria-disabled={busy}
            onClick={() => !busy && void save(false)}
          >
            Save to cloud
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void copyLink()}
          >
            Copy link
          </button>
        </>
      ) : (
        <ConfirmDialog
          message={`Back up ${chartName(chart)}? (You can save up to 5 charts)`}
          onConfirm={() => void backUp()}
          triggerClassName="button button-secondary button-small"
        >
          Back up to cloud
        </ConfirmDialog>
      )}
      {signedOutNotice}
      {(error || (rowDeleted && !link)) && (
        <p className="error-text editor-cloud-error" role="alert">
          {error ??
            'This chart is no longer in your cloud charts (it was deleted), so it was not saved. Back it up again to keep it.'}
        </p>
      )}
      {newer && (
        <div className="editor-cloud-newer" role="alert">
          <p>
            A newer version of this chart was saved to the cloud ({when(newer.updatedAt)}) and this browser
            also has changes that are not in the cloud.
          </p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => chartStore.getState().loadCloudVersion()}
          >
            Load the cloud version
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => chartStore.getState().dismissCloudNewer()}
          >
            Keep this version
          </button>
        </div>
      )}
      <dialog
        ref={conflictRef}
        className="confirm-dialog"
        aria-labelledby={`${conflictId}-message`}
        onCancel={(event) => {
          event.preventDefault();
          setConflict(null);
        }}
        onClick={(event) => {
          // A click or tap on the backdrop (the dialog element itself, outside its content box)
          // cancels, as in every other confirmation dialog.
          if (event.target === event.currentTarget) setConflict(null);
        }}
      >
        <div className="confirm-dialog-content">
          <p id={`${conflictId}-message`} className="confirm-dialog-message">
            A newer version of this chart was saved to the cloud{conflict ? ` (${when(conflict)})` : ''}, for
            example from another tab or device. Overwrite it with this version?
          </p>
          <div className="confirm-dialog-actions">
            <button type="button" className="button button-danger" onClick={() => setConflict(null)}>
              Cancel
            </button>
            <button type="button" className="button button-primary" onClick={() => void save(true)}>
              Overwrite
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
