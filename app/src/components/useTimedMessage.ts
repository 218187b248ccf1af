import { useCallback, useEffect, useState } from 'react';

/**
 * A pop-up message that disappears after its duration (the spec's 1000 ms and 2000 ms pop-ups),
 * counted from when it is on screen: the timer starts in an effect after React commits the message,
 * so a busy main thread (an image export, say) cannot shorten what the user sees. Showing a message
 * again restarts its time; `clear` takes it away at once (it was about something no longer shown).
 */
export function useTimedMessage(
  defaultDurationMs = 2000,
): [string | null, (text: string, durationMs?: number) => void, () => void] {
  const [shown, setShown] = useState<{ text: string; durationMs: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.durationMs);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback(
    (text: string, durationMs = defaultDurationMs) => setShown({ text, durationMs }),
    [defaultDurationMs],
  );
  const clear = useCallback(() => setShown(null), []);
  return [shown?.text ?? null, show, clear];
}
