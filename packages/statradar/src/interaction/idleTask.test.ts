import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idleTask';

/** requestIdleCallback by hand: `idle(ms)` hands every waiting callback a period with `ms` left. */
function fakeIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    idle(ms: number) {
      const callbacks = [...waiting.values()];
      waiting.clear();
      callbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => ms }));
    },
    get waiting() {
      return waiting.size;
    },
  };
}

describe('whenIdle', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once, in the first idle period with the minimum left', () => {
    const browser = fakeIdleCallbacks();
    const task = vi.fn();
    whenIdle(task, 10, 1000);
    browser.idle(9.9);
    expect(task).not.toHaveBeenCalled();
    browser.idle(10);
    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.waiting).toBe(0);
  });

  it('stops looking after the search time', () => {
    const browser = fakeIdleCallbacks();
    const task = vi.fn();
    whenIdle(task, 10, 1000);
    browser.idle(1);
    vi.advanceTimersByTime(1000);
    browser.idle(1);
    expect(browser.waiting).toBe(0);
    browser.idle(50);
    expect(task).not.toHaveBeenCalled();
  });

  it('does not run once cancelled, and never runs without requestIdleCallback', () => {
    const browser = fakeIdleCallbacks();
    const task = vi.fn();
    whenIdle(task, 10, 1000).cancel();
    browser.idle(50);
    vi.stubGlobal('requestIdleCallback', undefined);
    whenIdle(task, 10, 1000).cancel();
    expect(task).not.toHaveBeenCalled();
  });
});
