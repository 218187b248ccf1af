import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyPage } from './lazyPage';

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
});
