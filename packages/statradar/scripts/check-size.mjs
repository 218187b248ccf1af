// Per-entry size limits, min + gzip: each public entry bundled alone by esbuild from its source
// (minified, browser platform, peers external), as an app's bundler would include it. Prints a
// table (the README's "Bundle size" figures come from it) and exits 1 when an entry is over its
// limit. Run: `node scripts/check-size.mjs` in packages/statradar. Issue 9 asks for at most 8 KB
// (TARGET) for the core and for RadarChartSvg beyond React; the table shows each entry against it.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Limits in bytes (min + gzip), each the measured size rounded up to the next 256 B. Raise one only
 * on purpose, with the reason in the commit. RadarChartSvg meets issue 9's 8 KB: it composes the
 * scene without the legend/title/caption and scale features unless given them (sceneDecorations,
 * sceneScale) and renders React elements from the SVG element builder, so its bundle has neither
 * those features nor the string serializer. The core is still above 8 KB: it exports every
 * feature, the parser and the string serializer; the split costs it and statradar/node about
 * 0.4 KB of indirection (12,897 -> 13,306 B and 10,569 -> 10,970 B). Drawing runs of alike shapes
 * as one SVG path (a grid of 100 cards renders in about 0.7x the time) cost the core and
 * statradar/node about 140 B each (13,445 B and 11,101 B); RadarChartSvg paid for it by becoming a
 * React.memo component (no list of props to watch) and a shorter error: 8,085 -> 8,159 B.
 */
const TARGET = 8192;
const LIMITS = [
  { entry: 'statradar', file: 'src/index.ts', limit: 13_568, platform: 'browser', target: true },
  {
    // What an app importing only the SVG component pays beyond React (as bench/bundles.mjs measures it).
    entry: 'RadarChartSvg from statradar/react',
    contents: "export { RadarChartSvg } from './src/react/index';",
    limit: 8_192,
    platform: 'browser',
    target: true,
  },
  { entry: 'statradar/konva', file: 'src/konva/index.ts', limit: 20_480, platform: 'browser' },
  { entry: 'statradar/react', file: 'src/react/index.ts', limit: 22_528, platform: 'browser' },
  { entry: 'statradar/node', file: 'src/node/index.ts', limit: 11_264, platform: 'node' },
];
const EXTERNAL = [
  'konva',
  'konva/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-konva',
  'react/jsx-runtime',
  '@resvg/resvg-js',
  'dejavu-fonts-ttf',
  '@napi-rs/canvas',
];

let failed = false;
console.log(`| entry | min | min + gzip | limit | issue 9 target |\n|---|---:|---:|---:|---:|`);
for (const { entry, file, contents, limit, platform, target } of LIMITS) {
  const result = await build({
    ...(contents
      ? { stdin: { contents, resolveDir: packageDir, loader: 'ts' } }
      : { entryPoints: [path.join(packageDir, file)] }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    target: 'es2022',
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  const over = gzip > limit;
  failed ||= over;
  const goal = target ? `${TARGET} B${gzip > TARGET ? ` (${gzip - TARGET} B over)` : ''}` : '';
  console.log(`| ${entry} | ${code.length} B | ${gzip} B | ${limit} B${over ? ' OVER' : ''} | ${goal} |`);
}
process.exitCode = failed ? 1 : 0;
