// Pins the page to the visitor's chosen theme before anything paints: prerendered pages show their
// content before the app's script runs, which would otherwise apply the choice a moment later.
// The key and values are app/src/data/preferences.ts's THEME_KEY and ThemePreference (a test
// keeps them in step); the app applies the same choice again when it starts.
try {
  const theme = localStorage.getItem('statradar.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Blocked storage: the page follows the system's scheme.
}
