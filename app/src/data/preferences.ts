/**
 * Small per-browser preferences that are not charts: the colour theme, each chart's grid settings and
 * which shared chart the TempChart slot holds. Each value is validated on read (anything unreadable
 * counts as "not set") and writes to blocked or full storage are dropped: a preference is never worth
 * an error.
 */

/** "light" or "dark"; absent means follow the system (prefers-color-scheme). */
export type ThemePreference = 'light' | 'dark';

export const THEME_KEY = 'statradar.theme';
const GRID_KEY_PREFIX = 'statradar.grid.';
export const TEMP_CHART_SOURCE_KEY = 'statradar.tempChartSource';

/** How the grid sorts and lays out one chart; `columns` null means "follow the width". */
export interface GridSettings {
  sort: string;
  reversed: boolean;
  columns: number | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked or full storage: the preference lasts for this visit only.
  }
}

/** The stored theme, or null to follow the system. */
export function readThemePreference(): ThemePreference | null {
  const stored = read(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** Stores the theme; null forgets it (follow the system again). */
export function writeThemePreference(theme: ThemePreference | null): void {
  write(THEME_KEY, theme);
}

/** Ids of charts are free text from URLs; keys stay short and unambiguous. */
function gridKey(chartId: string): string {
  return `${GRID_KEY_PREFIX}${chartId.slice(0, 200)}`;
}

/** Validates what was stored (by us, an older version or someone else); null when unusable. */
export function parseGridSettings(text: string | null): GridSettings | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sort, reversed, columns } = value as Record<string, unknown>;
  if (typeof sort !== 'string' || sort.length > 100 || typeof reversed !== 'boolean') return null;
  if (
    columns !== null &&
    !(Number.isInteger(columns) && (columns as number) >= 1 && (columns as number) <= 10)
  )
    return null;
  return { sort, reversed, columns: columns as number | null };
}

/** The grid settings kept for `chartId`, or null when none (or unreadable). */
export function readGridSettings(chartId: string): GridSettings | null {
  return parseGridSettings(read(gridKey(chartId)));
}

/** What the grid shows for a chart with no settings kept: alphabetical, columns following the width. */
export const DEFAULT_GRID_SETTINGS: Readonly<GridSettings> = {
  sort: 'alphabetical',
  reversed: false,
  columns: null,
};

/**
 * Keeps the grid settings for `chartId`; the defaults are kept as no key at all. The grid writes
 * its settings on every visit, and each shared chart viewed has an id of its own: one key for each
 * would pile up in the browser's storage, which the user's charts share, without end.
 */
export function writeGridSettings(chartId: string, settings: GridSettings): void {
  const isDefault =
    settings.sort === DEFAULT_GRID_SETTINGS.sort &&
    settings.reversed === DEFAULT_GRID_SETTINGS.reversed &&
    settings.columns === DEFAULT_GRID_SETTINGS.columns;
  write(gridKey(chartId), isDefault ? null : JSON.stringify(settings));
}

/** Forgets a deleted chart's grid settings: its id is reused by the next new chart. */
export function forgetGridSettings(chartId: string): void {
  write(gridKey(chartId), null);
}

/**
 * The link of the temporary chart this tab holds: pinned while the tab keeps its own (see
 * keepTempChartSource), undefined while it follows the stored slot.
 */
let shownTempSource: string | null | undefined;

/**
 * The sample or cloud chart id the stored TempChart slot was loaded from (in whichever tab). For
 * the chart this tab shows, see {@link shownTempChartSource}.
 */
export function readTempChartSource(): string | null {
  const stored = read(TEMP_CHART_SOURCE_KEY);
  return stored && stored.length <= 200 ? stored : null;
}

/**
 * The link of the temporary chart this tab holds, for its address (the grid's ?chart=) and for
 * whose chart it is. A tab showing its temporary chart keeps it when another tab opens a link into
 * the slot, so the stored source may then name the other tab's chart.
 */
export function shownTempChartSource(): string | null {
  return shownTempSource === undefined ? readTempChartSource() : shownTempSource;
}

/** Records the link the temporary chart was just opened from, in storage and for this tab. */
export function writeTempChartSource(id: string): void {
  shownTempSource = id;
  write(TEMP_CHART_SOURCE_KEY, id);
}

/** This tab has just read the temporary chart from storage: its source is the stored one. */
export function followStoredTempChartSource(): void {
  shownTempSource = undefined;
}

/** This tab keeps the temporary chart it holds (it shows it): its source no longer follows storage. */
export function keepTempChartSource(): void {
  if (shownTempSource === undefined) shownTempSource = readTempChartSource();
}

export const SINGLE_KEY_SHORTCUTS_KEY = 'statradar.singleKeyShortcuts';

/**
 * Whether single-character shortcuts ("?" opens the shortcut list) are on: they are unless the user
 * turned them off (WCAG 2.1.4: speech input users say words, and a stray "?" must not open a dialog).
 */
export function readSingleKeyShortcuts(): boolean {
  return read(SINGLE_KEY_SHORTCUTS_KEY) !== 'off';
}

export function writeSingleKeyShortcuts(on: boolean): void {
  write(SINGLE_KEY_SHORTCUTS_KEY, on ? null : 'off');
}
