import { readThemePreference, writeThemePreference, type ThemePreference } from '../../data/preferences';

export type Theme = ThemePreference;

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's scheme (prefers-color-scheme). */
export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored choice, else the system's. */
export function effectiveTheme(): Theme {
  return readThemePreference() ?? systemTheme();
}

/**
 * Pins the page to the stored theme through `data-theme` (the CSS tokens use light-dark()), or
 * removes it so the page follows the system live. Called before the first render: no flash.
 */
export function applyStoredTheme(): void {
  const stored = readThemePreference();
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}

const choiceListeners = new Set<() => void>();

/** Stores and applies a theme; every toggle on the page shows it (the header has two). */
export function chooseTheme(theme: Theme): void {
  writeThemePreference(theme);
  applyStoredTheme();
  for (const listener of choiceListeners) listener();
}

/**
 * Calls `listener` when the effective theme may have changed: a choice made on this page, or the
 * system's scheme; returns the unsubscribe function.
 */
export function subscribeToTheme(listener: () => void): () => void {
  choiceListeners.add(listener);
  const query = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  query?.addEventListener('change', listener);
  return () => {
    choiceListeners.delete(listener);
    query?.removeEventListener('change', listener);
  };
}
