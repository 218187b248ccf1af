import { createServer, type Server } from 'node:http';

import { expect, test, type Page } from '@playwright/test';

import { hostPagePort, servePort } from './environment';

const PASSWORD = 'correct-horse-battery';
const appOrigin = `http://127.0.0.1:${servePort}`;
// Another site: another host name and port than the app.
const hostOrigin = `http://localhost:${hostPagePort}`;

let hostPage: Server;
/** A 1 x 1 PNG, as another site serves an image a description shows. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeAll(async () => {
  hostPage = createServer((request, response) => {
    const url = new URL(request.url ?? '/', hostOrigin);
    if (url.pathname === '/pixel.png') {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(PIXEL_PNG);
      return;
    }
    const chartPath =
      url.pathname === '/framing-chart-page'
        ? '/chart/art-the-sun'
        : `/embed/${encodeURIComponent(url.searchParams.get('chart') ?? 'art-the-sun')}`;
    // ?sandbox=…: the frame as many CMSs and oEmbed consumers put third-party content on a page.
    const sandbox = url.searchParams.get('sandbox');
    const sandboxAttribute = sandbox === null ? '' : ` sandbox="${sandbox.replace(/[^\w -]/g, '')}"`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>A blog</title><h1>My blog post</h1>` +
        `<iframe src="${appOrigin}${chartPath}" title="Art: The Sun (StatRadar chart)" width="600" height="640"${sandboxAttribute}></iframe>`,
    );
  });
  await new Promise<void>((resolve) => hostPage.listen(hostPagePort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => hostPage.close(() => resolve()));
});

test('the prerendered home page turns into the app, with no policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Radar Charts > Tier Lists' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Build Chart' }).first().click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a prerendered page stays on screen until the app shows the same page, never "Loading…"', async ({
  page,
}) => {
  // Every text the page's main region shows, from the first byte parsed to the app's page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { mainTexts: string[] }).mainTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent?.trim().slice(0, 60) ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const pages = [
    { path: '/', heading: 'Radar Charts > Tier Lists' },
    { path: '/blog', heading: 'Articles' },
    { path: '/about', heading: 'About StatRadar' },
    { path: '/chart/art-the-sun', heading: 'Art: The Sun' },
  ];
  for (const { path, heading } of pages) {
    await page.goto(path);
    // The app's header (the prerendered one has no Sign In link) over the app's page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const texts = await page.evaluate(() => (window as unknown as { mainTexts: string[] }).mainTexts);
    expect(texts.length, path).toBeGreaterThan(0);
    expect(
      texts.filter((text) => text.startsWith('Loading')),
      `${path}: ${texts.join(' → ')}`,
    ).toEqual([]);
  }
});

test('a prerendered page is styled from its first paint and nothing moves when the app takes over', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The app's first render replaces the prerendered markup inside #root.
    new MutationObserver((records) => {
      if (
        records.some((record) => (record.target as Element).id === 'root' && record.removedNodes.length > 0)
      )
        document.documentElement.dataset.appRendered = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/blog', '/about', '/blog/radar-chart-downsides', '/chart/art-the-sun']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-rendered', 'true');
      await page.waitForLoadState('networkidle');
      // The home page's demo cycles its values every few seconds; that moves pixels, not boxes.
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('a prerendered page that arrives in parts paints its main content whole: nothing moves as the rest comes', async ({
  page,
}) => {
  // A slow network or a slow first parse: the page's HTML reaches the parser in six parts, the
  // main region cut at every sixth, 200 ms apart (a home page painted without its demo's caption
  // once pushed the hero's text down when the caption came).
  const PARTS = 6;
  const slowPages = createServer(async (request, response) => {
    const upstream = await fetch(`${appOrigin}${request.url ?? '/'}`, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'Content-Type': contentType });
    if (!contentType.startsWith('text/html')) {
      response.end(body);
      return;
    }
    const html = body.toString('utf8');
    const mainStart = html.indexOf('<main');
    const mainEnd = html.indexOf('</main>');
    const cuts = Array.from({ length: PARTS - 1 }, (_, index) =>
      Math.round(mainStart + ((mainEnd - mainStart) * (index + 1)) / PARTS),
    );
    let from = 0;
    for (const cut of cuts) {
      response.write(html.slice(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    response.end(html.slice(from));
  });
  await new Promise<void>((resolve) => slowPages.listen(0, '127.0.0.1', resolve));
  const address = slowPages.address();
  const slowOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/about', '/chart/art-the-sun']) {
        await page.goto(`${slowOrigin}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
        );
        expect(shifts, `${path} at ${width} px`).toEqual([]);
      }
    }
  } finally {
    await new Promise<void>((resolve) => slowPages.close(() => resolve()));
  }
});

test("a sample chart's page without JavaScript fits a phone, its table scrolls in its own box, and its chart sits on the chart plate in dark mode", async ({
  browser,
}) => {
  for (const width of [320, 375]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      colorScheme: 'dark',
      viewport: { width, height: 740 },
    });
    const page = await context.newPage();
    for (const path of ['/chart/art-the-sun', '/chart/marvel-rivals-characters']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const chart = page.getByRole('img').first();
      const box = await chart.boundingBox();
      expect(box && box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(
        width,
      );
      // The engine draws dark labels; dark mode puts the chart on its light plate, as everywhere else.
      expect(await chart.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(238, 241, 248)',
      );
      const tableBox = page.getByRole('region', { name: 'Scores' });
      await expect(tableBox.getByRole('table')).toBeVisible();
      expect(await tableBox.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
    await context.close();
  }
});

test("an unknown address answers in the site's frame: its heading is where the app keeps it", async ({
  browser,
}) => {
  for (const width of [1280, 375]) {
    for (const path of ['/no-such-page', '/blog/no-such-article', '/chart/no-such-chart']) {
      const headingBox = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
        const page = await context.newPage();
        // The app's first render replaces the markup the server sent inside #root.
        await page.addInitScript(() =>
          new MutationObserver((records) => {
            if (
              records.some((record) => (record.target as Element).id === 'root' && record.removedNodes.length)
            )
              document.documentElement.dataset.appRendered = 'true';
          }).observe(document, { childList: true, subtree: true }),
        );
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        if (javaScriptEnabled)
          await expect(page.locator('html')).toHaveAttribute('data-app-rendered', 'true');
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(/not found/);
        const box = await heading.boundingBox();
        await context.close();
        return box && { x: Math.round(box.x), y: Math.round(box.y) };
      };
      expect(await headingBox(true), `${path} at ${width} px`).toEqual(await headingBox(false));
    }
  }
});

test('a chosen theme applies before a prerendered page paints, not when the app starts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    localStorage.setItem('statradar.theme', 'dark');
    // The theme the page has when its body starts: nothing of the page has painted before it.
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { themeAtBody: string }).themeAtBody =
        document.documentElement.dataset.theme ?? 'system';
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/about']) {
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe(
      'dark',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
});

test('a visitor registers through the API on the same port and stays signed in', async ({ page }) => {
  const email = `serve.${Date.now().toString(36)}@example.com`;
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/my_account$/);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});

test('another site frames /embed/{id}: the chart alone, linking back to its page', async ({ page }) => {
  await page.goto(`${hostOrigin}/`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('canvas').first()).toBeVisible();
  const credit = frame.getByRole('link', { name: 'Made with StatRadar' });
  await expect(credit).toHaveAttribute('href', '/chart/art-the-sun');
  await expect(credit).toHaveAttribute('target', '_blank');
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  // The chart is interactive inside the frame: its data sets are a keyboard listbox.
  await expect(frame.getByRole('listbox')).toBeVisible();
  // Tooltips work there too: the keyboard walks the selected data set's values.
  await frame.getByRole('listbox').focus();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('status')).toContainText(/: \d+/);
});

test('a sandboxed frame (an opaque origin, no storage) draws the chart too', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${hostOrigin}/?sandbox=${encodeURIComponent('allow-scripts allow-popups')}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('canvas').first()).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Made with StatRadar' })).toBeVisible();
  await expect(frame.getByRole('listbox')).toBeVisible();
  const inside = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  // The sandbox really applies: the frame's origin is opaque and its storage throws.
  expect(
    await inside.evaluate(() => {
      let storage = 'readable';
      try {
        localStorage.getItem('x');
      } catch (error) {
        storage = (error as Error).name;
      }
      return { origin: self.origin, storage };
    }),
  ).toEqual({ origin: 'null', storage: 'SecurityError' });
  expect(errors).toEqual([]);
});

test('a frame sandboxed without scripts shows the chart as a picture with its credit', async ({ page }) => {
  await page.goto(`${hostOrigin}/?sandbox=`);
  const frame = page.frameLocator('iframe');
  const chart = frame.getByRole('img', { name: 'Art: The Sun' });
  await expect(chart).toBeVisible();
  // It fills the 600 px frame's width, less the body's margin, and no more.
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(500);
  expect(box.width).toBeLessThanOrEqual(600);
  await expect(frame.getByRole('link', { name: 'Made with StatRadar' })).toBeVisible();
  await expect(frame.getByText('It needs JavaScript')).toHaveCount(0);
});

test('an embed inside a sandboxed document (an opaque-origin ancestor) draws the chart too', async ({
  page,
}) => {
  // Sites that show third-party embed code put it in a sandboxed srcdoc frame of its own: the
  // embed's ancestor then has an opaque origin, which no frame-ancestors source (not even *) names.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${hostOrigin}/`);
  const snippet = `<iframe src="${appOrigin}/embed/art-the-sun" title="Art" width="600" height="660" style="border:0"></iframe>`;
  await page.setContent(
    `<iframe sandbox="allow-scripts" width="640" height="700" srcdoc="${snippet.replaceAll('"', '&quot;')}"></iframe>`,
  );
  const embed = page.frameLocator('iframe').frameLocator('iframe');
  await expect(embed.locator('canvas').first()).toBeVisible();
  await expect(embed.getByRole('link', { name: 'Made with StatRadar' })).toBeVisible();
  expect(blocked).toEqual([]);
});

test('a link-shared cloud chart embeds by its id', async ({ page, request }) => {
  const home = await (await request.get('/editor')).text();
  const anonKey = /<meta name="statradar:anon-key" content="([^"]+)"/.exec(home)![1]!;
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: anonKey },
    data: { email: `embed.${Date.now().toString(36)}@example.com`, password: PASSWORD },
  });
  const session = (await signUp.json()) as { access_token: string; user: { id: string } };
  const insert = await request.post('/rest/v1/radar_chart', {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${session.access_token}`,
      Prefer: 'return=representation',
    },
    data: {
      user_id: session.user.id,
      data: {
        metadata: { name: 'Only by link', description: '' },
        labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        data: [{ name: 'Mine', description: '', color: '#92f0da', values: [80, 50, 70] }],
      },
    },
  });
  expect(insert.status()).toBe(201);
  const [row] = (await insert.json()) as { id: string }[];
  const id = row!.id;
  await page.goto(`${hostOrigin}/?chart=${id}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('canvas').first()).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Made with StatRadar' })).toHaveAttribute(
    'href',
    `/chart/${id}`,
  );
  await expect(frame.getByText('Chart not found')).toHaveCount(0);
  // A sandboxed frame reads it from the API with the origin "null".
  await page.goto(`${hostOrigin}/?chart=${id}&sandbox=allow-scripts`);
  await expect(page.frameLocator('iframe').getByRole('listbox')).toContainText('Mine');
});

test("a chart's page keeps naming its link-preview card once the app runs", async ({ page }) => {
  // Crawlers and share sheets that run scripts read the head the app leaves: it named the site's
  // default logo (a square "summary" card) instead of the chart's own card.
  await page.goto('/chart/art-the-sun');
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await expect(page).toHaveTitle('Art: The Sun');
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${appOrigin}/og/art-the-sun.png`,
  );
  expect(await content('meta[name="twitter:image"]')).toBe(`${appOrigin}/og/art-the-sun.png`);
  expect(await content('meta[property="og:image:width"]')).toBe('1200');
  expect(await content('meta[property="og:image:height"]')).toBe('630');
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await content('meta[property="og:image:alt"]')).toBe('Radar chart: Art: The Sun');
  // The card is that size.
  const card = await page.request.get('/og/art-the-sun.png');
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('another site cannot frame the other pages', async ({ page }) => {
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(`${hostOrigin}/framing-chart-page`);
  await blocked;
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
});

test('a chart page copies an embed snippet that works', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin });
  await page.goto('/chart/art-the-sun');
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Embed code copied to clipboard' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(
    `<iframe src="${appOrigin}/embed/art-the-sun" title="Art: The Sun (StatRadar chart)" width="600" height="660" style="border:0;width:100%;max-width:600px;height:auto;aspect-ratio:600/660" loading="lazy"></iframe>`,
  );
  // The snippet, pasted into another page, shows the chart.
  await page.goto(`${hostOrigin}/`);
  await page.setContent(`<h1>Pasted</h1>${snippet}`);
  await expect(page.frameLocator('iframe').getByRole('link', { name: 'Made with StatRadar' })).toBeVisible();
});

/** Where the embed's chart and credit are inside the frame, and the frame's own size. */
async function embedLayout(page: Page) {
  await expect(page.frameLocator('iframe').locator('canvas').first()).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('link', { name: 'Made with StatRadar' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  return frame.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    return {
      width: innerWidth,
      height: innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      chart: box(document.querySelector('canvas')!),
      legend: box(document.querySelector('.embed-legend')!),
      credit: box(document.querySelector('.embed-credit a')!),
    };
  });
}

test('an embed narrower than a phone fills its frame, chart and credit inside it', async ({ page }) => {
  await page.goto(`${hostOrigin}/`);
  await page.setContent(
    `<iframe src="${appOrigin}/embed/art-the-sun" title="Narrow" width="200" height="240" style="border:0"></iframe>`,
  );
  const layout = await embedLayout(page);
  expect(layout.width).toBe(200);
  expect(layout.scrollWidth, 'no horizontal overflow').toBe(200);
  for (const part of [layout.chart, layout.credit]) {
    expect(part.left).toBeGreaterThanOrEqual(0);
    expect(part.right).toBeLessThanOrEqual(200);
    expect(part.bottom).toBeLessThanOrEqual(layout.height);
  }
  // Centred: as much room on either side.
  expect(Math.abs(layout.chart.left - (200 - layout.chart.right))).toBeLessThanOrEqual(1);
});

test('the frames oEmbed answers with hold the chart, its legend and its credit, none over another', async ({
  page,
  request,
}) => {
  const url = encodeURIComponent(`${appOrigin}/chart/art-the-sun`);
  // The smallest frame oEmbed names, and frames a consumer's maxheight makes short and wide.
  const smallest = /the smallest is (\d+) x (\d+)/.exec(
    ((await (await request.get(`/oembed?url=${url}&maxwidth=1`)).json()) as { error: string }).error,
  )!;
  for (const limits of [
    `maxwidth=${smallest[1]}&maxheight=${smallest[2]}`,
    'maxheight=200',
    'maxheight=300',
  ]) {
    const answer = (await (await request.get(`/oembed?url=${url}&${limits}`)).json()) as {
      html: string;
      width: number;
      height: number;
    };
    await page.goto(`${hostOrigin}/`);
    await page.setContent(`<div style="width:${answer.width}px">${answer.html}</div>`);
    const layout = await embedLayout(page);
    expect(layout.height, limits).toBe(answer.height);
    expect(layout.legend.top, `${limits}: legend under the chart`).toBeGreaterThanOrEqual(
      layout.chart.bottom,
    );
    expect(layout.credit.top, `${limits}: credit under the legend`).toBeGreaterThanOrEqual(
      layout.legend.bottom,
    );
    for (const part of [layout.chart, layout.legend, layout.credit]) {
      expect(part.top, limits).toBeGreaterThanOrEqual(0);
      expect(part.left, limits).toBeGreaterThanOrEqual(0);
      expect(part.right, limits).toBeLessThanOrEqual(layout.width);
      expect(part.bottom, limits).toBeLessThanOrEqual(layout.height);
    }
  }
});

test('the copied snippet keeps its shape in a narrow column: no blank band around the chart', async ({
  page,
}) => {
  await page.goto('/chart/art-the-sun');
  const snippet = await page.getByLabel('Embed code').inputValue();
  await page.goto(`${hostOrigin}/`);
  for (const column of [300, 600]) {
    await page.setContent(`<div style="width:${column}px">${snippet}</div>`);
    const layout = await embedLayout(page);
    expect(layout.width).toBe(column);
    // What is not chart, legend or credit: the padding, the margins and a few pixels of slack (29
    // in all here; a fixed 640 px frame left 341 in the 300 px column). The legend's buttons take
    // their rows from the chart (at least 24 px each, WCAG 2.5.8).
    const blank = layout.height - layout.chart.height - layout.legend.height - layout.credit.height;
    expect(blank, `${column} px column`).toBeLessThanOrEqual(36);
    expect(layout.credit.bottom).toBeLessThanOrEqual(layout.height);
  }
  // A snippet copied before, with a fixed height, still keeps the credit right under the chart.
  await page.setContent(
    `<div style="width:300px"><iframe src="${appOrigin}/embed/art-the-sun" title="Old" width="600" height="640" style="border:0;max-width:100%"></iframe></div>`,
  );
  const old = await embedLayout(page);
  expect(old.legend.top - old.chart.bottom).toBeLessThanOrEqual(12);
  expect(old.credit.top - old.legend.bottom).toBeLessThanOrEqual(12);
});

test('a description shows an image from another site (the page policy lets it load)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/robots.txt');
  const chart = {
    metadata: { name: 'Pictures', description: `A pixel: ![pixel](${hostOrigin}/pixel.png)` },
    labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    data: [{ name: 'One', description: '', color: '#92f0da', values: [80, 50, 70] }],
  };
  await page.evaluate((stored) => {
    localStorage.setItem('metadataMyChart', JSON.stringify(stored.metadata));
    localStorage.setItem('labelsMyChart', JSON.stringify(stored.labels));
    localStorage.setItem('dataMyChart', JSON.stringify(stored.data));
  }, chart);
  await page.goto('/editor');
  const image = page.getByRole('img', { name: 'pixel' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  expect(violations).toEqual([]);
});
