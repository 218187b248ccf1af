/**
 * Measures the two Node PNG backends on the same scenes (run: `pnpm exec tsx bench/measureBackends.ts`
 * in packages/statradar): Konva on @napi-rs/canvas, and resvg rasterising our SVG (what renderPng
 * uses). Prints wall-clock median and p95 and the mean CPU time of a complete render (scene,
 * draw, PNG encoding).
 */
import { performance } from 'node:perf_hooks';
import { Canvas } from '@napi-rs/canvas';
import { paintScene } from '../src/konva/paintShape';
import { createChart } from '../src/model/createChart';
import type { Chart } from '../src/model/types';
import { buildScene } from '../src/scene/buildScene';
import { installKonvaNodeCanvas } from '../test/konvaNodeCanvas';
import { renderPng } from '../src/node/renderPng';

const ROUNDS = 100;
const options = { width: 400, background: '#ffffff', watermark: 'Made with StatRadar' } as const;

function twelveAxes(): Chart {
  const labels = Array.from({ length: 12 }, (_, index) => ({
    name: `Attribute number ${index + 1} with a long name`,
  }));
  const data = Array.from({ length: 4 }, (_, set) => ({
    name: `Set ${set + 1}`,
    description: '',
    color: ['#92f0da', '#e07a5f', '#3d405b', '#f2cc8f'][set]!,
    values: labels.map((_, index) => 10 + ((index * 37 + set * 19) % 90)),
  }));
  return { metadata: { name: 'Twelve axes', description: '' }, labels, data };
}

/** The one canvas painter (what Konva's nodes and the browser PNG export run) on @napi-rs/canvas. */
async function konvaPng(chart: Chart): Promise<Uint8Array> {
  const scene = buildScene(chart, options);
  const canvas = new Canvas(scene.width, scene.height);
  paintScene(canvas.getContext('2d') as unknown as CanvasRenderingContext2D, scene, 1);
  return canvas.toBuffer('image/png');
}

type Render = (chart: Chart) => Promise<Uint8Array>;

/**
 * Times the renderers round by round (interleaved, so machine load hits both alike). Besides wall
 * time it reports CPU time per render, which a busy shared machine distorts much less.
 */
async function timings(renders: Record<string, Render>, chart: Chart): Promise<Record<string, string>> {
  const entries = Object.entries(renders);
  for (let round = 0; round < 20; round++) for (const [, render] of entries) await render(chart); // warm-up
  const times = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  const cpu = new Map<string, number>(entries.map(([name]) => [name, 0]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, render] of entries) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      await render(chart);
      const cpuUsed = process.cpuUsage(cpuStart);
      times.get(name)!.push(performance.now() - start);
      cpu.set(name, cpu.get(name)! + (cpuUsed.user + cpuUsed.system) / 1000);
    }
  }
  const result: Record<string, string> = {};
  for (const [name, list] of times) {
    list.sort((a, b) => a - b);
    const at = (share: number): string => list[Math.floor(share * (list.length - 1))]!.toFixed(2);
    const cpuPerRender = (cpu.get(name)! / ROUNDS).toFixed(2);
    result[name] = `wall median ${at(0.5)} ms, p95 ${at(0.95)} ms; CPU ${cpuPerRender} ms per render`;
  }
  return result;
}

installKonvaNodeCanvas();
for (const [name, chart] of [
  ['default chart (3 axes, 1 data set)', createChart()],
  ['12 axes x 4 data sets', twelveAxes()],
] as const) {
  const result = await timings(
    { 'one painter + @napi-rs/canvas': konvaPng, 'resvg (renderPng)': (c) => renderPng(c, options) },
    chart,
  );
  console.log(`${name}:`);
  for (const [backend, figures] of Object.entries(result)) console.log(`  ${backend.padEnd(24)} ${figures}`);
}
