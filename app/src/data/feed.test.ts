import { describe, expect, it } from 'vitest';

import { feedCursorFromRow, feedEntryFromRow } from './feed';

const chart = {
  metadata: { name: 'Dogs', description: '' },
  labels: [{ name: 'Fluff' }, { name: 'Speed' }, { name: 'Loyalty' }],
  data: [{ name: 'Rex', description: '', color: '#92f0da', values: [90, 40, 100] }],
};

describe('feed mapping', () => {
  it('maps a radar_chart row with its embedded author avatar', () => {
    expect(
      feedEntryFromRow({
        id: 'c1',
        user_id: 'u1',
        data: chart,
        is_public: true,
        is_approved: true,
        created_at: '2025-05-09T08:00:00+00:00',
        updated_at: '2025-05-10T08:00:00+00:00',
        user_data: { avatar: { default: 2, backgroundColor: '#ffffff' } },
      }),
    ).toEqual({
      id: 'c1',
      chart,
      updatedAt: '2025-05-10T08:00:00+00:00',
      author: { id: 'u1', displayName: '', avatar: { default: 2, backgroundColor: '#ffffff' } },
    });
  });

  it('gives an author without a readable profile the default avatar', () => {
    const entry = feedEntryFromRow({ id: 'c1', data: chart, user_id: 'u1', user_data: null });
    expect(entry?.author).toEqual({ id: 'u1', displayName: '', avatar: { default: 1 } });
  });

  it('skips a row whose chart cannot be read', () => {
    expect(feedEntryFromRow({ id: 'c1', data: { labels: 'nope' }, user_id: 'u1' })).toBeNull();
  });
});

describe('feed cursor', () => {
  it("is the last row's updated_at and id, exactly as sent (microseconds kept)", () => {
    expect(
      feedCursorFromRow({
        id: 'c1',
        updated_at: '2026-11-20T16:11:58.678738+00:00',
        data: { labels: 'nope' },
      }),
    ).toEqual({ updatedAt: '2026-11-20T16:11:58.678738+00:00', id: 'c1' });
  });

  it('is null when the row lacks its sort key', () => {
    expect(feedCursorFromRow({ id: 'c1' })).toBeNull();
    expect(feedCursorFromRow({ id: 'c1', updated_at: '' })).toBeNull();
    expect(feedCursorFromRow({ id: 7, updated_at: '2026-11-20T16:11:58+00:00' })).toBeNull();
  });
});
