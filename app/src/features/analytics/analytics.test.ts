import { afterEach, describe, expect, test, vi } from 'vitest';

import { analyticsProviderFromEnvironment, createAnalytics, type AnalyticsProvider } from './analytics';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('analytics', () => {
  test('are off by default: no provider, no script, page views ignored', () => {
    const provider = analyticsProviderFromEnvironment({});
    expect(provider).toBeNull();
    createAnalytics(provider).pageView('/blog', 'Articles');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  test('a malformed id is reported and leaves analytics off', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(analyticsProviderFromEnvironment({ VITE_ANALYTICS_ID: 'UA-1' })).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Analytics are off: VITE_ANALYTICS_ID must look like "G-ABC123XYZ", got "UA-1".',
    );
    error.mockRestore();
  });

  test('a provider is started once, on the first page view, and receives every page view', () => {
    const calls: string[] = [];
    const provider: AnalyticsProvider = {
      name: 'test',
      start: () => calls.push('start'),
      pageView: (path) => calls.push(`view ${path}`),
    };
    const analytics = createAnalytics(provider);
    expect(calls).toEqual([]);
    analytics.pageView('/', 'Home');
    analytics.pageView('/blog', 'Articles');
    expect(calls).toEqual(['start', 'view /', 'view /blog']);
  });

  test('Google Analytics loads gtag.js for the configured id and queues the page view', () => {
    const analytics = createAnalytics(analyticsProviderFromEnvironment({ VITE_ANALYTICS_ID: 'G-TEST1234' }));
    analytics.pageView('/blog', 'Articles');
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    ]);
    const queued = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => [...entry]);
    expect(queued[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(queued[2]?.slice(0, 2)).toEqual(['event', 'page_view']);
  });
});
