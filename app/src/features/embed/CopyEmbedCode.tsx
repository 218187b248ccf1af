import { useEffect, useRef, useState } from 'react';

import { embedSnippet } from './embedSnippet';

const COPIED_MESSAGE_MS = 1000;

/** "Copy embed code": puts the chart's `<iframe>` snippet on the clipboard. */
export function CopyEmbedCode({ chartId, chartName }: { chartId: string; chartName: string }) {
  const [message, setMessage] = useState<string | null>(null);
  // One timer: a second copy restarts the message's time instead of an older timer clearing it early.
  const messageTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(messageTimer.current), []);
  // Unchosen, the snippet names no theme and the embed follows each reader's system.
  const [theme, setTheme] = useState<'' | 'light' | 'dark'>('');
  const snippet = embedSnippet({
    origin: window.location.origin,
    chartId,
    chartName,
    theme: theme || undefined,
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setMessage('Embed code copied to clipboard');
    } catch {
      // Without clipboard access the snippet is still selectable in the field below.
      setMessage('Copy the embed code from the box below');
    }
    window.clearTimeout(messageTimer.current);
    messageTimer.current = window.setTimeout(() => setMessage(null), COPIED_MESSAGE_MS);
  }

  return (
    <div className="embed-code">
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        Copy embed code
      </button>
      <label className="embed-code-theme">
        Embed theme{' '}
        <select
          value={theme}
          onChange={(event) => setTheme(event.currentTarget.value as '' | 'light' | 'dark')}
        >
          <option value="">Reader&apos;s system setting</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </label>
      <label className="visually-hidden" htmlFor={`embed-code-${chartId}`}>
        Embed code
      </label>
      <input
        id={`embed-code-${chartId}`}
        className="embed-code-field"
        readOnly
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      {message && (
        <p role="status" className="embed-code-message">
          {message}
        </p>
      )}
    </div>
  );
}
