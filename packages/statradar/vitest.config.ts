import { defineConfig } from 'vitest/config';

// Tests run in Node by default: the core is DOM-free and the Konva tests draw real pixels on
// @napi-rs/canvas. Files that need a DOM (mount, React) opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
