import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { fetchWithTimeout } from './requestTimeout';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabaseConfig';

/**
 * The one supabase-js client of the app. Implicit flow (the spec's default) so that the
 * password-recovery link lands on /account/update-password with the session in the URL hash.
 */
function createSupabaseClient(): SupabaseClient | null {
  if (!SUPABASE_ANON_KEY) return null;
  // Framed by another site (an embed), the page only reads charts anonymously, and Chromium denies
  // a third-party frame the Web Locks that supabase-js takes around its stored session
  // ("SecurityError: The request was denied."): no stored session there, and a plain in-page lock.
  return createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    // The page's fetch looked up per request (as supabase-js's own default does), with a time limit.
    global: { fetch: fetchWithTimeout((input, init) => fetch(input, init)) },
    auth: isFramed
      ? {
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          lock: (_name, _acquireTimeout, run) => run(),
        }
      : {
          flowType: 'implicit',
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          // ./sessionRefresh runs the spec's schedule (check every 30 s, refresh at 90 s or less).
          autoRefreshToken: false,
        },
  });
}

/** Whether the page runs in another site's frame (an embed): it then keeps no session. */
export const isFramed = window.self !== window.top;

const client = createSupabaseClient();

/** The client, or a clear error when the build has no backend configured. */
export function supabase(): SupabaseClient {
  if (!client) {
    throw new Error(
      'Accounts are unavailable in this build: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY were not set.',
    );
  }
  return client;
}
