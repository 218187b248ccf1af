/** Work ahead of need, waiting for an idle moment (see {@link whenIdle}). */
export interface IdleTask {
  /** Drops the task if it has not run. */
  cancel(): void;
}

/**
 * Runs `task` once, in the first idle period (requestIdleCallback) with at least `minimumMs`
 * left, and never on a timer: the task is work ahead of need, which a caller also does at first
 * need (focus, an update), so it must not take a short gap between the frames of a busy page (an
 * animation, a scroll, a run of exports), where its milliseconds would make a frame late. It
 * stops looking after `searchMs`; where requestIdleCallback does not exist (Safari) it never runs.
 */
export function whenIdle(task: () => void, minimumMs: number, searchMs: number): IdleTask {
  if (typeof requestIdleCallback !== 'function' || typeof cancelIdleCallback !== 'function')
    return { cancel: () => undefined };
  const giveUpAt = performance.now() + searchMs;
  const schedule = (): number => requestIdleCallback(onIdle);
  const onIdle = (deadline: IdleDeadline): void => {
    // A stand-in requestIdleCallback may pass no deadline: that is no long enough idle period.
    if ((deadline?.timeRemaining() ?? 0) >= minimumMs) task();
    else if (performance.now() < giveUpAt) handle = schedule();
  };
  let handle = schedule();
  return { cancel: () => cancelIdleCallback(handle) };
}
