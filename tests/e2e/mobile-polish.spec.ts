import { expect, test, type Page } from '@playwright/test';

import { chartEntries, openEditor, seedStorage } from './editorHelpers';
import { createAccount, insertChart, sampleChartData, uniqueEmail } from './support/localBackend';
import { TEST_PASSWORD, signIn } from './support/signIn';

/** A 360 px phone: the narrowest common Android width (polish.spec.ts checks 375 px). */
const PHONE_360 = { width: 360, height: 740 };

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  for (const path of ['/', '/editor', '/feed', '/blog', '/account/login']) {
    test(`${path} does not scroll sideways (the header fits)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Build Chart' }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      // Every header control is on the screen, the Menu button keeps its name.
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_360.width);
      const build = await page.getByRole('banner').getByRole('link', { name: 'Build Chart' }).boundingBox();
      expect(build!.x + build!.width).toBeLessThanOrEqual(PHONE_360.width);
    });
  }
});

test.describe('the "?" shortcut (WCAG 2.1.4)', () => {
  test('can be turned off from the list it opens, stays off after a reload, and never fires in a select', async ({
    page,
  }) => {
    await openEditor(page);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // In the chart selector "?" is type-ahead, not a shortcut.
    await page.getByLabel('Change Active Chart').focus();
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    // The list opens on Close, not on the switch, where a stray Space would turn the shortcut off.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const onOff = dialog.getByRole('checkbox', { name: 'Open this list with the ? key' });
    await expect(onOff).toBeChecked();
    const box = await onOff.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await onOff.uncheck();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );

    await page.reload();
    await expect(page.getByRole('button', { name: 'Save SVG' })).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeHidden();
    // The button still opens the list, where the shortcut can be turned on again.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await dialog.getByRole('checkbox', { name: 'Open this list with the ? key' }).check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
  });
});

/**
 * Records what live regions give a screen reader: for each batch of DOM changes, an atomic region
 * (role="status" or aria-atomic="true") is read whole, any other only for the nodes added to it.
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { announcements: string[] }).announcements = said;
    const regionOf = (node: Node): Element | null =>
      (node instanceof Element ? node : node.parentElement)?.closest(
        '[aria-live], [role="status"], [role="log"], [role="alert"]',
      ) ?? null;
    const atomic = (region: Element) =>
      region.getAttribute('aria-atomic') === 'true' ||
      (region.getAttribute('role') === 'status' && region.getAttribute('aria-atomic') !== 'false');
    new MutationObserver((records) => {
      const batch = new Set<string>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (!region || region.getAttribute('aria-live') === 'off') continue;
        const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        if (added.length === 0) continue;
        if (atomic(region)) batch.add((region.textContent ?? '').trim());
        else for (const node of added) batch.add((node.textContent ?? '').trim());
      }
      for (const text of batch) if (text) said.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test.describe('toasts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('two toasts at once are announced once each, in order, and stack instead of overlapping', async ({
    page,
  }) => {
    const email = uniqueEmail('toasts');
    const owner = await createAccount(email, TEST_PASSWORD);
    const id = await insertChart(owner, sampleChartData('Toast Snacks'), false);
    await signIn(page, email);
    await recordAnnouncements(page);
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Toast Snacks' })).toBeVisible();

    await page.getByRole('button', { name: 'Save to cloud' }).click();
    const saved = page.getByText('Saved to the cloud', { exact: true });
    await expect(saved).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const copied = page.getByText('Link copied to clipboard', { exact: true });
    await expect(copied).toBeVisible();
    await expect(saved).toBeVisible();

    const [a, b] = [await saved.boundingBox(), await copied.boundingBox()];
    const apart = a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y;

    await expect(copied).toBeHidden({ timeout: 3_000 });
    const said = await page.evaluate(() => (window as unknown as { announcements: string[] }).announcements);
    const toasts = said.filter((text) => /Saved to the cloud|Link copied/.test(text));
    expect(toasts).toEqual(['Saved to the cloud', 'Link copied to clipboard']);
    expect(apart).toBe(true);
  });
});

test.describe('an embed at 360 px', () => {
  test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('an embedded chart’s legend entries are buttons at least 24 px tall, 24 px apart, that a tap toggles', async ({
    page,
  }) => {
    await page.goto('/embed/art-the-sun');
    await expect(page.locator('canvas').first()).toBeVisible();
    const legend = page.getByRole('list', { name: 'Data sets' });
    const entries = legend.getByRole('button');
    await expect(entries).toHaveCount(4);
    const boxes = await entries.evaluateAll((buttons) =>
      buttons.map((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.width);
    }
    // No two entries overlap (WCAG 2.5.8: each target its own 24 px).
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        const [p, q] = [boxes[a]!, boxes[b]!];
        const apart =
          p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart).toBe(true);
      }
    }
    // The whole frame is used without scrolling: chart, legend and credit fit.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      PHONE_360.height,
    );
    await expect(page.getByRole('link', { name: 'Made with StatRadar' })).toBeInViewport();

    const sun = legend.getByRole('button', { name: /The Sun \(Munch\)/ });
    await expect(sun).toHaveAttribute('aria-pressed', 'true');
    // The chart's listbox holds its canvas, which is swapped for its Konva stage's once idle (the
    // swap changes no pixel): a screenshot of the canvas itself could meet the one that goes.
    const chart = page.locator('.embed-chart').getByRole('listbox');
    const before = await chart.screenshot();
    await sun.tap();
    await expect(sun).toHaveAttribute('aria-pressed', 'false');
    // The chart no longer draws it.
    await expect.poll(async () => (await chart.screenshot()).equals(before)).toBe(false);
    await sun.tap();
    await expect(sun).toHaveAttribute('aria-pressed', 'true');
  });

  test('an embed of a chart with many data sets keeps its chart large: the legend scrolls', async ({
    page,
  }) => {
    await page.goto('/embed/marvel-rivals-characters');
    // The chart's first canvas is swapped for its Konva stage's once idle: measure whichever is there.
    await expect
      .poll(async () => (await page.locator('.embed-chart canvas').first().boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(300);
    await expect(page.getByRole('link', { name: 'Made with StatRadar' })).toBeInViewport();
    const last = page.getByRole('list', { name: 'Data sets' }).getByRole('button').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});

test.describe('a phone held sideways (740 x 360)', () => {
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the header scrolls away, so it and the sticky chart leave most of the screen to the controls', async ({
    page,
  }) => {
    await openEditor(page, '/chart/marvel-rivals-characters');
    await page.evaluate(() => window.scrollTo(0, 900));
    // How far down the screen the sticky header and chart reach.
    const covered = () =>
      page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('.site-header, .editor-chart-stage')]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.bottom > 0 && box.top < window.innerHeight / 2)
            .map((box) => box.bottom),
        ),
      );
    await expect.poll(covered).toBeLessThanOrEqual(360 / 2);
    // A control reached by keyboard still lands below the chart, not behind it.
    const lastSlider = page.locator('.editor-slider').last();
    await lastSlider.focus();
    await expect
      .poll(() =>
        lastSlider.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit === element || element.contains(hit);
        }),
      )
      .toBe(true);
    // Back at the top the header is there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Build Chart' })).toBeInViewport();
  });
});

test.describe('200-character names without spaces on a 360 px phone', () => {
  test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  const longName = `N${'W'.repeat(199)}`;
  const longSet = `S${'S'.repeat(199)}`;

  test('keep the data-set button and the account chart card to two lines, with the whole name kept', async ({
    page,
  }) => {
    const email = uniqueEmail('longnames');
    await createAccount(email, TEST_PASSWORD);
    await signIn(page, email);
    await seedStorage(page, {
      currentChart: 'MyChart',
      lastSeenPatchNote: '3',
      ...chartEntries('MyChart', {
        metadata: { name: longName, description: '' },
        labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
        data: [
          { name: longSet, description: '', color: '#92f0da', values: [80, 50, 70] },
          { name: 'Two', description: '', color: '#aa5500', values: [30, 60, 90] },
        ],
      }),
    });
    await openEditor(page);
    const chip = page.getByRole('list', { name: 'Data sets' }).getByRole('button', { name: longSet });
    await expect(chip).toBeVisible();
    const chipBox = (await chip.boundingBox())!;
    // Two lines of text and the padding: the old button was a 200 px tall ellipse.
    expect(chipBox.height).toBeLessThanOrEqual(64);
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(PHONE_360.width);
    await expect(chip).toHaveAttribute('title', longSet);

    await page.goto('/account/my_account');
    const cardName = page.getByRole('heading', { level: 3, name: longName });
    await expect(cardName).toBeVisible();
    const lineHeight = await cardName.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await cardName.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
    // The card's actions are still named by the whole name.
    await expect(page.getByRole('group', { name: longName })).toBeVisible();
  });
});

test.describe('a failed Share on a 360 px phone', () => {
  test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('says why in one sentence, long enough to read, in a box that does not cut its lines or catch taps', async ({
    page,
  }) => {
    await openEditor(page);
    await page.evaluate(() => {
      navigator.clipboard.write = () => Promise.reject(new Error('Write permission denied.'));
    });
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.tap();
    const toast = page.locator('.toast');
    await expect(toast).toHaveText(
      'Could not copy the image to the clipboard: Write permission denied. Use Save PNG instead.',
    );
    // Still there after the success message's 2 s.
    await page.waitForTimeout(3_000);
    await expect(toast).toBeVisible();
    // Several lines on a phone: corners no rounder than a one-line pill's.
    const { height, radius, lineHeight } = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        radius: parseFloat(style.borderTopLeftRadius),
        lineHeight: parseFloat(style.lineHeight),
      };
    });
    expect(height).toBeGreaterThan(2 * lineHeight);
    expect(radius).toBeLessThanOrEqual(24);
    // A tap on it reaches the page beneath.
    const box = (await toast.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.toast, .toast-stack') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBeNull();
  });
});
