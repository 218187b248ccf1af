import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that disappears after its own duration (the spec's 1000 ms and 2000 ms pop-ups). */
export function useTimedMessage(): [string | null, (message: string, durationMs: number) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: string, durationMs: number) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, []);
  return [message, show];
}
