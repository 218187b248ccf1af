import { describe, expect, it } from 'vitest';

import { FairQueue, maxWaitingPerClient, TooManyWaitingError } from './fair-queue';

/** Runs `count` one-tick jobs for `client`, recording the order they start in. */
function burst(queue: FairQueue, client: string, count: number, started: string[]): Promise<void>[] {
  return Array.from({ length: count }, async (_, index) => {
    const release = await queue.acquire(client);
    started.push(`${client}${index}`);
    await new Promise((resolve) => setImmediate(resolve));
    release();
  });
}

describe('FairQueue', () => {
  it('gives a client that arrives behind another’s burst the next turn, not the last', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const jobs = [...burst(queue, 'a', 5, started), ...burst(queue, 'b', 2, started)];
    await Promise.all(jobs);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'b1', 'a3', 'a4']);
  });

  it('runs as many at once as its concurrency, and is idle once every turn is over', async () => {
    const queue = new FairQueue(2);
    let running = 0;
    let most = 0;
    const jobs = Array.from({ length: 6 }, async (_, index) => {
      const release = await queue.acquire(`client ${index % 3}`);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      release();
      release(); // a second call changes nothing
    });
    const idle = queue.idle();
    await Promise.all(jobs);
    await idle;
    expect(most).toBe(2);
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});

describe('FairQueue waiting limit', () => {
  it(`refuses a client’s ${maxWaitingPerClient + 1}th waiting turn, never the server’s own or another client’s`, async () => {
    const queue = new FairQueue(1);
    const release = await queue.acquire('busy');
    const waiting = Array.from({ length: maxWaitingPerClient }, () => queue.acquire('flood'));
    await expect(queue.acquire('flood')).rejects.toBeInstanceOf(TooManyWaitingError);
    const other = queue.acquire('other');
    const own = Array.from({ length: maxWaitingPerClient + 1 }, () => queue.acquire());
    const done = [...waiting, other, ...own].map(async (turn) => (await turn)());
    release();
    await Promise.all(done);
    await queue.idle();
  });
});
