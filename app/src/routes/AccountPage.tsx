import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';

import { currentUser } from '../data/auth';
import { AccountScreen } from '../features/account/AccountScreen';
import { useAuthStatus } from '../features/auth/useAuthStatus';
import { usePageHead } from '../features/head';

/** /account/my_account: the account page for the signed-in user; signed-out visitors go to sign in. */
export function AccountPage() {
  usePageHead({ title: 'My Account | StatRadar', robots: 'noindex' });
  const { user } = useAuthStatus();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The header's state is optimistic (read from storage); confirm the session before showing data.
  useEffect(() => {
    currentUser().then(
      () => setChecked(true),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);

  if (error) {
    return (
      <div className="page">
        <h1>My Account</h1>
        <p className="error-text" role="alert">
          Your account could not be loaded: {error}
        </p>
      </div>
    );
  }
  if (!checked) {
    return (
      <div className="page page-loading" aria-busy="true">
        <p>Loading your account…</p>
      </div>
    );
  }
  if (!user) return <Redirect to="/account/login" replace />;
  return <AccountScreen key={user.id} user={user} />;
}
