import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import {
  AD_RECHECK_INTERVAL_MS,
  AD_REFRESH_INTERVAL_MS,
  adRefreshDecision,
  startAdRefresh,
  trackUserActivity,
} from './adRefreshPolicy';

/** Stands in for the browser's IntersectionObserver; tests report the slot's visible share. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  reportVisible(ratio: number) {
    const entries = this.observed.map(
      (target) => ({ target, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function lastObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

function userInteracts() {
  window.dispatchEvent(new Event('pointermove'));
}

describe('adRefreshDecision', () => {
  test('refreshes and waits 120 s when the user was active within 15 s and the slot is 95% visible', () => {
    expect(adRefreshDecision({ now: 100_000, lastActivityAt: 85_000, visibleRatio: 0.95 })).toEqual({
      refresh: true,
      nextCheckInMs: 120_000,
    });
  });

  test.each([
    ['the user was last active 15.001 s ago', { now: 100_000, lastActivityAt: 84_999, visibleRatio: 1 }],
    ['the user never interacted', { now: 100_000, lastActivityAt: null, visibleRatio: 1 }],
    ['only 94% of the slot is visible', { now: 100_000, lastActivityAt: 99_000, visibleRatio: 0.94 }],
    ['the slot is off screen', { now: 100_000, lastActivityAt: 99_000, visibleRatio: 0 }],
  ])('waits 15 s without refreshing when %s', (_case, state) => {
    expect(adRefreshDecision(state)).toEqual({ refresh: false, nextCheckInMs: 15_000 });
  });
});

describe('startAdRefresh', () => {
  let activity: ReturnType<typeof trackUserActivity>;
  let stop: () => void;
  let onRefresh: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    activity = trackUserActivity();
    onRefresh = vi.fn<() => void>();
    stop = startAdRefresh({ element: document.createElement('div'), activity, onRefresh });
  });

  afterEach(() => {
    stop();
    activity.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('observes the slot at the 95% visibility threshold', () => {
    expect(lastObserver().options.threshold).toContain(0.95);
    expect(lastObserver().observed).toHaveLength(1);
  });

  test('refreshes every 120 s while the user stays active and the slot stays visible', () => {
    lastObserver().reportVisible(1);
    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS - 10_000);
    userInteracts();
    vi.advanceTimersByTime(9_999);
    expect(onRefresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS - 5_000);
    userInteracts();
    vi.advanceTimersByTime(5_000);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  test('does not refresh an idle user, and re-checks every 15 s until they come back', () => {
    lastObserver().reportVisible(1);
    userInteracts(); // at 0 s: stale by the time the 120 s check comes
    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS);
    expect(onRefresh).not.toHaveBeenCalled();

    vi.advanceTimersByTime(AD_RECHECK_INTERVAL_MS * 3);
    expect(onRefresh).not.toHaveBeenCalled();

    vi.advanceTimersByTime(AD_RECHECK_INTERVAL_MS - 1_000);
    userInteracts(); // 1 s before the next re-check at 120 + 4 × 15 s
    vi.advanceTimersByTime(1_000);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    // After a refresh the next look is a full interval later again, not 15 s.
    userInteracts();
    vi.advanceTimersByTime(AD_RECHECK_INTERVAL_MS);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('does not refresh a slot that is less than 95% visible, and refreshes once it is', () => {
    lastObserver().reportVisible(0.5);
    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS - 1);
    userInteracts();
    vi.advanceTimersByTime(1);
    expect(onRefresh).not.toHaveBeenCalled();

    lastObserver().reportVisible(0.96);
    userInteracts();
    vi.advanceTimersByTime(AD_RECHECK_INTERVAL_MS);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('stops checking and disconnects the observer when stopped', () => {
    lastObserver().reportVisible(1);
    stop();
    expect(lastObserver().disconnected).toBe(true);
    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS - 1);
    userInteracts();
    vi.advanceTimersByTime(AD_REFRESH_INTERVAL_MS * 3);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
