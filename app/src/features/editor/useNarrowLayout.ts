import { useSyncExternalStore } from 'react';

/** The width at which the editor stacks in one column (Editor.css uses the same breakpoint). */
const NARROW_QUERY = '(max-width: 820px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/**
 * Whether the editor shows its one-column (phone) layout, kept live. The layouts place the toolbar
 * and the description at different heights, and the keyboard follows the markup's order (CSS order
 * and `reading-flow` do not move a `display: contents` wrapper's children apart), so the editor
 * writes them where each layout shows them.
 */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
