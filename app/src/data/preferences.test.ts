import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEFAULT_GRID_SETTINGS,
  parseGridSettings,
  readGridSettings,
  readSingleKeyShortcuts,
  readTempChartSource,
  readThemePreference,
  SINGLE_KEY_SHORTCUTS_KEY,
  THEME_KEY,
  writeGridSettings,
  writeSingleKeyShortcuts,
  writeTempChartSource,
  writeThemePreference,
} from './preferences';

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('theme preference', () => {
  it('round-trips light and dark, and null forgets it', () => {
    expect(readThemePreference()).toBeNull();
    writeThemePreference('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    writeThemePreference(null);
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('ignores anything else stored under the key', () => {
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readThemePreference()).toBeNull();
  });

  it('drops writes to blocked storage without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeThemePreference('dark')).not.toThrow();
  });
});

describe('grid settings', () => {
  it('are kept per chart', () => {
    writeGridSettings('MyChart1', { sort: 'mean', reversed: true, columns: 4 });
    writeGridSettings('art-the-sun', { sort: 'alphabetical', reversed: false, columns: null });
    expect(readGridSettings('MyChart1')).toEqual({ sort: 'mean', reversed: true, columns: 4 });
    expect(readGridSettings('MyChart2')).toBeNull();
  });

  it('are kept as no key at all when they are the defaults (every shared chart viewed made one)', () => {
    writeGridSettings('art-the-sun', DEFAULT_GRID_SETTINGS);
    expect(localStorage.length).toBe(0);
    writeGridSettings('art-the-sun', { sort: 'area', reversed: false, columns: null });
    expect(readGridSettings('art-the-sun')).toEqual({ sort: 'area', reversed: false, columns: null });
    // Back to the defaults: the key goes.
    writeGridSettings('art-the-sun', { sort: 'alphabetical', reversed: false, columns: null });
    expect(readGridSettings('art-the-sun')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('reject malformed or out-of-range values', () => {
    for (const text of [
      '{',
      'null',
      '[]',
      '{"sort":1,"reversed":false,"columns":3}',
      '{"sort":"area","reversed":"no","columns":3}',
      '{"sort":"area","reversed":false,"columns":0}',
      '{"sort":"area","reversed":false,"columns":11}',
      '{"sort":"area","reversed":false,"columns":2.5}',
    ]) {
      expect(parseGridSettings(text), text).toBeNull();
    }
  });
});

describe('temp chart source', () => {
  it('remembers the id the temporary chart came from', () => {
    expect(readTempChartSource()).toBeNull();
    writeTempChartSource('marvel-rivals-characters');
    expect(readTempChartSource()).toBe('marvel-rivals-characters');
  });
});

describe('single-key shortcuts preference', () => {
  it('is on until turned off, and turning it on again forgets the choice', () => {
    expect(readSingleKeyShortcuts()).toBe(true);
    writeSingleKeyShortcuts(false);
    expect(localStorage.getItem(SINGLE_KEY_SHORTCUTS_KEY)).toBe('off');
    expect(readSingleKeyShortcuts()).toBe(false);
    writeSingleKeyShortcuts(true);
    expect(localStorage.getItem(SINGLE_KEY_SHORTCUTS_KEY)).toBeNull();
    expect(readSingleKeyShortcuts()).toBe(true);
  });
});
