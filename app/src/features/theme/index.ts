export { applyStoredTheme, chooseTheme, effectiveTheme } from './theme';
export { ThemeToggle } from './ThemeToggle';
