import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support/accessibility';

/** Stops the page's installed clock half a second on: from then on, its time moves only by runFor. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await afterPageTasks(page);
}

/** Waits until the page has run the tasks queued so far (React renders in one, the clock being paused). */
async function afterPageTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let round = 0;
        channel.port1.onmessage = () => (++round === 2 ? resolve() : channel.port2.postMessage(null));
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('site shell', () => {
  test('the header links home, to articles, the feed, sign in and the editor', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'StatRadar' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/blog');
    await expect(header.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account/login');
    await header.getByRole('link', { name: 'Build Chart' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await header.getByRole('link', { name: 'StatRadar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('link', { name: 'Feed' }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('the footer links the about, privacy, terms and contact pages', async ({ page }) => {
    await page.goto('/');
    // The footer is there from the app's first render, under "Loading…"; the home page then pushes it
    // down. Clicking before that would hit whatever takes the footer's place.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radar Charts > Tier Lists');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // On a wide screen the header carries Sign In, Articles and Feed, so the footer does not repeat them.
    await expect(footer.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Articles' })).toBeHidden();
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('on a 375 px screen the footer also shows Sign In, Articles and Feed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radar Charts > Tier Lists');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Articles' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Feed' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Build Chart' })).toBeVisible();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await footer.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('on a 320 px screen the header fits: logo, Menu and Build Chart, nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/editor', '/blog']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const build = header.getByRole('link', { name: 'Build Chart' });
      await expect(build).toBeVisible();
      const box = await build.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(320);
      await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });

  test('the patch-note banner opens patch note 3, records it as seen and then stays hidden', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: "What's new" });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: /Read Full Release/ }).click();
    await expect(page).toHaveURL(/\/blog\/patch-note3$/);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('lastSeenPatchNote'))).toBe('3');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Radar Charts > Tier Lists' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('opening patch note 3 from the banner in a new tab (Ctrl+click or middle click) records it as seen', async ({
    page,
    context,
  }) => {
    for (const open of ['Control+click', 'middle click'] as const) {
      await page.goto('/');
      await page.evaluate(() => localStorage.removeItem('lastSeenPatchNote'));
      await page.reload();
      const banner = page.getByRole('complementary', { name: "What's new" });
      const link = banner.getByRole('link', { name: /Read Full Release/ });
      const newTab = context.waitForEvent('page');
      if (open === 'middle click') await link.click({ button: 'middle' });
      else await link.click({ modifiers: ['ControlOrMeta'] });
      const tab = await newTab;
      await expect(tab).toHaveURL(/\/blog\/patch-note3$/);
      await tab.close();
      // This tab stays where it was, without the banner.
      await expect(page).toHaveURL(/\/$/);
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('lastSeenPatchNote'))).toBe('3');
    }
  });

  test('the X closes the banner and records the note as seen, so it stays closed after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: "What's new" });
    await banner.getByRole('button', { name: 'Close the patch-note banner' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('lastSeenPatchNote'))).toBe('3');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('a browser that saw an older patch note still gets the banner', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lastSeenPatchNote', '2'));
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: "What's new" })).toBeVisible();
  });

  test('the home page has the headline, Build Chart and the Thog article link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radar Charts > Tier Lists');
    await expect(page.getByRole('main').getByRole('link', { name: 'Build Chart' })).toHaveAttribute(
      'href',
      '/editor',
    );
    await expect(page.getByRole('link', { name: /Thog explains/ })).toHaveAttribute(
      'href',
      '/blog/thog-explains',
    );
    await expect(
      page.getByRole('list').filter({ hasText: 'See the whole picture' }).getByRole('listitem'),
    ).toHaveCount(3);
  });

  test('the home demo cycles through four streaming services every 2 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const service = page.getByTestId('demo-service');
    await expect(service).toHaveText('Netflix');
    await pauseClock(page);
    const services = ['Netflix', 'Disney+', 'Prime Video', 'Hulu'];
    const first = (await service.textContent()) ?? '';
    // The page's time moves in 250 ms steps; each name shown is noted with the step it appeared at.
    const shown: [number, string][] = [];
    for (let time = 250; time <= 8_000; time += 250) {
      await page.clock.runFor(250);
      await afterPageTasks(page);
      const name = (await service.textContent()) ?? '';
      if (name !== (shown.at(-1)?.[1] ?? first)) shown.push([time, name]);
    }
    const next = services.indexOf(first) + 1;
    expect(shown.map(([, name]) => name)).toEqual([...services, ...services].slice(next, next + 4));
    expect(shown.slice(1).map(([time], index) => time - shown[index]![0])).toEqual([2_000, 2_000, 2_000]);
    // The chart is drawn on a canvas with the six attributes in its accessible table.
    await expect(page.locator('.streaming-demo canvas').first()).toBeVisible();
    for (const attribute of ['Original Shows', 'Library', 'UI/UX', 'Suggestion Algo', 'Ads', 'Price']) {
      await expect(
        page.locator('.streaming-demo').getByText(attribute, { exact: true }).first(),
      ).toBeAttached();
    }
  });

  test("on a phone, the demo's service names take turns without moving anything below them", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const service = page.getByTestId('demo-service');
    await expect(service).toHaveText('Netflix');
    await pauseClock(page);
    const footerTop = async () => (await page.getByRole('contentinfo').boundingBox())?.y;
    const top = await footerTop();
    const shown = new Set(['Netflix']);
    for (let step = 0; step < 5; step++) {
      await page.clock.runFor(2_000);
      await afterPageTasks(page);
      const name = (await service.textContent()) ?? '';
      shown.add(name);
      expect(await footerTop(), name).toBe(top);
    }
    expect([...shown].sort()).toEqual(['Disney+', 'Hulu', 'Netflix', 'Prime Video']);
  });

  test('the demo pauses and resumes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Pause demo' }).click();
    const service = page.getByTestId('demo-service');
    const paused = await service.textContent();
    await page.clock.runFor(5_000);
    await expect(service).toHaveText(paused ?? '');
    await page.getByRole('button', { name: 'Play demo' }).click();
    await afterPageTasks(page);
    // The next name comes 2 s on, with the first frame of its morph.
    await page.clock.runFor(2_100);
    await expect(service).not.toHaveText(paused ?? '');
  });

  test('with reduced motion the demo still cycles, switching values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('demo-service')).toHaveText('Disney+', { timeout: 4_500 });
  });

  test('the misspelt /radar-chart-downside link redirects to the article', async ({ page }) => {
    await page.goto('/radar-chart-downside');
    await expect(page).toHaveURL(/\/blog\/radar-chart-downsides$/);
  });

  test('an unknown address shows a friendly page linking home and the editor', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Build a chart' }).click();
    await expect(page).toHaveURL(/\/editor$/);
  });

  test('every header and banner control is reachable by keyboard with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(/Read Full Release/);
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });

  for (const width of [1280, 375]) {
    test(`axe finds no serious or critical violation on the home page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('.streaming-demo canvas').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
