/**
 * Every address pattern of the app's router (App.tsx), in one list that the production server
 * (`pnpm serve`) also reads to answer unknown addresses with a real 404. A test keeps App.tsx and
 * this list in step. Pure data: no React, no browser APIs.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/editor',
  '/grid',
  '/chart/:chartId',
  '/embed/:chartId',
  '/feed',
  '/account/login',
  '/account/update-password',
  '/account/my_account',
  '/moderate',
  '/blog',
  '/blog/:slug',
  '/radar-chart-downside',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

export interface RouteMatch {
  pattern: RoutePattern;
  params: Record<string, string>;
}

/** The pattern an address path matches (one `:name` per segment, like wouter), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const pattern of ROUTE_PATTERNS) {
    const parts = pattern === '/' ? [] : pattern.split('/').slice(1);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        if (segment === '') return false;
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          return false;
        }
        return true;
      }
      return part === segment;
    });
    if (matches) return { pattern, params };
  }
  return null;
}

const CLOUD_CHART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one spelling of a chart id in the app's addresses: a cloud chart's id in lower case (ids are
 * matched in any case, and the server names a chart's page so), every other id as it is.
 */
export function canonicalChartId(chartId: string): string {
  return CLOUD_CHART_ID.test(chartId) ? chartId.toLowerCase() : chartId;
}
