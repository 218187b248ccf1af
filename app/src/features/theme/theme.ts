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

/** Stores and applies a theme. */
export function chooseTheme(theme: Theme): void {
  writeThemePreference(theme);
  applyStoredTheme();
}

/** Calls `listener` when the system scheme changes; returns the unsubscribe function. */
export function subscribeToSystemTheme(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
