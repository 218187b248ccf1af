import { postgrestError } from './postgrest-errors';

/**
 * Bounds on `match`/`imatch` patterns. PostgreSQL's regex engine is linear without back-references
 * and lookaround constraints (see hasLookaround), but with back-references it backtracks: `^(.+)\1+$` on one 200 KB chart ran for minutes. PGlite cannot be
 * interrupted (it ignores statement_timeout and runs in the server's thread), so such patterns are
 * refused before any SQL runs, on both databases alike.
 */
export const maximumRegexPatternLength = 500;

/** `\1`…`\9` outside an escaped backslash: a back-reference in PostgreSQL's ARE syntax. */
function hasBackReference(pattern: string): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    if (pattern[index] !== '\\') continue;
    const next = pattern[index + 1] ?? '';
    if (next >= '1' && next <= '9') return true;
    index += 1;
  }
  return false;
}

/**
 * The index of the `]` closing the bracket expression that opens at `start` (its text is literal:
 * `]` right after `[` or `[^` belongs to it, and a backslash escapes the next character).
 */
function bracketEnd(pattern: string, start: number): number {
  let end = start + 1;
  if (pattern[end] === '^') end += 1;
  if (pattern[end] === ']') end += 1;
  while (end < pattern.length && pattern[end] !== ']') end += pattern[end] === '\\' ? 2 : 1;
  return end;
}

/**
 * `(?=`, `(?!`, `(?<=` or `(?<!` outside a bracket expression: a lookahead or lookbehind constraint.
 * PostgreSQL checks one by running a sub-automaton at every position it is tried, so the time grows
 * with the square of the text: `(?=.*Z)` over one 64 KB chart held PGlite (and so the whole server)
 * for 7.6 s, and 200 KB would hold it for over a minute.
 */
function hasLookaround(pattern: string): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      index += 1;
    } else if (character === '[') {
      index = bracketEnd(pattern, index);
    } else if (character === '(' && pattern[index + 1] === '?') {
      const kind = pattern.slice(index + 2, index + 4);
      if (kind[0] === '=' || kind[0] === '!' || kind === '<=' || kind === '<!') return true;
    }
  }
  return false;
}

/**
 * Bounded repetition is compiled by copying: `(.{1,100}){1,100}` becomes ten thousand states, and that
 * took ten seconds over 200 KB in PGlite. The expanded size (each atom counted once per copy) is capped.
 */
export const maximumExpandedRegexSize = 1000;

/** The number of atoms after expanding `{m,n}` repetitions (an estimate of the automaton's size). */
export function expandedRegexSize(pattern: string): number {
  // Per open group: its size so far and the size of its last atom (what a quantifier repeats).
  const frames = [{ size: 0, lastAtom: 0 }];
  const top = () => frames[frames.length - 1] ?? { size: 0, lastAtom: 0 };
  const addAtom = (size: number) => {
    top().size += size;
    top().lastAtom = size;
  };
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      index += 1;
      addAtom(1);
    } else if (character === '[') {
      index = bracketEnd(pattern, index);
      addAtom(1);
    } else if (character === '(') {
      frames.push({ size: 0, lastAtom: 0 });
      if (pattern[index + 1] === '?') index += 2; // (?: (?= (?! and the like
    } else if (character === ')') {
      const group = frames.length > 1 ? frames.pop() : undefined;
      addAtom(Math.max(group?.size ?? 0, 1));
    } else if (character === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
      if (!bound) {
        addAtom(1);
        continue;
      }
      const copies = Math.max(Number(bound[3] || bound[1]), 1);
      top().size += top().lastAtom * (copies - 1);
      top().lastAtom *= copies;
      index += bound[0].length - 1;
    } else if (character !== '*' && character !== '+' && character !== '?' && character !== '|') {
      addAtom(1);
    }
  }
  return frames.reduce((total, frame) => total + frame.size, 0);
}

/** Throws PostgreSQL's invalid_regular_expression (2201B, HTTP 400) for a pattern we will not run. */
export function checkRegexFilterPattern(pattern: string): void {
  // The embedded options `b` and `e` (`(?b)...`) switch PostgreSQL to basic or extended regexes,
  // where `\{` and `\(` are the operators this guard reads as literal characters.
  if (/^(\*\*\*:)?\(\?[a-z]*[be][a-z]*\)/.test(pattern)) {
    throw postgrestError(
      400,
      '2201B',
      'invalid regular expression: the embedded options b and e (basic and extended syntax) are not supported by local-supabase',
    );
  }
  if (pattern.length > maximumRegexPatternLength) {
    throw postgrestError(
      400,
      '2201B',
      `invalid regular expression: the pattern is longer than ${maximumRegexPatternLength} characters`,
    );
  }
  if (expandedRegexSize(pattern) > maximumExpandedRegexSize) {
    throw postgrestError(
      400,
      '2201B',
      'invalid regular expression: its bounded repetitions ({m,n}) expand too far',
      `At most ${maximumExpandedRegexSize} atoms after expanding the repetitions`,
    );
  }
  if (hasLookaround(pattern)) {
    throw postgrestError(
      400,
      '2201B',
      'invalid regular expression: lookahead and lookbehind constraints are not supported by local-supabase',
      null,
      'Lookaround constraints take time that grows with the square of the text; match without them',
    );
  }
  if (hasBackReference(pattern)) {
    throw postgrestError(
      400,
      '2201B',
      'invalid regular expression: back-references are not supported by local-supabase',
      null,
      'Back-references can take exponential time; match without them',
    );
  }
}
