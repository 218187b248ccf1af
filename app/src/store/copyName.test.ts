import { MAX_NAME_LENGTH } from 'statradar';
import { describe, expect, it } from 'vitest';

import { copyName } from './copyName';

describe('copyName', () => {
  it('adds "(copy)", then the first free "(copy N)" among the charts’ names', () => {
    expect(copyName('Pet Shop', ['Pet Shop'])).toBe('Pet Shop (copy)');
    expect(copyName('Pet Shop', ['Pet Shop', 'Pet Shop (copy)'])).toBe('Pet Shop (copy 2)');
    expect(copyName('Pet Shop', ['Pet Shop (copy)', 'Pet Shop (copy 2)', 'Pet Shop (copy 4)'])).toBe(
      'Pet Shop (copy 3)',
    );
    expect(copyName('Pet Shop (copy)', ['Pet Shop (copy)'])).toBe('Pet Shop (copy) (copy)');
  });

  it('cuts a long name, not the suffix, to stay within the chart-name limit', () => {
    const long = 'x'.repeat(MAX_NAME_LENGTH);
    const copy = copyName(long, [long]);
    expect(copy).toBe(`${'x'.repeat(MAX_NAME_LENGTH - 7)} (copy)`);
    expect(copy).toHaveLength(MAX_NAME_LENGTH);
    const second = copyName(long, [long, copy]);
    expect(second).toBe(`${'x'.repeat(MAX_NAME_LENGTH - 9)} (copy 2)`);
    expect(second).toHaveLength(MAX_NAME_LENGTH);
  });

  it('never cuts an emoji in half, nor leaves a space before the suffix doubled', () => {
    const emoji = `${'a'.repeat(MAX_NAME_LENGTH - 8)}🎉🎉`;
    expect(copyName(emoji, [])).toBe(`${'a'.repeat(MAX_NAME_LENGTH - 8)} (copy)`);
    // Cut just after a space: "aaa (copy)", not "aaa  (copy)".
    expect(copyName(`${'a'.repeat(MAX_NAME_LENGTH - 8)} bcd`, [])).toBe(
      `${'a'.repeat(MAX_NAME_LENGTH - 8)} (copy)`,
    );
  });

  it('names the copy of a blank-named chart "(copy)"', () => {
    expect(copyName('   ', [])).toBe('(copy)');
    expect(copyName('', ['(copy)'])).toBe('(copy 2)');
  });
});
