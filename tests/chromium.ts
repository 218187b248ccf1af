import type { LaunchOptions } from '@playwright/test';

/**
 * The features Playwright 1.65.1 itself disables (its `chromiumSwitches`). Chromium reads only the
 * last `--disable-features` switch on its command line, and ours comes after Playwright's, so ours
 * must repeat them: without them, Playwright's workarounds (routes on cross-origin redirects, paint
 * holding, storage partitioning) would silently stop applying. Check this list when upgrading
 * Playwright.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 opens each new context's window with its WebUI omnibox popup preloaded: a renderer
 * of its own that loads the popup's app, about 0.7 s of renderer and 0.2 s of browser CPU per new
 * context in a Chromium trace, where the test's own page costs 0.04 s to open. Every test gets a
 * new context, so on a 2-core machine this was the largest single cost of the browser suite.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** How the browser tests launch Debian's Chromium (`CHROMIUM_PATH` picks another binary). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
  ],
};
