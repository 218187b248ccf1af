/**
 * Email + password accounts through supabase-js. Every function throws an `Error` whose message
 * is the auth service's text, so the form can show it in red as it is.
 */
import {
  AuthUnknownError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type Session,
} from '@supabase/supabase-js';
import { navigate } from 'wouter/use-browser-location';

import {
  isOpenedFromRecoveryLink,
  publishAuthStatus,
  storedSessionUser,
  type AccountUser,
} from './authStatus';
import { ACCOUNT_UNAVAILABLE_MESSAGE, accountErrorMessage } from './networkErrors';
import { startSessionRefresh } from './sessionRefresh';
import { isFramed, supabase } from './supabaseClient';

function sessionUser(session: Session | null): AccountUser | null {
  return session ? { id: session.user.id, email: session.user.email ?? '' } : null;
}

/** The page that sets a new password (the login form's update mode). */
const UPDATE_PASSWORD_PATH = '/account/update-password';

// Keep the header live: every auth event (including other tabs and token refreshes) lands here.
// A password-reset link's session (PASSWORD_RECOVERY) is for setting a new password: one that
// lands elsewhere (the site's root, when the auth service does not accept the redirect) goes on
// to the update form instead of leaving the user on the home page. Only in the tab the link
// opened: supabase-js repeats the event in the site's other tabs, which stay where they are.
try {
  supabase().auth.onAuthStateChange((event, session) => {
    publishAuthStatus({ user: sessionUser(session) });
    if (
      event === 'PASSWORD_RECOVERY' &&
      isOpenedFromRecoveryLink() &&
      window.location.pathname !== UPDATE_PASSWORD_PATH
    ) {
      navigate(UPDATE_PASSWORD_PATH, { replace: true });
    }
  });
  if (!isFramed) startSessionRefresh(supabase().auth);
} catch {
  publishAuthStatus({ user: null });
}

/** The auth service failed with an answer that is not its JSON error (an HTML or text error page). */
export const AUTH_UNREADABLE_MESSAGE =
  'The account service failed with an unexpected answer. Try again in a moment.';

/**
 * The auth service's error as the form shows it. A request that never arrived, or that a gateway
 * answered, says so plainly: supabase-js's own message is then the browser's "Failed to fetch",
 * "{}" (the gateway's response object, stringified) or a JSON parse error.
 */
function authError(error: Error): Error {
  if (isAuthRetryableFetchError(error) && error.status >= 500) return new Error(ACCOUNT_UNAVAILABLE_MESSAGE);
  if (error instanceof AuthUnknownError) return new Error(AUTH_UNREADABLE_MESSAGE);
  return new Error(accountErrorMessage(error.message));
}

/**
 * How long the account page waits for the auth service to confirm the stored session before it
 * goes ahead on that session. Renewing an expired session while the service is unreachable makes
 * supabase-js retry for about 30 s (twice over when the refresh schedule is renewing it too), and
 * a server that accepts connections but never answers keeps it waiting for good.
 */
export const SESSION_CONFIRM_TIMEOUT_MS = 6_000;

const UNREACHABLE = Symbol('unreachable');

/** Signs in with email and password. */
export async function signIn(email: string, password: string): Promise<AccountUser> {
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  if (error) throw authError(error);
  return { id: data.user.id, email: data.user.email ?? email };
}

/** What a sign-up produced: a session at once, or (hosted projects) a confirmation mail first. */
export type SignUpResult = { signedIn: true } | { signedIn: false; confirmationSentTo: string };

/** Creates an account. Hosted projects with email confirmation return no session until confirmed. */
export async function signUp(email: string, password: string): Promise<SignUpResult> {
  // The confirmation link (hosted projects) comes back to the sign-in form, which loads the account
  // module that picks the session out of the link, and shows an error the link carries. Without it
  // the link lands on the site's home page, which does neither: the tokens stay in the address.
  const { data, error } = await supabase().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}/account/login` },
  });
  if (error) throw authError(error);
  return data.session ? { signedIn: true } : { signedIn: false, confirmationSentTo: email };
}

/** Mails a password-reset link that leads back to /account/update-password. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await supabase().auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/account/update-password`,
  });
  if (error) throw authError(error);
}

/** Sets a new password for the signed-in (or recovering) user. */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase().auth.updateUser({ password });
  // No session: the page was opened without the reset link, or with one that expired or was used.
  if (error && isAuthSessionMissingError(error)) throw new Error(UPDATE_WITHOUT_LINK_MESSAGE);
  if (error) throw authError(error);
}

/** Updating a password with no session (supabase-js says only "Auth session missing!"). */
export const UPDATE_WITHOUT_LINK_MESSAGE =
  'Open the link in your password reset email to set a new password. A link works once and expires; if yours no longer works, request a new one.';

/**
 * The signed-in user, confirmed by the auth service, or null. The stored session (refreshed when
 * close to expiry) only says who signed in on this browser: the server is asked too, so a session
 * that was signed out elsewhere or whose account is gone counts as signed out here (and is
 * dropped). When the server cannot be reached (or does not answer within
 * {@link SESSION_CONFIRM_TIMEOUT_MS}), the stored session's user stands, even when its access token
 * has run out: the page then opens on the charts of this device and says what could not load.
 */
export async function currentUser(): Promise<AccountUser | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof UNREACHABLE>((resolve) => {
    timer = setTimeout(() => resolve(UNREACHABLE), SESSION_CONFIRM_TIMEOUT_MS);
  });
  try {
    const confirmed = await Promise.race([confirmUser(), timeout]);
    return confirmed === UNREACHABLE ? storedSessionUser() : confirmed;
  } finally {
    clearTimeout(timer);
  }
}

async function confirmUser(): Promise<AccountUser | null | typeof UNREACHABLE> {
  const { data, error } = await supabase().auth.getSession();
  if (error) {
    // An expired session that could not be renewed: kept by supabase-js when the service was
    // unreachable, dropped when the service refused it (signed out elsewhere).
    if (isAuthRetryableFetchError(error)) return UNREACHABLE;
    return null;
  }
  const stored = sessionUser(data.session);
  if (!stored) return null;
  const { data: confirmed, error: userError } = await supabase().auth.getUser();
  if (!userError) return { id: confirmed.user.id, email: confirmed.user.email ?? stored.email };
  if (userError.status === 401 || userError.status === 403) {
    await supabase().auth.signOut({ scope: 'local' });
    return null;
  }
  return stored;
}

/**
 * Signs out everywhere. Throws when the server could not be reached or failed: supabase-js then keeps
 * the session, so the user is still signed in.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase().auth.signOut();
  if (error) throw authError(error);
}
