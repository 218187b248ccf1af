import type { AvatarChoice } from '../../data/profiles';
import { avatarAt, avatarImageUrl } from './avatars';

/** A round avatar on its background colour (black unless the profile chose one). */
export function AvatarImage({ avatar, size, label }: { avatar: AvatarChoice; size: number; label?: string }) {
  const option = avatarAt(avatar.default);
  return (
    <span
      className="avatar"
      // backgroundColor, not the background shorthand: it takes a colour and nothing else (no url()).
      style={{ width: size, height: size, backgroundColor: avatar.backgroundColor ?? '#000000' }}
    >
      <img src={avatarImageUrl(option)} alt={label ?? ''} width={size} height={size} />
    </span>
  );
}
