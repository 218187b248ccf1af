/**
 * One task at a time per name across every tab of this site (the Web Locks API), so that two tabs
 * confirming the same action at once (backing up one chart) run it one after the other: the second
 * then sees what the first did. Where Web Locks are missing or refused (old browsers, pages framed by
 * another site), tasks are still serialised within the page.
 * https://developer.mozilla.org/en-US/docs/Web/API/Web_Locks_API
 */
const pageQueues = new Map<string, Promise<unknown>>();

function withPageLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const before = pageQueues.get(name) ?? Promise.resolve();
  const run = before.then(task, task);
  const settled = run.catch(() => undefined);
  pageQueues.set(name, settled);
  void settled.then(() => {
    if (pageQueues.get(name) === settled) pageQueues.delete(name);
  });
  return run;
}

/** Runs `task` holding the lock `name` in this and every other tab of the site. */
export async function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return withPageLock(name, task);
  let started = false;
  try {
    return await locks.request(name, () => {
      started = true;
      return task();
    });
  } catch (error) {
    // Refused before the task ran (a SecurityError in a third-party frame): lock within the page.
    if (!started) return withPageLock(name, task);
    throw error;
  }
}
