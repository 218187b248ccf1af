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

  it('forgets keys whose requests all left the window, so the map does not grow with every key seen', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    for (let index = 0; index < 5000; index += 1) limiter.take(`old-${index}`);
    now = 2000;
    for (let index = 0; index < 4000; index += 1) limiter.take(`new-${index}`);
    // The map is swept when it doubles: the 5000 keys of the last window went, the 4000 of this one stay.
    const size = (limiter as unknown as { hits: Map<string, number[]> }).hits.size;
    expect(size).toBe(4000);
    expect(limiter.take('new-0')).toBe(false);
  });
});
