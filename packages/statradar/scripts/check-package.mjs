// Packs statradar as npm would publish it (`pnpm pack`, which applies publishConfig), checks the
// tarball (LICENSE, every exports target shipped, no source-only condition), installs it into a
// temporary project (the peers linked from this workspace, so no network is needed), then runs
// `import` and `require` of every entry and the Node example against it.
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
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = path.join(packageDir, '..', '..', 'examples');
const temp = mkdtempSync(path.join(os.tmpdir(), 'statradar-pack-'));
const ENTRIES = ['statradar', 'statradar/konva', 'statradar/react', 'statradar/data', 'statradar/node'];
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

try {
  execFileSync('pnpm', ['pack', '--pack-destination', temp], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(temp).find((file) => file.endsWith('.tgz'));
  const project = path.join(temp, 'project');
  const installed = path.join(project, 'node_modules', 'statradar');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(temp, tarball), '-C', installed, '--strip-components=1']);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'pack-test', private: true }));

  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
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

  // Peers come from this workspace's install, as a user's own install would provide them.
  const require = (await import('node:module')).createRequire(path.join(packageDir, 'package.json'));
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
    check('examples/node-render runs', existsSync(path.join(example, 'out', 'chart.png')));
  } catch (error) {
    check('examples/node-render runs', false, String(error.stderr ?? error).split('\n')[0]);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
console.log(failures ? `${failures} package check(s) failed` : 'package checks passed');
process.exitCode = failures ? 1 : 0;
