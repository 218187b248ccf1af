import { describe, expect, it } from 'vitest';

import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit within the window, refuses the next, and allows again once the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true]);
    expect(limiter.take('a')).toBe(false);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('counts each address separately', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});
