import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.text()));
await page.goto('http://127.0.0.1:4217/editor');
await page.waitForTimeout(1500);
console.log(
  await page.evaluate(() =>
    [...document.querySelectorAll('.editor-chart canvas')]
      .map((c) => `${c.width}x${c.height} ${c.style.cssText}`)
      .join('\n'),
  ),
);
await page.locator('.editor-chart').screenshot({ path: '/tmp/screens/chartonly.png' });
await browser.close();
