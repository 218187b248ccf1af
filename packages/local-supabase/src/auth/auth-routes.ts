import type { IncomingMessage, ServerResponse } from 'node:http';

import bcrypt from 'bcryptjs';

import { hashPassword, passwordMatches } from './password-hashing';

import { databaseForClient, type Database } from '../database/database';
import { HttpError, InvalidJsonError, isPlainObject, readJsonBody, sendEmpty, sendJson } from '../http/http';
import { isCommonPassword } from './common-passwords';
import type { Mailbox } from './mailbox';
import type { RateLimiter } from './rate-limiter';
import {
  newSecretToken,
  newSession,
  sessionTokens,
  tokenHash,
  userBody,
  userColumns,
  type UserRow,
} from './sessions';
import { bearerToken, type TokenClaims, type TokenKeys } from './tokens';

/** The subset of GoTrue (`/auth/v1`) that supabase-js uses for email and password accounts. */

export interface AuthRateLimiters {
  signUps: RateLimiter;
  signIns: RateLimiter;
  tokenRefreshes: RateLimiter;
  recoveries: RateLimiter;
  /** Failed password sign-ins per e-mail address, whoever sends them (the others count per client). */
  failedSignInsPerAccount: RateLimiter;
  failedSignInsPerAccountAllClients: RateLimiter;
}

export interface AuthContext {
  database: Database;
  keys: TokenKeys;
  mailbox: Mailbox;
  /** This server's own address, for links in mails and the token issuer. */
  publicUrl: string;
  /** Where links go when a request names no allowed redirect (GoTrue's SITE_URL). */
  siteUrl: string;
  rateLimiters: AuthRateLimiters;
  bcryptCost: number;
  /** See ServerOptions.refreshTokenReuseSeconds. */
  refreshTokenReuseSeconds: number;
  bodyLimitBytes: number;
  /** Rate limits count the address a trusted proxy appended to X-Forwarded-For (see ServerOptions). */
  trustProxy: boolean;
  /** The client of the request being answered (set per request), for turns at the database and the hashing thread. */
  client?: string;
}

/** The client a request's rate limits count against: its socket, or what the trusted proxy saw. */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return clientNetworkOf(socketAddress);
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  // The last entry is the one the proxy itself appended; earlier ones are whatever the client sent.
  return clientNetworkOf(chain.at(-1)?.trim() || socketAddress);
}

/**
 * What one client is, for rate limits: an IPv4 address (also written IPv4-mapped, `::ffff:a.b.c.d`),
 * or an IPv6 address's /64 network. One subscriber is given a whole /64, so counting its addresses
 * one by one gave an attacker a fresh budget with every address (300 accounts in 18 s from five).
 */
export function clientNetworkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const minimumPasswordLength = 6;
// bcrypt ignores everything after 72 bytes; GoTrue refuses longer passwords rather than truncate.
const maximumPasswordBytes = 72;
const recoveryLinkLifetimeSeconds = 3600;
const emailPattern = /^[^\s@]+@[^\s@]+$/;
// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
const unknownUserHash = bcrypt.hashSync('not-a-real-password', 10);

function authError(status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) {
  return new HttpError(status, { code: status, error_code: errorCode, msg: message, ...extra });
}

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

export async function handleAuthRequest(
  context: AuthContext,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  const clientAddress = clientAddressOf(request, context.trustProxy);
  // Every transaction and password hash of this request takes its turn as this client's.
  context = {
    ...context,
    database: databaseForClient(context.database, clientAddress),
    client: clientAddress,
  };

  if (route === '/health' && method === 'GET') {
    sendJson(response, 200, {
      name: 'GoTrue',
      version: 'local-supabase',
      description: 'Local auth for StatRadar',
    });
  } else if (route === '/settings' && method === 'GET') {
    sendJson(response, 200, {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
    });
  } else if (route === '/signup' && method === 'POST') {
    limitRate(context.rateLimiters.signUps, clientAddress);
    sendJson(response, 200, await signUp(context, await readAuthBody(context, request)));
  } else if (route === '/token' && method === 'POST') {
    const grantType = url.searchParams.get('grant_type');
    const body = await readAuthBody(context, request);
    if (grantType === 'password') {
      limitRate(context.rateLimiters.signIns, clientAddress);
      sendJson(response, 200, await signInWithPassword(context, body, clientAddress));
    } else if (grantType === 'refresh_token') {
      limitRate(context.rateLimiters.tokenRefreshes, clientAddress);
      sendJson(response, 200, await refreshSession(context, body));
    } else {
      throw authError(
        400,
        'unsupported_grant_type',
        `local-supabase supports the password and refresh_token grants, not ${grantType ?? 'none'} (no PKCE flow)`,
      );
    }
  } else if (route === '/user' && method === 'GET') {
    const { user } = await authenticatedUser(context, request);
    sendJson(response, 200, userBody(user));
  } else if (route === '/user' && method === 'PUT') {
    const signedIn = await authenticatedUser(context, request);
    sendJson(
      response,
      200,
      userBody(await updateUser(context, signedIn, await readAuthBody(context, request))),
    );
  } else if (route === '/logout' && method === 'POST') {
    const signedIn = await authenticatedUser(context, request);
    await logOut(context, signedIn, url.searchParams.get('scope') ?? 'global');
    sendEmpty(response, 204);
  } else if (route === '/recover' && method === 'POST') {
    limitRate(context.rateLimiters.recoveries, clientAddress);
    const body = await readAuthBody(context, request);
    // A PKCE client (flowType 'pkce') sends a code challenge and can only finish a link that comes
    // back with ?code=; the implicit link mailed here would fail in that client after the click.
    if (typeof body.code_challenge === 'string' && body.code_challenge !== '') {
      throw authError(
        400,
        'validation_failed',
        "local-supabase mails implicit-flow reset links only, not PKCE ones: create the client with flowType 'implicit'",
      );
    }
    await sendRecoveryMail(context, body, allowedRedirect(context, url.searchParams.get('redirect_to')));
    sendJson(response, 200, {});
  } else if (route === '/verify' && method === 'GET') {
    limitRate(context.rateLimiters.recoveries, clientAddress);
    const location = await verifyRecoveryLink(context, url);
    sendEmpty(response, 303, { Location: location });
  } else {
    throw authError(404, 'not_found', `${method} /auth/v1${route} is not supported by local-supabase`);
  }
}

function limitRate(limiter: RateLimiter, clientAddress: string): void {
  if (!limiter.take(clientAddress)) {
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

async function readAuthBody(
  context: AuthContext,
  request: IncomingMessage,
): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await readJsonBody(request, context.bodyLimitBytes);
  } catch (error) {
    if (error instanceof InvalidJsonError)
      throw authError(400, 'bad_json', 'Could not parse request body as JSON');
    throw error;
  }
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw authError(400, 'bad_json', 'The request body must be a JSON object');
  // PostgreSQL text and jsonb cannot hold U+0000: refused here as the client's error, not a 500.
  if (holdsNul(body)) throw authError(400, 'validation_failed', 'Text may not contain the character U+0000');
  return body;
}

/** Whether any string (or key) in a parsed JSON value holds U+0000 (iterative: bodies nest deep). */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function normalisedEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw authError(400, 'validation_failed', 'An email address is required');
  if (!emailPattern.test(email) || email.length > 255) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkedNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw authError(400, 'validation_failed', 'A password is required');
  }
  if (value.length < minimumPasswordLength) {
    throw authError(
      422,
      'weak_password',
      `Password should be at least ${minimumPasswordLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (Buffer.byteLength(value) > maximumPasswordBytes) {
    throw authError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maximumPasswordBytes} characters`,
    );
  }
  if (value.trim().length === 0) {
    throw authError(422, 'weak_password', 'Password should contain characters other than spaces.', {
      weak_password: { reasons: ['characters'] },
    });
  }
  // GoTrue's answer when HaveIBeenPwned knows the password; here a shipped list of the most common ones.
  if (isCommonPassword(value)) {
    throw authError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    );
  }
  return value;
}

async function signUp(context: AuthContext, body: Record<string, unknown>) {
  const email = normalisedEmail(body.email);
  const password = checkedNewPassword(body.password);
  const metadata = isPlainObject(body.data) ? body.data : {};
  if (Buffer.byteLength(JSON.stringify(metadata)) > maxUserMetadataBytes) throw metadataTooLarge();
  const passwordHash = await hashPassword(password, context.bcryptCost, context.client);
  // Sign-ups are confirmed at once, as on the Supabase CLI's local stack: the response is a session.
  return context.database.transaction(async (sql) => {
    const [user] = await sql.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, $2, now(), $3::jsonb)
       on conflict (email) do nothing
       returning ${userColumns}`,
      [email, passwordHash, JSON.stringify(metadata)],
    );
    // Supabase's own answer with confirmation off, kept on purpose (see README, "Sign-up and enumeration"):
    // sign-ups here are confirmed at once and answer with a session, which a stranger must not get,
    // so a "like new" answer would have to be a fake session that then fails everywhere.
    if (!user) throw authError(422, 'user_already_exists', 'User already registered');
    return newSession(sql, context.keys, issuer(context), user, 'password');
  });
}

async function signInWithPassword(context: AuthContext, body: Record<string, unknown>, client: string) {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  // No account has a longer address (sign-up refuses them): and the per-account limit below keeps
  // each address it counts for five minutes, so a megabyte-long one must never reach it.
  if (!email || !password || email.length > 255) throw invalidCredentials();
  // bcrypt reads only the first 72 bytes: a longer password could never have been set, and accepting
  // it would let any suffix after a 72-byte password sign in.
  if (Buffer.byteLength(password) > maximumPasswordBytes) throw invalidCredentials();
  // Per account from one client, and per account from all clients together (the per-address limit
  // cannot stop guesses spread over many addresses). Counted per client first: counted per account
  // alone, ten wrong passwords from anyone locked the owner out, again every five minutes. Counted
  // for unknown addresses too, so the limit tells nothing about which accounts exist. The attempt is
  // counted before the password is compared and given back if it was right: counted after, guesses
  // sent all at once were each compared before any was counted (59 of 100).
  const fromClient = `${email} ${client}`;
  const limiters = context.rateLimiters;
  if (!limiters.failedSignInsPerAccount.take(fromClient)) {
    throw authError(
      429,
      'over_request_rate_limit',
      'Too many failed sign-ins for this account, try again later',
    );
  }
  if (!limiters.failedSignInsPerAccountAllClients.take(email)) {
    limiters.failedSignInsPerAccount.release(fromClient);
    throw authError(
      429,
      'over_request_rate_limit',
      'Too many failed sign-ins for this account, try again later',
    );
  }
  const user = await context.database.transaction(async (sql) => {
    const [row] = await sql.query<UserRow>(`select ${userColumns} from auth.users where email = $1`, [email]);
    return row;
  });
  // Outside the transaction: bcrypt is slow and PGlite would wait for it.
  const matches = await passwordMatches(
    password,
    user?.encrypted_password ?? unknownUserHash,
    context.client,
  );
  if (!user || !matches) throw invalidCredentials();
  limiters.failedSignInsPerAccount.release(fromClient);
  limiters.failedSignInsPerAccountAllClients.release(email);
  return context.database.transaction((sql) =>
    newSession(sql, context.keys, issuer(context), user, 'password'),
  );
}

/**
 * How long a used refresh token still refreshes, as GoTrue's default reuse interval: two refreshes
 * racing with one token (two tabs, a retry after a lost answer) both succeed instead of ending the
 * session.
 */
export const defaultRefreshTokenReuseSeconds = 10;

/**
 * Rotation: each refresh token works once, and again only within the reuse interval (see
 * {@link defaultRefreshTokenReuseSeconds}) of its first use. Presenting one used earlier is treated as theft, as GoTrue does: the whole
 * session is ended, so the thief's copy stops working too.
 */
async function refreshSession(context: AuthContext, body: Record<string, unknown>) {
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  const outcome = await context.database.transaction(async (sql) => {
    const [stored] = await sql.query<{
      session_id: string;
      user_id: string;
      revoked: boolean;
      replaced_by: string | null;
      recently_revoked: boolean;
    }>(
      `select session_id, user_id, revoked, replaced_by,
         coalesce(revoked_at > now() - make_interval(secs => $2), false) as recently_revoked
       from auth.refresh_tokens where token = $1 for update`,
      [tokenHash(refreshToken), context.refreshTokenReuseSeconds],
    );
    if (!stored) return { kind: 'unknown' as const };
    // Used before, and not just now (or with no replacement to give): theft.
    if (stored.revoked && !(stored.recently_revoked && stored.replaced_by)) {
      await sql.query('delete from auth.sessions where id = $1', [stored.session_id]);
      return { kind: 'reused' as const };
    }
    const [user] = await sql.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [
      stored.user_id,
    ]);
    if (!user) return { kind: 'unknown' as const };
    // Within the reuse interval a used token gets the token that replaced it again, with a fresh
    // access token, as GoTrue answers: the session keeps one line of refresh tokens.
    const session = await sessionTokens(
      sql,
      context.keys,
      issuer(context),
      user,
      stored.session_id,
      'password',
      stored.revoked ? (stored.replaced_by ?? undefined) : undefined,
    );
    if (!stored.revoked) {
      await sql.query(
        'update auth.refresh_tokens set revoked = true, revoked_at = now(), replaced_by = $2 where token = $1',
        [tokenHash(refreshToken), session.refresh_token],
      );
    }
    // Replacements kept in the clear only while they may be handed out again.
    await sql.query(
      `update auth.refresh_tokens set replaced_by = null
       where session_id = $1 and replaced_by is not null and revoked_at <= now() - make_interval(secs => $2)`,
      [stored.session_id, context.refreshTokenReuseSeconds],
    );
    return { kind: 'refreshed' as const, session };
  });
  if (outcome.kind === 'refreshed') return outcome.session;
  throw authError(
    400,
    'refresh_token_not_found',
    outcome.kind === 'reused'
      ? 'Invalid Refresh Token: Already Used'
      : 'Invalid Refresh Token: Refresh Token Not Found',
  );
}

interface SignedInUser {
  user: UserRow;
  claims: TokenClaims;
}

/** The user of a valid access token whose session still exists (signed-out sessions are refused). */
async function authenticatedUser(context: AuthContext, request: IncomingMessage): Promise<SignedInUser> {
  const token = bearerToken(request.headers.authorization);
  // GoTrue's answers: 401 without a token, 403 bad_jwt naming why a token is refused.
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const claims = await context.keys.verify(token);
  if (!claims) {
    const reason = (await context.keys.isExpired(token))
      ? 'token has invalid claims: token is expired'
      : 'token is malformed or its signature is invalid';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const { sub: userId, session_id: sessionId } = claims;
  const found = await context.database.transaction(async (sql) => {
    const [user] = await sql.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [userId]);
    const sessions = await sql.query('select id from auth.sessions where id = $1', [sessionId ?? null]);
    return { user, sessionExists: sessions.length > 0 };
  });
  if (!found.user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!found.sessionExists) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user: found.user, claims };
}

/** The most user metadata (`data`) one account may keep, as JSON: it goes into every token. */
export const maxUserMetadataBytes = 16 * 1024;
const metadataTooLarge = () =>
  authError(422, 'validation_failed', `User metadata may be at most ${maxUserMetadataBytes} bytes as JSON`);

async function updateUser(
  context: AuthContext,
  signedIn: SignedInUser,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const { user } = signedIn;
  if (body.email !== undefined && body.email !== user.email) {
    throw authError(422, 'email_change_not_supported', 'Changing the email address is not supported locally');
  }
  let passwordHash: string | null = null;
  if (body.password !== undefined) {
    const password = checkedNewPassword(body.password);
    if (await passwordMatches(password, user.encrypted_password, context.client)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, context.bcryptCost, context.client);
  }
  const metadata = isPlainObject(body.data) ? JSON.stringify(body.data) : null;
  return context.database.transaction(async (sql) => {
    const [updated] = await sql.query<UserRow & { metadata_bytes: number }>(
      `update auth.users
       set encrypted_password = coalesce($2, encrypted_password),
           raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
           updated_at = now()
       where id = $1
       returning ${userColumns}, octet_length(raw_user_meta_data::text) as metadata_bytes`,
      [user.id, passwordHash, metadata],
    );
    if (!updated) throw authError(404, 'user_not_found', 'User not found');
    // Metadata goes into every access token and user answer: merged without bound, it grew each
    // refresh into hundreds of megabytes. Thrown inside the transaction, so nothing is kept.
    if (updated.metadata_bytes > maxUserMetadataBytes) throw metadataTooLarge();
    // Like GoTrue: a new password ends every other session (a thief's refresh token stops working).
    if (passwordHash !== null) {
      await sql.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        signedIn.claims.session_id ?? null,
      ]);
    }
    const { metadata_bytes: _bytes, ...row } = updated;
    return row;
  });
}

async function logOut(context: AuthContext, signedIn: SignedInUser, scope: string): Promise<void> {
  const sessionId = signedIn.claims.session_id ?? null;
  const statements: Record<string, string> = {
    global: 'delete from auth.sessions where user_id = $1',
    local: 'delete from auth.sessions where user_id = $1 and id = $2',
    others: 'delete from auth.sessions where user_id = $1 and id is distinct from $2',
  };
  const statement = statements[scope];
  if (!statement) throw authError(400, 'validation_failed', 'scope must be global, local or others');
  await context.database.transaction((sql) =>
    sql.query(statement, scope === 'global' ? [signedIn.user.id] : [signedIn.user.id, sessionId]),
  );
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Like GoTrue: a redirect is honoured only for the site's own host (and, while the site itself
 * runs on this machine, for this machine); anything else falls back to the site URL, so reset
 * links cannot be bent to send tokens to another site, nor to whatever listens on a port of the
 * user's own machine when the site is public.
 */
function allowedRedirect(context: AuthContext, requested: string | null): string {
  if (!requested) return context.siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return context.siteUrl;
  }
  const siteHost = new URL(context.siteUrl).hostname;
  const allowedHosts = new Set(
    LOOPBACK_HOSTS.includes(siteHost) ? [...LOOPBACK_HOSTS, siteHost] : [siteHost],
  );
  const isWebAddress = target.protocol === 'http:' || target.protocol === 'https:';
  return isWebAddress && allowedHosts.has(target.hostname) ? target.toString() : context.siteUrl;
}

async function sendRecoveryMail(context: AuthContext, body: Record<string, unknown>, redirectTo: string) {
  const email = normalisedEmail(body.email);
  const token = newSecretToken();
  const rows = await context.database.transaction((sql) =>
    sql.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where email = $1 returning id',
      [email, tokenHash(token)],
    ),
  );
  // The same answer whether or not the address has an account: no probing for accounts.
  if (rows.length === 0) return;
  const link = new URL('/auth/v1/verify', context.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', redirectTo);
  context.mailbox.send(
    email,
    'Reset Your Password',
    `Follow this link to reset the password for your user:\n${link.toString()}\n`,
    [link.toString()],
  );
}

/** GET /verify from a mail link: a session in the redirect's fragment, or the error there. */
async function verifyRecoveryLink(context: AuthContext, url: URL): Promise<string> {
  const redirectTo = allowedRedirect(context, url.searchParams.get('redirect_to'));
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type');
  const session =
    type === 'recovery' && token
      ? await context.database.transaction(async (sql) => {
          const [user] = await sql.query<UserRow>(
            `update auth.users
             set recovery_token = null, recovery_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now())
             where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
             returning ${userColumns}`,
            [tokenHash(token), recoveryLinkLifetimeSeconds],
          );
          return user ? newSession(sql, context.keys, issuer(context), user, 'recovery') : null;
        })
      : null;
  const fragment = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
  const location = new URL(redirectTo);
  location.hash = fragment.toString();
  return location.toString();
}

function issuer(context: AuthContext): string {
  return new URL('/auth/v1', context.publicUrl).toString();
}
