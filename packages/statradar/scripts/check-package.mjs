// Packs statradar as npm would publish it (`pnpm pack`, which applies publishConfig), checks the
// tarball (LICENSE, every exports target shipped, no source-only condition), installs it into a
// temporary project (the peers linked from this workspace, so no network is needed), then runs
// `import` and `require` of every entry and the three examples against it: the Node one in Node,
// the vanilla and React ones bundled there by esbuild and opened in Debian's Chromium (served on
// 127.0.0.1; every other request is blocked).
// Run after `pnpm build`: `node scripts/check-package.mjs`. Exits 1 on the first failure.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../../../scripts/ensure-chromium.mjs';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = path.join(packageDir, '..', '..', 'examples');
const temp = mkdtempSync(path.join(os.tmpdir(), 'statradar-pack-'));
const ENTRIES = [
  'statradar',
  'statradar/svg',
  'statradar/konva',
  'statradar/react',
  'statradar/react/svg',
  'statradar/data',
  'statradar/node',
];
const PEERS = [
  'konva',
  'react',
  'react-dom',
  'react-konva',
  '@resvg/resvg-js',
  'dejavu-fonts-ttf',
  'scheduler',
];
let failures = 0;

function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
}

/** Every file under `root`, as paths relative to it with forward slashes. */
function listFiles(root, folder = '') {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/**
 * The files `targets` (paths like ./dist/index.js) need, following relative imports, requires and
 * declaration imports (a declaration file's './x.js' is './x.d.ts', './x.cjs' is './x.d.cts').
 */
function reachableFiles(root, targets) {
  const reached = new Set();
  const queue = targets
    .filter((target) => target !== './package.json')
    .map((target) => path.posix.normalize(target));
  while (queue.length > 0) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    if (!existsSync(path.join(root, file))) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const declaration = /\.d\.c?ts$/.test(file);
    for (const match of text.matchAll(/(?:from\s*|import\(\s*|require\(\s*)['"](\.\.?\/[^'"]+)['"]/g)) {
      let imported = path.posix.join(path.posix.dirname(file), match[1]);
      if (declaration) imported = imported.replace(/\.js$/, '.d.ts').replace(/\.cjs$/, '.d.cts');
      queue.push(imported);
    }
  }
  return reached;
}

// The browser examples, unchanged, bundled inside the temporary project (so `statradar` is the
// installed tarball, never the workspace) and opened in Debian's Chromium. Each check is what a
// reader of the example sees: drawn pixels, the accessible table, a tooltip on hover, a legend
// click hiding a data set, and (React) the static SVG thumbnails.
// Debian's Chromium ($CHROMIUM_PATH, /usr/bin/chromium or chromium-browser): never a downloaded browser.
const CHROMIUM = findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bundles `entry` (relative to `exampleDir`) as the browser would load it; returns the code. */
async function bundleExample(esbuild, exampleDir, entry) {
  const result = await esbuild.build({
    entryPoints: [path.join(exampleDir, entry)],
    absWorkingDir: exampleDir,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const fromTarball = inputs.filter((input) => input.includes('node_modules/statradar/dist/'));
  const fromWorkspace = inputs.filter((input) => /packages\/statradar\/(src|dist)\//.test(input));
  if (fromTarball.length === 0 || fromWorkspace.length > 0) {
    throw new Error(
      `statradar must come from the installed tarball; bundled ${fromTarball.length} tarball files and ${fromWorkspace.join(', ') || 'no'} workspace files`,
    );
  }
  return result.outputFiles[0].text;
}

/** Serves the example's own index.html and, at the path its module script names, the bundle. */
async function serveExample(exampleDir, code) {
  const html = readFileSync(path.join(exampleDir, 'index.html'), 'utf8');
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html has no module script');
  const scriptPath = new URL(src, 'http://127.0.0.1/').pathname;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1/');
    if (url.pathname === '/' || url.pathname === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (url.pathname === scriptPath) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** Pixels of `png` that differ from white (the page background). */
function inkedPixels(png) {
  let count = 0;
  for (let index = 0; index < png.data.length; index += 4) {
    const [r, g, b] = [png.data[index], png.data[index + 1], png.data[index + 2]];
    if (r < 245 || g < 245 || b < 245) count++;
  }
  return count;
}

/** Pixels that differ between two screenshots of the same size. */
function changedPixels(a, b) {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let count = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    if (
      Math.abs(a.data[index] - b.data[index]) > 8 ||
      Math.abs(a.data[index + 1] - b.data[index + 1]) > 8 ||
      Math.abs(a.data[index + 2] - b.data[index + 2]) > 8
    )
      count++;
  }
  return count;
}

/** Where a scene's view-box point is drawn in a chart box of `width` x `height` (SVG's "meet"). */
function toBox(scene, width, height, u, v) {
  const box = scene.viewBox;
  const scale = Math.min(width / box.width, height / box.height);
  return {
    x: (width - box.width * scale) / 2 + (u - box.x) * scale,
    y: (height - box.height * scale) / 2 + (v - box.y) * scale,
  };
}

/**
 * The interactive chart inside `root` (a locator), showing `chart` with `sceneOptions`: pixels,
 * the accessible table, a tooltip on the first data set's first vertex, and a legend click on
 * the last data set that the example's "Hidden" output reports.
 */
async function checkInteractiveChart(label, page, root, chart, sceneOptions, PNG, statradarSvg) {
  const listbox = root.locator('[role="listbox"]').first();
  await listbox.locator('canvas').first().waitFor({ timeout: 5000 });
  const shot = async () => PNG.sync.read(await listbox.screenshot());
  // The chart animates changes (about 300 ms): wait until two screenshots 100 ms apart agree.
  const settled = async () => {
    let previous = await shot();
    for (let attempt = 0; attempt < 30; attempt++) {
      await page.waitForTimeout(100);
      const next = await shot();
      if (changedPixels(previous, next) === 0) return next;
      previous = next;
    }
    return previous;
  };
  const before = await settled();
  const inked = inkedPixels(before);
  check(
    `${label}: the chart canvas has drawn pixels`,
    inked > before.width * before.height * 0.05,
    `${inked} of ${before.width * before.height} pixels drawn`,
  );

  const names = chart.data.map((dataSet) => dataSet.name);
  // The table's rows are written at most 150 ms after a change.
  await page
    .waitForFunction((count) => document.querySelectorAll('table tbody th').length >= count, names.length, {
      timeout: 2000,
    })
    .catch(() => {});
  const rowNames = await root
    .locator('table tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent));
  check(
    `${label}: the accessible table lists the data sets`,
    JSON.stringify(rowNames) === JSON.stringify(names),
    `rows ${JSON.stringify(rowNames)}, expected ${JSON.stringify(names)}`,
  );

  const box = await listbox.boundingBox();
  const scene = statradarSvg.buildScene(chart, { ...sceneOptions, width: box.width, height: box.height });
  const vertex = scene.shapes.find((shape) => shape.id === 'series-0');
  const point = toBox(scene, box.width, box.height, vertex.points[0], vertex.points[1]);
  await page.mouse.move(box.x + point.x, box.y + point.y);
  const tooltip = root.locator('.statradar-tooltip');
  let tooltipText = '';
  try {
    await tooltip.waitFor({ state: 'visible', timeout: 2000 });
    tooltipText = (await tooltip.textContent()) ?? '';
  } catch {
    // reported below
  }
  const expected = [chart.data[0].name, chart.labels[0].name, String(chart.data[0].values[0])];
  check(
    `${label}: hovering a vertex shows its tooltip`,
    expected.every((part) => tooltipText.includes(part)),
    `tooltip "${tooltipText}", expected ${expected.join(', ')}`,
  );
  await page.mouse.move(box.x + box.width + 20, box.y + 5);

  const last = chart.data.length - 1;
  const entry = scene.shapes.find((shape) => shape.id === `legend-${last}`);
  if (!entry) {
    check(`${label}: the chart shows a legend`, false, 'no legend entry in the scene');
    return;
  }
  const hiddenOutput = root.locator('output#hidden');
  const centre = toBox(scene, box.width, box.height, entry.x + entry.width / 2, entry.y + entry.height / 2);
  const shown = await settled();
  await page.mouse.click(box.x + centre.x, box.y + centre.y);
  try {
    await page.waitForFunction(
      ([element, name]) => element.textContent.includes(name),
      [await hiddenOutput.elementHandle(), names[last]],
      { timeout: 2000 },
    );
  } catch {
    // reported below
  }
  const hiddenText = (await hiddenOutput.textContent()) ?? '';
  const hidden = await settled();
  const changed = changedPixels(shown, hidden);
  check(
    `${label}: a legend click hides a data set`,
    hiddenText.includes(names[last]) && changed > 200,
    `"Hidden: ${hiddenText}", ${changed} pixels changed`,
  );
  await page.mouse.click(box.x + centre.x, box.y + centre.y);
  const restored = await settled();
  check(
    `${label}: a second click shows it again`,
    ((await hiddenOutput.textContent()) ?? '').includes('none') && changedPixels(shown, restored) < 50,
    `"Hidden: ${await hiddenOutput.textContent()}", ${changedPixels(shown, restored)} pixels differ from before`,
  );
}

/** The vanilla chart has no width: it must follow its container when the window narrows. */
async function checkResponsive(label, page, PNG) {
  const listbox = page.locator('[role="listbox"]').first();
  const wide = await listbox.boundingBox();
  await page.setViewportSize({ width: 320, height: 900 });
  let narrow;
  try {
    await page.waitForFunction(
      ([element, width]) => element.getBoundingClientRect().width < width - 50,
      [await listbox.elementHandle(), wide.width],
      { timeout: 2000 },
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    narrow = await listbox.boundingBox();
  } catch {
    narrow = await listbox.boundingBox();
  }
  const png = PNG.sync.read(await listbox.screenshot());
  check(
    `${label}: the chart follows its container's width`,
    narrow.width < wide.width - 50 &&
      Math.abs(narrow.height - narrow.width) < wide.height - wide.width + 2 &&
      inkedPixels(png) > png.width * png.height * 0.05,
    `${Math.round(wide.width)} x ${Math.round(wide.height)} → ${Math.round(narrow.width)} x ${Math.round(narrow.height)}, ${inkedPixels(png)} pixels drawn`,
  );
  await page.setViewportSize({ width: 1000, height: 900 });
}

/**
 * What an app importing only RadarChartSvg from the published package bundles (React external, as
 * scripts/check-size.mjs measures from source): it must reach neither Konva nor the interactive
 * chart (a top-level call the bundler cannot prove pure would bring them), and its min + gzip size
 * must stay within issue 9's 8 KB, as npm users bundle it.
 */
async function checkSvgOnlyBundle(project, esbuild) {
  // statradar/react/svg must not even import Konva (an app without konva installed builds it);
  // statradar/react imports it for <RadarChart>, and the bundler drops it for RadarChartSvg alone.
  const imported = [];
  const importsOf = {
    name: 'imports',
    setup(build) {
      build.onResolve({ filter: /^(konva|react-konva)(\/|$)/ }, (args) => {
        imported.push(`${args.path} from ${path.basename(args.importer)}`);
        return undefined;
      });
    },
  };
  const svgOnly = await esbuild.build({
    stdin: { contents: "export { RadarChartSvg } from 'statradar/react/svg';", resolveDir: project },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    plugins: [importsOf],
    logLevel: 'silent',
  });
  check(
    'statradar/react/svg imports no Konva at all (it builds without konva installed)',
    svgOnly.errors.length === 0 && imported.length === 0,
    imported.join(', '),
  );
  const result = await esbuild.build({
    stdin: { contents: "export { RadarChartSvg } from 'statradar/react';", resolveDir: project },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // Files parsed but tree-shaken away are listed too: count only those with bytes in the output.
  const [output] = Object.values(result.metafile.outputs);
  const konva = Object.entries(output.inputs)
    .filter(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && /node_modules\/(konva|react-konva)\//.test(input),
    )
    .map(([input]) => input);
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  check(
    'RadarChartSvg alone from the tarball bundles no Konva and no interactive chart, in at most 8 KB',
    // The interactive chart's destroyed-chart message marks its code.
    konva.length === 0 &&
      !result.outputFiles[0].text.includes('on a destroyed chart; mount a new one') &&
      gzip <= 8192,
    `${code.length} B min, ${gzip} B min + gzip (limit 8192 B, issue 9)${konva.length ? `; Konva files: ${konva.length}` : ''}`,
  );
}

async function checkBrowserExamples(project, workspaceRequire) {
  const esbuild = workspaceRequire('esbuild');
  await checkSvgOnlyBundle(project, esbuild);
  const { chromium } = workspaceRequire('playwright-core');
  const { PNG } = workspaceRequire('pngjs');
  const projectRequire = createRequire(path.join(project, 'package.json'));
  const statradar = projectRequire('statradar');
  const statradarSvg = projectRequire('statradar/svg');
  const chart = statradar.addDataSet(statradar.createChart());
  const sceneOptions = { legend: { position: 'bottom' } };

  const examples = {};
  for (const [name, entry] of [
    ['vanilla-html', 'main.js'],
    ['react', 'src/main.jsx'],
  ]) {
    const exampleDir = path.join(project, name);
    cpSync(path.join(examplesDir, name), exampleDir, {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes(`${path.sep}dist`),
    });
    try {
      examples[name] = await serveExample(exampleDir, await bundleExample(esbuild, exampleDir, entry));
      check(`examples/${name} bundles against the tarball`, true);
    } catch (error) {
      check(`examples/${name} bundles against the tarball`, false, String(error.message ?? error));
    }
  }

  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  } catch (error) {
    check(`Chromium starts (${CHROMIUM})`, false, String(error.message ?? error).split('\n')[0]);
    for (const { server } of Object.values(examples)) server.close();
    return;
  }
  try {
    const context = await browser.newContext({
      viewport: { width: 1000, height: 900 },
      deviceScaleFactor: 1,
    });
    // Nothing beyond this machine: any other request fails the page loudly.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    for (const [name, { url }] of Object.entries(examples)) {
      const label = `examples/${name}`;
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      try {
        await page.goto(url);
        await checkInteractiveChart(
          label,
          page,
          page.locator('body'),
          chart,
          sceneOptions,
          PNG,
          statradarSvg,
        );
        if (name === 'vanilla-html') await checkResponsive(label, page, PNG);
        if (name === 'react') {
          const thumbnails = page.locator('[role="img"] svg');
          const count = await thumbnails.count();
          // The grid is one path, each data set a polygon and its markers one path.
          const shapes = await thumbnails.evaluateAll((svgs) =>
            svgs.map((svg) => [svg.querySelectorAll('polygon').length, svg.querySelectorAll('path').length]),
          );
          check(
            `${label}: RadarChartSvg draws one thumbnail per data set`,
            count === chart.data.length && shapes.every(([polygons, paths]) => polygons > 0 && paths >= 2),
            `${count} SVGs with [polygons, paths] ${JSON.stringify(shapes)}`,
          );
        }
      } catch (error) {
        check(`${label} runs in Chromium`, false, String(error.message ?? error).split('\n')[0]);
      }
      check(`${label}: no page errors`, errors.length === 0, errors.join(' | '));
      await page.close();
    }
  } finally {
    await browser.close();
    for (const { server } of Object.values(examples)) server.close();
  }
}

try {
  execFileSync('pnpm', ['pack', '--pack-destination', temp], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(temp).find((file) => file.endsWith('.tgz'));
  const project = path.join(temp, 'project');
  const installed = path.join(project, 'node_modules', 'statradar');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(temp, tarball), '-C', installed, '--strip-components=1']);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'pack-test', private: true }));

  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  // npm ignores publishConfig.exports: its tarball would name ./src files it does not hold.
  // Refused by the prepack guard itself (its message), not by any other failure of npm.
  let npmRefusal = '';
  try {
    execFileSync('npm', ['pack', '--dry-run'], { cwd: packageDir, stdio: 'pipe' });
  } catch (error) {
    npmRefusal = String(error.stderr ?? '');
  }
  check(
    'packing with npm is refused (only pnpm applies publishConfig.exports)',
    npmRefusal.includes('statradar: pack and publish this package with pnpm'),
  );
  check('LICENSE is in the tarball', existsSync(path.join(installed, 'LICENSE')));
  check('README.md is in the tarball', existsSync(path.join(installed, 'README.md')));
  const targets = [];
  const walk = (value) =>
    typeof value === 'string' ? targets.push(value) : Object.values(value).forEach(walk);
  walk(manifest.exports);
  check(
    'the exports map names only shipped files',
    targets.every((target) => existsSync(path.join(installed, target))),
    targets.filter((target) => !existsSync(path.join(installed, target))).join(', '),
  );
  check(
    'no source-only condition is published',
    !JSON.stringify(manifest.exports).includes('statradar-source'),
  );
  check('no src/ folder is shipped', !existsSync(path.join(installed, 'src')));

  // Only what the exports map names (and the chunks and declaration files those import) plus the
  // documents: anything else in the tarball is shipped by mistake.
  const shipped = listFiles(installed);
  const reached = reachableFiles(installed, targets);
  const DOCUMENTS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'BENCHMARKS.md'];
  const extra = shipped.filter((file) => !reached.has(file) && !DOCUMENTS.includes(file));
  check(
    'the tarball holds only exports targets, their imports and the documents',
    extra.length === 0,
    extra.join(', '),
  );
  const broken = [...reached].filter((file) => !shipped.includes(file));
  check('every file an entry imports is shipped', broken.length === 0, broken.join(', '));
  // React Server Components (Next.js's App Router) need RadarChart's module marked as client code,
  // and only it: RadarChartSvg renders as a server component.
  const chunks = shipped.filter((file) => /^dist\/chunk-[\w-]+\.c?js$/.test(file));
  const directive = /^(?:'use strict';\s*)?'use client';/;
  for (const extension of ['.js', '.cjs']) {
    const marked = chunks
      .filter((file) => file.endsWith(extension))
      .filter((file) => directive.test(readFileSync(path.join(installed, file), 'utf8')));
    const defining = chunks
      .filter((file) => file.endsWith(extension))
      .filter((file) => /\bRadarChart = /.test(readFileSync(path.join(installed, file), 'utf8')));
    check(
      `only RadarChart's ${extension} chunk is marked 'use client'`,
      defining.length === 1 && marked.length === 1 && marked[0] === defining[0],
      `marked: ${marked.join(', ') || '-'}; defining RadarChart: ${defining.join(', ') || '-'}`,
    );
  }
  try {
    const [{ files }] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: packageDir,
        stdio: 'pipe',
      }).toString(),
    );
    const listed = files.map((file) => file.path).sort();
    check(
      '`npm pack --dry-run` lists the same files',
      JSON.stringify(listed) === JSON.stringify([...shipped].sort()),
      `npm: ${listed.filter((file) => !shipped.includes(file)).join(', ') || '-'}; pnpm: ${shipped.filter((file) => !listed.includes(file)).join(', ') || '-'}`,
    );
  } catch (error) {
    check('`npm pack --dry-run` lists the same files', false, String(error.stderr ?? error).split('\n')[0]);
  }

  // The README's examples are the examples CI runs: each program appears in it unchanged.
  const readme = readFileSync(path.join(installed, 'README.md'), 'utf8');
  for (const file of [
    'vanilla-html/main.js',
    'react/src/main.jsx',
    'node-render/render.mjs',
    'node-render/chart.json',
  ]) {
    const code = readFileSync(path.join(examplesDir, file), 'utf8').trim();
    check(`README.md shows examples/${file} unchanged`, readme.includes(`\n${code}\n\`\`\``));
  }

  // npm shows these files on its own pages, where a relative link leads nowhere.
  for (const document of ['README.md', 'CHANGELOG.md', 'BENCHMARKS.md']) {
    const text = readFileSync(path.join(installed, document), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)[^)]*\)|href="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2],
    );
    const relative = links.filter((link) => !/^https:\/\//.test(link));
    check(`${document} has absolute links only`, relative.length === 0, relative.join(', '));
  }

  // Peers come from this workspace's install, as a user's own install would provide them.
  const require = createRequire(path.join(packageDir, 'package.json'));
  for (const peer of PEERS) {
    let peerDir;
    try {
      peerDir = path.dirname(require.resolve(`${peer}/package.json`));
    } catch {
      continue;
    }
    const link = path.join(project, 'node_modules', peer);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(peerDir, link, 'dir');
  }

  for (const entry of ENTRIES) {
    for (const [kind, code] of [
      ['import', `import * as m from '${entry}'; console.log(Object.keys(m).length);`],
      ['require', `const m = require('${entry}'); console.log(Object.keys(m).length);`],
    ]) {
      try {
        const out = execFileSync(
          process.execPath,
          [kind === 'import' ? '--input-type=module' : '--input-type=commonjs', '-e', code],
          {
            cwd: project,
            stdio: 'pipe',
          },
        );
        const count = Number(String(out).trim());
        check(`${kind} '${entry}'`, count > 0, `${count} exports`);
      } catch (error) {
        check(
          `${kind} '${entry}'`,
          false,
          String(error.stderr ?? error)
            .split('\n')
            .slice(0, 3)
            .join(' '),
        );
      }
    }
  }

  // The declarations resolve for every entry under each of TypeScript's module resolutions an
  // adopter may use, node10 (`"module": "commonjs"`'s default before TypeScript 6) included.
  const typesLink = path.join(project, 'node_modules', '@types', 'react');
  mkdirSync(path.dirname(typesLink), { recursive: true });
  symlinkSync(path.dirname(require.resolve('@types/react/package.json')), typesLink, 'dir');
  writeFileSync(
    path.join(project, 'types.ts'),
    [
      "import { createChart, type Chart } from 'statradar';",
      "import { chartToSvg } from 'statradar/svg';",
      "import { mountRadarChart, type RadarChartHandle } from 'statradar/konva';",
      "import { RadarChartSvg, type RadarChartRef } from 'statradar/react';",
      "import { renderSvg } from 'statradar/node';",
      "import { repairChart } from 'statradar/data';",
      'const chart: Chart = createChart();',
      'const svg: string = chartToSvg(chart) + renderSvg(chart);',
      'export const used: unknown[] = [svg, mountRadarChart, RadarChartSvg, repairChart];',
      'export type Used = [RadarChartHandle, RadarChartRef];',
    ].join('\n'),
  );
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        noEmit: true,
        strict: true,
        skipLibCheck: false,
        types: [],
        lib: ['es2022', 'dom'],
        ignoreDeprecations: '6.0',
      },
      files: ['types.ts'],
    }),
  );
  const typescript = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  for (const [module, moduleResolution] of [
    ['commonjs', 'node10'],
    ['nodenext', 'nodenext'],
    ['esnext', 'bundler'],
  ]) {
    try {
      execFileSync(
        process.execPath,
        [typescript, '-p', '.', '--module', module, '--moduleResolution', moduleResolution],
        { cwd: project, stdio: 'pipe' },
      );
      check(`types resolve with moduleResolution ${moduleResolution}`, true);
    } catch (error) {
      check(
        `types resolve with moduleResolution ${moduleResolution}`,
        false,
        String(error.stdout ?? error)
          .split('\n')
          .slice(0, 3)
          .join(' '),
      );
    }
  }

  // Options left undefined type-check under `exactOptionalPropertyTypes` (strictest tsconfigs): a
  // prop passed on as `width={props.width}` or `legend={show ? LEGEND : undefined}`, and
  // `update({ width: undefined })`, which returns the chart to following its container. Every
  // optional option property accepts `undefined`, as the engine treats it as absent.
  writeFileSync(
    path.join(project, 'optional.tsx'),
    [
      "import { createChart } from 'statradar';",
      "import { mountRadarChart } from 'statradar/konva';",
      "import { chartToSvg, type LegendOptions } from 'statradar/svg';",
      "import { RadarChart } from 'statradar/react';",
      "import { RadarChartSvg } from 'statradar/react/svg';",
      "import { renderPng } from 'statradar/node';",
      'declare const width: number | undefined;',
      'declare const legend: LegendOptions | undefined;',
      'declare const onSelect: ((index: number) => void) | undefined;',
      'const chart = createChart();',
      'const handle = mountRadarChart(document.body, { chart, width, legend, onSelect, tooltip: undefined,',
      '  scale: { min: undefined, tickFormat: undefined }, style: { labelColor: undefined, gridLine: null } });',
      // A style key left undefined or set to null keeps the chart's own (StyleOverrides).
      'declare const outlined: boolean;',
      'handle.update({ width: undefined, selected: undefined });',
      'export const exports = [handle.toDataURL({ pixelRatio: undefined, watermark: undefined }),',
      '  chartToSvg(chart, { width, title: undefined }), renderPng(chart, { pixelRatio: width, fontFiles: undefined })];',
      'export const elements = [',
      '  <RadarChart chart={chart} width={width} className={undefined} onError={undefined} onSelect={onSelect} />,',
      '  <RadarChartSvg chart={chart} width={width} className={undefined} features={undefined} />,',
      "  <RadarChart chart={chart} style={{ fillStyle: outlined ? 'outline' : undefined, axisColor: null }} />,",
      '];',
    ].join('\n'),
  );
  writeFileSync(
    path.join(project, 'tsconfig.optional.json'),
    JSON.stringify({
      compilerOptions: {
        noEmit: true,
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        types: [],
        lib: ['es2022', 'dom'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
      },
      files: ['optional.tsx'],
    }),
  );
  try {
    execFileSync(process.execPath, [typescript, '-p', 'tsconfig.optional.json'], {
      cwd: project,
      stdio: 'pipe',
    });
    check('options left undefined type-check with exactOptionalPropertyTypes', true);
  } catch (error) {
    check(
      'options left undefined type-check with exactOptionalPropertyTypes',
      false,
      String(error.stdout ?? error)
        .split('\n')
        .slice(0, 3)
        .join(' '),
    );
  }

  // require and import give the same answer: render the default chart both ways.
  const render = (kind) =>
    String(
      execFileSync(
        process.execPath,
        kind === 'import'
          ? [
              '--input-type=module',
              '-e',
              "import { createChart } from 'statradar'; import { renderSvg } from 'statradar/node'; process.stdout.write(renderSvg(createChart()));",
            ]
          : [
              '--input-type=commonjs',
              '-e',
              "const { createChart } = require('statradar'); const { renderSvg } = require('statradar/node'); process.stdout.write(renderSvg(createChart()));",
            ],
        { cwd: project, stdio: 'pipe' },
      ),
    );
  const svg = render('import');
  check('import and require render the same SVG', svg.startsWith('<svg') && svg === render('require'));
  try {
    execFileSync(
      process.execPath,
      [
        '--input-type=commonjs',
        '-e',
        "require('statradar/node').renderPng(require('statradar').createChart()).then((png) => { if (png[1] !== 0x50) process.exit(1); })",
      ],
      { cwd: project, stdio: 'pipe' },
    );
    check('renderPng works from require', true);
  } catch (error) {
    check('renderPng works from require', false, String(error.stderr ?? error).split('\n')[0]);
  }

  // The Node example, unchanged, against the packed package.
  const example = path.join(project, 'node-render');
  cpSync(path.join(examplesDir, 'node-render'), example, {
    recursive: true,
    filter: (source) => !source.includes('node_modules') && !source.endsWith(`${path.sep}out`),
  });
  try {
    execFileSync(process.execPath, ['render.mjs', 'chart.json', 'out'], { cwd: example, stdio: 'pipe' });
    const png = readFileSync(path.join(example, 'out', 'chart.png'));
    check(
      'examples/node-render writes a PNG',
      png.subarray(1, 4).toString() === 'PNG',
      `${png.length} bytes`,
    );
    // Drawn text only: the SVG's <title> holds the chart name even without a visible title.
    const svg = readFileSync(path.join(example, 'out', 'chart.svg'), 'utf8').replace(
      /<title>[^<]*<\/title>/g,
      '',
    );
    const input = JSON.parse(readFileSync(path.join(example, 'chart.json'), 'utf8'));
    const expected = [
      input.metadata.name,
      input.metadata.description,
      ...input.data.map((dataSet) => dataSet.name),
    ];
    const missing = expected.filter((text) => !svg.includes(`>${text}`));
    check(
      'examples/node-render draws title, legend and caption',
      missing.length === 0,
      missing.length ? `missing ${missing.join(', ')}` : '',
    );
  } catch (error) {
    check('examples/node-render runs', false, String(error.stderr ?? error).split('\n')[0]);
  }

  await checkBrowserExamples(project, require);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
console.log(failures ? `${failures} package check(s) failed` : 'package checks passed');
process.exitCode = failures ? 1 : 0;
