import { afterEach, describe, expect, test, vi } from 'vitest';

import { writeThemePreference } from '../../data/preferences';
import { applyStoredTheme, embedTheme } from './theme';

afterEach(() => {
  writeThemePreference(null);
  history.replaceState(null, '', '/');
  delete document.documentElement.dataset.theme;
});

describe('embedTheme', () => {
  test("is the theme an embed's address names, light or dark", () => {
    expect(embedTheme({ pathname: '/embed/art-the-sun', search: '?theme=dark' })).toBe('dark');
    expect(embedTheme({ pathname: '/embed/art-the-sun', search: '?x=1&theme=light' })).toBe('light');
  });

  test('is null without one, for any other value and on every other page', () => {
    expect(embedTheme({ pathname: '/embed/art-the-sun', search: '' })).toBeNull();
    expect(embedTheme({ pathname: '/embed/art-the-sun', search: '?theme=purple' })).toBeNull();
    expect(embedTheme({ pathname: '/chart/art-the-sun', search: '?theme=dark' })).toBeNull();
    expect(embedTheme({ pathname: '/editor', search: '?theme=light' })).toBeNull();
  });
});

describe('applyStoredTheme', () => {
  test("pins an embed to its address's theme, over the reader's stored choice", () => {
    writeThemePreference('light');
    history.replaceState(null, '', '/embed/art-the-sun?theme=dark');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  test('elsewhere, or on an embed that names none, the stored choice or the system applies as before', () => {
    history.replaceState(null, '', '/editor?theme=dark');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    writeThemePreference('light');
    history.replaceState(null, '', '/embed/art-the-sun');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('chooseTheme', () => {
  test('applies the choice for the rest of the visit when storage refuses it', async () => {
    // A fresh copy of the module: this visit's choice stays out of the other tests.
    vi.resetModules();
    const { chooseTheme, effectiveTheme } = await import('./theme');
    const refuse = () => {
      throw new DOMException('Storage is blocked.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    try {
      chooseTheme('dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(effectiveTheme()).toBe('dark');
      chooseTheme('light');
      expect(document.documentElement.dataset.theme).toBe('light');
      expect(effectiveTheme()).toBe('light');
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
