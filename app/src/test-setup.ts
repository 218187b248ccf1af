import 'vitest-canvas-mock';

// Most test files share one jsdom per worker (see vite.config.ts): each file starts from an empty
// page and empty storage, as it would in a fresh environment.
if (typeof document !== 'undefined') {
  /* eslint-disable no-restricted-globals -- the test environment's storage, not the app's */
  localStorage.clear();
  sessionStorage.clear();
  /* eslint-enable no-restricted-globals */
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
}
