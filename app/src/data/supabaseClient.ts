import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabaseConfig';

/**
 * The one supabase-js client of the app. Implicit flow (the spec's default) so that the
 * password-recovery link lands on /account/update-password with the session in the URL hash.
 */
function createSupabaseClient(): SupabaseClient | null {
  if (!SUPABASE_ANON_KEY) return null;
  return createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: {
      flowType: 'implicit',
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
    },
  });
}

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
