import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { prerenderPlugin } from './vite-plugins/prerender.ts';
import { contentSitemapPlugin } from './vite-plugins/sitemap.ts';

export default defineConfig({
  plugins: [
    react(),
    contentSitemapPlugin({
      articlesDirectory: fileURLToPath(new URL('./src/content/articles', import.meta.url)),
    }),
    prerenderPlugin(),
  ],
  build: { outDir: process.env.APP_OUT_DIR ?? 'dist' },
  server: {
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    // Vite serves any file of the workspace under /@fs/; `.data/` holds the local backend's JWT secret
    // (whoever reads it can mint service_role keys) and its database. Vite's own defaults stay.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'] },
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  resolve: {
    // Resolve the engine from source in dev so the app never waits for a package build.
    conditions: ['statradar-source', ...defaultClientConditions],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // A hang guard, not a speed check (benchmarks check speed): tables of thousands of cells take
    // seconds in jsdom, more when every core runs a suite.
    testTimeout: 20_000,
  },
});
