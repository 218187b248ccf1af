export { applyStoredTheme, chooseTheme, effectiveTheme, embedTheme } from './theme';
export { ThemeToggle } from './ThemeToggle';
