import { createHash, randomBytes } from 'node:crypto';

import type { SqlSession } from '../database/database';
import { accessTokenLifetimeSeconds, type TokenKeys } from './tokens';

/** An auth.users row as the auth routes read it. */
export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
}

export const userColumns =
  'id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at';

/** How the user proved who they are, recorded in the token's `amr` claim. */
export type SignInMethod = 'password' | 'recovery';

/** The session object GoTrue returns; supabase-js needs access_token, refresh_token and expires_in. */
export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserBody;
}

export type UserBody = ReturnType<typeof userBody>;

function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return new Date(value).toISOString();
}

/** The user object as GoTrue shapes it (fields supabase-js and apps read). */
export function userBody(user: UserRow) {
  const createdAt = isoTime(user.created_at);
  const confirmedAt = isoTime(user.email_confirmed_at);
  const lastSignInAt = isoTime(user.last_sign_in_at);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: lastSignInAt,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: confirmedAt !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: lastSignInAt,
        created_at: createdAt,
        updated_at: createdAt,
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: isoTime(user.updated_at),
    is_anonymous: false,
  };
}

/** Refresh and recovery tokens: random, handed out once, stored only as a hash. */
export function newSecretToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mints an access token and a fresh refresh token for a session (or hands out `refreshToken`, one
 * the session already has). Runs inside the caller's transaction so the refresh token exists
 * exactly when the response is sent.
 */
export async function sessionTokens(
  sql: SqlSession,
  keys: TokenKeys,
  issuer: string,
  user: UserRow,
  sessionId: string,
  method: SignInMethod,
  existingRefreshToken?: string,
): Promise<SessionBody> {
  const refreshToken = existingRefreshToken ?? newSecretToken();
  if (existingRefreshToken === undefined) {
    await sql.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [
      tokenHash(refreshToken),
      sessionId,
      user.id,
    ]);
  }
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const accessToken = await keys.sign({
    iss: issuer,
    aud: 'authenticated',
    sub: user.id,
    exp: expiresAt,
    iat: issuedAt,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: issuedAt }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userBody(user),
  };
}

/** Starts a new session for a user who just proved who they are. */
export async function newSession(
  sql: SqlSession,
  keys: TokenKeys,
  issuer: string,
  user: UserRow,
  method: SignInMethod,
): Promise<SessionBody> {
  const [session] = await sql.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [user.id],
  );
  if (!session) throw new Error('Creating a session returned no row');
  const [signedIn] = await sql.query<UserRow>(
    `update auth.users set last_sign_in_at = now() where id = $1 returning ${userColumns}`,
    [user.id],
  );
  return sessionTokens(sql, keys, issuer, signedIn ?? user, session.id, method);
}
