import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'konva/index': 'src/konva/index.ts',
    'react/index': 'src/react/index.ts',
    'node/index': 'src/node/index.ts',
    'data/index': 'src/data/index.ts',
  },
  // ESM for import, CommonJS for require (shims give the CJS build import.meta.url).
  format: ['esm', 'cjs'],
  shims: true,
  dts: true,
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
