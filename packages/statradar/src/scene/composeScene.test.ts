import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDataSet, createChart } from '../model';
import type { Chart } from '../model/types';
import { buildScene, type SceneOptions } from './buildScene';
import { composeScene } from './composeScene';
import { decorationsFeature, sceneDecorations } from './sceneDecorations';
import { scaleFeature, sceneScale } from './sceneScale';

const base = addDataSet(addDataSet(createChart()));
const chart: Chart = {
  ...base,
  labels: [...base.labels, { name: 'Stamina' }],
  data: base.data.map((dataSet, index) => ({ ...dataSet, values: [...dataSet.values, 130 - 70 * index] })),
};

describe('composeScene and the scene features', () => {
  it('exports the features the composer uses, under their public names', () => {
    expect(sceneDecorations).toBe(decorationsFeature);
    expect(sceneScale).toBe(scaleFeature);
    expect(sceneDecorations.name).toBe('sceneDecorations');
    expect(sceneScale.name).toBe('sceneScale');
  });

  it('draws the same scene without features as buildScene for options no feature draws', () => {
    const options = fc.record(
      {
        width: fc.integer({ min: 1, max: 2000 }),
        height: fc.integer({ min: 1, max: 2000 }),
        selected: fc.integer({ min: 0, max: 3 }),
        recentSelection: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
        hidden: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
        background: fc.constantFrom(null, '#fff', 'tomato', '#10203080'),
        pointMarkers: fc.boolean(),
        legend: fc.constant(false),
        title: fc.constant(false),
      },
      { requiredKeys: [] },
    );
    const style = fc.record(
      {
        fillStyle: fc.constantFrom('soft fill', 'outline', 'solid fill'),
        gridLine: fc.constantFrom('polygon', 'circle'),
        showCount: fc.integer({ min: 0, max: 3 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(options, style, (sceneOptions: SceneOptions, chartStyle) => {
        const styled = { ...chart, metadata: { ...chart.metadata, style: chartStyle } };
        expect(composeScene('buildScene', styled, sceneOptions)).toEqual(buildScene(styled, sceneOptions));
      }),
      { numRuns: 60 },
    );
  });

  it('clamps values to 0..100 without the scale feature, as the default scale does', () => {
    const scene = composeScene('buildScene', chart);
    const shape = (id: string, from: ReturnType<typeof buildScene>) =>
      from.shapes.find((candidate) => candidate.id === id);
    expect(shape('series-0', scene)).toEqual(shape('series-0', buildScene(chart)));
    // Data set 0 has 130 on its fourth axis: drawn on the outer ring, at that ring's fourth vertex.
    const outerRing = shape('ring-4', scene) as { points: number[] };
    expect(shape('series-0-point-3', scene)).toMatchObject({
      x: outerRing.points[6],
      y: outerRing.points[7],
    });
    expect(scene.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 400 });
    expect(scene.legend).toEqual([]);
  });

  it('draws the legend, title, caption and ticks only with their features', () => {
    const options: SceneOptions = { legend: true, title: true, caption: 'c', scale: { ticks: true } };
    const ids = (scene: ReturnType<typeof buildScene>) =>
      scene.shapes.map((shape) => shape.id).filter((id) => /^(legend|title|caption|tick)/.test(id));
    const compose = (...features: [typeof decorationsFeature?, typeof scaleFeature?]) =>
      ids(composeScene('buildScene', chart, options, ...features));
    expect(compose(decorationsFeature, scaleFeature)).toEqual(ids(buildScene(chart, options)));
    expect(compose(decorationsFeature)).toContain('legend-0');
    expect(compose(decorationsFeature)).not.toContain('tick-0');
    expect(compose(undefined, scaleFeature)).toEqual(['tick-0', 'tick-1', 'tick-2', 'tick-3', 'tick-4']);
    expect(compose()).toEqual([]);
  });

  it('checks options in the same order as before the split: core, then decorations, then scale', () => {
    const cases: [SceneOptions, string][] = [
      [{ width: -1, title: 5 as unknown as string }, 'buildScene: options.width must be'],
      [
        { pointMarkers: 1 as unknown as boolean, legend: 'x' as unknown as boolean },
        'buildScene: options.pointMarkers must be',
      ],
      [
        { title: 5 as unknown as string, scale: 3 as never },
        'buildScene: options.title must be true, false or text, got 5.',
      ],
      [
        { legend: { position: 'middle' as 'top' }, scale: { rings: 0 } },
        'buildScene: options.legend.position must be',
      ],
      [
        { caption: 'x'.repeat(1001) },
        'buildScene: options.caption must be at most 1000 characters long, got text of 1001 characters.',
      ],
      [
        { scale: { rings: 0 } },
        'buildScene: options.scale.rings must be a whole number from 1 to 50, got 0.',
      ],
      [{ watermark: 'x'.repeat(1001) }, 'buildScene: options.watermark must be at most 1000 characters long'],
      // The watermark (the decorations feature's) is checked where it always was: before background.
      [
        { watermark: 5 as unknown as string, background: 5 as unknown as string },
        'buildScene: options.watermark must be text or false, got 5.',
      ],
      [
        { hidden: ['x' as unknown as number], watermark: 5 as unknown as string },
        'buildScene: options.hidden[0] must be',
      ],
    ];
    for (const [options, message] of cases) {
      expect(() => buildScene(chart, options)).toThrow(message);
    }
  });

  it('leaves the features and the string serializer out of a bundle of RadarChartSvg alone', async () => {
    const bundle = async (contents: string) => {
      const result = await build({
        stdin: { contents, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        external: ['react', 'react/*'],
        write: false,
        logLevel: 'silent',
      });
      return result.outputFiles[0]!.text;
    };
    // Strings only the features and the string writer contain: option names in their messages,
    // their shape ids, and the XML escapes.
    const featureOnly = ['legend.position', 'options.scale.step', 'legend-', 'tick-', '&amp;'];
    const alone = await bundle("export { RadarChartSvg } from './src/react/index';");
    for (const text of featureOnly) expect(alone, text).not.toContain(text);
    const withFeatures = await bundle(
      "export { RadarChartSvg } from './src/react/index'; export { sceneDecorations, sceneScale, sceneToSvg } from './src/svg/index';",
    );
    for (const text of featureOnly) expect(withFeatures, text).toContain(text);
  });
});
