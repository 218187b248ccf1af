/**
 * Security headers of every response. The Content-Security-Policy allows the app's own files and
 * API (same origin) plus, only when the build turned them on, the hosts of the ad and analytics
 * providers the app can load (app/src/features/ads/adProvider.ts: Google Publisher Tag;
 * app/src/features/analytics/analytics.ts: gtag.js).
 */

export interface ThirdParties {
  /** VITE_AD_PROVIDER=gpt: Google Publisher Tag and the frames and images of its ads. */
  ads: boolean;
  /** VITE_ANALYTICS_ID set: Google Analytics 4 through gtag.js. */
  analytics: boolean;
}

/** The third parties a build enabled, read from the same variables the build reads. */
export function thirdPartiesFromEnvironment(environment: NodeJS.ProcessEnv): ThirdParties {
  return {
    ads: environment.VITE_AD_PROVIDER?.trim() === 'gpt',
    analytics: Boolean(environment.VITE_ANALYTICS_ID?.trim()),
  };
}

// https://developers.google.com/publisher-tag/guides/content-security-policy
const AD_SCRIPT_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
];
const AD_FRAME_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
];
// https://developers.google.com/tag-platform/security/guides/csp
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** Embeds may be framed by any page (no frame-ancestors directive); `'none'` everywhere else. */
export type Framing = 'none' | 'any';

export function contentSecurityPolicy(thirdParties: ThirdParties, framing: Framing): string {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  // Chart exports and avatars use data: and blob: images. Descriptions (markdown) may show images
  // from anywhere: the app holds those of other people's charts back until the reader asks, and
  // loads them with no referrer; ad creatives come from any host too.
  const images = ["'self'", 'data:', 'blob:', '*'];
  const frames: string[] = [];
  if (thirdParties.ads) {
    scripts.push(...AD_SCRIPT_HOSTS);
    connect.push(...AD_SCRIPT_HOSTS);
    frames.push(...AD_FRAME_HOSTS);
  }
  if (thirdParties.analytics) {
    scripts.push(ANALYTICS_HOSTS[0]!);
    connect.push(...ANALYTICS_HOSTS);
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and Konva set element styles; the prerendered chart SVG carries style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // An embed names no frame-ancestors at all: `*` matches only http(s) ancestors, so it blocked
    // embeds on pages that show embed code inside a sandboxed srcdoc frame (an opaque origin).
    ...(framing === 'any' ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

export function securityHeaders(thirdParties: ThirdParties, framing: Framing): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(thirdParties, framing),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors; an embed sends none, so any site may frame it.
    ...(framing === 'none' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
