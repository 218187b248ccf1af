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
 * How the entries of a list of names moved between two versions, when the edit is one the editor
 * makes: the same count (renames in place), one entry removed, or one inserted. Any other change
 * (an import, a paste over the table) gives no moves: its drafts no longer belong to anything.
 */
export function entryMoves(before: readonly string[], after: readonly string[]): EntryMove[] {
  const moves: EntryMove[] = [];
  if (before.length === after.length) {
    before.forEach((name, index) => {
      if (after[index] !== name)
        moves.push({ from: index, fromName: name, to: index, toName: after[index]! });
    });
    return moves;
  }
  const shorter = before.length > after.length ? after : before;
  const longer = shorter === after ? before : after;
  if (longer.length !== shorter.length + 1) return moves;
  let split = 0;
  while (split < shorter.length && shorter[split] === longer[split]) split++;
  for (let index = split; index < shorter.length; index++) {
    if (shorter[index] !== longer[index + 1]) return [];
  }
  if (shorter === after) {
    // Entry `split` was removed: its drafts go, the ones below move up.
    moves.push({ from: split, fromName: before[split]!, to: undefined, toName: before[split]! });
    for (let index = split + 1; index < before.length; index++) {
      moves.push({ from: index, fromName: before[index]!, to: index - 1, toName: before[index]! });
    }
  } else {
    // An entry was inserted at `split`: the ones from there move down (last first, no overwrite).
    for (let index = before.length - 1; index >= split; index--) {
      moves.push({ from: index, fromName: before[index]!, to: index + 1, toName: before[index]! });
    }
  }
  return moves;
}

function moveDraft(from: string, to: string | undefined): void {
  const text = readDraft(from);
  if (text === null) return;
  clearDraft(from);
  if (to !== undefined) writeDraft(to, text);
}

/** Moves the drafts of chart `chartId`'s data sets and attributes from `before` to `after`. */
export function moveDrafts(chartId: string, before: Chart, after: Chart): void {
  for (const move of entryMoves(
    before.data.map((dataSet) => dataSet.name),
    after.data.map((dataSet) => dataSet.name),
  )) {
    for (const field of ['name', 'description']) {
      moveDraft(
        draftKey(chartId, `data${move.from}.${field}`, move.fromName),
        move.to === undefined ? undefined : draftKey(chartId, `data${move.to}.${field}`, move.toName),
      );
    }
  }
  for (const move of entryMoves(
    before.labels.map((label) => label.name),
    after.labels.map((label) => label.name),
  )) {
    moveDraft(
      draftKey(chartId, `labels${move.from}.name`, move.fromName),
      move.to === undefined ? undefined : draftKey(chartId, `labels${move.to}.name`, move.toName),
    );
  }
}
