import { describe, expect, it } from 'vitest';

import { avatarFromData, defaultDisplayName, profileFromRow } from './profiles';

describe('profile mapping', () => {
  it('names a new profile @ plus the local part of the email', () => {
    expect(defaultDisplayName('thog@cave.example')).toBe('@thog');
    expect(defaultDisplayName('Thog.Caveman_1@cave.example')).toBe('@Thog.Caveman_1');
  });

  it('drops characters display names do not allow from the default, never producing an invalid name', () => {
    expect(defaultDisplayName('jo-anne+news@example.com')).toBe('@joannenews');
    expect(defaultDisplayName('---@example.com')).toBe('@user');
    expect(defaultDisplayName(`${'a'.repeat(80)}@example.com`)).toBe(`@${'a'.repeat(63)}`);
  });

  it('reads an avatar choice and falls back to the Sun for malformed values', () => {
    expect(avatarFromData({ default: 3 })).toEqual({ default: 3 });
    expect(avatarFromData({ default: 0, backgroundColor: '#ff0000' })).toEqual({
      default: 0,
      backgroundColor: '#ff0000',
    });
    expect(avatarFromData({ default: '3' })).toEqual({ default: 1 });
    expect(avatarFromData({ default: -1 })).toEqual({ default: 1 });
    expect(avatarFromData(null)).toEqual({ default: 1 });
  });

  it('keeps a background colour only when it is a colour, never CSS that could load something', () => {
    expect(avatarFromData({ default: 2, backgroundColor: 'tomato' })).toEqual({
      default: 2,
      backgroundColor: 'tomato',
    });
    for (const hostile of [
      'url(https://tracker.example/pixel.png)',
      'red; background-image: url(https://tracker.example/p.png)',
      'image-set("https://tracker.example/p.png" 1x)',
      '',
    ]) {
      expect(avatarFromData({ default: 2, backgroundColor: hostile })).toEqual({ default: 2 });
    }
  });

  it('maps a user_data row, with email_opt_in only where the row shows it (the owner)', () => {
    expect(
      profileFromRow({ id: 'u1', display_name: '@thog', avatar: { default: 6 }, email_opt_in: false }),
    ).toEqual({ id: 'u1', displayName: '@thog', avatar: { default: 6 }, emailOptIn: false });
    expect(
      profileFromRow({ id: 'u2', display_name: '@other', avatar: { default: 1 }, email_opt_in: null }),
    ).toEqual({ id: 'u2', displayName: '@other', avatar: { default: 1 }, emailOptIn: null });
  });
});
