// The @example lines of the public TSDoc, run as an npm user reads them in the editor: every
// example of an export of a public entry (found through the compiler, as scripts/check-api.mjs
// finds them) is run against the entries, and a one-line `expression // result` must give that
// result. So an example cannot drift from the code it documents.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index';
import * as data from '../src/data/index';
import * as node from '../src/node/index';
import * as reactSvg from '../src/react/svg';
import * as svg from '../src/svg/index';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = [
  'src/index.ts',
  'src/svg/index.ts',
  'src/konva/index.ts',
  'src/react/index.ts',
  'src/react/svg.ts',
  'src/data/index.ts',
  'src/node/index.ts',
];
// Examples that need a browser (a DOM to mount into, React state): scripts/check-package.mjs runs
// the README's programs that do the same in Chromium.
const BROWSER_ONLY = new Set(['mountRadarChart', 'RadarChart']);

interface Example {
  owner: string;
  code: string;
}

/** The @example texts of every export of every public entry, once each. */
function publicExamples(): Example[] {
  const program = ts.createProgram(
    ENTRIES.map((file) => path.join(packageDir, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Declaration>();
  const examples: Example[] = [];
  for (const file of ENTRIES) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(path.join(packageDir, file))!)!;
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      for (const declaration of target.declarations ?? []) {
        if (seen.has(declaration)) continue;
        seen.add(declaration);
        for (const tag of ts.getJSDocTags(declaration)) {
          if (tag.tagName.text !== 'example') continue;
          const code = ts.getTextOfJSDocComment(tag.comment)?.trim();
          if (code) examples.push({ owner: symbol.getName(), code });
        }
      }
    }
  }
  return examples;
}

/** The names the examples use beyond the entries' exports: what their text assumes exists. */
function exampleScope(writes: Map<string, unknown>): Record<string, unknown> {
  const chart = core.createChart();
  const stored = new Map([
    ['metadataMyChart', JSON.stringify(chart.metadata)],
    ['labelsMyChart', JSON.stringify(chart.labels)],
    ['dataMyChart', JSON.stringify(chart.data)],
    ['metadataMyChart1', JSON.stringify(chart.metadata)],
    ['labelsMyChart1', JSON.stringify(chart.labels)],
    ['dataMyChart1', JSON.stringify(chart.data)],
  ]);
  return {
    ...core,
    ...svg,
    ...data,
    ...node,
    ...reactSvg,
    React,
    chart,
    text: JSON.stringify(chart),
    input: chart,
    show: () => {},
    alert: () => {},
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    writeFileSync: (name: string, contents: unknown) => writes.set(name, contents),
  };
}

/** An example's code as JavaScript (JSX made `React.createElement` calls). */
function javascript(code: string): string {
  return ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.React },
    fileName: 'example.tsx',
  }).outputText;
}

/** Runs `code` with the scope's names defined; returns what its last expression statement gives. */
async function run(code: string, scope: Record<string, unknown>): Promise<unknown> {
  const names = Object.keys(scope);
  const statements = javascript(code).trim().split('\n');
  // JSX lines are several elements, one per line: render each.
  const body = statements
    .map((line, index) =>
      index === statements.length - 1 && !/^(const|let|if|else|for)\b/.test(line) ? `return ${line}` : line,
    )
    .join('\n');
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  return new AsyncFunction(...names, body)(...names.map((name) => scope[name]));
}

/** Whether two values are equal, numbers within rounding. */
function close(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number')
    return Math.abs(actual - expected) < 1e-9 * Math.max(1, Math.abs(expected));
  if (Array.isArray(actual) && Array.isArray(expected))
    return actual.length === expected.length && actual.every((value, index) => close(value, expected[index]));
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = Object.keys(expected);
    return (
      isDeepStrictEqual(Object.keys(actual).sort(), [...keys].sort()) &&
      keys.every((key) =>
        close((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]),
      )
    );
  }
  return isDeepStrictEqual(actual, expected);
}

const examples = publicExamples();

describe('public TSDoc @example', () => {
  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  for (const [index, { owner, code }] of examples.entries()) {
    const name = `${owner} #${index}: ${code.split('\n')[0]}`;
    it.skipIf(BROWSER_ONLY.has(owner))(name, async () => {
      const writes = new Map<string, unknown>();
      const scope = exampleScope(writes);
      const oneLine = !code.includes('\n') ? /^(.*?)\s+\/\/ (.*)$/.exec(code) : null;
      if (!oneLine) {
        // Several statements or JSX elements: they run, and what they draw renders.
        const isJsx = /^</.test(code);
        const lines = isJsx ? code.split('\n') : [code];
        for (const line of lines) {
          const result = await run(line, scope);
          if (isJsx) expect(renderToString(result as React.ReactElement)).toMatch(/^<div role="img"/);
        }
        for (const [file, contents] of writes) {
          expect(file).toMatch(/^chart\.(svg|png)$/);
          if (file.endsWith('.svg')) expect(String(contents)).toMatch(/^<svg /);
          else expect([...(contents as Uint8Array).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
        }
        return;
      }
      const [, expression, claim] = oneLine as unknown as [string, string, string];
      const thrown = /^throws (\w+)$/.exec(claim);
      if (thrown) {
        await expect(run(`(${expression})`, scope)).rejects.toThrow(globalThis[thrown[1] as 'TypeError']);
        return;
      }
      const actual = await run(`(${expression})`, scope);
      // "43.666…": the digits shown; "… (pointing right)": a remark after the value.
      const shown = claim.replace(/\s+\([^)]*\)$/, '');
      if (/^-?\d+\.\d+…$/.test(shown)) {
        const digits = shown.slice(0, -1);
        expect(String(actual).startsWith(digits), `${expression} gives ${String(actual)}`).toBe(true);
        return;
      }
      let expected: unknown;
      try {
        expected = await run(`(${shown})`, scope);
      } catch {
        // A claim in words (e.g. "throws TypeError or narrows to Chart"): the example runs.
        return;
      }
      expect(close(actual, expected), `${expression} gives ${JSON.stringify(actual)}, not ${shown}`).toBe(
        true,
      );
    });
  }
});
