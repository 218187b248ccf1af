import { defineConfig } from 'vitest/config';

// Tests run in Node by default: the core is DOM-free and the Konva tests draw real pixels on
// @napi-rs/canvas. Files that need a DOM (mount, React) opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    // A hang guard, not a speed check (benchmarks check speed): label layout at the limits and real
    // pixels take seconds, more when every core runs a suite.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
