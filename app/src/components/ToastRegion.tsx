import { useEffect, useSyncExternalStore } from 'react';

import { dismissToast, serverToasts, shownToasts, subscribeToasts, type Toast } from './toasts';

function ToastItem({ toast }: { toast: Toast }) {
  // The toast's time starts once it is on screen.
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return <p className="toast">{toast.text}</p>;
}

/**
 * The page's pop-up messages, stacked at the bottom of the screen (newest last), in one log region:
 * each toast is announced once, when it is added (see toasts.ts).
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToasts, shownToasts, serverToasts);
  return (
    <div
      className="toast-stack"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Messages"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
