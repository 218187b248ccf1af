/**
 * Who is signed in, as a tiny observable that does not import supabase-js. The header needs this
 * on every page, but the home page must stay light: supabase-js is only loaded (through
 * `./auth`) when a stored session exists or an account screen opens, and it then publishes
 * every auth event (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED…) here.
 */
import { AUTH_STORAGE_KEY } from './supabaseConfig';

/** The signed-in user as the app needs it. */
export interface AccountUser {
  id: string;
  email: string;
}

/** The current auth state: `user` is null when signed out. */
export interface AuthStatus {
  user: AccountUser | null;
}

type Listener = (status: AuthStatus) => void;

const listeners = new Set<Listener>();
let current: AuthStatus = { user: storedSessionUser() };
let authModuleRequested = false;

/** Reads the user of the session supabase-js persisted, without validating the token. */
export function storedSessionUser(): AccountUser | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const user = (parsed as { user?: { id?: unknown; email?: unknown } } | null)?.user;
    if (typeof user?.id !== 'string') return null;
    return { id: user.id, email: typeof user.email === 'string' ? user.email : '' };
  } catch {
    return null;
  }
}

/** The latest auth state (optimistic from storage until supabase-js confirms it). */
export function authStatus(): AuthStatus {
  return current;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeAuthStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes a new auth state (called by `./auth` from onAuthStateChange). */
export function publishAuthStatus(next: AuthStatus): void {
  if (next.user?.id === current.user?.id && next.user?.email === current.user?.email) return;
  current = next;
  for (const listener of listeners) listener(current);
}

function loadAuthModule(): void {
  if (authModuleRequested) return;
  authModuleRequested = true;
  // The module subscribes to onAuthStateChange as it loads; a failed load keeps the optimistic state.
  import('./auth').catch((error: unknown) => console.error('Failed to load the account module:', error));
}

/**
 * Whether the address carries a session from an email link (the implicit flow puts it in the hash),
 * which only supabase-js can take in: a password-reset link that lands on a page other than
 * /account/update-password (the site's root, when the auth service does not accept the redirect).
 */
export function sessionInUrl(hash: string): boolean {
  return /^#(?:.*&)?access_token=/.test(hash);
}

let openedFromRecoveryLink = false;

/**
 * Whether this page was opened from a password-reset link (its session arrived in the address).
 * supabase-js repeats auth events to the site's other tabs, and only this one should go on to the
 * update form.
 */
export function isOpenedFromRecoveryLink(): boolean {
  return openedFromRecoveryLink;
}

/** Whether the address carries an auth redirect's error (`#error=…&error_description=…`). */
export function authErrorInUrl(hash: string): boolean {
  return /^#(?:.*&)?error_description=/.test(hash);
}

/** The pages whose form shows an auth error from the address (the login form's modes). */
const AUTH_FORM_PATHS = ['/account/login', '/account/update-password'];

/**
 * Starts live auth tracking for the header: at once when a session is stored or arrives in the
 * address, otherwise as soon as another tab stores one. Sessions created on this tab load `./auth`
 * anyway. An email link's error (an expired or used link) that lands outside the form (the site's
 * root, when the auth service does not accept the redirect) moves to the sign-in form, which shows
 * it: call before the first render.
 */
export function startAuthTracking(): void {
  const { hash, pathname } = window.location;
  if (authErrorInUrl(hash) && !AUTH_FORM_PATHS.includes(pathname)) {
    window.history.replaceState(window.history.state, '', `/account/login${hash}`);
  }
  if (sessionInUrl(hash)) openedFromRecoveryLink = /(?:^#|&)type=recovery(?:&|$)/.test(hash);
  if (current.user || sessionInUrl(hash)) loadAuthModule();
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) loadAuthModule();
  });
}
