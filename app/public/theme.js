// Pins the page to the visitor's chosen theme before anything paints: prerendered pages show their
// content before the app's script runs, which would otherwise apply the choice a moment later.
// The key and values are app/src/data/preferences.ts's THEME_KEY and ThemePreference (a test
// keeps them in step); the app applies the same choice again when it starts.
// An embed's address may name a theme, /embed/{id}?theme=light|dark (the host page's, from its
// snippet): it wins over the stored choice, as app/src/features/theme/theme.ts's embedTheme does.
try {
  const requested = location.pathname.startsWith('/embed/')
    ? new URLSearchParams(location.search).get('theme')
    : null;
  const theme =
    requested === 'light' || requested === 'dark' ? requested : localStorage.getItem('statradar.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Blocked storage: the page follows the system's scheme.
}
