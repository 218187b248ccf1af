import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CopyEmbedCode } from './CopyEmbedCode';

describe('CopyEmbedCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  async function copy() {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
      await Promise.resolve();
    });
  }

  it('shows its message for 1 s after the latest copy, not after the first of two', async () => {
    render(<CopyEmbedCode chartId="00000000-0000-4000-8000-000000000001" chartName="Heroes" />);
    await copy();
    expect(screen.getByRole('status').textContent).toBe('Embed code copied to clipboard');
    act(() => void vi.advanceTimersByTime(600));
    await copy();
    // The first copy's second is up: the message stays for the second copy's.
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByRole('status').textContent).toBe('Embed code copied to clipboard');
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says to copy from the box when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<CopyEmbedCode chartId="00000000-0000-4000-8000-000000000001" chartName="Heroes" />);
    await copy();
    expect(screen.getByRole('status').textContent).toBe('Copy the embed code from the box below');
  });
});
