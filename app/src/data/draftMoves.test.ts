// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { entryMoves } from './draftMoves';

describe('entryMoves', () => {
  it('moves the drafts of a renamed entry to its new name, in place', () => {
    expect(entryMoves(['A', 'B', 'C'], ['A', 'Bee', 'C'])).toEqual([
      { from: 1, fromName: 'B', to: 1, toName: 'Bee' },
    ]);
  });

  it('drops the drafts of a removed entry and moves the ones below it up', () => {
    expect(entryMoves(['A', 'B', 'C', 'D'], ['A', 'C', 'D'])).toEqual([
      { from: 1, fromName: 'B', to: undefined, toName: 'B' },
      { from: 2, fromName: 'C', to: 1, toName: 'C' },
      { from: 3, fromName: 'D', to: 2, toName: 'D' },
    ]);
  });

  it('moves the drafts from an inserted entry down, the last first', () => {
    expect(entryMoves(['A', 'C', 'D'], ['A', 'B', 'C', 'D'])).toEqual([
      { from: 2, fromName: 'D', to: 3, toName: 'D' },
      { from: 1, fromName: 'C', to: 2, toName: 'C' },
    ]);
    expect(entryMoves(['A', 'B'], ['A', 'B', 'New'])).toEqual([]);
  });

  it('tells entries of one name apart by their content', () => {
    const name = (entry: { name: string; values: number[] }) => entry.name;
    const first = { name: 'Ada', values: [1, 2, 3] };
    const second = { name: 'Ada', values: [4, 5, 6] };
    // Deleting the first of two "Ada"s moves the second's drafts up; by name it looked like the second went.
    expect(entryMoves([first, second], [{ ...second }], name)).toEqual([
      { from: 0, fromName: 'Ada', to: undefined, toName: 'Ada' },
      { from: 1, fromName: 'Ada', to: 0, toName: 'Ada' },
    ]);
    // A removal that also changed another entry (another tab's edits at once): names decide.
    expect(
      entryMoves([first, second, { name: 'Bo', values: [1] }], [first, { name: 'Bo', values: [2] }], name),
    ).toEqual([
      { from: 1, fromName: 'Ada', to: undefined, toName: 'Ada' },
      { from: 2, fromName: 'Bo', to: 1, toName: 'Bo' },
    ]);
  });

  it('moves nothing when the list was replaced (an import)', () => {
    expect(entryMoves(['A', 'B', 'C'], ['X', 'Y'])).toEqual([]);
    expect(entryMoves(['A'], ['X', 'Y', 'Z'])).toEqual([]);
  });

  it('every draft of a surviving entry ends at that entry, names repeated or not, when contents differ', () => {
    const names = fc.array(fc.constantFrom('A', 'B'), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(names, fc.nat(), fc.boolean(), (beforeNames, at, insert) => {
        // Each entry its own values, as the store's copies of them (never the same objects).
        const before = beforeNames.map((name, position) => ({ name, values: [position] }));
        const index = at % (before.length + (insert ? 1 : 0));
        const after = (
          insert
            ? [...before.slice(0, index), { name: 'A', values: [-1] }, ...before.slice(index)]
            : before.filter((_, position) => position !== index)
        ).map((entry) => ({ ...entry }));
        const drafts = new Map(before.map((entry, position) => [`${position}@${entry.name}`, position]));
        for (const move of entryMoves(before, after, (entry) => entry.name)) {
          const text = drafts.get(`${move.from}@${move.fromName}`);
          drafts.delete(`${move.from}@${move.fromName}`);
          if (text !== undefined && move.to !== undefined) drafts.set(`${move.to}@${move.toName}`, text);
        }
        const expected = new Map(
          after.flatMap((entry, position) =>
            entry.values[0]! < 0 ? [] : [[`${position}@${entry.name}`, entry.values[0]!] as const],
          ),
        );
        expect(drafts).toEqual(expected);
      }),
    );
  });

  it('every draft of a surviving entry ends at that entry after a removal or an insertion', () => {
    const names = fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(names, fc.nat(), fc.boolean(), (before, at, insert) => {
        const index = at % (before.length + (insert ? 1 : 0));
        const after = insert
          ? [...before.slice(0, index), 'New', ...before.slice(index)]
          : before.filter((_, position) => position !== index);
        // Drafts keyed like the editor's: position and name.
        const drafts = new Map(
          before.map((name, position) => [`${position}@${name}`, `draft of ${position}`]),
        );
        for (const move of entryMoves(before, after)) {
          const text = drafts.get(`${move.from}@${move.fromName}`);
          drafts.delete(`${move.from}@${move.fromName}`);
          if (text !== undefined && move.to !== undefined) drafts.set(`${move.to}@${move.toName}`, text);
        }
        before.forEach((name, position) => {
          const removed = !insert && position === index;
          const now =
            insert && position >= index
              ? position + 1
              : !insert && position > index
                ? position - 1
                : position;
          // Equal neighbouring names make removing either the same edit: only the text count is certain.
          if (!removed && before[index] !== name) {
            expect(drafts.get(`${now}@${name}`)).toBe(`draft of ${position}`);
          }
        });
        expect(drafts.size).toBe(before.length - (insert ? 0 : 1));
      }),
    );
  });
});
