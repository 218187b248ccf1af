import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

import { chromiumLaunchOptions } from './tests/chromium';
import { servePort } from './tests/serve/environment';

// A smoke run against the production server (`pnpm build` + `pnpm serve`), apart from the main
// e2e run, which uses Vite's preview server and a separate backend.
const outDir = `dist-serve-${servePort}`;
const distDir = path.resolve('app', outDir);
const dataDir = `/tmp/statradar-serve-e2e-${servePort}`;
const origin = `http://127.0.0.1:${servePort}`;

export default defineConfig({
  testDir: 'tests/serve',
  // Its tests are independent (each its own account or chart): two at a time, one per core.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: origin,
    // Recording a trace for every test costs a fifth of the run's time: in CI, only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'serve', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${dataDir} && pnpm --filter app exec vite build --outDir ${outDir} && pnpm serve`,
    url: `${origin}/auth/v1/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      VITE_SITE_URL: origin,
      PORT: String(servePort),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
    },
  },
});
