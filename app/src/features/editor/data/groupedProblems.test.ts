// @vitest-environment node
import { describe, expect, test } from 'vitest';

import { groupedProblems } from './groupedProblems';

describe('groupedProblems', () => {
  test('lists problems that differ only in their positions once, with how many more', () => {
    const problems = [
      'labels: 101 labels; the last 1 were dropped',
      ...Array.from(
        { length: 200 },
        (_, index) => `data[${index}].values: 101 values for 100 labels; the extra values were dropped`,
      ),
      'data[7].name: cut to 200 characters',
    ];
    expect(groupedProblems(problems)).toEqual([
      'labels: 101 labels; the last 1 were dropped',
      'data[0].values: 101 values for 100 labels; the extra values were dropped (and 199 more like it)',
      'data[7].name: cut to 200 characters',
    ]);
  });

  test('keeps different problems apart, and a single one as it is', () => {
    expect(groupedProblems(['a', 'b', 'a'])).toEqual(['a (and 1 more like it)', 'b']);
    expect(groupedProblems([])).toEqual([]);
  });
});
