import { defineConfig } from 'vitest/config';

// The engine is read from source (its `statradar-source` export), as the app does in development.
const conditions = ['statradar-source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['statradar-source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
