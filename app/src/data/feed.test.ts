import { describe, expect, it } from 'vitest';

import { feedEntryFromRow } from './feed';

const chart = {
  metadata: { name: 'Dogs', description: '' },
  labels: [{ name: 'Fluff' }, { name: 'Speed' }, { name: 'Loyalty' }],
  data: [{ name: 'Rex', description: '', color: '#92f0da', values: [90, 40, 100] }],
};

describe('feed mapping', () => {
  it('maps a radar_feed row with its author', () => {
    expect(
      feedEntryFromRow({
        id: 'c1',
        data: chart,
        updated_at: '2025-05-10T08:00:00+00:00',
        user_id: 'u1',
        display_name: '@thog',
        avatar: { default: 2 },
      }),
    ).toEqual({
      id: 'c1',
      chart,
      updatedAt: '2025-05-10T08:00:00+00:00',
      author: { id: 'u1', displayName: '@thog', avatar: { default: 2 } },
    });
  });

  it('gives an author without a profile an empty name and the default avatar', () => {
    const entry = feedEntryFromRow({
      id: 'c1',
      data: chart,
      user_id: 'u1',
      display_name: null,
      avatar: null,
    });
    expect(entry?.author).toEqual({ id: 'u1', displayName: '', avatar: { default: 1 } });
  });

  it('skips a row whose chart cannot be read', () => {
    expect(feedEntryFromRow({ id: 'c1', data: { labels: 'nope' }, user_id: 'u1' })).toBeNull();
  });
});
