import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { analyticsProviderFromEnvironment, createAnalytics } from './analytics';

const analytics = createAnalytics(
  analyticsProviderFromEnvironment(import.meta.env as { VITE_ANALYTICS_ID?: string }),
);

/**
 * Reports a page view on every route change when analytics are configured; does nothing otherwise.
 * Waits a tick so the page has set its document title first.
 */
export function useAnalyticsPageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => analytics.pageView(location, document.title), 0);
    return () => clearTimeout(timer);
  }, [location]);
}
