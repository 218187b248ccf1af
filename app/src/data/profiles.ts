/**
 * Public profiles (table user_data): display name and avatar. email_opt_in is write-only for
 * users, so it is set once when the profile is created and never read back.
 */
import { supabase } from './supabaseClient';

/** The chosen avatar: `default` indexes the avatar list; backgroundColor defaults to black. */
export interface AvatarChoice {
  default: number;
  backgroundColor?: string;
}

/** A user's public profile. */
export interface Profile {
  id: string;
  displayName: string;
  avatar: AvatarChoice;
}

/** The avatar new profiles get (index 1, the Sun). */
export const DEFAULT_AVATAR: AvatarChoice = { default: 1 };

/** Reads a user_data `avatar` value, falling back to the default for anything malformed. */
export function avatarFromData(value: unknown): AvatarChoice {
  if (typeof value !== 'object' || value === null) return DEFAULT_AVATAR;
  const { default: index, backgroundColor } = value as Record<string, unknown>;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return DEFAULT_AVATAR;
  return typeof backgroundColor === 'string' ? { default: index, backgroundColor } : { default: index };
}

/**
 * The display name a new profile starts with: "@" plus the local part of the email, keeping only
 * the characters display names allow (so "jo-anne+x@…" gives "@joannex"), at most 63 after the @.
 */
export function defaultDisplayName(email: string): string {
  const localPart = email.split('@')[0] ?? '';
  const allowed = localPart.replace(/[^A-Za-z0-9!#$%&._]/g, '').slice(0, 63);
  return `@${allowed || 'user'}`;
}

/** Maps a user_data row to a {@link Profile}. */
export function profileFromRow(row: Record<string, unknown>): Profile {
  return {
    id: String(row.id),
    displayName: typeof row.display_name === 'string' ? row.display_name : '',
    avatar: avatarFromData(row.avatar),
  };
}

function tableError(action: string, error: { message: string }): Error {
  console.error(`Failed to ${action}:`, error);
  return new Error(error.message);
}

/** A profile by user id, or null when that user has none yet. */
export async function fetchProfile(id: string): Promise<Profile | null> {
  const { data, error } = await supabase()
    .from('user_data')
    .select('id, display_name, avatar')
    .eq('id', id)
    .limit(1);
  if (error) throw tableError('load the profile', error);
  const row = data?.[0];
  return row ? profileFromRow(row) : null;
}

/** The signed-in user's own profile, created on their first visit as the spec describes. */
export async function fetchOrCreateOwnProfile(user: { id: string; email: string }): Promise<Profile> {
  const existing = await fetchProfile(user.id);
  if (existing) return existing;
  const created = { id: user.id, display_name: defaultDisplayName(user.email), avatar: DEFAULT_AVATAR };
  const { error } = await supabase()
    .from('user_data')
    .insert({ ...created, email_opt_in: true });
  // A second tab may have created it a moment earlier: read whichever row won.
  if (error?.code === '23505') return (await fetchProfile(user.id)) ?? profileFromRow(created);
  if (error) throw tableError('create the profile', error);
  return profileFromRow(created);
}

/** Saves a new avatar choice for the signed-in user. */
export async function updateAvatar(id: string, avatar: AvatarChoice): Promise<void> {
  const { error } = await supabase().from('user_data').update({ avatar }).eq('id', id);
  if (error) throw tableError('save the avatar', error);
}

/** Saves a new display name (already validated; the database checks it again). */
export async function updateDisplayName(id: string, displayName: string): Promise<void> {
  const { error } = await supabase().from('user_data').update({ display_name: displayName }).eq('id', id);
  if (error) throw tableError('save the display name', error);
}
