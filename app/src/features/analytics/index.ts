export { analyticsProviderFromEnvironment, createAnalytics, type AnalyticsProvider } from './analytics';
export { useAnalyticsPageViews } from './useAnalyticsPageViews';
