import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { signOut } from '../../data/auth';
import type { AccountUser } from '../../data/authStatus';
import { fetchOrCreateOwnProfile, updateAvatar, updateDisplayName, type Profile } from '../../data/profiles';
import { AvatarImage } from './AvatarImage';
import { AvatarPicker } from './AvatarPicker';
import { avatarAt } from './avatars';
import { DisplayNameField } from './DisplayNameField';

/** The profile block: avatar and picker, display name, achievements and Sign Out. */
export function ProfileBlock({ user }: { user: AccountUser }) {
  const [, navigate] = useLocation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const changeAvatarRef = useRef<HTMLButtonElement>(null);
  const wasPicking = useRef(false);

  // The picker's <dialog> leaves the page while still open, so the browser cannot return the focus
  // to its opener: once it is gone (Escape, Cancel or Save), focus goes back to "Change Avatar".
  useEffect(() => {
    if (wasPicking.current && !picking) changeAvatarRef.current?.focus();
    wasPicking.current = picking;
  }, [picking]);

  useEffect(() => {
    let current = true;
    fetchOrCreateOwnProfile(user).then(
      (loaded) => current && setProfile(loaded),
      (caught: unknown) => current && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      current = false;
    };
  }, [user]);

  async function saveAvatar(avatar: Profile['avatar']) {
    if (!profile) return;
    // A failure is shown by the picker, which stays open: the page behind the modal is hidden from
    // sight and from screen readers.
    await updateAvatar(profile.id, avatar);
    setProfile({ ...profile, avatar });
    setPicking(false);
  }

  async function saveDisplayName(displayName: string) {
    if (!profile) return;
    await updateDisplayName(profile.id, displayName);
    setProfile({ ...profile, displayName });
  }

  async function leave() {
    try {
      await signOut();
    } catch (caught) {
      // supabase-js keeps the session when the server cannot be reached: say so rather than go to
      // the home page still signed in.
      setError(`Could not sign out. ${caught instanceof Error ? caught.message : String(caught)}`);
      return;
    }
    navigate('/');
  }

  return (
    <section className="profile card" aria-label="Profile">
      {profile ? (
        <>
          <AvatarImage
            avatar={profile.avatar}
            size={96}
            label={`Avatar: ${avatarAt(profile.avatar.default).name}`}
          />
          <div className="profile-details">
            <DisplayNameField
              displayName={profile.displayName}
              editable={profile.id === user.id}
              onSave={saveDisplayName}
            />
            <p className="profile-email">{user.email}</p>
            <p className="profile-achievements">🏆1 Achievement</p>
            <button
              ref={changeAvatarRef}
              type="button"
              aria-haspopup="dialog"
              className="button button-secondary button-small"
              onClick={() => setPicking(true)}
            >
              Change Avatar
            </button>
          </div>
          {picking && (
            <AvatarPicker current={profile.avatar} onCancel={() => setPicking(false)} onSave={saveAvatar} />
          )}
        </>
      ) : error ? null : (
        <p aria-busy="true">Loading your profile…</p>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button-danger button-small profile-sign-out" onClick={leave}>
        Sign Out
      </button>
    </section>
  );
}
