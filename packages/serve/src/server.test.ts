import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startProductionServer, type ProductionServer } from './server';
import { buildApp, freePort, metaContent, pngSize } from './testSupport';

let server: ProductionServer;
let origin: string;
let distDir: string;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  distDir = buildApp(origin);
  server = await startProductionServer({
    port,
    host: '127.0.0.1',
    distDir,
    backend: { memory: true, bcryptCost: 4 },
    log: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await server?.close();
});

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await get(path);
  return { status: response.status, html: response.body.toString('utf8') };
}

async function largestScript(): Promise<string> {
  const { html } = await page('/');
  const match = /<script type="module" crossorigin src="([^"]+)"/.exec(html);
  if (!match) throw new Error('no entry script in index.html');
  return match[1]!;
}

describe('security headers', () => {
  test('every page forbids framing and sniffing, limits referrers and sends a strict policy', async () => {
    for (const path of ['/', '/editor', '/blog/radar-chart-guide', '/nope']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('only /embed/{id} may be framed, by any site', async () => {
    const { status, headers } = await get('/embed/art-the-sun');
    expect(status).toBe(200);
    expect(String(headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(headers['x-frame-options']).toBeUndefined();
    const chartPage = await get('/chart/art-the-sun');
    expect(String(chartPage.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  test('third-party hosts are allowed only when the build turned ads or analytics on', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).not.toContain('doubleclick');
    expect(csp).not.toContain('googletagmanager');
  });
});

describe('compression and caching', () => {
  test('hashed assets are served with brotli or gzip and cached for a year as immutable', async () => {
    const script = await largestScript();
    const plain = await get(script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const brotli = await get(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(script, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  test('HTML is compressed too and never cached without revalidation', async () => {
    const response = await get('/blog', { 'Accept-Encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString('utf8')).toContain(
      '<h1 class="blog-title">Articles</h1>',
    );
  });

  test('files answer 304 to a matching If-None-Match, and HEAD has no body', async () => {
    const first = await get('/favicon.svg');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const notModified = await get('/favicon.svg', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    // A 304 says how long to keep the file, as the 200 did.
    expect(notModified.headers['cache-control']).toBe('public, max-age=3600');
    // A list of tags, or the weak form of this one, matches too (weak comparison).
    expect((await get('/favicon.svg', { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await get('/favicon.svg', { 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await get('/favicon.svg', { 'If-None-Match': '"other"' })).status).toBe(200);
    const head = await get('/favicon.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('routes and status codes', () => {
  test('app routes answer 200 with the app; unknown addresses answer 404 with the app', async () => {
    for (const path of [
      '/editor',
      '/grid',
      '/feed',
      '/account/login',
      '/blog/roadmap',
      '/blog/patch-note3',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<div id="root">');
    }
    // Each 404 says what is missing in its title and text before any script runs, as the app does.
    for (const [path, title, heading] of [
      ['/nope', 'Page not found | StatRadar', 'Page not found'],
      ['/editor/extra', 'Page not found | StatRadar', 'Page not found'],
      ['/blog/no-such-article', 'Article not found | StatRadar', 'Article not found'],
      ['/chart/no-such-chart', 'Chart not found', 'Chart not found'],
      ['/embed/no-such-chart', 'Chart not found', 'Chart not found'],
      ['/og/nope.png', 'Page not found | StatRadar', 'Page not found'],
    ]) {
      const { status, html } = await page(path!);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<div id="root"><main class="page"><h1>${heading}</h1>`);
      expect(metaContent(html, 'robots'), path).toBe('noindex');
    }
    expect((await page('/chart/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  test('the API is on the same port; the development mailbox is not served', async () => {
    const health = await fetch(`${origin}/auth/v1/health`, { headers: { apikey: server.anonKey } });
    expect(health.status).toBe(200);
    expect((await get('/mailbox')).status).toBe(404);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  test("password-reset mails link to the public site, not to the API's loopback port", async () => {
    const email = `reset-${Date.now()}@example.com`;
    const headers = { apikey: server.anonKey, 'Content-Type': 'application/json' };
    await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'a-Long-pass-phrase-9' }),
    });
    const recover = await fetch(`${origin}/auth/v1/recover`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });
    expect(recover.status).toBe(200);
    const mail = logLines.filter((line) => line.includes(email)).join('\n');
    expect(mail).toContain(`http://localhost:${port}/auth/v1/verify`);
  });

  test("pages tell the app where its API is: this origin, with this server's anon key", async () => {
    const { html } = await page('/editor');
    expect(metaContent(html, 'statradar:api')).toBe('same-origin');
    expect(metaContent(html, 'statradar:anon-key')).toBe(server.anonKey);
    expect(html).not.toContain(server.serviceRoleKey);
  });

  test('a request target no URL parser accepts answers 400, not 500 with a stack in the log', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(logLines.some((line) => line.includes('Invalid URL'))).toBe(false);
  });

  test('no file outside the build is reachable', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/prerendered/index.html',
      '/index.html',
    ]) {
      const { status } = await get(path);
      expect([200, 404], path).toContain(status);
      const { html } = await page(path);
      expect(html).not.toContain('"name": "app"');
    }
  });
});

describe('prerendered pages, readable without JavaScript', () => {
  test('the home page has its headline and head tags in the HTML', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('Radar Charts &gt; Tier Lists');
    expect(html).toContain('<title>StatRadar: Radar Charts &gt; Tier Lists</title>');
    expect(metaContent(html, 'og:url')).toBe(`${origin}/`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  test('the blog list links every listed article; articles are rendered markdown', async () => {
    const list = await page('/blog');
    expect(list.html).toContain('href="/blog/radar-chart-guide"');
    expect(list.html).not.toContain('href="/blog/roadmap"');
    const article = await page('/blog/radar-chart-downsides');
    expect(article.html).toMatch(/<h1 class="article-title">[^<]+<\/h1>/);
    expect(article.html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(article.html).toContain(`<link rel="canonical" href="${origin}/blog/radar-chart-downsides" />`);
    expect(metaContent(article.html, 'og:type')).toBe('article');
    // Unlisted articles (the banner's patch note, the roadmap) are prerendered too.
    const patchNote = await page('/blog/patch-note3');
    expect(patchNote.html).toMatch(/<h1 class="article-title">[^<]*Patch Note 3[^<]*<\/h1>/);
    expect(patchNote.html).toContain('href="/chart/marvel-rivals-characters"');
  });

  test('legal pages carry their robots rules', async () => {
    expect(metaContent((await page('/privacy')).html, 'robots')).toBe('noindex, follow');
    expect(metaContent((await page('/terms')).html, 'robots')).toMatch(/noindex/);
    expect(metaContent((await page('/about')).html, 'robots')).toBeNull();
    expect((await page('/about')).html).toContain('href="/blog/roadmap"');
  });

  test("a server given another SITE_URL than the build's names it in every prerendered page's links and tells the app", async () => {
    const siteUrl = 'https://charts.example.org';
    const moved = await startProductionServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      siteUrl,
      backend: { memory: true, bcryptCost: 4 },
      log: () => {},
    });
    try {
      const html = await (await fetch(`${moved.url}/chart/art-the-sun`)).text();
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}/chart/art-the-sun" />`);
      expect(metaContent(html, 'og:url')).toBe(`${siteUrl}/chart/art-the-sun`);
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${siteUrl}/`));
      expect(metaContent(html, 'statradar:site')).toBe(siteUrl);
      expect(html).not.toContain(origin);
      const article = await (await fetch(`${moved.url}/blog/radar-chart-downsides`)).text();
      expect(article).toContain(`<link rel="canonical" href="${siteUrl}/blog/radar-chart-downsides" />`);
    } finally {
      await moved.close();
    }
    // Without SITE_URL the pages keep the build's site, and say nothing more.
    expect(metaContent((await page('/')).html, 'statradar:site')).toBeNull();
  });

  test('a sample chart page shows the chart as SVG with every name and value', async () => {
    const { html } = await page('/chart/board-game-decision-chart');
    expect(html).toContain('<h1>Board Game Decision Chart</h1>');
    expect(html).toContain('<svg');
    for (const text of ['Catan', 'Ticket to Ride', 'Quick Setup', '<td>65</td>'])
      expect(html).toContain(text);
    expect(html).toMatch(/<td>\d+%<\/td>/);
  });
});

describe('link previews', () => {
  test('a sample chart page links a 1200 x 630 PNG card through og:image', async () => {
    const { html } = await page('/chart/art-the-sun');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:title')).toBe('Art: The Sun');
    expect(metaContent(html, 'og:description')).toBeTruthy();
    const image = metaContent(html, 'og:image');
    expect(image).toBe(`${origin}/og/art-the-sun.png`);
    const card = await fetch(image!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  test('oEmbed answers a rich embed with the iframe snippet', async () => {
    const url = encodeURIComponent(`${origin}/chart/art-the-sun`);
    const answer = (await (await fetch(`${origin}/oembed?url=${url}`)).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'StatRadar',
      width: 600,
      height: 640,
    });
    expect(answer.html).toBe(
      `<iframe src="${origin}/embed/art-the-sun" title="Art: The Sun (StatRadar chart)" width="600" height="640" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
    const small = (await (await fetch(`${origin}/oembed?url=${url}&maxwidth=300`)).json()) as Record<
      string,
      unknown
    >;
    expect(small).toMatchObject({ width: 300, height: 320 });
    expect(
      (await fetch(`${origin}/oembed?url=${encodeURIComponent('https://elsewhere.test/chart/art-the-sun')}`))
        .status,
    ).toBe(404);
    expect((await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/nope`)}`)).status).toBe(
      404,
    );
    expect((await fetch(`${origin}/oembed?url=${url}&format=xml`)).status).toBe(501);
  });

  test("a link-shared chart's card is drawn for its id, linked from no page, and redrawn when it changes", async () => {
    const email = `og-${Date.now()}@example.com`;
    const signUp = await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-Long-pass-phrase-9' }),
    });
    const session = (await signUp.json()) as { access_token: string; user: { id: string } };
    expect(signUp.status).toBe(200);
    const userHeaders = {
      apikey: server.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
    const chart = {
      metadata: { name: 'Secret <Plan>', description: 'Only for friends' },
      labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      data: [{ name: 'Mine', description: '', color: '#92f0da', values: [80, 50, 70] }],
    };
    const insert = await fetch(`${origin}/rest/v1/radar_chart`, {
      method: 'POST',
      headers: userHeaders,
      body: JSON.stringify({ user_id: session.user.id, data: chart }),
    });
    expect(insert.status).toBe(201);
    const [row] = (await insert.json()) as { id: string }[];
    const id = row!.id;

    const privatePage = await page(`/chart/${id}`);
    expect(privatePage.status).toBe(200);
    // Its title and description are in the head: for whoever asked, never for shared caches.
    expect((await get(`/chart/${id}`)).headers['cache-control']).toBe('private, no-cache');
    const privateOembed = await get(`/oembed?url=${encodeURIComponent(`${origin}/chart/${id}`)}`);
    expect(privateOembed.status).toBe(200);
    expect(privateOembed.headers['cache-control']).toBe('private, no-cache');
    expect(privatePage.html).toContain('<title>Secret &lt;Plan&gt; | StatRadar</title>');
    expect(metaContent(privatePage.html, 'robots')).toBe('noindex');
    expect(metaContent(privatePage.html, 'og:image')).toBe(`${origin}/images/og-default.png`);
    expect(privatePage.html).not.toContain(`/og/${id}.png`);

    const card = await get(`/og/${id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers['cache-control']).toBe('private, no-cache');
    expect(card.headers['x-robots-tag']).toBe('noindex');
    expect(pngSize(card.body)).toEqual({ width: 1200, height: 630 });
    expect((await get(`/og/${id}.png`, { 'If-None-Match': String(card.headers.etag) })).status).toBe(304);
    // Ids are matched in any case, but cached and tagged under one spelling: no spelling is a new card.
    const shouted = await get(`/og/${id.toUpperCase()}.png`, { 'If-None-Match': String(card.headers.etag) });
    expect(shouted.status).toBe(304);
    expect(shouted.headers.etag).toBe(card.headers.etag);

    // Public and approved: the page now names its card.
    const serviceHeaders = {
      apikey: server.serviceRoleKey,
      Authorization: `Bearer ${server.serviceRoleKey}`,
      'Content-Type': 'application/json',
    };
    const approve = await fetch(`${origin}/rest/v1/radar_chart?id=eq.${id}`, {
      method: 'PATCH',
      headers: serviceHeaders,
      body: JSON.stringify({
        is_public: true,
        is_approved: true,
        data: { ...chart, metadata: { name: 'Open Plan', description: '' } },
      }),
    });
    expect(approve.status).toBeLessThan(300);
    const publicPage = await page(`/chart/${id}`);
    expect(metaContent(publicPage.html, 'og:image')).toBe(`${origin}/og/${id}.png`);
    expect(metaContent(publicPage.html, 'robots')).toBeNull();
    const redrawn = await get(`/og/${id}.png`, { 'If-None-Match': String(card.headers.etag) });
    expect(redrawn.status).toBe(200);
    expect(redrawn.body.equals(card.body)).toBe(false);
    expect(redrawn.headers['cache-control']).toBe('public, max-age=3600');
    const publicOembed = await get(`/oembed?url=${encodeURIComponent(`${origin}/chart/${id}`)}`);
    expect(publicOembed.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('new cards wait (503, Retry-After) once drawing them used its share of the time; cached ones do not', async () => {
    const busyPort = await freePort();
    const busy = await startProductionServer({
      port: busyPort,
      host: '127.0.0.1',
      distDir,
      backend: { memory: true, bcryptCost: 4 },
      previewImages: { burstMs: 1 },
      log: () => {},
    });
    try {
      const card = (id: string) => fetch(`http://127.0.0.1:${busyPort}/og/${id}.png`);
      expect((await card('art-the-sun')).status).toBe(200);
      const refused = await card('board-game-decision-chart');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await card('art-the-sun')).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${busyPort}/robots.txt`)).status).toBe(200);
    } finally {
      await busy.close();
    }
  });

  test('a stored chart that breaks a limit is shown repaired, as the app shows it, not answered 404', async () => {
    const email = `og-long-${Date.now()}@example.com`;
    const signUp = await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-Long-pass-phrase-9' }),
    });
    const session = (await signUp.json()) as { access_token: string; user: { id: string } };
    const longName = `Long ${'x'.repeat(245)}`;
    const insert = await fetch(`${origin}/rest/v1/radar_chart`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({
        user_id: session.user.id,
        data: {
          metadata: { name: longName, description: '' },
          labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
          data: [{ name: 'Mine', description: '', color: '#92f0da', values: [80, 50, 70] }],
        },
      }),
    });
    expect(insert.status).toBe(201);
    const [row] = (await insert.json()) as { id: string }[];
    const chartPage = await page(`/chart/${row!.id}`);
    expect(chartPage.status).toBe(200);
    // The name is cut to the parser's 200 characters, as the app's editor shows it.
    expect(chartPage.html).toContain(`<title>${longName.slice(0, 200)} | StatRadar</title>`);
    expect((await get(`/og/${row!.id}.png`)).status).toBe(200);
  });
});
