/**
 * Where the backend lives, read once from the build environment. Kept apart from the client so
 * code that only needs to know "is someone signed in?" never pulls supabase-js into the page.
 */

/**
 * A setting `pnpm serve` writes into each page it serves (`<meta name="statradar:…">`): one build
 * runs on any server, whose API lives on the page's own origin with keys made at its first start.
 */
function servedSetting(name: 'api' | 'anon-key'): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="statradar:${name}"]`)?.content || undefined;
}

const servedApi = servedSetting('api') === 'same-origin' ? window.location.origin : undefined;

/** Base URL of the Supabase (or embedded local-supabase) project; the embedded backend by default. */
export const SUPABASE_URL: string =
  servedApi ?? (import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321');

/** The project's public anon key; empty when the build was made without one. */
export const SUPABASE_ANON_KEY: string =
  (servedApi && servedSetting('anon-key')) || (import.meta.env.VITE_SUPABASE_ANON_KEY ?? '');

/**
 * The local-storage key supabase-js keeps the session under. This mirrors its default
 * (`sb-<first label of the host>-auth-token`, see SupabaseClient's constructor) so sessions of
 * existing users stay valid.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
