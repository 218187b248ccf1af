import { useSyncExternalStore } from 'react';

import { chooseTheme, effectiveTheme, subscribeToTheme } from './theme';

/**
 * "Dark mode" switch: pressed while the page is dark. The page starts in the system's scheme;
 * pressing stores the choice, which then wins over the system.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  // Prerendered as a first visit shows it: light until the page knows better.
  const theme = useSyncExternalStore(subscribeToTheme, effectiveTheme, () => 'light');
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={`theme-toggle ${className}`}
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => {
        chooseTheme(dark ? 'light' : 'dark');
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {dark ? (
          <path
            d="M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        ) : (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        )}
      </svg>
      <span className="theme-toggle-label">Dark mode</span>
    </button>
  );
}
