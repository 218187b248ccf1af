import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { limitConnectionsPerClient } from 'local-supabase/src/http/connection-limit.ts';
import { requestTimeoutOptions } from 'local-supabase/src/http/request-timeouts.ts';
import { startServer, type ServerOptions } from 'local-supabase/src/server.ts';

import type { NotFoundKind } from '../../../app/src/routes/notFoundPages.ts';
import { matchRoute } from '../../../app/src/routes/routeTable.ts';
import { chartLookup, type ChartLookup, type FoundChart } from './charts';
import { CompressionCache, compress, isCompressible, negotiateEncoding } from './compression';
import { securityHeaders, type Framing, type ThirdParties } from './headers';
import { oembed } from './oembed';
import { DrawingCache } from './drawingCache';
import { OgCardCache, OwnerBudgets, RenderBudget } from './ogImage';
import {
  buildSiteUrl,
  chartPageHead,
  embedNoScriptSvg,
  embedPageHead,
  notFoundPage,
  onSite,
  withOembedDiscovery,
  withServedSettings,
} from './pages';
import { originVary, requestOrigin, type OriginOptions } from './requestOrigin';
import { withSiteFiles } from './siteFiles';
import { isHashedAsset, loadStaticFiles, type StaticFile } from './staticFiles';

export const defaultDistDir = path.resolve(fileURLToPath(new URL('../../../app/dist', import.meta.url)));

export interface ProductionServerOptions {
  /** Default 4173; 0 picks a free port. */
  port?: number;
  /** Default 0.0.0.0 (every interface: this is the server people reach). */
  host?: string;
  /** The app's build (default app/dist). */
  distDir?: string;
  /**
   * The public origin, e.g. https://charts.example.org, for absolute links (default: the request's
   * host, and with `backend.trustProxy` the scheme its X-Forwarded-Proto names).
   */
  siteUrl?: string;
  /** The embedded backend's options: data folder, DATABASE_URL, JWT secret, rate limits... */
  backend?: Omit<ServerOptions, 'port' | 'host' | 'siteUrl' | 'publicUrl'>;
  thirdParties?: ThirdParties;
  /**
   * How much of the server's time drawing link-preview cards (`/og/{id}.png`) not yet cached may
   * take: `share` of the time (default 0.5) after a burst of `burstMs` (default 3000), and for the
   * charts of any one account `ownerShare` (default 0.1) after `ownerBurstMs` (default 1000), so
   * one account changing its charts over and over cannot use up everyone's. Beyond either, such
   * requests answer 503 with Retry-After; cached cards and everything else are unaffected.
   */
  previewImages?: { share?: number; burstMs?: number; ownerShare?: number; ownerBurstMs?: number };
  log?: (line: string) => void;
}

export interface ProductionServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

const PRERENDERED_PREFIX = '/prerendered';
/** The build's 404 pages, `<kind>.html` under PRERENDERED_PREFIX (app/vite-plugins/prerender.ts). */
const NOT_FOUND_DIRECTORY = 'not-found';

/** How a page is answered besides its status, body and framing. */
interface PageAnswer {
  /** Key of its compressed copies, for bodies that are the same for every request. */
  cacheKey?: string;
  cacheControl?: string;
  headers?: Record<string, string>;
}

/** The build's list of article slugs (see the app's prerender plugin), or null without one. */
function knownArticleSlugs(body: Buffer | undefined): Set<string> | null {
  if (!body) return null;
  const slugs: unknown = JSON.parse(body.toString('utf8'));
  return Array.isArray(slugs)
    ? new Set(slugs.filter((slug): slug is string => typeof slug === 'string'))
    : null;
}
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Strict-Transport-Security for an https site: a year; subdomains are not this server's to pin. */
const HSTS = 'max-age=31536000';

/**
 * Whether an If-None-Match header names `etag`: a list of tags, weak (W/) or strong, compared
 * weakly as RFC 9110 (13.1.2) asks, or "*".
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * `pnpm serve`: the built app and the embedded API from one process on one port. Static files
 * come from memory, compressed once (brotli or gzip); pages get security headers, no-cache, the
 * API settings and, where the build prerendered them, their full HTML; unknown addresses get the
 * app's 404 page with a real 404 status.
 */
export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const files = await loadStaticFiles(options.distDir ?? defaultDistDir);
  const articleSlugs = knownArticleSlugs(files.get(`${PRERENDERED_PREFIX}/article-slugs.json`)?.body);
  const thirdParties = options.thirdParties ?? { ads: false, analytics: false };
  // The API listens only on loopback (for the server's own chart reads); clients reach it in-process.
  // Auth links in mails and password-reset redirects point at the public site, not at that loopback port.
  const publicUrl = (options.siteUrl ?? `http://localhost:${options.port ?? 4173}`).replace(/\/+$/, '');
  const backend = await startServer({
    ...options.backend,
    port: 0,
    host: '127.0.0.1',
    siteUrl: publicUrl,
    publicUrl,
    log,
  });
  const findChart: ChartLookup = chartLookup(backend);
  const compressed = new CompressionCache();
  const cards = new OgCardCache();
  const cardTime = new RenderBudget(options.previewImages?.share, options.previewImages?.burstMs);
  const ownerCardTime = new OwnerBudgets(
    options.previewImages?.ownerShare ?? 0.1,
    options.previewImages?.ownerBurstMs ?? 1000,
  );
  // An embed's no-script chart: up to about 1.4 MB and 160 ms of drawing for a chart at the limits
  // (100 attributes, 200 data sets), so drawn once per version, within the cards' budgets.
  const embedDrawings = new DrawingCache(embedNoScriptSvg, 256, 32 * 1024 * 1024);

  /**
   * Runs `draw` (a preview not cached) within the time budgets of all drawings and of the chart's
   * owner; undefined, with the budget that ran out, when one has: every other request keeps its
   * share of the one thread that answers them all, however many new previews are asked for.
   */
  function drawWithinBudget<T>(
    found: FoundChart,
    draw: () => T,
  ): { drawn: T; spent?: undefined } | { drawn?: undefined; spent: RenderBudget } {
    const ownerTime = found.owner === undefined ? undefined : ownerCardTime.of(found.owner);
    const spent = [cardTime, ownerTime].find((budget) => budget && !budget.allows());
    if (spent) return { spent };
    return { drawn: cardTime.spend(() => (ownerTime ? ownerTime.spend(draw) : draw())) };
  }

  /** The embed's no-script chart; null while the budgets are spent (the shell's text stays). */
  function embedNoScript(found: FoundChart): string | null {
    const cached = embedDrawings.cached(found.id, found.version);
    if (cached !== undefined) return cached;
    return (
      drawWithinBudget(found, () => embedDrawings.drawing(found.id, found.version, found.chart)).drawn ?? null
    );
  }

  // Cards depend on the build too (a sample's data, the card's layout): a new build, new ETags.
  const buildTag = files.get('/index.html')!.etag.replace(/\W/g, '').slice(-12);
  const siteUrl = options.siteUrl?.replace(/\/+$/, '');
  const builtFor = buildSiteUrl(files.get(`${PRERENDERED_PREFIX}/index.html`)?.body.toString('utf8'));
  withSiteFiles(files, builtFor, siteUrl);
  const originOptions: OriginOptions = { siteUrl, trustProxy: options.backend?.trustProxy === true };
  const origin = (request: IncomingMessage) => requestOrigin(request, originOptions);
  const originVaryHeader = originVary(originOptions);
  const served = (html: string) =>
    withServedSettings(onSite(html, builtFor, siteUrl), backend.anonKey, siteUrl);
  const shell = served(files.get('/index.html')!.body.toString('utf8'));
  // The app's own 404 pages in its frame, as the build prerendered them (a build without them: the
  // words alone). An embed's stays the words alone: other sites frame it without the site's frame.
  const notFoundOfKind = (kind: NotFoundKind) => {
    const prerendered = files.get(`${PRERENDERED_PREFIX}/${NOT_FOUND_DIRECTORY}/${kind}.html`);
    return prerendered ? served(prerendered.body.toString('utf8')) : notFoundPage(shell, kind);
  };
  const notFound = {
    page: notFoundOfKind('page'),
    chart: notFoundOfKind('chart'),
    article: notFoundOfKind('article'),
    embed: notFoundPage(shell, 'chart'),
  };
  const pageCache = new Map<string, string>();

  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: Buffer,
    headers: Record<string, string>,
    cacheKey?: string,
  ): Promise<void> {
    const contentType = headers['Content-Type'] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType, body.length);
    // A compressed answer varies with Accept-Encoding too, besides what the caller named.
    const vary = [headers.Vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
    let payload = body;
    if (compressible) {
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') {
        payload = cacheKey
          ? await compressed.encoded(cacheKey, body, encoding)
          : await compress(body, encoding, true);
        response.setHeader('Content-Encoding', encoding);
      }
    }
    response.writeHead(status, {
      ...headers,
      ...(vary ? { Vary: vary } : {}),
      'Content-Length': String(payload.length),
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  async function sendPage(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    html: string,
    framing: Framing,
    { cacheKey, cacheControl = 'no-cache', headers = {} }: PageAnswer = {},
  ): Promise<void> {
    await send(
      request,
      response,
      status,
      Buffer.from(html),
      {
        ...securityHeaders(thirdParties, framing),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControl,
        ...headers,
      },
      cacheKey,
    );
  }

  async function sendJson(
    response: ServerResponse,
    request: IncomingMessage,
    status: number,
    body: unknown,
    cacheControl = status === 200 ? 'public, max-age=3600' : 'no-cache',
    headers: Record<string, string> = {},
  ) {
    await send(request, response, status, Buffer.from(JSON.stringify(body)), {
      ...securityHeaders(thirdParties, 'none'),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
      ...headers,
    });
  }

  async function sendStatic(request: IncomingMessage, response: ServerResponse, file: StaticFile) {
    const cacheControl = isHashedAsset(file.urlPath) ? IMMUTABLE : 'public, max-age=3600';
    // The build's files are the same public bytes for everyone, with no credentials or user data in
    // them: any origin may read them. An embed in a sandboxed frame (no allow-same-origin) has the
    // opaque origin "null", and Vite's `crossorigin` module scripts, preloads and stylesheets are
    // CORS requests, so without this the frame stays blank. Pages, the API, cards and 404s keep
    // their own rules: this is only the files of the build.
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (etagMatches(request.headers['if-none-match'], file.etag)) {
      // A 304 carries what the 200 would have said about caching (RFC 9110 15.4.5).
      response.writeHead(304, {
        ETag: file.etag,
        'Cache-Control': cacheControl,
        ...(isCompressible(file.contentType, file.body.length) ? { Vary: 'Accept-Encoding' } : {}),
        ...securityHeaders(thirdParties, 'none'),
        ...cors,
      });
      response.end();
      return;
    }
    await send(
      request,
      response,
      200,
      file.body,
      {
        ...securityHeaders(thirdParties, 'none'),
        'Content-Type': file.contentType,
        ETag: file.etag,
        'Cache-Control': cacheControl,
        ...cors,
      },
      file.urlPath,
    );
  }

  async function sendCard(request: IncomingMessage, response: ServerResponse, found: FoundChart) {
    const etag = `"og-${Buffer.from(`${found.id}@${found.version}@${buildTag}`).toString('base64url')}"`;
    const headers = {
      ...securityHeaders(thirdParties, 'none'),
      'Content-Type': 'image/png',
      ETag: etag,
      // A link-shared chart's card is private to whoever holds the id: no shared caches, no index.
      // Kept, but asked again each time (a 304 while the chart is unchanged): a card follows its
      // chart's changes at once, as its ETag does.
      'Cache-Control': found.visibility === 'link' ? 'private, no-cache' : 'public, no-cache',
      ...(found.visibility === 'link' ? { 'X-Robots-Tag': 'noindex' } : {}),
    };
    if (etagMatches(request.headers['if-none-match'], etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    let png = cards.cached(found.id, found.version);
    if (!png) {
      const { drawn, spent } = drawWithinBudget(found, () =>
        cards.card(found.id, found.version, found.chart),
      );
      if (spent) {
        response.writeHead(503, {
          ...securityHeaders(thirdParties, 'none'),
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(spent.retryAfterSeconds()),
        });
        response.end('Too many new preview images at once: try again shortly.');
        return;
      }
      png = drawn;
    }
    await send(request, response, 200, png, headers);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let url: URL;
    try {
      const target = request.url ?? '/';
      // A path is read as a path: as a relative URL, "//blog" would name the host "blog" and
      // answer for "/", and "//x/og/{id}.png" the card.
      url = new URL(target.startsWith('/') ? `http://server${target}` : target, 'http://server');
    } catch {
      // A request target no URL parser accepts (`GET http://[ HTTP/1.1`): the client's mistake.
      response.writeHead(400, {
        ...securityHeaders(thirdParties, 'none'),
        'Content-Type': 'text/plain; charset=utf-8',
      });
      response.end('Bad request');
      return;
    }
    const pathname = url.pathname;
    if (pathname.startsWith('/auth/v1/') || pathname.startsWith('/rest/v1/')) {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      backend.handle(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders(thirdParties, 'none') });
      response.end();
      return;
    }
    if (pathname === '/oembed') {
      const answer = await oembed(url.searchParams, origin(request), findChart);
      // A link-shared chart's answer names it: for whoever asked only, never kept by shared caches.
      // Consumers fetch oEmbed from their own pages' scripts too: any origin may read it.
      await sendJson(
        response,
        request,
        answer.status,
        answer.body,
        answer.linkShared ? 'private, no-cache' : undefined,
        { 'Access-Control-Allow-Origin': '*', ...originVaryHeader },
      );
      return;
    }
    const card = /^\/og\/([^/]+)\.png$/.exec(pathname);
    if (card) {
      let id: string;
      try {
        id = decodeURIComponent(card[1]!);
      } catch {
        id = '';
      }
      const found = id ? await findChart(id) : null;
      if (found) return sendCard(request, response, found);
      await sendPage(request, response, 404, notFound.page, 'none');
      return;
    }
    const file = files.get(pathname);
    if (file && !pathname.endsWith('.html') && !pathname.startsWith(`${PRERENDERED_PREFIX}/`)) {
      return sendStatic(request, response, file);
    }

    const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const match = matchRoute(pagePath);
    const embed = match?.pattern === '/embed/:chartId';
    const framing: Framing = embed ? 'any' : 'none';
    // An embed is a part of other sites' pages, never a result of its own in a search engine.
    const headers: Record<string, string> = embed ? { 'X-Robots-Tag': 'noindex' } : {};
    const prerendered = files.get(`${PRERENDERED_PREFIX}${pagePath === '/' ? '' : pagePath}/index.html`);
    if (match && prerendered) {
      let html = pageCache.get(pagePath);
      if (!html) {
        html = served(prerendered.body.toString('utf8'));
        // A sample's page names the site its build (or SITE_URL) says, as its other links do.
        const sample = match.pattern === '/chart/:chartId' ? await findChart(match.params.chartId!) : null;
        const site = siteUrl ?? builtFor;
        if (sample && site) html = withOembedDiscovery(html, sample, site);
        pageCache.set(pagePath, html);
      }
      await sendPage(request, response, 200, html, framing, { cacheKey: `page:${pagePath}`, headers });
      return;
    }
    if (match?.pattern === '/chart/:chartId' || embed) {
      const found = await findChart(match.params.chartId!);
      if (!found) {
        await sendPage(request, response, 404, embed ? notFound.embed : notFound.chart, framing, {
          cacheKey: embed ? 'not-found:embed' : 'not-found:chart',
          headers,
        });
        return;
      }
      const chartPage = match.pattern === '/chart/:chartId';
      await sendPage(
        request,
        response,
        200,
        chartPage
          ? chartPageHead(shell, found, origin(request))
          : embedPageHead(shell, found, origin(request), embedNoScript(found)),
        framing,
        {
          cacheControl: found.visibility === 'link' ? 'private, no-cache' : 'no-cache',
          // The page's links name the request's origin.
          headers: { ...headers, ...originVaryHeader },
        },
      );
      return;
    }
    // The app shows "Article not found" over the list for an unknown slug: a real 404, as for any
    // unknown address (a build without the slug list answers 200, as before it existed).
    const unknownArticle =
      match?.pattern === '/blog/:slug' && articleSlugs !== null && !articleSlugs.has(match.params.slug!);
    if (unknownArticle)
      await sendPage(request, response, 404, notFound.article, framing, { cacheKey: 'not-found:article' });
    else if (!match)
      await sendPage(request, response, 404, notFound.page, framing, { cacheKey: 'not-found:page' });
    else await sendPage(request, response, 200, shell, framing, { cacheKey: 'shell', headers });
  }

  const server = createServer(
    requestTimeoutOptions(options.backend?.requestTimeoutMs),
    (request, response) => {
      // Browsers that reached the site over https keep to it for a year (they ignore the header over
      // plain http): whenever the public site is https, as SITE_URL or a trusted proxy says.
      if (origin(request).startsWith('https:')) response.setHeader('Strict-Transport-Security', HSTS);
      route(request, response).catch((error: unknown) => {
        log(`[error] ${request.method} ${request.url}: ${(error as Error).stack ?? String(error)}`);
        if (response.headersSent) {
          response.destroy();
        } else {
          response.writeHead(500, {
            ...securityHeaders(thirdParties, 'none'),
            'Content-Type': 'text/plain; charset=utf-8',
          });
          response.end('Internal server error');
        }
      });
    },
  );
  if (!options.backend?.trustProxy) limitConnectionsPerClient(server);
  // Realtime is not part of the embedded backend.
  server.on('upgrade', (_request, socket) => {
    socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n');
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 4173, options.host ?? '0.0.0.0', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  // Compress the build's files now, in the background, rather than on each file's first request.
  void (async () => {
    for (const file of files.values()) {
      if (!isCompressible(file.contentType, file.body.length)) continue;
      await compressed.encoded(file.urlPath, file.body, 'br');
      await compressed.encoded(file.urlPath, file.body, 'gzip');
    }
  })().catch((error: unknown) => log(`[warn] precompression failed: ${String(error)}`));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost';
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await backend.close();
        server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}
