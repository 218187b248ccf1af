import { defineConfig, devices } from '@playwright/test';

import { signApiKey } from './packages/local-supabase/src/keys';
import { chromiumLaunchOptions } from './tests/chromium';
import { appPort, backendPort, backendUrl, jwtSecret } from './tests/e2e/support/environment';

const outDir = `dist-e2e-${appPort}`;
const withBackend = process.env.E2E_NO_BACKEND !== '1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time in CI (2 cores): most of a browser test is waiting on timers and the network.
  // Tests that read the shared feed filter by their own stamp, so files may run side by side.
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // Recording a trace for every test costs a fifth of the run's time: in CI, only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    ...(withBackend
      ? [
          {
            command: `pnpm --filter local-supabase exec tsx src/cli.ts --port ${backendPort} --memory --dev`,
            url: `${backendUrl}/auth/v1/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            // The whole suite signs up more accounts than one address may in five minutes (60 by default).
            env: { JWT_SECRET: jwtSecret, AUTH_RATE_LIMIT_SIGN_UPS: '10000' },
          },
        ]
      : []),
    {
      command: `pnpm --filter app exec vite build --outDir ${outDir} && pnpm --filter app exec vite preview --outDir ${outDir} --port ${appPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${appPort}`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        VITE_SUPABASE_URL: backendUrl,
        VITE_SUPABASE_ANON_KEY: withBackend ? signApiKey(jwtSecret, 'anon') : 'no-backend',
      },
    },
  ],
});
