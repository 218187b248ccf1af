import type { IncomingMessage } from 'node:http';

export interface OriginOptions {
  /** SITE_URL without its trailing slash: when set, the one origin of every absolute link. */
  siteUrl?: string;
  /** TRUST_PROXY=1: a proxy in front sets X-Forwarded-Proto, so clients cannot forge it. */
  trustProxy: boolean;
}

const HOST = /^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i;

/**
 * The scheme the client used: the trusted proxy's X-Forwarded-Proto (its own value, the last of
 * a list; only http or https), else http, as this server speaks no TLS itself.
 */
function scheme(request: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
  if (!trustProxy) return 'http';
  const header = request.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .pop()!
    .trim()
    .toLowerCase();
  return forwarded === 'https' ? 'https' : 'http';
}

/** The origin absolute links name: SITE_URL, else the scheme and Host the request came with. */
export function requestOrigin(request: IncomingMessage, options: OriginOptions): string {
  if (options.siteUrl) return options.siteUrl;
  const host = request.headers.host ?? '';
  return `${scheme(request, options.trustProxy)}://${HOST.test(host) ? host : 'localhost'}`;
}

/**
 * The Vary header of every cacheable answer that names {@link requestOrigin}: the request headers
 * it reads, so that a shared cache never hands one host's links to a client of another.
 */
export function originVary(options: OriginOptions): Record<string, string> {
  if (options.siteUrl) return {};
  return { Vary: options.trustProxy ? 'Host, X-Forwarded-Proto' : 'Host' };
}
