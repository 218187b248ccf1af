/**
 * The spec's session refresh: check every 30 s, refresh when 90 s or less remain. supabase-js's own
 * ticker checks every 30 s too but refreshes as soon as fewer than four whole ticks remain (up to
 * 119 s early), so the app turns it off and runs this schedule instead.
 */

/** How often the stored session is checked. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** A session with this much time or less left is refreshed. */
export const SESSION_REFRESH_MARGIN_MS = 90_000;

/** Whether a session expiring at `expiresAtSeconds` (epoch seconds) must be refreshed at `nowMs`. */
export function sessionNeedsRefresh(expiresAtSeconds: number | undefined, nowMs: number): boolean {
  if (expiresAtSeconds === undefined || !Number.isFinite(expiresAtSeconds)) return false;
  return expiresAtSeconds * 1000 - nowMs <= SESSION_REFRESH_MARGIN_MS;
}

/** What one check needs from the auth client (supabase-js's `auth` fits). */
export interface RefreshableAuth {
  getSession(): Promise<{ data: { session: { expires_at?: number } | null }; error: unknown }>;
  refreshSession(): Promise<{ error: unknown }>;
}

/**
 * One check. `getSession` already refreshes (under supabase-js's cross-tab lock) a session with less
 * than 90 s left and returns the new one; only a session it handed back at exactly 90 s still needs
 * the explicit refresh. A failure is logged: the next check tries again.
 */
export async function checkSession(auth: RefreshableAuth, now: () => number = Date.now): Promise<void> {
  try {
    const { data, error } = await auth.getSession();
    if (error) throw error;
    if (data.session && sessionNeedsRefresh(data.session.expires_at, now())) {
      const refreshed = await auth.refreshSession();
      if (refreshed.error) throw refreshed.error;
    }
  } catch (error) {
    console.error('Session refresh failed:', error);
  }
}

/**
 * Checks at once and then every {@link SESSION_CHECK_INTERVAL_MS} while the page is visible, and at
 * once whenever it becomes visible again (a hidden tab's timers are throttled; the session may have
 * run out meanwhile). Returns the function that stops it.
 */
export function startSessionRefresh(auth: RefreshableAuth): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let checking = false;
  const tick = () => {
    // One check at a time: a slow network must not stack refreshes of the same token.
    if (checking) return;
    checking = true;
    void checkSession(auth).finally(() => {
      checking = false;
    });
  };
  const start = () => {
    if (timer !== null) return;
    tick();
    timer = setInterval(tick, SESSION_CHECK_INTERVAL_MS);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState !== 'hidden') start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
