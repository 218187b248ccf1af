import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTask } from './coalescedTask';

describe('coalescedTask', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('runs once, the delay after the first of several requests', () => {
    const task = vi.fn();
    const coalesced = coalescedTask(task, 150);
    coalesced.request();
    vi.advanceTimersByTime(100);
    coalesced.request();
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at a request arriving after the delay when the timer has not had its turn', () => {
    const task = vi.fn();
    const coalesced = coalescedTask(task, 150);
    coalesced.request();
    // The clock moves on without the timer running, as when one long task holds the main thread.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 150);
    coalesced.request();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on flush only when a run is pending, and never after cancel', () => {
    const task = vi.fn();
    const coalesced = coalescedTask(task, 150);
    coalesced.flush();
    expect(task).not.toHaveBeenCalled();
    coalesced.request();
    coalesced.flush();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    expect(task).toHaveBeenCalledTimes(1);
    coalesced.request();
    coalesced.cancel();
    vi.advanceTimersByTime(150);
    coalesced.flush();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
