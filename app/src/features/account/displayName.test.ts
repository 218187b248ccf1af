// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { validateDisplayName } from './displayName';

describe('validateDisplayName', () => {
  it('adds the leading @ when it is missing', () => {
    expect(validateDisplayName('thog')).toEqual({ ok: true, value: '@thog' });
  });

  it('keeps a name that already starts with @ and trims surrounding spaces', () => {
    expect(validateDisplayName('  @Thog_99.x  ')).toEqual({ ok: true, value: '@Thog_99.x' });
  });

  it('accepts every allowed punctuation character', () => {
    expect(validateDisplayName('@a!#$%&._b')).toEqual({ ok: true, value: '@a!#$%&._b' });
  });

  it('lists each offending character once, in order of first appearance', () => {
    expect(validateDisplayName('@bad name-with-dashes and spaces')).toEqual({
      ok: false,
      message: 'Characters not allowed: space, -',
    });
    expect(validateDisplayName('a@b@c*')).toEqual({ ok: false, message: 'Characters not allowed: @*' });
  });

  it('names invisible characters instead of printing them', () => {
    expect(validateDisplayName('@a b')).toEqual({ ok: false, message: 'Characters not allowed: space' });
    expect(validateDisplayName('@a\tb c*d')).toEqual({
      ok: false,
      message: 'Characters not allowed: tab, space, *',
    });
    expect(validateDisplayName('@a\u200bb')).toEqual({
      ok: false,
      message: 'Characters not allowed: U+200B',
    });
    expect(validateDisplayName('@a-b c+d')).toEqual({
      ok: false,
      message: 'Characters not allowed: -+, space',
    });
  });

  it('reports an emoji as one character', () => {
    expect(validateDisplayName('@cool😎😎')).toEqual({ ok: false, message: 'Characters not allowed: 😎' });
  });

  it('rejects non-ASCII letters, as the database does', () => {
    expect(validateDisplayName('@zoë')).toEqual({ ok: false, message: 'Characters not allowed: ë' });
  });

  it('rejects an empty name and a name longer than 63 characters after the @', () => {
    expect(validateDisplayName('@')).toEqual({ ok: false, message: 'Enter a display name after the @.' });
    expect(validateDisplayName('a'.repeat(63))).toEqual({ ok: true, value: `@${'a'.repeat(63)}` });
    expect(validateDisplayName('a'.repeat(64)).ok).toBe(false);
  });

  it('accepts exactly the names the database check accepts', () => {
    const databaseRule = /^@[A-Za-z0-9!#$%&._]{1,63}$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (input) => {
        const result = validateDisplayName(input);
        if (result.ok) expect(databaseRule.test(result.value)).toBe(true);
        const trimmed = input.trim();
        const candidate = trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
        expect(result.ok).toBe(databaseRule.test(candidate));
      }),
    );
  });
});
