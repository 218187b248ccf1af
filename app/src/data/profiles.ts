/**
 * Profiles (user_data): everyone reads display names and avatars; the owner also reads their own
 * email_opt_in (null on anyone else's row). The spec's calls: select('*') by id with limit 1, insert
 * when the own profile is missing, update avatar, update display_name.
 */
import { isColor } from 'statradar';
import { accountErrorMessage } from './networkErrors';
import { supabase } from './supabaseClient';

/** The chosen avatar: `default` indexes the avatar list; backgroundColor defaults to black. */
export interface AvatarChoice {
  default: number;
  backgroundColor?: string;
}

/** A user's profile. */
export interface Profile {
  id: string;
  displayName: string;
  avatar: AvatarChoice;
  /** The owner's mail preference; null when reading someone else's profile. */
  emailOptIn: boolean | null;
}

/** The avatar new profiles get (index 1, the Sun). */
export const DEFAULT_AVATAR: AvatarChoice = { default: 1 };

/** Reads a user_data `avatar` value, falling back to the default for anything malformed. */
export function avatarFromData(value: unknown): AvatarChoice {
  if (typeof value !== 'object' || value === null) return DEFAULT_AVATAR;
  const { default: index, backgroundColor } = value as Record<string, unknown>;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return DEFAULT_AVATAR;
  // Only a colour: the avatar is drawn with it as a CSS background colour in other users' browsers.
  return typeof backgroundColor === 'string' && isColor(backgroundColor)
    ? { default: index, backgroundColor }
    : { default: index };
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
    emailOptIn: typeof row.email_opt_in === 'boolean' ? row.email_opt_in : null,
  };
}

function tableError(action: string, error: { message: string }): Error {
  console.error(`Failed to ${action}:`, error);
  return new Error(accountErrorMessage(error.message));
}

/** A profile by user id, or null when that user has none yet. */
export async function fetchProfile(id: string): Promise<Profile | null> {
  const { data, error } = await supabase().from('user_data').select('*').eq('id', id).limit(1);
  if (error) throw tableError('load the profile', error);
  const row = data?.[0];
  return row ? profileFromRow(row) : null;
}

// One creation per user at a time: the account screen may ask twice at once (auth events, React's
// strict mode); the database also keeps a second insert harmless.
const ownProfileRequests = new Map<string, Promise<Profile>>();

/** The signed-in user's own profile, created on their first visit as the spec describes. */
export function fetchOrCreateOwnProfile(user: { id: string; email: string }): Promise<Profile> {
  const pending = ownProfileRequests.get(user.id);
  if (pending) return pending;
  const request = loadOrCreateOwnProfile(user).finally(() => ownProfileRequests.delete(user.id));
  ownProfileRequests.set(user.id, request);
  return request;
}

async function loadOrCreateOwnProfile(user: { id: string; email: string }): Promise<Profile> {
  const existing = await fetchProfile(user.id);
  if (existing) return existing;
  const created = {
    id: user.id,
    display_name: defaultDisplayName(user.email),
    avatar: DEFAULT_AVATAR,
    email_opt_in: true,
  };
  const { error } = await supabase().from('user_data').insert(created);
  if (error) throw tableError('create the profile', error);
  // Another client may have created it a moment earlier (the insert then keeps that row).
  return (await fetchProfile(user.id)) ?? profileFromRow(created);
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
