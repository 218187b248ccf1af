import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Short-lived pop-up messages ("Link copied to clipboard", the spec's 1000 ms and 2000 ms pop-ups),
 * shown by one region for the whole page (ToastRegion) instead of one per component.
 *
 * Each component's status region used to hold its own toasts: two toasts at once sat on top of each
 * other at the bottom of the screen, and a role="status" region (atomic) re-read everything it held
 * whenever a toast joined it ("Saved to the cloud Link copied to clipboard"), so a screen reader
 * heard the first message twice, run together with the second. Now every toast enters one log
 * region (additions only, not atomic) on its own, in the order they were shown, at least
 * TOAST_GAP_MS after the one before: each is announced once, alone, in order.
 */

export interface Toast {
  id: number;
  /** Who showed it: a source's new toast replaces its old one. */
  source: string;
  text: string;
  durationMs: number;
}

interface ToastState {
  /** On screen, oldest first. */
  shown: readonly Toast[];
  /** Waiting for their turn, oldest first. */
  pending: readonly Toast[];
}

/** The least time between two toasts entering the region, so each is its own announcement. */
export const TOAST_GAP_MS = 500;

let state: ToastState = { shown: [], pending: [] };
const listeners = new Set<() => void>();
let nextId = 1;
let pacing: ReturnType<typeof setTimeout> | null = null;

function setState(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

function pump(): void {
  if (pacing !== null || state.pending.length === 0) return;
  const [first, ...rest] = state.pending;
  setState({ shown: [...state.shown, first!], pending: rest });
  pacing = setTimeout(() => {
    pacing = null;
    pump();
  }, TOAST_GAP_MS);
}

/** Shows `text` for `durationMs` once it is on screen, replacing what `source` showed before. */
export function showToast(source: string, text: string, durationMs: number): void {
  const toast: Toast = { id: nextId++, source, text, durationMs };
  setState({
    shown: state.shown.filter((entry) => entry.source !== source),
    pending: [...state.pending.filter((entry) => entry.source !== source), toast],
  });
  pump();
}

/** Takes one toast away (its time is up). */
export function dismissToast(id: number): void {
  if (!state.shown.some((toast) => toast.id === id)) return;
  setState({ ...state, shown: state.shown.filter((toast) => toast.id !== id) });
}

/** Takes `source`'s toast away at once, shown or waiting (it was about something no longer shown). */
export function clearToasts(source: string): void {
  if (![...state.shown, ...state.pending].some((toast) => toast.source === source)) return;
  setState({
    shown: state.shown.filter((toast) => toast.source !== source),
    pending: state.pending.filter((toast) => toast.source !== source),
  });
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shownToasts(): readonly Toast[] {
  return state.shown;
}

const NO_TOASTS: readonly Toast[] = [];
/** Prerendered pages have no toasts. */
export function serverToasts(): readonly Toast[] {
  return NO_TOASTS;
}

function textOf(source: string): string | null {
  return (
    state.shown.find((toast) => toast.source === source)?.text ??
    state.pending.find((toast) => toast.source === source)?.text ??
    null
  );
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  if (pacing !== null) clearTimeout(pacing);
  pacing = null;
  setState({ shown: [], pending: [] });
}

/**
 * A component's pop-up message: `show(text, durationMs?)` puts it in the page's toast region for its
 * duration, counted from when it is on screen (ToastRegion starts the timer after React commits it,
 * so a busy main thread cannot shorten what the user sees); showing again replaces it and restarts
 * its time; `clear` takes it away at once, as does unmounting the component. `text` is the
 * component's message while it is shown or waiting.
 */
export function useTimedMessage(
  defaultDurationMs = 2000,
): [string | null, (text: string, durationMs?: number) => void, () => void] {
  const source = useId();
  const text = useSyncExternalStore(
    subscribeToasts,
    () => textOf(source),
    () => null,
  );
  const show = useCallback(
    (message: string, durationMs = defaultDurationMs) => showToast(source, message, durationMs),
    [source, defaultDurationMs],
  );
  const clear = useCallback(() => clearToasts(source), [source]);
  useEffect(() => () => clearToasts(source), [source]);
  return [text, show, clear];
}
