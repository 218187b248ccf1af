import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';

import { requestPasswordReset, signIn, signUp, updatePassword } from '../../data/auth';
import { useAuthStatus } from './useAuthStatus';
import { hashErrorDescription, LoginMode, MODE_TEXT, RESET_SUCCESS } from './loginModes';
import './auth.css';

const ACCOUNT_ROUTE = '/account/my_account';

/**
 * The one account form in its four modes: sign in, register, reset (mail a link) and update
 * (set a new password after following that link). Errors show in red; an auth error that a
 * redirect put in the URL hash shows the same way.
 */
export function LoginForm({ initialMode }: { initialMode: LoginMode }) {
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() => hashErrorDescription(window.location.hash));
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const text = MODE_TEXT[mode];
  const { user } = useAuthStatus();

  // An error that arrives in the hash later (a redirect back to this very page changes only the
  // hash, so nothing reloads) shows too.
  useEffect(() => {
    const showHashError = () => {
      const description = hashErrorDescription(window.location.hash);
      if (description) {
        setError(description);
        setNotice(null);
      }
    };
    window.addEventListener('hashchange', showHashError);
    // A hash that changed between the first render and this effect.
    showHashError();
    return () => window.removeEventListener('hashchange', showHashError);
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  /** Set by the links that switch the form: they go with the mode, so the focus moves to the form. */
  const focusForm = useRef(false);
  useEffect(() => {
    if (!focusForm.current) return;
    focusForm.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  function switchMode(next: LoginMode) {
    setMode(next);
    setError(null);
    setNotice(null);
  }

  /** "Forgot Password?" and "Back to Sign In", which are replaced by each other. */
  function followModeLink(next: LoginMode) {
    focusForm.current = true;
    switchMode(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (mode === LoginMode.Login) {
        await signIn(email, password);
        navigate(ACCOUNT_ROUTE);
      } else if (mode === LoginMode.Register) {
        const result = await signUp(email, password);
        if (result.signedIn) navigate(ACCOUNT_ROUTE);
        else {
          setMode(LoginMode.Login);
          setNotice(
            `Almost there: we sent a confirmation link to ${result.confirmationSentTo}. Open it to confirm your email, then sign in here.`,
          );
        }
      } else if (mode === LoginMode.Reset) {
        await requestPasswordReset(email);
        setNotice(RESET_SUCCESS);
      } else {
        await updatePassword(password);
        navigate(ACCOUNT_ROUTE);
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-card card">
      <h1>{text.title}</h1>
      <p className="auth-intro">{text.intro}</p>
      {user && (mode === LoginMode.Login || mode === LoginMode.Register) && (
        <p className="auth-notice">
          You are signed in{user.email ? ` as ${user.email}` : ''}.{' '}
          <Link href={ACCOUNT_ROUTE}>Go to My Account</Link>, or sign in below as someone else.
        </p>
      )}

      {(mode === LoginMode.Login || mode === LoginMode.Register) && (
        <div className="auth-tabs" role="group" aria-label="Account">
          <button
            type="button"
            className={mode === LoginMode.Login ? 'auth-tab auth-tab-active' : 'auth-tab'}
            aria-pressed={mode === LoginMode.Login}
            onClick={() => switchMode(LoginMode.Login)}
          >
            Sign In
          </button>
          <button
            type="button"
            className={mode === LoginMode.Register ? 'auth-tab auth-tab-active' : 'auth-tab'}
            aria-pressed={mode === LoginMode.Register}
            onClick={() => switchMode(LoginMode.Register)}
          >
            Register
          </button>
        </div>
      )}

      <form ref={formRef} className="auth-form" onSubmit={submit}>
        {text.showEmail && (
          <div className="auth-field">
            <label htmlFor={emailId}>Email</label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        )}
        {text.showPassword && (
          <div className="auth-field">
            <label htmlFor={passwordId}>{mode === LoginMode.Update ? 'New password' : 'Password'}</label>
            <input
              id={passwordId}
              type="password"
              name="password"
              autoComplete={mode === LoginMode.Login ? 'current-password' : 'new-password'}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        )}

        {error && (
          <p className="auth-error error-text" role="alert">
            {error}
          </p>
        )}
        {/* Always there, empty until needed: a status region added with its text is often not
            read out ("Check email for password reset link" went unheard). */}
        <p className="auth-notice" role="status">
          {notice}
        </p>

        {/* aria-disabled, not disabled: disabling the focused button would drop the focus to the
            page's start, where it stayed after an error ("Invalid login credentials"). */}
        <button type="submit" className="button button-primary auth-submit" aria-disabled={busy}>
          {busy ? 'Please wait…' : text.submit}
        </button>
      </form>

      {text.showForgotPassword && (
        <button type="button" className="auth-link" onClick={() => followModeLink(LoginMode.Reset)}>
          Forgot Password?
        </button>
      )}
      {/* An expired or used reset link lands here with its error: the way to a new link. */}
      {mode === LoginMode.Update && error && (
        <button type="button" className="auth-link" onClick={() => followModeLink(LoginMode.Reset)}>
          Request a new reset link
        </button>
      )}
      {mode === LoginMode.Reset && (
        <button type="button" className="auth-link" onClick={() => followModeLink(LoginMode.Login)}>
          Back to Sign In
        </button>
      )}

      <p className="auth-sso">Single Sign On coming soon</p>
    </div>
  );
}
