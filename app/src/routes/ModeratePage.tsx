import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';

import { currentUser } from '../data/auth';
import { useAuthStatus } from '../features/auth/useAuthStatus';
import { usePageHead } from '../features/head';
import { ModerationScreen } from '../features/moderation/ModerationScreen';

/** /moderate: the moderators' queue; signed-out visitors go to sign in. */
export function ModeratePage() {
  usePageHead({ title: 'Moderation queue | StatRadar', robots: 'noindex' });
  const { user } = useAuthStatus();
  const [checked, setChecked] = useState(false);

  // The header's state is optimistic (read from storage); confirm the session first.
  useEffect(() => {
    currentUser().then(
      () => setChecked(true),
      () => setChecked(true),
    );
  }, []);

  if (!checked) {
    return (
      <div className="page page-loading" aria-busy="true">
        <p>Loading…</p>
      </div>
    );
  }
  if (!user) return <Redirect to="/account/login" replace />;
  return <ModerationScreen key={user.id} user={user} />;
}
