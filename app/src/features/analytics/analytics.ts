/**
 * The analytics tag: pluggable and off by default. Nothing third-party loads unless the build sets
 * VITE_ANALYTICS_ID (a Google Analytics 4 measurement id such as "G-ABC123XYZ").
 */
export interface AnalyticsProvider {
  readonly name: string;
  /** Loads the provider's script; called once. */
  start(): void;
  pageView(path: string, title: string): void;
}

type GtagArguments = [command: string, ...parameters: unknown[]];

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...parameters: GtagArguments) => void;
}

/**
 * Google Analytics 4 through gtag.js. Automatic page views are off because the app is a single-page
 * app: page views are sent on every route change instead.
 * https://developers.google.com/analytics/devguides/collection/ga4/single-page-applications
 */
export function googleAnalyticsProvider(measurementId: string): AnalyticsProvider {
  const host = window as unknown as GtagWindow;
  return {
    name: 'gtag',
    start() {
      const script = document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
      document.head.appendChild(script);
      host.dataLayer ??= [];
      // gtag.js reads the `arguments` objects queued in dataLayer, so this must be a plain function.
      host.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        host.dataLayer?.push(arguments);
      };
      host.gtag('js', new Date());
      host.gtag('config', measurementId, { send_page_view: false });
    },
    pageView(path, title) {
      host.gtag?.('event', 'page_view', {
        page_path: path,
        page_title: title,
        page_location: window.location.href,
      });
    },
  };
}

export interface AnalyticsEnvironment {
  VITE_ANALYTICS_ID?: string;
}

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;

/** The configured provider, or null (the default). A malformed id is reported and ignored. */
export function analyticsProviderFromEnvironment(
  environment: AnalyticsEnvironment,
): AnalyticsProvider | null {
  const id = environment.VITE_ANALYTICS_ID?.trim() ?? '';
  if (id === '') return null;
  if (MEASUREMENT_ID.test(id)) return googleAnalyticsProvider(id);
  console.error(`Analytics are off: VITE_ANALYTICS_ID must look like "G-ABC123XYZ", got "${id}".`);
  return null;
}

/** Sends page views to a provider, starting it on first use. */
export function createAnalytics(provider: AnalyticsProvider | null) {
  let started = false;
  return {
    pageView(path: string, title: string) {
      if (!provider) return;
      if (!started) {
        started = true;
        provider.start();
      }
      provider.pageView(path, title);
    },
  };
}
