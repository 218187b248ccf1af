import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastRegion } from './ToastRegion';
import { clearToasts, resetToasts, showToast, TOAST_GAP_MS } from './toasts';

/** What a screen reader is given: the text of each node added to the log region, batch by batch. */
function recordAdditions(region: Element): string[][] {
  const batches: string[][] = [];
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes].map((node) => node.textContent ?? ''));
    if (added.length) batches.push(added);
  }).observe(region, { childList: true, subtree: true, characterData: true });
  return batches;
}

async function flush(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('adds toasts shown together one at a time, in order, each once', async () => {
    const { getByRole } = render(<ToastRegion />);
    const region = getByRole('log', { name: 'Messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-relevant')).toBe('additions');
    const batches = recordAdditions(region);
    act(() => {
      showToast('save', 'Saved to the cloud', 2000);
      showToast('link', 'Link copied to clipboard', 1000);
    });
    await flush(0);
    expect(batches).toEqual([['Saved to the cloud']]);
    await flush(TOAST_GAP_MS);
    expect(batches).toEqual([['Saved to the cloud'], ['Link copied to clipboard']]);
    // Both on screen, stacked.
    expect([...region.querySelectorAll('.toast')].map((toast) => toast.textContent)).toEqual([
      'Saved to the cloud',
      'Link copied to clipboard',
    ]);
    await flush(3000);
    expect(region.querySelectorAll('.toast')).toHaveLength(0);
    expect(batches).toHaveLength(2);
  });

  it('keeps each toast for its whole duration from when it is on screen', async () => {
    const { getByRole } = render(<ToastRegion />);
    const region = getByRole('log');
    act(() => {
      showToast('a', 'First', 2000);
      showToast('b', 'Second', 1000);
    });
    await flush(TOAST_GAP_MS + 999);
    expect(region.textContent).toContain('Second');
    await flush(2);
    expect(region.textContent).not.toContain('Second');
    expect(region.textContent).toContain('First');
    await flush(2000);
    expect(region.textContent).toBe('');
  });

  it('replaces a source’s toast, and clearing takes it away at once', async () => {
    const { getByRole } = render(<ToastRegion />);
    const region = getByRole('log');
    act(() => showToast('public', 'Chart is now publicly discoverable', 2000));
    await flush(TOAST_GAP_MS);
    act(() => showToast('public', 'Chart is no longer discoverable', 2000));
    await flush(0);
    expect(region.textContent).toBe('Chart is no longer discoverable');
    act(() => clearToasts('public'));
    expect(region.textContent).toBe('');
  });
});
