/**
 * The avatar list of the spec. A profile stores an index into it (`avatar.default`); an avatar
 * whose required achievement is above 0 is locked (nobody has achievements yet).
 */

export interface AvatarOption {
  name: string;
  /** File under /images/avatars/. */
  image: string;
  /** The achievement that unlocks it; -1 means always available. */
  requiredAchievement: number;
}

export const AVATARS: readonly AvatarOption[] = [
  { name: 'WWW', image: 'www.svg', requiredAchievement: -1 },
  { name: 'Sun', image: 'sun.svg', requiredAchievement: -1 },
  { name: 'Dog', image: 'dog.svg', requiredAchievement: -1 },
  { name: 'Cat', image: 'cat.svg', requiredAchievement: -1 },
  { name: 'Basketball', image: 'basketball.svg', requiredAchievement: -1 },
  { name: 'Soccer', image: 'soccer.svg', requiredAchievement: -1 },
  { name: 'Caveman', image: 'caveman.svg', requiredAchievement: 2 },
];

export const LOCKED_AVATAR_MESSAGE = 'This avatar is currently locked';

/** Whether the avatar needs an achievement the user does not have. */
export function isAvatarLocked(avatar: AvatarOption): boolean {
  return avatar.requiredAchievement > 0;
}

/** The avatar at `index`, falling back to the Sun (the default) for an unknown index. */
export function avatarAt(index: number): AvatarOption {
  return AVATARS[index] ?? AVATARS[1]!;
}

export function avatarImageUrl(avatar: AvatarOption): string {
  return `/images/avatars/${avatar.image}`;
}
