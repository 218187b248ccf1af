import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A page in its own chunk that can also be loaded ahead of its first render. */
export interface LazyPage<Props extends object> {
  Page: ComponentType<Props>;
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A page's code could not be fetched (offline, or a dropped connection): the error boundary says so
 * in words and can try again, instead of showing the browser's "Failed to fetch dynamically
 * imported module http://…/assets/…" text.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

/** Swaps in a fresh component for each page whose load failed. */
const failedPages = new Set<() => void>();

/** Lets every page whose chunk failed to load try again at its next render. */
export function retryFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/**
 * `React.lazy` over `load`, plus a preload. The first render of a lazy component suspends even
 * when its chunk has arrived, since `import()` always answers in a later task; a prerendered page
 * would then be replaced by the loading fallback for a moment before the app's page. Once
 * preloaded, the factory hands React a thenable that calls back at once (React reads any thenable),
 * so the page renders in the same pass.
 *
 * A `React.lazy` component whose load failed keeps that failure for good, so a failed page swaps in
 * a fresh one when `retryFailedPages` is called (the error boundary's retry, or the next visit to a
 * page): it then loads the chunk again instead of failing until a full reload. Not at once on
 * failure: React renders a failed tree again before it shows the error, and each fresh component
 * would fetch again, many times over.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed chunk (offline) may be tried again at the next render.
        loading = undefined;
        throw new PageLoadError(error);
      },
    ));
  function freshLazy() {
    return lazy(() => {
      if (loaded) {
        const module = loaded;
        const resolved = { then: (resolve: (value: typeof module) => void) => resolve(module) };
        return resolved as unknown as Promise<typeof module>;
      }
      return preload().catch((error: unknown) => {
        failedPages.add(() => (current = freshLazy()));
        throw error;
      });
    });
  }
  let current = freshLazy();
  function Page(props: Props) {
    return createElement(current as FunctionComponent<Props>, props);
  }
  return { Page, preload };
}
