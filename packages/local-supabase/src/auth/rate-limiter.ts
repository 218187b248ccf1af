/**
 * Counts requests per key (a client address) in a sliding window. In memory: limits reset on
 * restart, which is fine for a development backend.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private nextSweepAt = 1024;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while the key has not used up its limit in the window (records nothing). */
  allows(key: string): boolean {
    const now = this.now();
    return (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs).length < this.limit;
  }

  /** Gives back the key's latest recorded request (one that turned out not to count). */
  release(key: string): void {
    this.hits.get(key)?.pop();
  }

  /** Records one request; false when the key already used up its limit in the window. */
  take(key: string): boolean {
    const now = this.now();
    // Keys whose requests all left the window are dropped now and then, so the map holds only the
    // clients of the last window, not every key ever seen.
    if (this.hits.size >= this.nextSweepAt) {
      for (const [seen, times] of this.hits) {
        if (!times.some((time) => now - time < this.windowMs)) this.hits.delete(seen);
      }
      this.nextSweepAt = Math.max(1024, this.hits.size * 2);
    }
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}
