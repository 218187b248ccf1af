import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page in its own chunk that can also be loaded ahead of its first render. */
export interface LazyPage<Props> {
  Page: LazyExoticComponent<ComponentType<Props>>;
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` over `load`, plus a preload. The first render of a lazy component suspends even
 * when its chunk has arrived, since `import()` always answers in a later task; a prerendered page
 * would then be replaced by the loading fallback for a moment before the app's page. Once
 * preloaded, the factory hands React a thenable that calls back at once (React reads any thenable),
 * so the page renders in the same pass.
 */
export function lazyPage<Props>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed chunk (offline) may be tried again at the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() => {
    if (loaded) {
      const module = loaded;
      const resolved = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return resolved as unknown as Promise<typeof module>;
    }
    return preload();
  });
  return { Page, preload };
}
