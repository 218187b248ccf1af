import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  checkSession,
  SESSION_CHECK_INTERVAL_MS,
  sessionNeedsRefresh,
  startSessionRefresh,
  type RefreshableAuth,
} from './sessionRefresh';

const NOW = 1_800_000_000_000;

/** An auth client whose session expires at `expiresAt` (epoch s); refreshing adds an hour. */
function fakeAuth(expiresAt: number) {
  const state = { expiresAt, refreshes: 0, checks: 0 };
  const auth: RefreshableAuth = {
    getSession: () => {
      state.checks += 1;
      return Promise.resolve({ data: { session: { expires_at: state.expiresAt } }, error: null });
    },
    refreshSession: () => {
      state.refreshes += 1;
      state.expiresAt = Math.floor(Date.now() / 1000) + 3600;
      return Promise.resolve({ error: null });
    },
  };
  return { auth, state };
}

describe('sessionNeedsRefresh', () => {
  it('refreshes at 90 s or less left, not at 91 s', () => {
    expect(sessionNeedsRefresh(NOW / 1000 + 91, NOW)).toBe(false);
    expect(sessionNeedsRefresh(NOW / 1000 + 119, NOW)).toBe(false);
    expect(sessionNeedsRefresh(NOW / 1000 + 90, NOW)).toBe(true);
    expect(sessionNeedsRefresh(NOW / 1000 + 1, NOW)).toBe(true);
    expect(sessionNeedsRefresh(NOW / 1000 - 10, NOW)).toBe(true);
  });

  it('never refreshes a session without an expiry', () => {
    expect(sessionNeedsRefresh(undefined, NOW)).toBe(false);
    expect(sessionNeedsRefresh(Number.NaN, NOW)).toBe(false);
  });
});

describe('checkSession', () => {
  it('refreshes a session handed back with exactly 90 s left, and leaves one with 91 s', async () => {
    const exact = fakeAuth(NOW / 1000 + 90);
    await checkSession(exact.auth, () => NOW);
    expect(exact.state.refreshes).toBe(1);
    const early = fakeAuth(NOW / 1000 + 91);
    await checkSession(early.auth, () => NOW);
    expect(early.state.refreshes).toBe(0);
  });

  it('logs a failed check instead of throwing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth: RefreshableAuth = {
      getSession: () => Promise.resolve({ data: { session: null }, error: new Error('offline') }),
      refreshSession: () => Promise.resolve({ error: null }),
    };
    await expect(checkSession(auth)).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledWith('Session refresh failed:', expect.any(Error));
    spy.mockRestore();
  });
});

describe('startSessionRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('checks every 30 s and refreshes at the first check with 90 s or less left', async () => {
    // 200 s left: checks at 0, 30, 60, 90 s leave 200, 170, 140, 110 s; the one at 120 s sees 80 s.
    const { auth, state } = fakeAuth(NOW / 1000 + 200);
    const stop = startSessionRefresh(auth);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(state.checks).toBe(4);
    expect(state.refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(state.checks).toBe(5);
    expect(state.refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * SESSION_CHECK_INTERVAL_MS);
    expect(state.refreshes).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(10 * SESSION_CHECK_INTERVAL_MS);
    expect(state.checks).toBe(15);
  });
});
