import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { AdSlot } from './AdSlot';
import { adProviderFromEnvironment, type AdProvider } from './adProvider';

function stubMatchMedia({ mobile, landscape }: { mobile: boolean; landscape: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? mobile : landscape,
    addEventListener() {},
    removeEventListener() {},
  }));
}

class SilentIntersectionObserver {
  observe() {}
  disconnect() {}
}

describe('AdSlot', () => {
  beforeEach(() => {
    stubMatchMedia({ mobile: false, landscape: true });
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  test('with no provider configured, renders nothing and loads no script', () => {
    const { container } = render(<AdSlot type="Banner" provider={null} />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  test('the default environment configures no provider', () => {
    expect(adProviderFromEnvironment({})).toBeNull();
    expect(adProviderFromEnvironment({ VITE_AD_PROVIDER: 'none' })).toBeNull();
  });

  test('a bad configuration turns ads off with a clear console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(adProviderFromEnvironment({ VITE_AD_PROVIDER: 'gpt', VITE_AD_UNIT_PREFIX: 'oops' })).toBeNull();
    expect(adProviderFromEnvironment({ VITE_AD_PROVIDER: 'adnet' })).toBeNull();
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      'Ads are off: VITE_AD_UNIT_PREFIX must look like "/1234567/statradar" for VITE_AD_PROVIDER=gpt, got "oops".',
      'Ads are off: unknown VITE_AD_PROVIDER "adnet" (supported: gpt, none).',
    ]);
    error.mockRestore();
  });

  test('with a provider, displays an ad with the slot type and its sizes, and destroys it on unmount', () => {
    const destroy = vi.fn();
    const display = vi.fn<AdProvider['display']>(() => ({ refresh: vi.fn(), destroy }));
    const { container, unmount } = render(
      <AdSlot type="ContentSquare" provider={{ name: 'test', display }} />,
    );
    expect(container.querySelector('aside')?.getAttribute('aria-label')).toBe('Advertisement');
    expect(display).toHaveBeenCalledTimes(1);
    expect(display.mock.calls[0]?.[1]).toEqual({
      type: 'ContentSquare',
      sizes: [
        { width: 200, height: 200 },
        { width: 250, height: 250 },
      ],
    });
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  test('a sidebar in portrait renders nothing even with a provider', () => {
    stubMatchMedia({ mobile: true, landscape: false });
    const display = vi.fn<AdProvider['display']>(() => ({ refresh: vi.fn(), destroy: vi.fn() }));
    const { container } = render(<AdSlot type="Sidebar" provider={{ name: 'test', display }} />);
    expect(container.innerHTML).toBe('');
    expect(display).not.toHaveBeenCalled();
  });

  test('the Google Publisher Tag provider loads its script only when an ad is displayed', () => {
    const provider = adProviderFromEnvironment({
      VITE_AD_PROVIDER: 'gpt',
      VITE_AD_UNIT_PREFIX: '/1234567/statradar',
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    render(<AdSlot type="Banner" provider={provider} />);
    const scripts = [...document.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['https://securepubads.g.doubleclick.net/tag/js/gpt.js']);
  });
});

describe('AdSlot maxWidth', () => {
  beforeEach(() => {
    stubMatchMedia({ mobile: false, landscape: true });
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('serves only the sizes that fit, and nothing when none fits', () => {
    const display = vi.fn<AdProvider['display']>(() => ({ refresh: vi.fn(), destroy: vi.fn() }));
    const provider = { name: 'test', display };
    render(<AdSlot type="Sidebar" maxWidth={200} provider={provider} />);
    expect(display.mock.calls[0]?.[1].sizes).toEqual([
      { width: 120, height: 600 },
      { width: 160, height: 600 },
    ]);
    const { container } = render(<AdSlot type="Sidebar" maxWidth={100} provider={provider} />);
    expect(container.innerHTML).toBe('');
  });
});
