/** A task whose requests are merged into one run, at most `maxDelayMs` after the first of them. */
export interface CoalescedTask {
  /**
   * Asks for a run. The first request since the last run starts the delay; later ones join it,
   * and a request arriving after the delay has passed (its timer not yet run because the main
   * thread was busy) runs the task at once, so a run is never later than the delay plus one task.
   */
  request(): void;
  /** Runs the task now if a run was requested and has not happened. */
  flush(): void;
  /** Drops a requested run. */
  cancel(): void;
}

/**
 * Merges repeated requests for `task` into one run `maxDelayMs` after the first request. A plain
 * timer rather than `requestIdleCallback`: while a slider is dragged the browser has an idle
 * period between almost every pair of frames, so an idle callback would run once per frame and
 * merge nothing, while a timer runs at most once per `maxDelayMs`.
 */
export function coalescedTask(task: () => void, maxDelayMs: number): CoalescedTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = 0;

  function flush(): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    task();
  }

  return {
    request() {
      if (timer === undefined) {
        due = performance.now() + maxDelayMs;
        timer = setTimeout(flush, maxDelayMs);
      } else if (performance.now() >= due) {
        flush();
      }
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
