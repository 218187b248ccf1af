import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import {
  chartEntries,
  decodedPngSize,
  downloadBase64,
  downloadText,
  openEditor,
  seedStorage,
  storedValue,
} from './editorHelpers';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { createAccount, insertChart, uniqueEmail } from './support/localBackend';

/** Issue 14: the phone and desktop sizes every item is checked at. */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const petShop = {
  metadata: { name: 'Pet Shop', description: '' },
  labels: [{ name: 'Cuteness' }, { name: 'Energy' }, { name: 'Cost' }],
  data: [
    // Means: Dog 170/3 = 56.7, cat 160/3 = 53.3, Axolotl 130/3 = 43.3. Areas 27%, 25%, 11%.
    { name: 'Dog', description: '', color: '#aa5500', values: [80, 80, 10] },
    { name: 'cat', description: '', color: '#888888', values: [90, 30, 40] },
    { name: 'Axolotl', description: '', color: '#ff99cc', values: [20, 10, 100] },
  ],
};

async function seedPetShop(page: Page): Promise<void> {
  await seedStorage(page, {
    currentChart: 'MyChart',
    lastSeenPatchNote: '3',
    ...chartEntries('MyChart', petShop),
  });
}

/** Whether any part of the element's box is inside the viewport. */
async function intersectsViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y < viewport.height && box.y + box.height > 0 && box.x < viewport.width && box.x + box.width > 0;
}

async function cellNames(page: Page): Promise<string[]> {
  return page.locator('.grid-cell .grid-name').allTextContents();
}

/** The smallest rendered size of the visible chart labels in the grid, in CSS pixels (null: none shown). */
async function smallestGridLabel(page: Page): Promise<number | null> {
  return page.locator('.grid-charts').evaluate((grid) => {
    const sizes = [...grid.querySelectorAll('svg text')]
      .filter((text) => getComputedStyle(text).display !== 'none' && text.getClientRects().length > 0)
      .map((text) => {
        const svg = (text as SVGTextElement).ownerSVGElement!;
        return (Number(text.getAttribute('font-size')) * svg.getBoundingClientRect().width) / 400;
      });
    return sizes.length === 0 ? null : Math.min(...sizes);
  });
}

async function gridColumnCount(page: Page): Promise<number> {
  return page
    .locator('.grid-charts')
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/editor', '/chart/marvel-rivals-characters']) {
      test(`${path}: the chart is on the first screen and stays in view while the last slider is focused`, async ({
        page,
      }) => {
        await openEditor(page, path);
        const chart = page.locator('.editor-chart');
        expect(await intersectsViewport(page, chart)).toBe(true);
        // Above the fold: the chart's top half is on the first screen, banner and all.
        const box = (await chart.boundingBox())!;
        expect(box.y + box.height / 2).toBeLessThanOrEqual(viewport.height);
        const lastSlider = page.locator('.editor-slider').last();
        await lastSlider.focus();
        await page.keyboard.press('ArrowLeft');
        expect(await intersectsViewport(page, lastSlider)).toBe(true);
        expect(await intersectsViewport(page, chart)).toBe(true);
      });
    }

    test('with Table view open the page does not scroll sideways: the table scrolls in its own box', async ({
      page,
    }) => {
      await openEditor(page, '/chart/marvel-rivals-characters');
      await page.getByRole('button', { name: 'Table view' }).click();
      await expect(page.getByRole('table', { name: 'Chart values' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('a control reached by keyboard lands below the sticky chart, not behind it', async ({ page }) => {
      await openEditor(page, '/chart/marvel-rivals-characters');
      const uncovered = (locator: Locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit === element || element.contains(hit);
        });
      // Scrolled to the end, the settings row (desktop) or the whole page (phone) has passed
      // beneath the chart; focusing a control brings it out from under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const saveSvg = page.getByRole('button', { name: 'Save SVG', exact: true });
      await saveSvg.focus();
      await expect.poll(() => uncovered(saveSvg)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      const lastSlider = page.locator('.editor-slider').last();
      await lastSlider.focus();
      await expect.poll(() => uncovered(lastSlider)).toBe(true);
    });

    test('a long chart description collapses with Show more', async ({ page }) => {
      // A short description gets no toggle.
      await openEditor(page, '/editor');
      await expect(page.locator('.editor-chart-name')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
      await openEditor(page, '/chart/marvel-rivals-characters');
      const toggle = page.getByRole('button', { name: 'Show more' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const body = page.locator('.collapsible-body');
      const collapsed = await body.evaluate((element) => element.clientHeight);
      expect(collapsed).toBeLessThan(120);
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
      expect(await body.evaluate((element) => element.clientHeight)).toBeGreaterThan(collapsed * 2);
    });

    test('the header offers every header link (behind Menu on a phone)', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Menu' });
      if (viewport.width < 720) {
        await expect(header.getByRole('link', { name: 'Articles' })).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(header.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed');
        await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account/login');
        await page.keyboard.press('Escape');
        await expect(header.getByRole('link', { name: 'Feed' })).toBeHidden();
        await expect(menu).toBeFocused();
        await menu.click();
        await header.getByRole('link', { name: 'Articles' }).click();
        await expect(page).toHaveURL(/\/blog$/);
        await expect(header.getByRole('link', { name: 'Articles' })).toBeHidden();
      } else {
        await expect(menu).toBeHidden();
        await expect(header.getByRole('link', { name: 'Articles' })).toBeVisible();
      }
      await expect(header.getByRole('link', { name: 'Build Chart' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'StatRadar' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('closing the patch-note banner with X survives a reload', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: "What's new" });
      await banner.getByRole('button', { name: 'Close the patch-note banner' }).click();
      await expect(banner).toBeHidden();
      expect(await storedValue(page, 'lastSeenPatchNote')).toBe('3');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toBeHidden();
    });

    test('grid: default columns follow the width and chart labels are never below 10 px', async ({
      page,
    }) => {
      await seedPetShop(page);
      await page.goto('/grid');
      await expect(page.locator('.grid-cell svg')).toHaveCount(3);
      const columns = page.getByLabel('Number Columns');
      const expected = viewport.width < 720 ? 1 : 3;
      await expect(columns).toHaveValue(String(expected));
      expect(await gridColumnCount(page)).toBe(expected);
      const smallest = await smallestGridLabel(page);
      expect(smallest).not.toBeNull();
      expect(smallest!).toBeGreaterThanOrEqual(10);
      // Narrow cells hide the labels instead of shrinking them, and name the axes once above the grid.
      await columns.fill('10');
      // A phone shows only the columns whose cards stay readable (at least 80 px) and says so.
      expect(await gridColumnCount(page)).toBe(viewport.width < 720 ? 3 : 10);
      await expect(page.getByText('Showing 3 columns: this screen is too narrow for 10.')).toHaveCount(
        viewport.width < 720 ? 1 : 0,
      );
      expect(await smallestGridLabel(page)).toBeNull();
      await expect(page.getByText('Axes clockwise from the top: Cuteness, Energy, Cost.')).toBeVisible();
      if (viewport.width >= 720) {
        // About 200 px cards: the engine lays the labels out larger, so they stay readable (10 px)
        // instead of being hidden, and the axes need no naming above the grid.
        await columns.fill('4');
        await expect.poll(() => smallestGridLabel(page)).toBeGreaterThanOrEqual(10);
        await expect(page.getByText('Axes clockwise from the top:', { exact: false })).toHaveCount(0);
      }
    });

    test('dark mode follows the system, the toggle is stored, and axe finds nothing serious in either theme', async ({
      page,
    }) => {
      // Six axe runs on a shared machine.
      test.setTimeout(180_000);
      await seedPetShop(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/editor');
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await expect.poll(background).toBe('rgb(18, 20, 28)');
      for (const path of ['/editor', '/grid', '/blog']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      }
      // The toggle pins light mode over the dark system setting, across reloads.
      if (viewport.width < 720) await page.getByRole('button', { name: 'Menu' }).click();
      const toggle = page.getByRole('button', { name: 'Dark mode' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      await expect.poll(background).toBe('rgb(247, 248, 252)');
      expect(await storedValue(page, 'statradar.theme')).toBe('light');
      for (const path of ['/editor', '/grid', '/blog']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await background()).toBe('rgb(247, 248, 252)');
        await expectNoSeriousAxeViolations(page);
      }
    });
  });
}

test.describe('grid', () => {
  test.beforeEach(async ({ page }) => {
    await seedPetShop(page);
  });

  test('shows the sorted attribute and the mean on each card, sorts both ways, and keeps it per chart', async ({
    page,
  }) => {
    await page.goto('/grid');
    await expect(page).toHaveURL(/\/grid\?chart=MyChart$/);
    await expect(page.locator('.grid-cell .grid-mean')).toHaveText(['43', '53', '57']);
    await page.getByLabel('Sort').selectOption({ label: 'Cuteness' });
    expect(await cellNames(page)).toEqual(['cat', 'Dog', 'Axolotl']);
    await expect(page.locator('.grid-cell .grid-sorted-value')).toHaveText(['90', '80', '20']);
    await page.getByRole('button', { name: /Highest first/ }).click();
    expect(await cellNames(page)).toEqual(['Axolotl', 'Dog', 'cat']);
    await page.getByLabel('Sort').selectOption({ label: 'Mean Value' });
    expect(await cellNames(page)).toEqual(['Axolotl', 'cat', 'Dog']);
    await page.getByLabel('Number Columns').fill('2');
    await page.reload();
    await expect(page.getByLabel('Sort')).toHaveValue('mean');
    await expect(page.getByRole('button', { name: /Lowest first/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Number Columns')).toHaveValue('2');
    expect(await cellNames(page)).toEqual(['Axolotl', 'cat', 'Dog']);
    // Another chart has its own settings.
    await page.goto('/grid?chart=art-the-sun');
    await expect(page.getByLabel('Sort')).toHaveValue('alphabetical');
  });

  test('?chart= opens a sample in a fresh browser, and a card opens its data set in the editor', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/grid?chart=board-game-decision-chart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const names = await cellNames(page);
    expect(names.length).toBeGreaterThan(1);
    await page.locator('.grid-card-button').nth(1).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByRole('button', { name: names[1], exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/grid?chart=no-such-chart');
    await expect(page.getByRole('heading', { name: 'Chart not found' })).toBeVisible();
    await context.close();
  });

  test('the grid SVG is the same in dark mode: plain light colours, so the charts’ own label colours stay readable', async ({
    page,
  }) => {
    const exported = async () => {
      await page.goto('/grid');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save SVG' }).click(),
      ]);
      return downloadText(download);
    };
    const light = await exported();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await exported();
    expect(dark).toBe(light);
    expect(dark).not.toMatch(/light-dark|var\(/);
    expect(dark).toContain('fill="#f7f8fc"');
  });

  test('Save SVG and Save PNG export the whole grid', async ({ page }) => {
    await page.goto('/grid');
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save SVG' }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('radar-chart-grid.svg');
    const svg = await downloadText(svgDownload);
    expect(svg.match(/<svg /g)).toHaveLength(4);
    for (const name of ['Pet Shop', 'Dog', 'cat', 'Axolotl', 'Cuteness']) expect(svg).toContain(name);
    // Colours every SVG viewer reads, not the page's CSS (light-dark() and var() draw black in resvg).
    expect(svg).not.toMatch(/light-dark|var\(/);
    expect(svg).toContain('fill="#f7f8fc"');
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save PNG' }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe('radar-chart-grid.png');
    const size = await decodedPngSize(page, await downloadBase64(pngDownload));
    // 3 cards of 332 px + 2 gaps of 16 + margins of 32, at 2x: (996 + 32 + 32) * 2.
    expect(size.width).toBe(2120);
  });
});

test.describe('editor friction', () => {
  test.beforeEach(async ({ page }) => {
    await seedPetShop(page);
  });

  test('Ctrl+Z undoes, Ctrl+Y redoes, and ? lists the shortcuts', async ({ page }) => {
    await openEditor(page);
    const slider = page.getByRole('slider', { name: 'Cost' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('11');
    await page.keyboard.press('Control+z');
    await expect(slider).toHaveValue('10');
    await page.keyboard.press('Control+y');
    await expect(slider).toHaveValue('11');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Redo/ })).toContainText('Y');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('in dark mode the shortcut list’s Close button is readable (axe finds nothing serious with it open)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openEditor(page);
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('Escape and a click outside close the Style menu', async ({ page }) => {
    await openEditor(page);
    const style = page.getByText('Style', { exact: true });
    const fill = page.getByLabel('Fill Style');
    await style.click();
    await expect(fill).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fill).toBeHidden();
    await style.click();
    await expect(fill).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
    await expect(fill).toBeHidden();
  });

  test('Duplicate and Delete (with the spec’s confirmation) beside the selector, equal names numbered', async ({
    page,
  }) => {
    await openEditor(page);
    const selector = page.getByLabel('Change Active Chart');
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(selector.locator('option')).toHaveText([
      'Pet Shop',
      'Pet Shop (2)',
      '-- Create New Chart --',
    ]);
    await selector.selectOption({ label: '-- Create New Chart --' });
    await selector.selectOption({ label: '-- Create New Chart --' });
    await expect(selector.locator('option')).toHaveText([
      'Pet Shop',
      'Pet Shop (2)',
      'Radar Chart Generator',
      'Radar Chart Generator (2)',
      '-- Create New Chart --',
    ]);
    await page.getByRole('button', { name: /^Delete chart/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this chart?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(selector.locator('option')).toHaveCount(5);
    await page.getByRole('button', { name: /^Delete chart/ }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(selector.locator('option')).toHaveText([
      'Pet Shop',
      'Pet Shop (2)',
      'Radar Chart Generator',
      '-- Create New Chart --',
    ]);
    expect(await storedValue(page, 'metadataMyChart3')).toBeNull();
  });

  test('the panel explains Area and shows the mean value; the legend shows it too', async ({ page }) => {
    await openEditor(page);
    await expect(page.getByTestId('area-percent')).toHaveText('27%');
    await expect(page.getByTestId('mean-value')).toHaveText('57');
    await expect(page.getByRole('link', { name: 'why' })).toHaveAttribute(
      'href',
      '/blog/radar-chart-downsides',
    );
    await expect(page.locator('.editor-legend-mean')).toHaveText(['57', '53', '43']);
    await expect(page.getByRole('button', { name: 'Dog', exact: true })).toBeVisible();
  });
});

test.describe('real 404s and copy', () => {
  test('an unknown article says "Article not found" above the article list', async ({ page }) => {
    await page.goto('/blog/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page).toHaveTitle(/^Article not found/);
    await expect(page.locator('.blog-card').first()).toBeVisible();
  });

  test('an unknown page has the title "Page not found"', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found/);
  });

  test('the feed says how public charts get there', async ({ page }) => {
    await page.goto('/feed');
    await expect(page.getByText(/User submissions are on the roadmap/)).toContainText('tick Public');
  });
});

test.describe('images in someone else’s description', () => {
  test('load only after Show images, with no referrer', async ({ page }) => {
    const owner = await createAccount(uniqueEmail('images'), 'correct horse battery');
    const id = await insertChart(
      owner,
      {
        metadata: { name: 'Tracked', description: 'Look: ![a pixel](https://images.example/pixel.png)' },
        labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        data: [{ name: 'One', description: '', color: '#92f0da', values: [10, 20, 30] }],
      },
      true,
    );
    const requests: { referer: string | undefined }[] = [];
    await page.route('https://images.example/**', async (route) => {
      requests.push({ referer: route.request().headers()['referer'] });
      await route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      });
    });
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByText('[Image: a pixel]')).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    await page.getByRole('button', { name: 'Show images' }).click();
    await expect(page.getByRole('img', { name: 'a pixel' })).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.referer).toBeUndefined();
    // Sample charts are ours: their images are not held back.
    await openEditor(page, '/chart/marvel-rivals-characters');
    await expect(page.getByRole('button', { name: 'Show images' })).toHaveCount(0);
  });
});
