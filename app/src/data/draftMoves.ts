/**
 * Open drafts follow their data set or attribute through an edit. Drafts are keyed by position and
 * name (see draftKey), as data sets and attributes have no ids: without this, renaming a data set
 * while its description was open, or deleting a data set above it, left the draft under a key no
 * edit box reads, and the text the user had typed disappeared.
 */
import type { Chart } from 'statradar';

import { clearDraft, draftKey, readDraft, writeDraft } from './localChartsExtras';

/** Where a list entry's drafts go after an edit: `to` is undefined when the entry was removed. */
export interface EntryMove {
  from: number;
  fromName: string;
  to: number | undefined;
  toName: string;
}

/**
 * How the entries of a list moved between two versions, when the edit is one the editor makes:
 * the same count (renames in place), one entry removed, or one inserted. Any other change (an
 * import, a paste over the table) gives no moves: its drafts no longer belong to anything.
 *
 * Which entry was removed or inserted is read from the entries' whole content first (name,
 * values, colour, description): names alone cannot tell two data sets of one name apart, and
 * deleting the first of two "Ada"s dropped the draft of the second. Entries equal in everything
 * are interchangeable. When the content says otherwise (an edit that also changed another
 * entry), names decide.
 */
export function entryMoves<T>(
  before: readonly T[],
  after: readonly T[],
  nameOf: (entry: T) => string = String,
): EntryMove[] {
  const moves: EntryMove[] = [];
  const beforeNames = before.map(nameOf);
  const afterNames = after.map(nameOf);
  if (before.length === after.length) {
    beforeNames.forEach((name, index) => {
      if (afterNames[index] !== name)
        moves.push({ from: index, fromName: name, to: index, toName: afterNames[index]! });
    });
    return moves;
  }
  const contents = (entries: readonly T[]) => entries.map((entry) => JSON.stringify(entry));
  const split = changedAt(contents(before), contents(after)) ?? changedAt(beforeNames, afterNames);
  if (split === undefined) return moves;
  if (after.length < before.length) {
    // Entry `split` was removed: its drafts go, the ones below move up.
    moves.push({ from: split, fromName: beforeNames[split]!, to: undefined, toName: beforeNames[split]! });
    for (let index = split + 1; index < before.length; index++) {
      moves.push({ from: index, fromName: beforeNames[index]!, to: index - 1, toName: beforeNames[index]! });
    }
  } else {
    // An entry was inserted at `split`: the ones from there move down (last first, no overwrite).
    for (let index = before.length - 1; index >= split; index--) {
      moves.push({ from: index, fromName: beforeNames[index]!, to: index + 1, toName: beforeNames[index]! });
    }
  }
  return moves;
}

/**
 * Where one entry was removed from or inserted into `before` to give `after`, or undefined when
 * that is not the change.
 */
function changedAt(before: readonly string[], after: readonly string[]): number | undefined {
  const shorter = before.length > after.length ? after : before;
  const longer = shorter === after ? before : after;
  if (longer.length !== shorter.length + 1) return undefined;
  let split = 0;
  while (split < shorter.length && shorter[split] === longer[split]) split++;
  for (let index = split; index < shorter.length; index++) {
    if (shorter[index] !== longer[index + 1]) return undefined;
  }
  return split;
}

/**
 * How many times drafts have been moved, for edit boxes to read theirs again: a key names a
 * position and a name, so after deleting the first of two data sets of one name the second one's
 * edit box has the same key as before and would show what it showed (the deleted one's draft, or
 * none where the second one's draft now is).
 */
let moveCount = 0;
const moveListeners = new Set<() => void>();

/** The number of draft moves so far (see {@link subscribeToDraftMoves}). */
export function draftMoveCount(): number {
  return moveCount;
}

/** Calls `listener` after drafts moved; returns what stops it (for useSyncExternalStore). */
export function subscribeToDraftMoves(listener: () => void): () => void {
  moveListeners.add(listener);
  return () => void moveListeners.delete(listener);
}

/** Moves one draft; whether there was one. */
function moveDraft(from: string, to: string | undefined): boolean {
  const text = readDraft(from);
  if (text === null) return false;
  clearDraft(from);
  if (to !== undefined) writeDraft(to, text);
  return true;
}

/** Moves the drafts of chart `chartId`'s data sets and attributes from `before` to `after`. */
export function moveDrafts(chartId: string, before: Chart, after: Chart): void {
  let moved = false;
  for (const move of entryMoves(before.data, after.data, (dataSet) => dataSet.name)) {
    for (const field of ['name', 'description']) {
      moved =
        moveDraft(
          draftKey(chartId, `data${move.from}.${field}`, move.fromName),
          move.to === undefined ? undefined : draftKey(chartId, `data${move.to}.${field}`, move.toName),
        ) || moved;
    }
  }
  for (const move of entryMoves(before.labels, after.labels, (label) => label.name)) {
    moved =
      moveDraft(
        draftKey(chartId, `labels${move.from}.name`, move.fromName),
        move.to === undefined ? undefined : draftKey(chartId, `labels${move.to}.name`, move.toName),
      ) || moved;
  }
  if (!moved) return;
  moveCount++;
  for (const listener of moveListeners) listener();
}
