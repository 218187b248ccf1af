// The README's code examples, as a user copies them: every ```js / ```jsx block (indented ones in
// list items too) is type-checked against the package's public entries (resolved through the
// package's own `exports`, so only what a consumer can import), and the ones that run outside a
// browser are run: the Node program on the README's chart.json (its SVG must parse, its PNG decode),
// the `statradar/svg` snippet, and the server-components card rendered with react-dom/server.
// scripts/check-package.mjs runs the three complete programs against the packed tarball in Node and
// Chromium; this test is the fast one that fails as soon as an API change breaks any example.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

interface Block {
  lang: string;
  code: string;
  line: number;
}

/** Fenced code blocks, with the indentation of a block inside a list item removed. */
function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^( *)```(\w+)\n([\s\S]*?)\n\1```$/gm)) {
    const indent = match[1]!.length;
    const code = match[3]!
      .split('\n')
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n');
    blocks.push({ lang: match[2]!, code, line: markdown.slice(0, match.index).split('\n').length });
  }
  return blocks;
}

const blocks = codeBlocks(readme);
const scripts = blocks.filter((block) => block.lang === 'js' || block.lang === 'jsx');
const temp = mkdtempSync(path.join(os.tmpdir(), 'statradar-readme-'));
// Bundles run from inside the package, so that Node finds the peers it keeps external.
const runDir = path.join(packageDir, 'node_modules', `.readme-test-${process.pid}`);
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true });
});

/**
 * What a type checker says about plain JavaScript that is no API mistake: DOM lookups that may
 * be null, `useState([])` inferring `never[]`, and an option object declared on its own whose
 * `'bottom'` widens to `string` (the README tells TypeScript readers to give such objects a type).
 * A misspelt option, a missing export or a wrong argument still fails.
 */
const JAVASCRIPT_ONLY = [
  /is possibly 'null'|Type 'null' is not assignable/,
  /SetStateAction<never\[\]>/,
  /Type 'string' is not assignable to type 'LegendPosition( \| undefined)?'/,
];

/** Type errors of each block, checked as the JavaScript it is (checkJs), in one program. */
function typeErrors(): string[] {
  // The files sit in the package folder, so `statradar` resolves to this package by its own name
  // and through its `exports` (with the workspace's source condition), and the peers resolve.
  const names = scripts.map((block, index) => path.join(packageDir, `__readme_${index}__.${block.lang}`));
  const files = new Map(names.map((name, index) => [name, scripts[index]!.code]));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['statradar-source'],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    strict: false,
    // With strict null checks, `if (!result.ok)` narrows a ParseResult as it does in TypeScript.
    strictNullChecks: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node'],
    typeRoots: [path.join(packageDir, 'node_modules', '@types')],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, language, true)
      : getSourceFile(name, language, ...rest);
  const program = ts.createProgram(names, options, host);
  return names.flatMap((name, index) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name))
      .map((diagnostic) => {
        const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `README.md:${scripts[index]!.line + 1 + line}: ${text}`;
      })
      .filter((text) => !JAVASCRIPT_ONLY.some((pattern) => pattern.test(text))),
  );
}

/** Bundles a block as a Node program (the engine from source, its peers external). */
async function bundle(block: Block, file: string): Promise<string> {
  const entry = path.join(packageDir, `__readme_run__.${block.lang}`);
  const result = await build({
    stdin: {
      contents: block.code,
      loader: block.lang as 'js' | 'jsx',
      resolveDir: packageDir,
      sourcefile: entry,
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    conditions: ['statradar-source'],
    external: [
      '@resvg/resvg-js',
      'dejavu-fonts-ttf',
      'konva',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
    ],
    write: false,
    logLevel: 'silent',
  });
  const out = path.join(runDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, result.outputFiles[0]!.text);
  return out;
}

describe('README.md code examples', () => {
  it('has the examples this test runs', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    expect(blocks.filter((block) => block.lang === 'json')).toHaveLength(1);
  });

  it('type-check against the public entries', { timeout: 60_000 }, () => {
    expect(typeErrors()).toEqual([]);
  });

  it('the Node program writes an SVG that parses and a PNG that decodes', { timeout: 60_000 }, async () => {
    const program = scripts.find((block) => block.code.includes("from 'statradar/node'"))!;
    const chartJson = blocks.find((block) => block.lang === 'json')!;
    writeFileSync(path.join(temp, 'chart.json'), chartJson.code);
    const script = await bundle(program, 'render.mjs');
    const stdout = execFileSync(process.execPath, [script, 'chart.json', 'out'], {
      cwd: temp,
      encoding: 'utf8',
    });
    expect(stdout).toContain('Wrote out/chart.svg and out/chart.png');
    const svg = readFileSync(path.join(temp, 'out', 'chart.svg'), 'utf8');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('Starter Pokémon');
    expect(svg).toContain('Made with StatRadar');
    const png = PNG.sync.read(readFileSync(path.join(temp, 'out', 'chart.png')));
    expect(png.width).toBeGreaterThanOrEqual(1200);
  });

  it('the statradar/svg snippet makes an SVG with title and legend', async () => {
    const snippet = scripts.find((block) => block.code.includes('chartToSvg('))!;
    const script = await bundle(
      { ...snippet, code: `${snippet.code}\nprocess.stdout.write(svg);\n` },
      'svg-snippet.mjs',
    );
    const svg = execFileSync(process.execPath, [script], { encoding: 'utf8' });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('Radar Chart Generator');
    expect(svg).toContain('Player 1');
  });

  it('the server-components card renders to SVG on the server', async () => {
    const card = scripts.find((block) => block.code.includes('export function Card'))!;
    const script = await bundle(
      {
        ...card,
        code: `${card.code}\nimport { renderToString } from 'react-dom/server';\nprocess.stdout.write(renderToString(<Card />));\n`,
      },
      'card.mjs',
    );
    const html = execFileSync(process.execPath, [script], { encoding: 'utf8' });
    expect(html).toMatch(/^<div role="img" aria-label="Radar Chart Generator"/);
    const svg = html.slice(html.indexOf('<svg'), html.lastIndexOf('</svg>') + 6);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('width="300"');
  });
});
