/**
 * Merges another tab's change of a chart with this tab's own edits (a three-way merge against the
 * version both started from), so that neither tab's edit is lost when both edit one chart at once:
 * a rename there during a slider drag here keeps both the new name and every value of the drag.
 */
import { parseChart } from 'statradar';
import type { Chart } from 'statradar';

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Three-way merge of plain JSON values. What only one side changed is taken from that side; items
 * one side appended to an array are kept. Where both changed the same value, or items were removed
 * or appended on both sides (positions no longer line up), theirs wins: it is what storage holds and what every other tab shows. Unchanged
 * branches keep their object identity (`mine`'s), so a merge that changes one value touches one value.
 */
function mergeValue(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const inPlace = (side: unknown[]) => side.slice(0, base.length);
    if (mine.length === base.length && theirs.length === base.length) {
      return mine.map((item, index) => mergeValue(base[index], item, theirs[index]));
    }
    // Items appended on one side only (a new attribute or data set) keep every position in line.
    const appended = (side: unknown[], other: unknown[]) =>
      other.length === base.length && side.length > base.length && sameValue(inPlace(side), base);
    if (appended(theirs, mine) || appended(mine, theirs)) {
      const longer = theirs.length > base.length ? theirs : mine;
      return [
        ...base.map((item, index) => mergeValue(item, mine[index], theirs[index])),
        ...longer.slice(base.length),
      ];
    }
    return theirs;
  }
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeValue(base[key], mine[key], theirs[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return theirs;
}

/**
 * `mine` (this tab's chart) with the changes `theirs` (another tab's stored version) made since
 * `base` (the version this tab last wrote or read). When the two edits do not fit together into a
 * valid chart (one tab added an attribute while the other added a data set), `theirs` is returned.
 */
export function mergeChartEdits(base: Chart, mine: Chart, theirs: Chart): Chart {
  const merged = mergeValue(base, mine, theirs);
  if (merged === mine) return mine;
  if (merged === theirs) return theirs;
  // A warning means the parser had to repair something (values padded to the label count): no fit.
  const checked = parseChart(merged);
  return checked.ok && checked.warnings.length === 0 ? (merged as Chart) : theirs;
}
