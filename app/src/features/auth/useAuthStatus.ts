import { useSyncExternalStore } from 'react';

import { authStatus, subscribeAuthStatus, type AuthStatus } from '../../data/authStatus';

/** The live auth state (signed in or out), re-rendering on every auth event. */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribeAuthStatus, authStatus, authStatus);
}
