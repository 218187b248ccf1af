import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  accountErrorMessage,
  ACCOUNT_TIMEOUT_MESSAGE,
  CLOUD_TIMEOUT_MESSAGE,
  errorMessage,
} from './networkErrors';
import { fetchWithTimeout, REQUEST_TIMED_OUT, REQUEST_TIMEOUT_MS } from './requestTimeout';

/** A server that accepted the request and never answers: its fetch settles only when aborted. */
function silentServer(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      // As fetch does, a signal aborted already fails the request at once.
      if (init?.signal?.aborted) reject(init.signal.reason);
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    });
}

/** A server that sends its headers at once and then stalls in the middle of the body. */
function stallingBodyServer(): typeof fetch {
  return (_input, init) => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id":'));
        init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
      },
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests to a backend that stops answering', () => {
  it('fail after the time limit with a TimeoutError', async () => {
    vi.useFakeTimers();
    const request = fetchWithTimeout(silentServer())('https://backend.test/rest/v1/radar_chart');
    const failure = expect(request).rejects.toMatchObject({
      name: 'TimeoutError',
      message: REQUEST_TIMED_OUT,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void request.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it("still end when the caller's own signal aborts first", async () => {
    const caller = new AbortController();
    const request = fetchWithTimeout(silentServer())('https://backend.test/', { signal: caller.signal });
    caller.abort(new DOMException('left the page', 'AbortError'));
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    const already = fetchWithTimeout(silentServer())('https://backend.test/', { signal: caller.signal });
    await expect(already).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('show a table read through supabase-js as the cloud taking too long', async () => {
    const client = createClient('https://backend.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchWithTimeout(silentServer(), 30) },
    });
    const { error } = await client.from('radar_chart').select('id');
    expect(error?.message).toBe(`TimeoutError: ${REQUEST_TIMED_OUT}`);
    expect(errorMessage(error!.message)).toBe(CLOUD_TIMEOUT_MESSAGE);
  });

  it('also time out an answer whose body stalls after its headers', async () => {
    const client = createClient('https://backend.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchWithTimeout(stallingBodyServer(), 30) },
    });
    const { error } = await client.from('radar_chart').select('id');
    expect(errorMessage(error!.message)).toBe(CLOUD_TIMEOUT_MESSAGE);
  });

  it('show a sign-in through supabase-js as the account service taking too long', async () => {
    const client = createClient('https://backend.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchWithTimeout(silentServer(), 30) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { error } = await client.auth.signInWithPassword({ email: 'a@example.com', password: 'secret123' });
    expect(accountErrorMessage(error)).toBe(ACCOUNT_TIMEOUT_MESSAGE);
  });
});
