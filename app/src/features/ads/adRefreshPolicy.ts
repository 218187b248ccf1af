/** Spec section 9: refresh every 120 s when active and visible, else look again every 15 s. */
export const AD_REFRESH_INTERVAL_MS = 120_000;
export const AD_RECHECK_INTERVAL_MS = 15_000;
/** The user counts as active when they interacted within this window. */
export const USER_ACTIVITY_WINDOW_MS = 15_000;
/** Share of the slot that must be on screen. */
export const AD_VISIBILITY_THRESHOLD = 0.95;

export interface AdRefreshState {
  now: number;
  /** When the user last interacted with the page (ms, same clock as now), or null if never. */
  lastActivityAt: number | null;
  /** The slot's latest intersection ratio, 0..1. */
  visibleRatio: number;
}

export type AdRefreshDecision =
  { refresh: true; nextCheckInMs: number } | { refresh: false; nextCheckInMs: number };

export function isUserActive(now: number, lastActivityAt: number | null): boolean {
  return lastActivityAt !== null && now - lastActivityAt <= USER_ACTIVITY_WINDOW_MS;
}

/**
 * What to do when a slot's refresh time comes: refresh and wait the full interval, or wait a short
 * re-check interval because the user is idle or the slot is not (almost) fully visible.
 *
 * @example adRefreshDecision({ now: 200_000, lastActivityAt: 190_000, visibleRatio: 1 }) // { refresh: true, nextCheckInMs: 120000 }
 */
export function adRefreshDecision({ now, lastActivityAt, visibleRatio }: AdRefreshState): AdRefreshDecision {
  const visible = visibleRatio >= AD_VISIBILITY_THRESHOLD;
  return visible && isUserActive(now, lastActivityAt)
    ? { refresh: true, nextCheckInMs: AD_REFRESH_INTERVAL_MS }
    : { refresh: false, nextCheckInMs: AD_RECHECK_INTERVAL_MS };
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export interface UserActivity {
  lastActivityAt(): number | null;
  stop(): void;
}

/** Records the time of the latest interaction on the page. Listeners are passive and cheap. */
export function trackUserActivity(target: Window = window, now: () => number = Date.now): UserActivity {
  let lastActivityAt: number | null = null;
  const record = () => {
    lastActivityAt = now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, record, { passive: true, capture: true });
  return {
    lastActivityAt: () => lastActivityAt,
    stop: () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, record, { capture: true });
    },
  };
}

export interface AdRefreshOptions {
  element: Element;
  activity: Pick<UserActivity, 'lastActivityAt'>;
  onRefresh: () => void;
  now?: () => number;
}

/**
 * Refreshes one slot by the spec's rules: the first check comes a full interval after the ad was
 * shown; each check refreshes (then waits 120 s) or waits 15 s. Visibility comes from an
 * IntersectionObserver at the 0.95 threshold. Returns a function that stops it.
 */
export function startAdRefresh({
  element,
  activity,
  onRefresh,
  now = Date.now,
}: AdRefreshOptions): () => void {
  let visibleRatio = 0;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) visibleRatio = entry.intersectionRatio;
    },
    { threshold: [0, AD_VISIBILITY_THRESHOLD] },
  );
  observer.observe(element);

  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    const decision = adRefreshDecision({
      now: now(),
      lastActivityAt: activity.lastActivityAt(),
      visibleRatio,
    });
    if (decision.refresh) onRefresh();
    timer = setTimeout(check, decision.nextCheckInMs);
  };
  timer = setTimeout(check, AD_REFRESH_INTERVAL_MS);

  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
