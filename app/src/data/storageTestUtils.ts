/**
 * Raw local-storage access for tests outside app/src/data, which may not touch localStorage
 * themselves (lint boundary): tests check the exact stored strings through this.
 */
export const rawStorage = {
  get: (key: string): string | null => localStorage.getItem(key),
  set: (key: string, value: string): void => localStorage.setItem(key, value),
  remove: (key: string): void => localStorage.removeItem(key),
  /** Clears local storage and this tab's session storage (each tab's own active chart). */
  clear: (): void => {
    localStorage.clear();
    sessionStorage.clear();
  },
  json: (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null'),
  /** Every stored entry, to check that something wrote nothing at all. */
  entries: (): Record<string, string> => ({ ...localStorage }),
};
