import { describe, expect, it } from 'vitest';

import { checkRegexFilterPattern, expandedRegexSize } from './regex-filter-guard';

describe('regex filter guard', () => {
  it('counts atoms after expanding bounded repetitions', () => {
    expect(expandedRegexSize('abc')).toBe(3);
    expect(expandedRegexSize('a{3}')).toBe(3);
    expect(expandedRegexSize('(ab){2,4}c')).toBe(9);
    expect(expandedRegexSize('(.{1,10}){1,10}z')).toBe(101);
    expect(expandedRegexSize('[a-z{}]{5}')).toBe(5);
    expect(expandedRegexSize('\\{5}x*')).toBe(4);
    expect(expandedRegexSize('(.{1,100}){1,100}')).toBe(10_000);
  });

  it('refuses back-references, long patterns and repetitions that expand too far; keeps ordinary ones', () => {
    for (const pattern of [
      '^(.+)\\1+$',
      '(a)(b)\\2',
      'x'.repeat(501),
      '(.{1,100}){1,100}z',
      '.{1,255}.{1,255}.{1,255}.{1,255}',
      '(?=.*Z)',
      'a(?!b)',
      '(?<=x)y',
      '(?<!x)y',
      '[a](?=b)',
    ]) {
      expect(() => checkRegexFilterPattern(pattern), pattern).toThrow(/invalid regular expression/);
    }
    for (const pattern of [
      '^Speed',
      '(?i)speed|agility',
      '\\\\1',
      '[0-9]{1,3}',
      '^\\d+$',
      '(ab){2,4}',
      '\\(?=',
      '[(?=]x',
      '(?:ab)+',
    ]) {
      expect(() => checkRegexFilterPattern(pattern), pattern).not.toThrow();
    }
  });
});
