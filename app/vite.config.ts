import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

import { prerenderPlugin } from './vite-plugins/prerender.ts';
import { contentSitemapPlugin } from './vite-plugins/sitemap.ts';

/**
 * Test files that need an environment of their own: those that replace modules with vi.mock (a
 * replacement applies only while nothing has loaded the module yet), and chartStore's, whose stores
 * listen on the window for the page's life (pagehide, storage): in a shared window they would go on
 * writing their charts during later files.
 */
const FILES_WITH_THEIR_OWN_ENVIRONMENT = [
  'src/data/cloudChartsSession.test.ts',
  'src/data/reactions.test.ts',
  'src/features/editor/DataSetLegend.test.tsx',
  'src/features/editor/ImportDialog.test.tsx',
  'src/features/editor/openChartLink.test.ts',
  'src/features/grid/GridScreen.test.tsx',
  'src/store/chartStore.test.ts',
  'src/store/cloudSlice.test.ts',
];

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
    projects: [
      // Most files share one environment per worker: a fresh jsdom for each of them took two thirds
      // of the suite's time. The setup file resets what one file could leave for the next.
      {
        extends: true,
        test: {
          name: 'shared',
          exclude: [...configDefaults.exclude, ...FILES_WITH_THEIR_OWN_ENVIRONMENT],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: FILES_WITH_THEIR_OWN_ENVIRONMENT } },
    ],
  },
});
