import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { DEFAULT_IMAGE_ALT } from '../../../app/src/features/head/pageHeadTags.ts';
import { SAMPLE_CHARTS } from '../../../app/src/features/samples/sampleCharts.ts';
import { startProductionServer, type ProductionServer } from './server';
import { buildApp, freePort, metaContent, metaText, pngSize } from './testSupport';

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

  test('a site served over plain http pins nothing to https (no Strict-Transport-Security)', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  test('only /embed/{id} may be framed, by any site', async () => {
    const { status, headers } = await get('/embed/art-the-sun');
    expect(status).toBe(200);
    // No frame-ancestors at all: even `*` refuses an ancestor with an opaque origin (a sandboxed page).
    expect(String(headers['content-security-policy'])).not.toContain('frame-ancestors');
    expect(headers['x-frame-options']).toBeUndefined();
    const chartPage = await get('/chart/art-the-sun');
    expect(String(chartPage.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  test('embeds are never indexed on their own, even before their script runs', async () => {
    expect((await get('/embed/art-the-sun')).headers['x-robots-tag']).toBe('noindex');
    // Titled by the chart's name, as the app titles it, not by the site's generic title.
    const embed = (await page('/embed/art-the-sun')).html;
    expect(embed).toContain('<title>Art: The Sun</title>');
    expect(metaContent(embed, 'robots')).toBe('noindex');
    expect(embed).toContain(`<link rel="canonical" href="${origin}/chart/art-the-sun" />`);
    expect((await get('/embed/nope')).headers['x-robots-tag']).toBe('noindex');
    expect((await get('/chart/art-the-sun')).headers['x-robots-tag']).toBeUndefined();
  });

  test('an embed that may not run scripts shows the chart and its credit, not the editor’s "needs JavaScript"', async () => {
    const embed = (await page('/embed/art-the-sun')).html;
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(embed)![1]!;
    expect(noscript).toMatch(/^<svg style="display:block;max-width:100%;height:auto;margin:0 auto" xmlns=/);
    expect(noscript).toContain('<title>Art: The Sun</title>');
    expect(noscript).toContain(
      `<a href="${origin}/chart/art-the-sun" target="_blank" rel="noopener">Made with StatRadar</a>`,
    );
    expect(embed).not.toContain('It needs JavaScript');
    // Other pages keep the shell's text.
    expect((await page('/editor')).html).toContain('It needs JavaScript');
  });

  test("the build's files may be read from any origin (a sandboxed embed's is null); pages and cards may not", async () => {
    const script = await largestScript();
    for (const path of [script, '/favicon.svg', '/theme.js']) {
      const file = await get(path, { Origin: 'null' });
      expect(file.status, path).toBe(200);
      expect(file.headers['access-control-allow-origin'], path).toBe('*');
      // A revalidated copy stays readable.
      const again = await get(path, { Origin: 'null', 'If-None-Match': String(file.headers.etag) });
      expect(again.status, path).toBe(304);
      expect(again.headers['access-control-allow-origin'], path).toBe('*');
    }
    for (const path of ['/', '/editor', '/embed/art-the-sun', '/chart/art-the-sun', '/og/art-the-sun.png']) {
      const answer = await get(path, { Origin: 'null' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    expect(
      (await get('/assets/missing-0123456789.js')).headers['access-control-allow-origin'],
    ).toBeUndefined();
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
  test('a path starting with // is a path of this site, not a host name: 404, not the home page or a card', async () => {
    for (const path of ['//blog', '//x/chart/art-the-sun', '//x/og/art-the-sun.png', '//x/oembed']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get('/blog')).status).toBe(200);
  });

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
      ['/embed/art-the-sun/extra', 'Page not found | StatRadar', 'Page not found'],
      ['/og/nope.png', 'Page not found | StatRadar', 'Page not found'],
    ]) {
      const { status, html } = await page(path!);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(metaContent(html, 'robots'), path).toBe('noindex');
      // In the site's frame, as the app will show it (nothing jumps when it starts), and naming no
      // address of its own; an embed's alone, as other sites frame it.
      const embed = path!.startsWith('/embed/no-such');
      expect(html.includes('id="site-footer"'), path).toBe(!embed);
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('og:url');
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

  test('a request whose body stops arriving is answered 408 and closed after the request timeout', async () => {
    const slowPort = await freePort();
    const slow = await startProductionServer({
      port: slowPort,
      host: '127.0.0.1',
      distDir,
      backend: { memory: true, bcryptCost: 4, requestTimeoutMs: 400 },
      log: () => undefined,
    });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(slowPort, '127.0.0.1', () =>
          socket.write(
            `POST /rest/v1/radar_chart HTTP/1.1\r\nHost: x\r\napikey: ${slow.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
  }, 60_000);

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
      const answer = await fetch(`${moved.url}/chart/art-the-sun`);
      // An https site keeps browsers to https, on every answer.
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await fetch(`${moved.url}/rest/v1/`)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000',
      );
      const html = await answer.text();
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}/chart/art-the-sun" />`);
      expect(metaContent(html, 'og:url')).toBe(`${siteUrl}/chart/art-the-sun`);
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${siteUrl}/`));
      expect(metaContent(html, 'statradar:site')).toBe(siteUrl);
      expect(html).not.toContain(origin);
      const article = await (await fetch(`${moved.url}/blog/radar-chart-downsides`)).text();
      expect(article).toContain(`<link rel="canonical" href="${siteUrl}/blog/radar-chart-downsides" />`);
      // robots.txt and the sitemap it names move with the pages.
      const robots = await fetch(`${moved.url}/robots.txt`);
      expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
      expect(robots.headers.get('etag')).not.toBe((await get('/robots.txt')).headers.etag);
      const sitemap = await (await fetch(`${moved.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`);
      expect(sitemap).toContain(`<loc>${siteUrl}/blog/radar-chart-downsides</loc>`);
      expect(sitemap).not.toContain(origin);
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

/** The `<link rel="alternate" type="application/json+oembed">` of a page, or null. */
function oembedDiscovery(html: string): { href: string; title: string } | null {
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]*)" title="([^"]*)"/.exec(
    html,
  );
  const text = (value: string) =>
    value.replace(
      /&(amp|quot|lt|gt|#39);/g,
      (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" })[name]!,
    );
  return link ? { href: text(link[1]!), title: text(link[2]!) } : null;
}

/**
 * A chart saved on `target` by a new user through the API, as the app saves it; public and
 * approved (as after moderation) when `listed`. Returns its id.
 */
async function saveChart(target: ProductionServer, data: unknown, listed = false): Promise<string> {
  const signUp = await fetch(`${target.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `chart-${crypto.randomUUID()}@example.com`,
      password: 'a-Long-pass-phrase-9',
    }),
  });
  const session = (await signUp.json()) as { access_token: string; user: { id: string } };
  const insert = await fetch(`${target.url}/rest/v1/radar_chart`, {
    method: 'POST',
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ user_id: session.user.id, data }),
  });
  expect(insert.status).toBe(201);
  const [row] = (await insert.json()) as { id: string }[];
  if (listed) {
    const approve = await fetch(`${target.url}/rest/v1/radar_chart?id=eq.${row!.id}`, {
      method: 'PATCH',
      headers: {
        apikey: target.serviceRoleKey,
        Authorization: `Bearer ${target.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ is_public: true, is_approved: true }),
    });
    expect(approve.status).toBeLessThan(300);
  }
  return row!.id;
}

const chartData = (name: string, description: string) => ({
  metadata: { name, description },
  labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
  data: [{ name: 'Mine', description: '', color: '#92f0da', values: [80, 50, 70] }],
});

describe('link previews', () => {
  test('a sample chart page links a 1200 x 630 PNG card through og:image', async () => {
    const { html } = await page('/chart/art-the-sun');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:title')).toBe('Art: The Sun');
    expect(metaContent(html, 'og:description')).toBeTruthy();
    const image = metaContent(html, 'og:image');
    expect(image).toBe(`${origin}/og/art-the-sun.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    const card = await fetch(image!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  test('a sample chart page shows a link-preview bot the first 160 characters of its description and its card alt text', async () => {
    const response = await get('/chart/marvel-rivals-characters', {
      'user-agent': 'Twitterbot/1.0',
      'accept-encoding': 'identity',
    });
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    // The spec's rule: the description as written (markdown included), cut at 160 characters.
    const description = SAMPLE_CHARTS['marvel-rivals-characters']!.metadata.description;
    const expected = Array.from(description).slice(0, 160).join('');
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(metaText(html, key), key).toBe(expected);
    }
    expect(metaContent(html, 'og:image:alt')).toBe('Radar chart: Marvel Rivals Characters');
    expect(metaContent(html, 'twitter:image:alt')).toBe('Radar chart: Marvel Rivals Characters');
  });

  test('oEmbed answers a rich embed with the iframe snippet', async () => {
    const url = encodeURIComponent(`${origin}/chart/art-the-sun`);
    const answer = (await (await fetch(`${origin}/oembed?url=${url}`)).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'StatRadar',
      width: 600,
      height: 660,
    });
    expect(answer.html).toBe(
      `<iframe src="${origin}/embed/art-the-sun" title="Art: The Sun (StatRadar chart)" width="600" height="660" style="border:0;width:100%;max-width:600px;height:auto;aspect-ratio:600/660" loading="lazy"></iframe>`,
    );
    const small = (await (await fetch(`${origin}/oembed?url=${url}&maxwidth=300`)).json()) as Record<
      string,
      unknown
    >;
    expect(small).toMatchObject({ width: 300, height: 360 });
    expect(small.html).toContain('width="300" height="360"');
    expect(
      (await fetch(`${origin}/oembed?url=${encodeURIComponent('https://elsewhere.test/chart/art-the-sun')}`))
        .status,
    ).toBe(404);
    expect((await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/nope`)}`)).status).toBe(
      404,
    );
    expect((await fetch(`${origin}/oembed?url=${url}&format=xml`)).status).toBe(501);
    // The address of an embed with a theme, as the app's snippet names it: the answer keeps the theme.
    const themed = async (query: string) =>
      (
        (await (
          await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/embed/art-the-sun${query}`)}`)
        ).json()) as { html: string }
      ).html;
    expect(await themed('?theme=dark')).toContain(`src="${origin}/embed/art-the-sun?theme=dark"`);
    expect(await themed('?theme=purple')).toContain(`src="${origin}/embed/art-the-sun"`);
  });

  test('oEmbed answers within maxwidth and maxheight, never a frame smaller than the embed draws', async () => {
    const url = encodeURIComponent(`${origin}/chart/art-the-sun`);
    const ask = async (limits: string) => {
      const response = await fetch(`${origin}/oembed?url=${url}&${limits}`);
      const body = (await response.json()) as { width?: number; height?: number; error?: string };
      return { status: response.status, ...body };
    };
    // The largest chart that fits, with exactly its padding, a legend row and the credit line around it.
    expect(await ask('maxheight=200')).toMatchObject({ status: 200, width: 140, height: 200 });
    expect(await ask('maxwidth=400&maxheight=300')).toMatchObject({ status: 200, width: 240, height: 300 });
    expect(await ask('maxwidth=136&maxheight=196')).toMatchObject({ status: 200, width: 136, height: 196 });
    expect(await ask('maxwidth=2000&maxheight=2000')).toMatchObject({ status: 200, width: 600, height: 660 });
    // Below the smallest frame (a 120 px chart) nothing obeys the limits, as a rich answer must: 404.
    for (const limits of ['maxwidth=200&maxheight=100', 'maxwidth=135', 'maxheight=195']) {
      const answer = await ask(limits);
      expect(answer.status, limits).toBe(404);
      expect(answer.error).toContain('136 x 196');
    }
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
    // Its answer must not be kept either: no cache_age to contradict the header.
    expect(JSON.parse(privateOembed.body.toString('utf8'))).not.toHaveProperty('cache_age');
    // Its page names this answer: the answer links the page's default image, not the card.
    expect(JSON.parse(privateOembed.body.toString('utf8'))).toMatchObject({
      thumbnail_url: `${origin}/images/og-default.png`,
      thumbnail_width: 1200,
      thumbnail_height: 1200,
    });
    expect(privateOembed.body.toString('utf8')).not.toContain(`/og/${id}.png`);
    // The bare chart name, as the editor titles it (spec: "Page title is the chart name").
    expect(privatePage.html).toContain('<title>Secret &lt;Plan&gt;</title>');
    expect(metaContent(privatePage.html, 'og:title')).toBe('Secret &lt;Plan&gt;');
    expect(metaContent(privatePage.html, 'robots')).toBe('noindex');
    expect(metaContent(privatePage.html, 'og:image')).toBe(`${origin}/images/og-default.png`);
    expect(privatePage.html).not.toContain(`/og/${id}.png`);
    // Its embed is titled by the chart too, before any script runs, and names no card either.
    const embed = await page(`/embed/${id}`);
    expect(embed.status).toBe(200);
    expect(embed.html).toContain('<title>Secret &lt;Plan&gt;</title>');
    expect(metaContent(embed.html, 'robots')).toBe('noindex');
    expect(embed.html).toContain(`<link rel="canonical" href="${origin}/chart/${id}" />`);
    expect(embed.html).not.toContain(`/og/${id}.png`);
    expect((await get(`/embed/${id}`)).headers['cache-control']).toBe('private, no-cache');

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
    expect(metaContent(publicPage.html, 'og:image')).toMatch(
      new RegExp(`^${origin}/og/${id}\\.png\\?v=[\\w-]+$`),
    );
    expect(metaContent(publicPage.html, 'robots')).toBeNull();
    const redrawn = await get(`/og/${id}.png`, { 'If-None-Match': String(card.headers.etag) });
    expect(redrawn.status).toBe(200);
    expect(redrawn.body.equals(card.body)).toBe(false);
    // Public, and revalidated each time: a cache never shows an old card once the chart changed.
    expect(redrawn.headers['cache-control']).toBe('public, no-cache');
    const publicOembed = await get(`/oembed?url=${encodeURIComponent(`${origin}/chart/${id}`)}`);
    expect(publicOembed.headers['cache-control']).toBe('public, max-age=3600');
    expect(JSON.parse(publicOembed.body.toString('utf8'))).toMatchObject({ cache_age: 3600 });
  });

  test('chart pages name their oEmbed answer for discovery, as every other absolute link does', async () => {
    const sample = oembedDiscovery((await page('/chart/art-the-sun')).html);
    expect(sample).toEqual({
      href: `${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/art-the-sun`)}&format=json`,
      title: 'Art: The Sun',
    });
    const id = await saveChart(server, chartData('Team <A> & "B"', ''));
    const discovered = oembedDiscovery((await page(`/chart/${id}`)).html);
    expect(discovered).toEqual({
      href: `${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/${id}`)}&format=json`,
      title: 'Team <A> & "B"',
    });
    const answer = await fetch(discovered!.href);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('Team <A> & "B"');
  });

  test("a cloud chart page's description is the first 160 characters of the chart's, as the app sets it", async () => {
    const markdown = await page(
      `/chart/${await saveChart(server, chartData('Notes', '# Scores\n\nFor **C#** [devs](https://x.test)!'))}`,
    );
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(metaText(markdown.html, key), key).toBe('# Scores\n\nFor **C#** [devs](https://x.test)!');
    }
    // Hostile text stays text: escaped in the attribute, never markup in the head.
    const hostile = '<script>alert(1)</script> "quoted" & <img src=x onerror=alert(3)>';
    const hostilePage = await page(`/chart/${await saveChart(server, chartData('Hostile', hostile))}`);
    expect(metaText(hostilePage.html, 'og:description')).toBe(hostile);
    const head = hostilePage.html.slice(0, hostilePage.html.indexOf('</head>'));
    expect(head).not.toMatch(/<script>alert|<img /);
    // An emoji across the cut stays whole (code points, not UTF-16 halves).
    const emoji = await page(
      `/chart/${await saveChart(server, chartData('Dogs', `${'x'.repeat(159)}🐕 more`))}`,
    );
    expect(metaContent(emoji.html, 'og:description')).toBe(`${'x'.repeat(159)}🐕`);
    // A chart without a name is titled as the editor titles it.
    const unnamedId = await saveChart(server, chartData('  ', ''));
    const unnamed = await page(`/chart/${unnamedId}`);
    expect(unnamed.html).toContain('<title>Radar Chart Generator</title>');
    // Nor a description: it says what the chart is (the app sets the same once it runs).
    expect(metaContent(unnamed.html, 'description')).toBe('A radar chart comparing 1 data set.');
    // oEmbed names it the same: consumers show its title over the embed.
    const unnamedOembed = (await (
      await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/${unnamedId}`)}`)
    ).json()) as { title: string; html: string };
    expect(unnamedOembed.title).toBe('Radar Chart Generator');
    expect(unnamedOembed.html).toContain('title="Radar Chart Generator (StatRadar chart)"');
    // A name of only invisible characters (zero-width space and joiner) shows nothing either.
    const invisible = await page(`/chart/${await saveChart(server, chartData('\u200b\u200d', ''))}`);
    expect(invisible.html).toContain('<title>Radar Chart Generator</title>');
    expect(metaContent(invisible.html, 'og:title')).toBe('Radar Chart Generator');
  });

  test("every URL of a chart's page and oEmbed names its canonical lower-case id, however it was asked for", async () => {
    const id = await saveChart(server, chartData('Shouted', ''), true);
    const encoded = [...id].map((character) => `%${character.charCodeAt(0).toString(16)}`).join('');
    for (const spelling of [id.toUpperCase(), encoded]) {
      const { status, html } = await page(`/chart/${spelling}`);
      expect(status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${origin}/chart/${id}" />`);
      expect(metaContent(html, 'og:url')).toBe(`${origin}/chart/${id}`);
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${origin}/og/${id}\\.png\\?v=[\\w-]+$`));
      expect(oembedDiscovery(html)!.href).toContain(encodeURIComponent(`${origin}/chart/${id}`));
      const answer = (await (
        await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/${spelling}`)}`)
      ).json()) as { html: string; thumbnail_url: string };
      expect(answer.html).toContain(`src="${origin}/embed/${id}"`);
      expect(answer.thumbnail_url).toBe(metaContent(html, 'og:image'));
    }
  });

  test("a chart's card has a new address when the chart changes, so link previews kept by URL show the new card", async () => {
    const id = await saveChart(server, chartData('Before', ''), true);
    const before = metaContent((await page(`/chart/${id}`)).html, 'og:image')!;
    expect(metaContent((await page(`/chart/${id}`)).html, 'og:image')).toBe(before);
    const edit = await fetch(`${origin}/rest/v1/radar_chart?id=eq.${id}`, {
      method: 'PATCH',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: chartData('After', ''), is_approved: true }),
    });
    expect(edit.status).toBeLessThan(300);
    const html = (await page(`/chart/${id}`)).html;
    const after = metaContent(html, 'og:image')!;
    expect(after).not.toBe(before);
    expect(metaContent(html, 'twitter:image')).toBe(after);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    const oembedAnswer = (await (
      await fetch(`${origin}/oembed?url=${encodeURIComponent(`${origin}/chart/${id}`)}`)
    ).json()) as { thumbnail_url: string };
    expect(oembedAnswer.thumbnail_url).toBe(after);
    // Both addresses draw the chart's current card (the query only tells caches apart).
    const [oldCard, newCard] = await Promise.all([
      get(new URL(before).pathname + new URL(before).search),
      get(new URL(after).pathname + new URL(after).search),
    ]);
    expect(oldCard.status).toBe(200);
    expect(newCard.headers['content-type']).toBe('image/png');
    expect(oldCard.body.equals(newCard.body)).toBe(true);
  });

  test('the square default image is a summary card, a chart card a large one, each with its size', async () => {
    const unlisted = (await page(`/chart/${await saveChart(server, chartData('Private', ''))}`)).html;
    expect(metaContent(unlisted, 'og:image')).toBe(`${origin}/images/og-default.png`);
    expect(metaContent(unlisted, 'twitter:card')).toBe('summary');
    expect(metaContent(unlisted, 'og:image:width')).toBe('1200');
    expect(metaContent(unlisted, 'og:image:height')).toBe('1200');
    // Every share image is described, for readers who cannot see it.
    expect(metaText(unlisted, 'og:image:alt')).toBe(DEFAULT_IMAGE_ALT);
    expect(metaText(unlisted, 'twitter:image:alt')).toBe(DEFAULT_IMAGE_ALT);
    const listed = (await page(`/chart/${await saveChart(server, chartData('Public <"&">', ''), true)}`))
      .html;
    expect(metaText(listed, 'og:image:alt')).toBe('Radar chart: Public <"&">');
    expect(metaText(listed, 'twitter:image:alt')).toBe('Radar chart: Public <"&">');
    expect(metaContent(listed, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(listed, 'og:image:width')).toBe('1200');
    expect(metaContent(listed, 'og:image:height')).toBe('630');
    expect(
      pngSize(new Uint8Array(await (await fetch(`${origin}/images/og-default.png`)).arrayBuffer())),
    ).toEqual({
      width: 1200,
      height: 1200,
    });
  });

  test('answers naming the request host vary with it; oEmbed may be read from any origin', async () => {
    const url = encodeURIComponent(`${origin}/chart/art-the-sun`);
    for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const answer = await get(`/oembed?url=${url}`, headers);
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(String(answer.headers.vary).split(', ')).toContain('Host');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    const id = await saveChart(server, chartData('Hosted', ''), true);
    expect(String((await get(`/chart/${id}`)).headers.vary).split(', ')).toContain('Host');
    // Without a trusted proxy, X-Forwarded-Proto is anyone's to send: ignored, and not varied on.
    const forged = await get(`/oembed?url=${url}`, { 'X-Forwarded-Proto': 'https' });
    expect(JSON.parse(forged.body.toString('utf8')).html).toContain(`src="${origin}/embed/art-the-sun"`);
    expect(String(forged.headers.vary)).not.toContain('X-Forwarded-Proto');
  });

  test('behind a trusted TLS proxy, absolute links use the scheme its X-Forwarded-Proto names', async () => {
    const proxied = await startProductionServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      backend: { memory: true, bcryptCost: 4, trustProxy: true },
      log: () => {},
    });
    try {
      const host = new URL(proxied.url).host;
      const id = await saveChart(proxied, chartData('Proxied', ''), true);
      const viaProxy = (path: string, proto: string) =>
        new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
          const request = httpRequest(
            `${proxied.url}${path}`,
            { headers: { 'X-Forwarded-Proto': proto } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
              );
            },
          );
          request.on('error', reject);
          request.end();
        });
      const chartPage = await viaProxy(`/chart/${id}`, 'https');
      expect(metaContent(chartPage.body, 'og:url')).toBe(`https://${host}/chart/${id}`);
      expect(metaContent(chartPage.body, 'og:image')).toMatch(
        new RegExp(`^https://${host}/og/${id}\\.png\\?v=`),
      );
      expect(String(chartPage.headers.vary)).toContain('X-Forwarded-Proto');
      expect(chartPage.headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await viaProxy(`/chart/${id}`, 'http')).headers['strict-transport-security']).toBeUndefined();
      const oembedAnswer = await viaProxy(
        `/oembed?url=${encodeURIComponent(`https://${host}/chart/${id}`)}`,
        'https',
      );
      const answer = JSON.parse(oembedAnswer.body) as { html: string; thumbnail_url: string };
      expect(answer.html).toContain(`src="https://${host}/embed/${id}"`);
      expect(answer.thumbnail_url).toMatch(new RegExp(`^https://${host}/og/${id}\\.png\\?v=`));
      expect(String(oembedAnswer.headers.vary).split(', ')).toEqual(
        expect.arrayContaining(['Host', 'X-Forwarded-Proto']),
      );
      // Only http and https are schemes a link may name.
      const odd = await viaProxy(`/chart/${id}`, 'javascript');
      expect(metaContent(odd.body, 'og:url')).toBe(`http://${host}/chart/${id}`);
    } finally {
      await proxied.close();
    }
  });

  /** Runs `action` on a server of its own whose card budgets are as given, then closes it. */
  async function withCardBudget(
    previewImages: NonNullable<Parameters<typeof startProductionServer>[0]>['previewImages'],
    action: (busy: ProductionServer, card: (id: string) => Promise<Response>) => Promise<void>,
  ): Promise<void> {
    const busy = await startProductionServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      backend: { memory: true, bcryptCost: 4 },
      previewImages,
      log: () => {},
    });
    try {
      await action(busy, (id) => fetch(`${busy.url}/og/${id}.png`));
    } finally {
      await busy.close();
    }
  }

  test('new cards wait (503, Retry-After) once drawing them used its share of the time; cached ones do not', async () => {
    await withCardBudget({ burstMs: 1 }, async (busy, card) => {
      expect((await card('art-the-sun')).status).toBe(200);
      const refused = await card('board-game-decision-chart');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await card('art-the-sun')).status).toBe(200);
      expect((await fetch(`${busy.url}/robots.txt`)).status).toBe(200);
    });
  });

  test("an embed's no-script chart is drawn once per version, and left out (the page still served) once drawing used its share", async () => {
    // A small chart draws in a millisecond or less: with a budget of a microsecond that refills at a
    // thousandth of the time, one drawing spends it until well after the next request.
    await withCardBudget({ burstMs: 0.001, share: 0.001 }, async (busy) => {
      const noScript = async (id: string) => {
        const response = await fetch(`${busy.url}/embed/${id}`);
        expect(response.status).toBe(200);
        return /<noscript>([\s\S]*?)<\/noscript>/.exec(await response.text())![1]!;
      };
      // Cloud charts (the samples' embeds are drawn at build time).
      const first = await saveChart(busy, chartData('First', ''));
      const second = await saveChart(busy, chartData('Second', ''));
      const drawn = await noScript(first);
      expect(drawn).toContain('<svg ');
      expect(drawn).toContain('<title>First</title>');
      // The budget is spent: a chart not drawn yet keeps the shell's text, a drawn one its chart.
      const waiting = await noScript(second);
      expect(waiting).not.toContain('<svg');
      expect(waiting).toContain('needs JavaScript');
      expect(await noScript(first)).toBe(drawn);
    });
  });

  test("one account's new cards wait once they used that account's share; other accounts' cards do not", async () => {
    await withCardBudget({ ownerBurstMs: 1 }, async (busy, card) => {
      const service = { apikey: busy.serviceRoleKey, Authorization: `Bearer ${busy.serviceRoleKey}` };
      const first = await saveChart(busy, chartData('First', ''));
      const other = await saveChart(busy, chartData('Another account', ''));
      // A second chart of the first chart's owner.
      const rows = (await (
        await fetch(`${busy.url}/rest/v1/radar_chart?select=user_id&id=eq.${first}`, { headers: service })
      ).json()) as { user_id: string }[];
      const insert = await fetch(`${busy.url}/rest/v1/radar_chart`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ user_id: rows[0]!.user_id, data: chartData('Second', '') }),
      });
      const [second] = (await insert.json()) as { id: string }[];
      expect((await card(first)).status).toBe(200);
      const refused = await card(second!.id);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another account's card, and the first account's cached one, are drawn and served.
      expect((await card(other)).status).toBe(200);
      expect((await card(first)).status).toBe(200);
    });
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
    expect(chartPage.html).toContain(`<title>${longName.slice(0, 200)}</title>`);
    expect((await get(`/og/${row!.id}.png`)).status).toBe(200);
  });
});
