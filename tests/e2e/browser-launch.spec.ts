import { expect, test } from '@playwright/test';

// The suite's Chromium switches (tests/chromium.ts) replace Playwright's own `--disable-features`
// (Chromium reads only the last one), so they must still hold every feature Playwright disables.
test("the browser keeps Playwright's disabled features and leaves out the omnibox popup", async ({
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const featureLists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    match[1]!.split(','),
  );
  expect(featureLists.length).toBeGreaterThanOrEqual(2);
  const [playwrights, applied] = [featureLists[0]!, featureLists.at(-1)!];
  expect(playwrights).toContain('PaintHolding');
  expect(applied).toEqual(expect.arrayContaining(playwrights));
  expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup']));
});
