import { readThemePreference, writeThemePreference, type ThemePreference } from '../../data/preferences';

export type Theme = ThemePreference;

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's scheme (prefers-color-scheme). */
export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * The choice made on this page: where storage is blocked or full it is not stored, and it lasts for
 * this visit only instead of being lost at once.
 */
let choiceThisVisit: Theme | null = null;

/** The stored choice, else this visit's when storage refused it. */
function chosenTheme(): Theme | null {
  return readThemePreference() ?? choiceThisVisit;
}

/** The chosen theme, else the system's. */
export function effectiveTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/**
 * The theme an embed's address names, /embed/{id}?theme=light|dark: the host page's choice, which
 * its snippet carries so the frame matches the page around it whatever the reader's system says.
 * Null elsewhere, and for any other value. public/theme.js reads the same before the first paint.
 */
export function embedTheme(location: { pathname: string; search: string } = window.location): Theme | null {
  if (!location.pathname.startsWith('/embed/')) return null;
  const theme = new URLSearchParams(location.search).get('theme');
  return theme === 'light' || theme === 'dark' ? theme : null;
}

/**
 * Pins the page to an embed's requested theme or the stored one through `data-theme` (the CSS
 * tokens use light-dark()), or removes it so the page follows the system live. Called before the
 * first render: no flash.
 */
export function applyStoredTheme(): void {
  const pinned = embedTheme() ?? chosenTheme();
  if (pinned) document.documentElement.dataset.theme = pinned;
  else delete document.documentElement.dataset.theme;
}

const choiceListeners = new Set<() => void>();

/** Stores and applies a theme; every toggle on the page shows it (the header has two). */
export function chooseTheme(theme: Theme): void {
  choiceThisVisit = theme;
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
