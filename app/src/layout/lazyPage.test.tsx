import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyPage, PageLoadError, retryFailedPages } from './lazyPage';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.name}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, without its fallback', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    await page.preload();
    const { container } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Page name="Ada" />
      </Suspense>,
    );
    // Synchronously after render: no fallback was committed first.
    expect(container.textContent).toBe('Hello Ada');
    expect(loads).toBe(1);
  });

  it('suspends until a page that was not preloaded arrives, loading it once', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    const { container } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Page name="Grace" />
      </Suspense>,
    );
    expect(container.textContent).toBe('Loading…');
    await act(() => page.preload());
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries a chunk again after it failed to load', async () => {
    let attempts = 0;
    const page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    render(<page.Page name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('renders a page whose load failed during a render once retried, instead of keeping the failure', async () => {
    let attempts = 0;
    const page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return Greeting;
    });
    const first = render(
      <Catch>
        <Suspense fallback={<p>Loading…</p>}>
          <page.Page name="Ada" />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText(`failed: ${PageLoadError.name}`)).toBeTruthy();
    // React renders a failed tree again before showing the error: that must not fetch again.
    expect(attempts).toBe(1);
    first.unmount();
    retryFailedPages();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Page name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
