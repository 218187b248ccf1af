import { readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/** The package's entries: what the exports map names. */
const ENTRIES = {
  index: 'src/index.ts',
  'svg/index': 'src/svg/index.ts',
  'konva/index': 'src/konva/index.ts',
  'react/index': 'src/react/index.ts',
  'react/svg': 'src/react/svg.ts',
  'node/index': 'src/node/index.ts',
  'data/index': 'src/data/index.ts',
};

/**
 * Built as entries only so that each React component lands in a chunk of its own, which
 * react/index merely re-exports: an app bundling only RadarChartSvg from the package then keeps
 * none of RadarChart's React imports (bundlers keep an external import's names with every file on
 * the import path): 8,238 -> 8,166 B min + gzip. Nothing imports their entry files, which are
 * deleted after the build.
 */
const SPLIT_ONLY = {
  'react/RadarChart': 'src/react/RadarChart.tsx',
  'react/RadarChartSvg': 'src/react/RadarChartSvg.tsx',
};

export default defineConfig({
  entry: { ...ENTRIES, ...SPLIT_ONLY },
  // ESM for import, CommonJS for require (shims give the CJS build import.meta.url).
  format: ['esm', 'cjs'],
  shims: true,
  dts: { entry: ENTRIES },
  clean: true,
  // Entries share the core through chunks instead of each carrying a copy.
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // Folds constants and simplifies syntax before the chunks are written (names and comments stay, so
  // dist stays readable): an app re-bundling dist cannot inline a constant another chunk exports,
  // and RadarChartSvg alone from the tarball measured 8,248 B min+gzip without this, 8,187 B with it.
  esbuildOptions(options) {
    options.minifySyntax = true;
  },
  async onSuccess() {
    await markClientChunk('react/RadarChart', 'RadarChart');
    for (const name of Object.keys(SPLIT_ONLY)) {
      for (const extension of ['js', 'cjs']) await rm(`dist/${name}.${extension}`, { force: true });
    }
  },
  platform: 'neutral',
  // Peers and Node-only packages stay imports; the bundle holds only our code.
  external: [
    'konva',
    /^konva\//,
    'react',
    'react-dom',
    /^react\//,
    'react-konva',
    /^react-konva\//,
    '@napi-rs/canvas',
    '@resvg/resvg-js',
    'dejavu-fonts-ttf',
    /^node:/,
  ],
});

/**
 * Marks the chunk that defines `name` (one of those `entry` re-exports) `"use client"`, in both
 * formats. esbuild keeps a directive only in entry files, which nothing imports here; without it a
 * React Server Components build (Next.js's App Router) runs RadarChart's hooks on the server and
 * fails. RadarChartSvg, in a chunk of its own, stays usable as a server component.
 * scripts/check-package.mjs checks the mark.
 */
async function markClientChunk(entry: string, name: string): Promise<void> {
  for (const extension of ['js', 'cjs']) {
    const entryCode = await readFile(`dist/${entry}.${extension}`, 'utf8');
    const chunkPaths = [...entryCode.matchAll(/['"]\.\.\/(chunk-[\w-]+\.c?js)['"]/g)].map(
      (match) => `dist/${match[1]}`,
    );
    const defining = new RegExp(`\\b${name} = `);
    const chunks = await Promise.all(
      chunkPaths.map(async (chunkPath) => ({ chunkPath, code: await readFile(chunkPath, 'utf8') })),
    );
    const found = chunks.filter(({ code }) => defining.test(code));
    if (found.length !== 1) throw new Error(`${entry}.${extension}: ${found.length} chunks define ${name}`);
    const { chunkPath, code } = found[0]!;
    const strict = "'use strict';\n";
    await writeFile(
      chunkPath,
      code.startsWith(strict)
        ? `${strict}'use client';\n${code.slice(strict.length)}`
        : `'use client';\n${code}`,
    );
  }
}
