import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { onNextPixelRatioChange as OnNextPixelRatioChange } from './pixelRatioChange';

// The shared query is module state: each test starts from a fresh module.
let onNextPixelRatioChange: typeof OnNextPixelRatioChange;

/** matchMedia by hand: records each query and its change listeners; `change(i)` fires query i. */
function fakeMatchMedia() {
  const queries: { media: string; listeners: Set<() => void> }[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const query = { media, listeners: new Set<() => void>() };
    queries.push(query);
    return {
      addEventListener: (_type: string, listener: () => void) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => query.listeners.delete(listener),
    };
  });
  return {
    queries,
    change(index: number) {
      [...queries[index]!.listeners].forEach((listener) => listener());
    },
  };
}

describe('onNextPixelRatioChange', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ onNextPixelRatioChange } = await import('./pixelRatioChange'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one media query between every listener', () => {
    const media = fakeMatchMedia();
    const stops = [onNextPixelRatioChange(() => {}, 2), onNextPixelRatioChange(() => {}, 2)];
    expect(media.queries.map((query) => query.media)).toEqual(['(resolution: 2dppx)']);
    expect(media.queries[0]!.listeners.size).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('calls each listener once at a change, then watches the new ratio for those that listen again', () => {
    const media = fakeMatchMedia();
    const calls: string[] = [];
    const stopOthers = onNextPixelRatioChange(() => calls.push('other'), 1);
    const listenAgain = (): void => {
      calls.push('again');
      stopAgain = onNextPixelRatioChange(listenAgain, 1.5);
    };
    let stopAgain = onNextPixelRatioChange(listenAgain, 1);
    media.change(0);
    expect(calls).toEqual(['other', 'again']);
    // The old query is let go; the listener that listened again watches the new ratio.
    expect(media.queries[0]!.listeners.size).toBe(0);
    expect(media.queries.map((query) => query.media)).toEqual([
      '(resolution: 1dppx)',
      '(resolution: 1.5dppx)',
    ]);
    media.change(1);
    expect(calls).toEqual(['other', 'again', 'again']);
    stopOthers();
    stopAgain();
  });

  it('keeps the query for the next listener while the ratio stays, and calls only those listening', () => {
    const media = fakeMatchMedia();
    const stopped = vi.fn();
    const kept = vi.fn();
    onNextPixelRatioChange(stopped, 1)();
    onNextPixelRatioChange(stopped, 1)();
    const stopKept = onNextPixelRatioChange(kept, 1);
    expect(media.queries).toHaveLength(1);
    media.change(0);
    expect(stopped).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    stopKept();
  });

  it('calls a function added twice twice, and stops each addition on its own', () => {
    const media = fakeMatchMedia();
    const listener = vi.fn();
    const stopFirst = onNextPixelRatioChange(listener, 1);
    onNextPixelRatioChange(listener, 1);
    stopFirst();
    media.change(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(() => onNextPixelRatioChange(() => {}, 1)()).not.toThrow();
  });
});
