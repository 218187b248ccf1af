import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support/accessibility';

const SITE = 'https://statradar.app';

const LISTED = [
  ['a-better-fast-food-tier-list', 'A Better Fast Food Tier List'],
  ['making-a-dog-a-stat-radar-chart', 'Making a Dog a Stat Radar Chart'],
  ['radar-chart-downsides', 'The Hidden Downside of Radar Charts (and How to Live With It)'],
  ['radar-chart-guide', 'The Complete Guide to Radar Charts'],
  ['ranking-potential-purchases', 'Ranking Potential Purchases with a Radar Chart'],
  ['skill-radar-chart', 'How to Make a Skill Radar Chart'],
  ['thog-explains', 'Thog Explains Radar Charts'],
  ['tier-list-vs-radar-charts', 'Tier Lists vs Radar Charts: Which Should You Use?'],
] as const;

const UNLISTED = [
  'roadmap',
  'best-tier-list-alternatives',
  'patch-note1',
  'patch-note2',
  'patch-note3',
  'about',
  'privacy',
  'terms',
  'contact',
];

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
  }));
}

/** Head tags are written by an effect after the page renders, so poll rather than read once. */
async function expectHead(page: Page, expected: Partial<Awaited<ReturnType<typeof headOf>>>) {
  await expect.poll(() => headOf(page)).toMatchObject(expected);
}

async function expectAllImagesLoaded(page: Page) {
  await expect(page.locator('article h1')).toBeVisible();
  const images = page.locator('article img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        {
          message: `image ${await image.getAttribute('src')} loads`,
        },
      )
      .toBe(true);
  }
  return count;
}

test.describe('blog', () => {
  test('the list shows every listed article as a card and hides unlisted ones', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const cards = page.locator('.blog-card');
    await expect(cards).toHaveCount(LISTED.length);
    for (const [slug, title] of LISTED) {
      const link = page.getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', `/blog/${slug}`);
    }
    await expect(cards.first().locator('.blog-card-preview')).not.toBeEmpty();
    for (const slug of UNLISTED) {
      await expect(page.locator(`.blog-cards a[href="/blog/${slug}"]`)).toHaveCount(0);
    }
    await expectHead(page, {
      title: 'Articles | StatRadar',
      robots: null,
      canonical: `${SITE}/blog`,
      ogUrl: `${SITE}/blog`,
    });
  });

  test('a card opens its article inside the app, with the article’s head tags', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Thog Explains Radar Charts' }).click();
    await expect(page).toHaveURL(/\/blog\/thog-explains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thog Explains Radar Charts' })).toBeVisible();
    await expectHead(page, {
      title: 'Thog Explains Radar Charts | StatRadar',
      canonical: `${SITE}/blog/thog-explains`,
      ogImage: `${SITE}/images/thog-rocks-radar-chart.png`,
      robots: null,
    });
    expect((await headOf(page)).description).toMatch(/^Thog is a caveman\./);
  });

  for (const [slug, title] of LISTED) {
    test(`/blog/${slug} renders its content and every image loads`, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      const imageCount = await expectAllImagesLoaded(page);
      if (slug !== 'radar-chart-downsides') expect(imageCount).toBeGreaterThanOrEqual(1);
      await expectHead(page, {
        title: `${title} | StatRadar`,
        canonical: `${SITE}/blog/${slug}`,
        robots: null,
      });
      const head = await headOf(page);
      expect(head.description?.length).toBeGreaterThan(50);
      const shareImage = head.ogImage?.replace(SITE, '') ?? '';
      expect((await page.request.get(shareImage)).status()).toBe(200);
    });
  }

  test('Thog explains with pictures and a table rating three tools on three criteria', async ({ page }) => {
    await page.goto('/blog/thog-explains');
    expect(await expectAllImagesLoaded(page)).toBe(3);
    const table = page.locator('article table');
    await expect(table.locator('thead th')).toHaveText(['Tool', 'Damage', 'Reach', 'Easy to Make']);
    await expect(table.locator('tbody tr')).toHaveCount(3);
  });

  test('on a 320 px screen an article table scrolls inside the article, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/blog/thog-explains');
    await expect(page.locator('article table tbody tr')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the downsides article draws the same values in two axis orders with different areas', async ({
    page,
  }) => {
    await page.goto('/blog/radar-chart-downsides');
    const example = page.locator('.article-axis-order');
    await expect(example.locator('svg')).toHaveCount(2);
    // Hand-computed: grouped 18275 / 60000 = 30.46% → "30%", alternating 10175 / 60000 = 16.96% → "17%".
    await expect(example.locator('.article-axis-order-area strong')).toHaveText(['30%', '17%']);
  });

  test('an unknown slug says "Article not found" and falls back to the article list', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page).toHaveTitle('Article not found | StatRadar');
    await expect(page.locator('.blog-card')).toHaveCount(LISTED.length);
    await expectHead(page, { canonical: `${SITE}/blog` });
  });

  test('/radar-chart-downside (the address one article links, as the spec has it) redirects to /blog/radar-chart-downsides', async ({
    page,
  }) => {
    await page.goto('/blog/skill-radar-chart');
    const misspelt = page.locator('article a[href="/radar-chart-downside"]');
    await expect(misspelt).toHaveText('the hidden downside of radar charts');
    await misspelt.click();
    await expect(page).toHaveURL(/\/blog\/radar-chart-downsides$/);

    await page.goto('/radar-chart-downside');
    await expect(page).toHaveURL(/\/blog\/radar-chart-downsides$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Hidden Downside of Radar Charts/ }),
    ).toBeVisible();
  });

  test('unlisted articles are still reachable by their address', async ({ page }) => {
    await page.goto('/blog/patch-note3');
    await expect(page.getByRole('heading', { level: 1, name: /Patch Note 3/ })).toBeVisible();
    await expect(page.locator('article time')).toHaveAttribute('datetime', '2025-08-29');
    await expect(page.locator('article a[href="/editor"]').first()).toBeVisible();
    await expect(page.locator('article a[href="/chart/marvel-rivals-characters"]')).toBeVisible();

    await page.goto('/blog/best-tier-list-alternatives');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Best Tier List Alternatives' }),
    ).toBeVisible();
    expect(await page.locator('article p').count()).toBe(0);
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
  });

  // Titles that already name the site get no " | StatRadar" suffix.
  const FIXED_PAGES = [
    ['/about', 'About StatRadar', 'About StatRadar', null],
    ['/privacy', 'Privacy Policy', 'Privacy Policy | StatRadar', 'noindex, follow'],
    ['/terms', 'Terms of Service', 'Terms of Service | StatRadar', 'noindex'],
    ['/contact', 'Contact StatRadar', 'Contact StatRadar', 'noindex'],
  ] as const;

  for (const [path, title, documentTitle, robots] of FIXED_PAGES) {
    test(`${path} renders its article with robots ${robots ?? '(indexable)'}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectHead(page, {
        title: documentTitle,
        robots,
        canonical: `${SITE}${path}`,
        ogTitle: documentTitle,
      });
    });
  }

  test('the legal pages state their dates and age limits, and about links the roadmap and editor', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: March 2025')).toBeVisible();
    await expect(page.getByText(/we do not serve children under 13/)).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText('Last updated: March 07, 2024')).toBeVisible();
    await expect(page.getByText(/must be at least 18 years old/)).toBeVisible();
    await page.goto('/about');
    await expect(page.locator('article a[href="/blog/roadmap"]')).toBeVisible();
    await expect(page.locator('article a[href="/editor"]').first()).toBeVisible();
  });

  test('leaving a noindex page for an indexable one removes the robots tag', async ({ page }) => {
    await page.goto('/privacy');
    await expectHead(page, { robots: 'noindex, follow' });
    await page.locator('article a[href="/contact"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact StatRadar' })).toBeVisible();
    await expectHead(page, { robots: 'noindex', canonical: `${SITE}/contact` });
    await page.locator('article a[href="/blog/roadmap"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'The StatRadar Roadmap' })).toBeVisible();
    await expectHead(page, { robots: null, canonical: `${SITE}/blog/roadmap` });
  });

  test('the sitemap lists the public routes and listed articles only, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      ['/', '/editor', '/feed', '/blog', '/about', ...LISTED.map(([slug]) => `/blog/${slug}`)]
        .map((path) => `${SITE}${path}`)
        .sort(),
    );
    for (const slug of UNLISTED.filter((slug) => slug !== 'about')) {
      expect(sitemap).not.toContain(`/blog/${slug}<`);
      expect(sitemap).not.toContain(`/${slug}<`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('no ad or analytics script loads when none is configured', async ({ page }) => {
    await page.goto('/blog/thog-explains');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ad-slot')).toHaveCount(0);
    const thirdParty = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((script) => (script as HTMLScriptElement).src)
        .filter((source) => !source.startsWith(window.location.origin)),
    );
    expect(thirdParty).toEqual([]);
  });

  test('the blog list and an article have no serious accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('.blog-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/blog/radar-chart-downsides');
    await expect(page.locator('.article-axis-order svg').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('on a phone a wide table scrolls in its own box, which the keyboard reaches, and the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blog/a-better-fast-food-tier-list');
    const box = page.getByRole('region', { name: 'Table' }).first();
    await expect(box.getByRole('table')).toContainText('Chick-fil-A');
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Tab reaches the box (Safari does not focus a scrolling box of itself), and arrows scroll it.
    await box.evaluate((element) => element.previousElementSibling?.setAttribute('tabindex', '-1'));
    await box.evaluate((element) => (element.previousElementSibling as HTMLElement | null)?.focus());
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);
  });
});
