/**
 * esbuild builds for the benchmark: the page scripts the browser runs, and each library's radar
 * bundle whose min+gzip size the table reports. Every build uses the same settings (bundle,
 * minify, ESM-era syntax, browser platform, production mode) so the sizes compare.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));

const sharedOptions = {
  bundle: true,
  minify: true,
  platform: 'browser',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

/** Page scripts in load order; the runner first, then one script per library. */
export const PAGE_SCRIPTS = [
  { library: null, entry: 'runner.ts' },
  { library: 'Chart.js', entry: 'chartjs.ts' },
  { library: 'ECharts', entry: 'echarts.ts' },
  { library: 'Konva', entry: 'konva.ts' },
  { library: 'Canvas2D', entry: 'canvas2d.ts' },
  { library: 'statradar', entry: 'statradar.ts' },
];

/** The radar bundles whose size the table reports. */
export const SIZE_ENTRIES = [
  { name: 'statradar core (`statradar`)', entry: 'statradar-core.ts' },
  { name: 'statradar core + SVG (`statradar` and `statradar/svg`)', entry: 'statradar-svg.ts' },
  {
    name: 'statradar core + Konva chart (`statradar/konva` with Konva Stage, Layer, Shape)',
    entry: 'statradar-konva.ts',
  },
  {
    name: 'statradar interactive chart as an embedder bundles it (`mountRadarChart` and the core code it uses)',
    entry: 'statradar-mount.ts',
  },
  {
    name: '`RadarChartSvg` alone from `statradar/react`, beyond React (React external)',
    entry: 'statradar-react-svg.tsx',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  },
  { name: 'Chart.js radar (controller, radial scale, point, line, filler)', entry: 'chartjs-radar.ts' },
  {
    name: 'Chart.js radar + tooltip, legend, title (what statradar/konva has built in)',
    entry: 'chartjs-radar-legend-tooltip.ts',
  },
  { name: 'ECharts radar, canvas renderer (echarts/core)', entry: 'echarts-radar-canvas.ts' },
  { name: 'ECharts radar, SVG renderer (echarts/core)', entry: 'echarts-radar-svg.ts' },
  { name: 'Konva core + Line, Circle, Text (plain Konva page)', entry: 'konva-core-shapes.ts' },
];

function firstErrorText(error) {
  const first = error?.errors?.[0];
  return first
    ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}`
    : String(error);
}

/**
 * Builds every page script into `outputDirectory` as an IIFE; a library whose script fails to
 * build (for example while the engine is half written) is reported and left out of the run.
 */
export async function buildPageScripts(outputDirectory) {
  const results = [];
  for (const { library, entry } of PAGE_SCRIPTS) {
    const outfile = path.join(outputDirectory, entry.replace(/\.ts$/, '.js'));
    try {
      await build({
        ...sharedOptions,
        // Unminified only for profiling (profile.mjs names each function); sizes are always minified.
        minify: !process.env.BENCH_NO_MINIFY,
        entryPoints: [path.join(benchDirectory, 'pages', entry)],
        format: 'iife',
        outfile,
      });
      results.push({ library, file: path.basename(outfile) });
    } catch (error) {
      if (library === null) throw error;
      results.push({ library, error: firstErrorText(error) });
    }
  }
  return results;
}

/** min+gzip (level 9) size in bytes of each radar bundle, built as ESM for the browser. */
export async function measureBundleSizes() {
  const sizes = [];
  for (const { name, entry, external } of SIZE_ENTRIES) {
    try {
      const result = await build({
        ...sharedOptions,
        external: external ?? [],
        jsx: 'automatic',
        entryPoints: [path.join(benchDirectory, 'sizes', entry)],
        format: 'esm',
        write: false,
        outfile: 'size.js',
      });
      const code = result.outputFiles[0].contents;
      sizes.push({ name, minified: code.length, gzip: gzipSync(code, { level: 9 }).length });
    } catch (error) {
      sizes.push({ name, error: firstErrorText(error) });
    }
  }
  return sizes;
}
