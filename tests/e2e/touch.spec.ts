import { expect, test, type CDPSession } from '@playwright/test';

import { openEditor } from './editorHelpers';

/**
 * A finger on a phone: a swipe that starts on a control is a scroll until the browser decides it
 * is not, and the app must not act on it before then (a QA pass on touch screens).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A one-finger vertical swipe from (x, y) upwards by `distance` px, as a touch screen sends it. */
async function swipeUp(session: CDPSession, x: number, y: number, distance = 200): Promise<void> {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
    });
  await touch('touchStart', y);
  for (let step = 1; step <= 10; step++) await touch('touchMove', y - (distance * step) / 10);
  await touch('touchEnd', y - distance);
}

test('a scroll that starts on a value slider leaves the value, and the undo history, as they were', async ({
  page,
}) => {
  await openEditor(page);
  const slider = page.getByRole('slider', { name: 'Strength' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveValue('50');
  const box = (await slider.boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  const session = await page.context().newCDPSession(page);
  // At 90 % of the track: a press there alone moves the thumb to 90.
  await swipeUp(session, box.x + box.width * 0.9, box.y + box.height / 2);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  await expect(slider).toHaveValue('50');
  await expect(page.getByRole('button', { name: /Undo/ })).toBeDisabled();
  // A tap still sets the value where it lands (once the swipe's fling has stopped: a tap during a
  // fling only stops it).
  let settled = -1;
  await expect
    .poll(async () => {
      const at = await page.evaluate(() => window.scrollY);
      const still = at === settled;
      settled = at;
      return still;
    })
    .toBe(true);
  // Below the sticky chart, which covers the top of a phone's screen.
  await slider.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const now = (await slider.boundingBox())!;
  const tapAt = { x: now.x + now.width * 0.25, y: now.y + now.height / 2 };
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label'), tapAt),
  ).toBe('Strength');
  await page.touchscreen.tap(tapAt.x, tapAt.y);
  await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(35);
  await expect(page.getByRole('button', { name: /Undo/ })).toBeEnabled();
});

test('the Style panel stays open while a scroll that starts beside it reaches its lower half; a tap outside closes it', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Style', exact: true }).click();
  const fontFamily = page.getByLabel('Font Family');
  await expect(page.getByLabel('Fill Style')).toBeVisible();
  const session = await page.context().newCDPSession(page);
  // Beside the panel (it does not span the phone's width), level with its top.
  const panel = (await page.locator('.editor-style-panel').boundingBox())!;
  const beside = panel.x > 40 ? panel.x / 2 : (panel.x + panel.width + 390) / 2;
  expect(beside < panel.x || beside > panel.x + panel.width).toBe(true);
  await swipeUp(session, beside, Math.min(panel.y + 40, 800), 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(fontFamily).toBeVisible();
  const after = (await page.locator('.editor-style-panel').boundingBox())!;
  await page.touchscreen.tap(beside, after.y + 40);
  await expect(fontFamily).toBeHidden();
});

test('the home demo’s tapped tooltip shows a rounded value and goes at a tap elsewhere', async ({ page }) => {
  await page.goto('/');
  const chart = page.locator('.statradar-chart').first();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  const tooltip = page.locator('.statradar-tooltip').first();
  // Every vertex lies on an axis from the centre: scan the top axis until a tap finds one.
  for (let offset = 0.05; offset < 0.5 && !(await tooltip.isVisible()); offset += 0.02) {
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * offset);
  }
  await expect(tooltip).toBeVisible();
  // The demo streams values through fractions: each shown one is rounded (and kept current).
  for (let read = 0; read < 5; read++) {
    await expect(tooltip).toHaveText(/: \d+(\.\d{1,2})?$/);
    await page.waitForTimeout(300);
  }
  await page.touchscreen.tap(10, box.y - 20 > 80 ? box.y - 20 : 80);
  await expect(tooltip).toBeHidden();
});
