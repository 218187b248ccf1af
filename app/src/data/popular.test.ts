import { describe, expect, it } from 'vitest';

import { popularCursorFromRow, popularEntryFromRow } from './popular';

describe('popular cursor', () => {
  it("is the last row's 7-day count and id, even when its chart cannot be read", () => {
    const row = { id: 'c1', recent_reactions: 12, data: { labels: 'nope' } };
    expect(popularEntryFromRow(row)).toBeNull();
    expect(popularCursorFromRow(row)).toEqual({ reactions: 12, id: 'c1' });
  });

  it('is null when the row lacks its sort key', () => {
    expect(popularCursorFromRow({ id: 'c1' })).toBeNull();
    expect(popularCursorFromRow({ id: 'c1', recent_reactions: '12' })).toBeNull();
    expect(popularCursorFromRow({ id: 'c1', recent_reactions: 1.5 })).toBeNull();
    expect(popularCursorFromRow({ recent_reactions: 12 })).toBeNull();
  });
});
