import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for `durationMs` after `show(text)`; showing again restarts the timer. */
export function useTimedMessage(durationMs: number): [string | null, (text: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show];
}
