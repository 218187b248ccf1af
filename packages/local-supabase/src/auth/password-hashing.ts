import { Worker } from 'node:worker_threads';

import { FairQueue, TooManyWaitingError } from '../database/fair-queue';
import { HttpError } from '../http/http';

/**
 * bcrypt on a thread of its own. bcryptjs is JavaScript: on the event loop its async API only
 * slices each hash into chunks that all run in the same turn, so a burst of sign-ins within the
 * rate limit (120 from one address) held every other request, static pages included, 6.5 s, and
 * 300 sign-ups from five addresses 17 s. On one thread they wait for each other instead, and
 * nothing else waits for them.
 */

/** Most hashes waiting at once; past it a sign-in is answered 429 at once rather than queued. */
export const maxWaitingHashes = 256;

interface Pending {
  resolve(result: string | boolean): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function hashingThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./password-worker.mjs', import.meta.url));
  // Idle, it keeps no process alive (a server closing, a test ending).
  started.unref();
  started.on(
    'message',
    ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(result!);
    },
  );
  const lost = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`the password hashing thread exited (${code})`)));
  worker = started;
  return started;
}

/**
 * Turns at the thread, shared between clients as the database's are (see fair-queue.ts): password
 * changes have no rate limit, and 200 sent at once by one signed-in user (two hashes each) held
 * another visitor's sign-in 3.7 to 6 s; now it waits for at most one hash of each client ahead.
 */
const turns = new FairQueue(1);

async function run(
  message: { password: string; hash?: string; cost?: number },
  client: string | undefined,
): Promise<string | boolean> {
  if (pending.size + turns.waiting >= maxWaitingHashes) {
    return Promise.reject(
      // GoTrue's error shape (see authError in auth-routes.ts), which supabase-js reads.
      new HttpError(429, {
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Too many sign-ins at once. Try again in a few seconds.',
      }),
    );
  }
  let release: () => void;
  try {
    release = await turns.acquire(client);
  } catch (error) {
    if (!(error instanceof TooManyWaitingError)) throw error;
    throw new HttpError(429, {
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many password checks from this client at once. Try again in a few seconds.',
    });
  }
  try {
    const thread = hashingThread();
    // Busy, it keeps the process alive until every answer is in.
    thread.ref();
    const id = nextId++;
    return await new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, ...message });
    });
  } finally {
    release();
  }
}

/**
 * The bcrypt hash of `password` at work factor `cost`, computed off the event loop; `client` (an
 * address, see clientNetworkOf) takes its turn among the others.
 */
export async function hashPassword(password: string, cost: number, client?: string): Promise<string> {
  return (await run({ password, cost }, client)) as string;
}

/** Whether `password` matches the bcrypt `hash`, checked off the event loop (turns as hashPassword). */
export async function passwordMatches(password: string, hash: string, client?: string): Promise<boolean> {
  return (await run({ password, hash }, client)) as boolean;
}
