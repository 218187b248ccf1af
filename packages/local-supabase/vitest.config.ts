import { defineConfig } from 'vitest/config';

// One backend for the whole suite (PGlite in memory, or DATABASE_URL's PostgreSQL), started once
// in global setup: booting PGlite per file would cost seconds each.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
