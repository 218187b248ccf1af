/**
 * How long a request to the backend may take before it fails. The browser's fetch never gives up on
 * a server that accepted the connection and then stopped answering (an overloaded host, a proxy
 * holding the request, a network that dropped mid-answer): every screen would show its loading
 * message forever, and a save would never say it did not happen. Charts and profiles are a few
 * kilobytes, so even a slow connection moves one well within this.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The message of a request that failed for taking longer than {@link REQUEST_TIMEOUT_MS}. */
export const REQUEST_TIMED_OUT = 'The request timed out.';

/**
 * `fetchImplementation` with a time limit: past `timeoutMs` the request is aborted (its answer's
 * body too, if the headers came first) and fails with a "TimeoutError" DOMException whose message
 * is {@link REQUEST_TIMED_OUT}. A caller's own signal still aborts it as before.
 */
export function fetchWithTimeout(
  fetchImplementation: typeof fetch,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const callerSignal = init?.signal;
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
    // Left to fire after the answer came: aborting a finished request does nothing, while clearing
    // the timer when fetch resolves would leave a body that stalls after the headers unlimited.
    setTimeout(() => controller.abort(new DOMException(REQUEST_TIMED_OUT, 'TimeoutError')), timeoutMs);
    return fetchImplementation(input, { ...init, signal: controller.signal });
  };
}
