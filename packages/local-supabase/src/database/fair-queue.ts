/**
 * Turns at the database, shared fairly between clients: each client (an address, see
 * `clientNetworkOf`) waits in its own line, and the lines take turns, one transaction each. With one
 * line for everybody, 200 reads sent at once by one visitor (11.6 s of work on PGlite) made every
 * other visitor's feed wait until all 200 were done; now another client's request waits for at most
 * one transaction of each client ahead of it.
 */
/**
 * Most transactions one client may have waiting at once. A browser has at most six requests in
 * flight per site; 200 bulk inserts of 650 KB sent at once by one visitor each kept its parsed body
 * and statement in memory while it waited (0.8 to 1.5 GB) and queued 35 s of work.
 */
export const maxWaitingPerClient = 64;

/** A client already has {@link maxWaitingPerClient} transactions waiting. */
export class TooManyWaitingError extends Error {
  constructor() {
    super(`This client already has ${maxWaitingPerClient} requests waiting for the database`);
  }
}

export class FairQueue {
  /** Waiting turns per client; the Map's order is the rotation (a served line moves to the back). */
  private readonly lines = new Map<string, (() => void)[]>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /**
   * Waits for a turn; call the returned function once the transaction is over. A named client with
   * {@link maxWaitingPerClient} transactions waiting already gets TooManyWaitingError (the server's
   * own work, with no client, is never refused).
   */
  async acquire(client = ''): Promise<() => void> {
    if (this.running < this.concurrency && this.lines.size === 0) {
      this.running += 1;
    } else {
      const line = this.lines.get(client);
      if (client !== '' && (line?.length ?? 0) >= maxWaitingPerClient) throw new TooManyWaitingError();
      await new Promise<void>((resolve) => {
        if (line) line.push(resolve);
        else this.lines.set(client, [resolve]);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.next();
    };
  }

  /** How many turns wait (not counting those running). */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.length;
    return count;
  }

  /** Resolves once no transaction runs or waits (for close). */
  idle(): Promise<void> {
    if (this.running === 0 && this.lines.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < this.concurrency) {
      const first = this.lines.entries().next();
      if (first.done) break;
      const [client, line] = first.value;
      const resolve = line.shift()!;
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      this.running += 1;
      resolve();
    }
    if (this.running === 0 && this.lines.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
