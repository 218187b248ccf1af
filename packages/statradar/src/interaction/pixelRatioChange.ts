/** The query every chart on the page shares, and who listens to it. */
interface RatioQuery {
  query: MediaQueryList;
  listeners: Set<() => void>;
}

let shared: RatioQuery | undefined;

/**
 * Calls `listener` once when the device pixel ratio next changes (browser zoom, a window moved to
 * another screen); returns what stops listening. Every chart on a page shares one media query,
 * kept while the ratio stays the same, even with no chart listening: creating one costs about
 * 0.1 ms, a tenth of a chart's script in its first render, and a feed of a hundred charts, or a
 * page that mounts a chart on each visit to a view, would otherwise create one per chart. After a
 * change the query is for the old ratio, so the next listener added creates one for the new ratio.
 */
export function onNextPixelRatioChange(listener: () => void, currentRatio: number): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  if (!shared) {
    const watch: RatioQuery = {
      query: matchMedia(`(resolution: ${currentRatio}dppx)`),
      listeners: new Set(),
    };
    const onChange = (): void => {
      watch.query.removeEventListener?.('change', onChange);
      if (shared === watch) shared = undefined;
      const called = [...watch.listeners];
      watch.listeners.clear();
      for (const each of called) each();
    };
    watch.query.addEventListener?.('change', onChange);
    shared = watch;
  }
  const { listeners } = shared;
  // Its own entry, so one function added twice is called, and stopped, twice.
  const entry = (): void => listener();
  listeners.add(entry);
  return () => void listeners.delete(entry);
}
