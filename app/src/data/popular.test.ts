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

describe('popular entry', () => {
  it('shows the author as a Recent card does: the avatar, never the display name', () => {
    const chart = {
      metadata: { name: 'Pets', description: '' },
      labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      data: [{ name: 'Rex', description: '', color: '#92f0da', values: [1, 2, 3] }],
    };
    const entry = popularEntryFromRow({
      id: 'c1',
      user_id: 'u1',
      data: chart,
      display_name: '@alice',
      avatar: { default: 3 },
      recent_reactions: 2,
    });
    expect(entry?.author.displayName).toBe('');
    expect(entry?.author.id).toBe('u1');
  });
});
