import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChart } from '../model/createChart';
import { chartArbitrary } from '../../test/arbitraries';
import type { Chart } from '../model/types';
import { buildScene } from './buildScene';
import { sceneTextBaselines } from './textBaselines';
import { textWidth } from '../geometry/textWidth';
import type { ScenePolygon, SceneText } from './types';
import { viewBoxTransform } from '../interaction/viewBoxTransform';

function threeSetChart(style: Chart['metadata']['style'] = {}): Chart {
  const chart = createChart();
  return {
    ...chart,
    metadata: { ...chart.metadata, style },
    data: [
      { name: 'A', description: '', color: '#ff0000', values: [10, 20, 30] },
      { name: 'B', description: '', color: '#00ff0080', values: [40, 50, 60] },
      { name: 'C', description: '', color: 'navy', values: [70, 80, 90] },
    ],
  };
}

describe('buildScene', () => {
  it('draws the default chart: 5 rings, 3 axes, the data set with markers, then 3 labels', () => {
    const scene = buildScene(createChart());
    expect(scene).toMatchObject({
      width: 400,
      height: 400,
      title: 'Radar Chart Generator',
      background: null,
    });
    expect(scene.shapes.map((shape) => shape.id)).toEqual([
      'ring-0',
      'ring-1',
      'ring-2',
      'ring-3',
      'ring-4',
      'axis-0',
      'axis-1',
      'axis-2',
      'series-0',
      'series-0-point-0',
      'series-0-point-1',
      'series-0-point-2',
      'label-0',
      'label-1',
      'label-2',
    ]);
    const series = scene.shapes[8] as ScenePolygon;
    // Value 80 on axis 0 is 0.8 · 150 = 120 above the centre.
    expect(series.points[0]).toBeCloseTo(200, 9);
    expect(series.points[1]).toBeCloseTo(80, 9);
    expect(series).toMatchObject({
      fill: '#92f0da',
      fillOpacity: 0.35,
      stroke: '#92f0da',
      strokeOpacity: 1,
      series: 0,
    });
    const label = scene.shapes[12] as SceneText;
    expect(label).toMatchObject({
      lines: ['Speed'],
      fontFamily: 'sans-serif',
      fill: '#333333',
      align: 'center',
    });
  });

  it('uses the requested size, background, circle rings and watermark', () => {
    const chart = threeSetChart({ gridLine: 'circle', fillStyle: 'outline' });
    const scene = buildScene(chart, { width: 800, background: 'white', watermark: 'Made with StatRadar' });
    expect(scene.width).toBe(800);
    expect(scene.height).toBe(800);
    expect(scene.background).toBe('#ffffff');
    expect(scene.shapes[0]).toMatchObject({ kind: 'circle', x: 200, y: 200, radius: 30, fill: null });
    expect(scene.shapes.find((shape) => shape.id === 'series-0')).toMatchObject({
      fill: null,
      stroke: '#ff0000',
    });
    const watermark = scene.shapes[scene.shapes.length - 1] as SceneText;
    expect(watermark).toMatchObject({
      id: 'watermark',
      lines: ['Made with StatRadar'],
      align: 'right',
      baseline: 'bottom',
    });
  });

  it('splits colour alpha into opacities and fills solid data sets at 0.85', () => {
    const scene = buildScene(threeSetChart({ fillStyle: 'solid fill' }));
    const green = scene.shapes.find((shape) => shape.id === 'series-1') as ScenePolygon;
    // #00ff0080: alpha 128/255.
    expect(green.fill).toBe('#00ff00');
    expect(green.fillOpacity).toBeCloseTo(0.85 * (128 / 255), 9);
    expect(green.strokeOpacity).toBeCloseTo(128 / 255, 9);
    expect(scene.shapes.find((shape) => shape.id === 'series-2')).toMatchObject({ fill: '#000080' });
  });

  it('draws the selected data set last and thicker, and honours showCount', () => {
    const all = buildScene(threeSetChart(), { selected: 0 });
    const seriesIds = (shapes: typeof all.shapes) =>
      shapes
        .filter((shape) => shape.kind === 'polygon' && shape.series !== undefined)
        .map((shape) => shape.id);
    expect(seriesIds(all.shapes)).toEqual(['series-1', 'series-2', 'series-0']);
    expect(all.shapes.find((shape) => shape.id === 'series-0')).toMatchObject({ strokeWidth: 3 });
    const two = buildScene(threeSetChart({ showCount: 2 }), { selected: 2, recentSelection: [1, 0] });
    expect(seriesIds(two.shapes)).toEqual(['series-0', 'series-2']);
  });

  it('leaves out point markers on request', () => {
    const scene = buildScene(createChart(), { pointMarkers: false });
    expect(scene.shapes.some((shape) => shape.id.includes('point'))).toBe(false);
  });

  it('is deterministic, keeps ids unique, and keeps every vertex within the radius', () => {
    fc.assert(
      fc.property(chartArbitrary(), (chart) => {
        const scene = buildScene(chart, { watermark: 'Made with StatRadar' });
        expect(buildScene(chart, { watermark: 'Made with StatRadar' })).toEqual(scene);
        const ids = scene.shapes.map((shape) => shape.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const shape of scene.shapes) {
          if (shape.kind !== 'polygon') continue;
          for (let index = 0; index < shape.points.length; index += 2) {
            expect(
              Math.hypot(shape.points[index]! - 200, shape.points[index + 1]! - 200),
            ).toBeLessThanOrEqual(150 + 1e-9);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});

/** The axis labels of a scene. */
function axisLabels(scene: { shapes: readonly { kind: string; id: string }[] }): SceneText[] {
  return scene.shapes.filter(
    (shape): shape is SceneText => shape.kind === 'text' && shape.id.startsWith('label-'),
  );
}

describe('buildScene background', () => {
  it('covers the whole output: a tall decorated box grows to a square export, every shape kept in place', () => {
    const options = { width: 480, height: 480, title: true, legend: true } as const;
    const plain = buildScene(createChart(), options);
    const backed = buildScene(createChart(), { ...options, background: '#ffffff' });
    // The title and legend make the box taller than wide; the square output letterboxes it.
    expect(plain.viewBox.height).toBeGreaterThan(plain.viewBox.width);
    expect(backed.viewBox.width).toBeCloseTo(backed.viewBox.height, 9);
    expect(backed.viewBox.height).toBe(plain.viewBox.height);
    expect(backed.viewBox.x).toBeCloseTo(
      plain.viewBox.x - (backed.viewBox.width - plain.viewBox.width) / 2,
      9,
    );
    expect(backed.shapes).toEqual(plain.shapes);
    const at = (scene: typeof plain, u: number, v: number) => {
      const t = viewBoxTransform(scene);
      return [t.x + u * t.scaleX, t.y + v * t.scaleY];
    };
    const [x1, y1] = at(plain, 200, 50);
    const [x2, y2] = at(backed, 200, 50);
    expect(x2).toBeCloseTo(x1!, 9);
    expect(y2).toBeCloseTo(y1!, 9);
    // With no background, or a box already of the output's shape, nothing changes.
    expect(buildScene(createChart(), { width: 480, height: 480, background: '#fff' }).viewBox).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 400,
    });
  });
});

describe('buildScene labels on a chart drawn small (minLabelSize)', () => {
  const chart = createChart();
  const radiusOf = (scene: { shapes: readonly { id: string }[] }) =>
    (scene.shapes.find((shape) => shape.id === 'ring-4') as ScenePolygon).points[1];

  it('keeps labels at 14 units and the radius at 150 from about 286 px up', () => {
    for (const width of [400, 800, 286]) {
      const scene = buildScene(chart, { width });
      expect(axisLabels(scene).map((label) => label.fontSize)).toEqual([14, 14, 14]);
      // The outer ring's top vertex: 200 - radius.
      expect(radiusOf(scene)).toBeCloseTo(50, 9);
    }
  });

  it('lays labels out larger in the view box so they draw at 10 px, and shrinks the chart for them', () => {
    // 200 px: 0.5 px a unit, so 10 px labels are 20 units (14 · 10 / 7).
    expect(axisLabels(buildScene(chart, { width: 200 })).map((label) => label.fontSize)).toEqual([
      20, 20, 20,
    ]);
    // Longer names need room: at 400 px they fit at radius 150; at 200 px, 19-unit labels (9.5 px)
    // and radius 140 (the layout alternates one font step and one radius step).
    const names = ['Acceleration', 'Top speed', 'Handling', 'Braking', 'Comfort', 'Efficiency'];
    const wide: Chart = {
      ...chart,
      labels: names.map((name) => ({ name })),
      data: chart.data.map((dataSet) => ({ ...dataSet, values: names.map(() => 50) })),
    };
    expect(radiusOf(buildScene(wide))).toBeCloseTo(50, 9);
    const small = buildScene(wide, { width: 200 });
    expect(axisLabels(small)[0]!.fontSize).toBe(19);
    expect(radiusOf(small)).toBeCloseTo(60, 9);
    // 12 px asked for at 300 px (0.75 px a unit): 16 units.
    expect(axisLabels(buildScene(chart, { width: 300, minLabelSize: 12 }))[0]!.fontSize).toBeCloseTo(16, 9);
    // At most twice the size: a 100 px chart draws 28-unit labels (7 px).
    const short: Chart = { ...chart, labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] };
    expect(axisLabels(buildScene(short, { width: 100 }))[0]!.fontSize).toBe(28);
    // minLabelSize 1 lets them scale with the chart, as before.
    const scaling = buildScene(chart, { width: 200, minLabelSize: 1 });
    expect(axisLabels(scaling)[0]!.fontSize).toBe(14);
    expect(radiusOf(scaling)).toBeCloseTo(50, 9);
  });

  it('measures the drawn size: the height of a wide box, the view box a legend widens', () => {
    // 800 x 200: the chart is 200 px tall, so 20-unit labels.
    expect(axisLabels(buildScene(chart, { width: 800, height: 200 }))[0]!.fontSize).toBe(20);
    // A right legend widens the view box: the 400-unit chart square draws smaller than the width.
    // At 400 px its column is 187.5 units (its 12-unit text laid out 1.25 times larger to keep
    // 10 px, see decorations.test.ts): 597.5 units in 400 px.
    const legend = buildScene(chart, { width: 400, legend: { position: 'right' } });
    expect(legend.viewBox.width).toBe(597.5);
    const pixelsPerUnit = 400 / legend.viewBox.width;
    expect(pixelsPerUnit).toBeLessThan(0.7);
    expect(axisLabels(legend)[0]!.fontSize).toBeCloseTo(10 / pixelsPerUnit, 9);
  });

  it('scales tick labels with the axis labels', () => {
    const ticks = (width: number) =>
      buildScene(chart, { width, scale: { ticks: true } }).shapes.filter(
        (shape): shape is SceneText => shape.kind === 'text' && shape.id.startsWith('tick-'),
      );
    expect(ticks(400).map((tick) => tick.fontSize)).toEqual([10, 10, 10, 10, 10]);
    expect(ticks(200)[0]!.fontSize).toBeCloseTo(10 * (20 / 14), 9);
  });

  it('keeps labels inside the view box and clear of each other at every size (property)', () => {
    const charts = chartArbitrary();
    fc.assert(
      fc.property(charts, fc.integer({ min: 40, max: 400 }), (chart, width) => {
        const scene = buildScene(chart, { width });
        const boxes = axisLabels(scene).map((label) => {
          const height = label.lines.length * label.lineHeight;
          const widest = Math.max(0, ...label.lines.map((line) => textWidth(line, label.fontSize)));
          const left =
            label.align === 'left'
              ? label.x
              : label.align === 'right'
                ? label.x - widest
                : label.x - widest / 2;
          return {
            left,
            top: label.y,
            right: left + widest,
            bottom: label.y + height,
            empty: !label.lines.length,
          };
        });
        boxes.forEach((box, index) => {
          if (box.empty) return;
          expect(box.left).toBeGreaterThanOrEqual(-1e-6);
          expect(box.top).toBeGreaterThanOrEqual(-1e-6);
          expect(box.right).toBeLessThanOrEqual(400 + 1e-6);
          expect(box.bottom).toBeLessThanOrEqual(400 + 1e-6);
          for (const other of boxes.slice(index + 1)) {
            if (other.empty) continue;
            const apart =
              box.right <= other.left + 1e-6 ||
              other.right <= box.left + 1e-6 ||
              box.bottom <= other.top + 1e-6 ||
              other.bottom <= box.top + 1e-6;
            expect(apart).toBe(true);
          }
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('buildScene labels at the default size', () => {
  it('breaks a word in the room a short one leaves, rather than cutting the label (found by the property below)', () => {
    const wide = 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW';
    const names = [wide, '', '', '', wide, 'W WWWWWWWWWWW WWWWWWWWWWW WWWWWWWWW', '', wide, wide, wide, wide];
    const chart: Chart = { ...createChart(), labels: names.map((name) => ({ name })) };
    chart.data = chart.data.map((dataSet) => ({ ...dataSet, values: names.map(() => 50) }));
    const label = buildScene(chart).shapes.find((shape) => shape.id === 'label-5') as SceneText;
    expect(label.fullText).toBeUndefined();
    expect(label.lines.join('').replace(/[\s-]/g, '')).toBe(names[5]!.replace(/\s/g, ''));
  });

  it('draws every label whole for charts of up to 12 labels of up to 40 characters', () => {
    // Issue 10, item 9: no ellipsis (no fullText) where wrapping and shrinking can show the label.
    // Dense wide letters (CJK, emoji, "@", "W") are what forced an ellipsis before the fix.
    const wide = fc.constantFrom('W', '@', '漢', '😀', '漢', 'm', ' ');
    const name = fc
      .oneof(
        { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
        { arbitrary: fc.string({ unit: wide, minLength: 30, maxLength: 40 }), weight: 3 },
      )
      .filter((text) => text.length <= 40);
    const charts = chartArbitrary().chain((chart) =>
      fc
        .array(name, { minLength: chart.labels.length, maxLength: chart.labels.length })
        .map((names): Chart => ({ ...chart, labels: names.map((each) => ({ name: each })) })),
    );
    fc.assert(
      fc.property(charts, (chart) => {
        const labels = buildScene(chart).shapes.filter(
          (shape): shape is SceneText => shape.kind === 'text' && shape.id.startsWith('label-'),
        );
        expect(labels).toHaveLength(chart.labels.length);
        labels.forEach((label, index) => {
          expect(label.fullText).toBeUndefined();
          expect(label.lines.join('').replace(/[\s-]/g, '')).toBe(
            chart.labels[index]!.name.replace(/[\s-]/g, ''),
          );
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('sceneTextBaselines', () => {
  it("centres each line's em box in its slot below a top anchor", () => {
    // Slot 12 high, em 10: 1 unit of half-leading, then ascent 7.6.
    expect(
      sceneTextBaselines({ y: 0, lines: ['a', 'b'], fontSize: 10, lineHeight: 12, baseline: 'top' }),
    ).toEqual([8.6, 20.6]);
  });

  it('centres the block on a middle anchor and stands it on a bottom anchor', () => {
    const text = { y: 100, lines: ['a'], fontSize: 10, lineHeight: 12 };
    expect(sceneTextBaselines({ ...text, baseline: 'middle' })[0]).toBeCloseTo(102.6, 9);
    expect(sceneTextBaselines({ ...text, baseline: 'bottom' })[0]).toBeCloseTo(96.6, 9);
  });
});

describe('label wrapping of many attributes', () => {
  /** Attribute-like words, and words of up to ten letters. */
  const WORDS = ['Speed', 'Strength', 'Agility', 'Special', 'Attack', 'Defense', 'Hit', 'Points', 'Stamina'];
  WORDS.push('Intelligence', 'Wisdom', 'Charisma', 'Endurance', 'of', 'the', 'Rate', 'Critical', 'Recovery');
  WORDS.push('Leadership', 'Max', 'HP', 'Power', 'Magic', 'Resistance', 'Bonus');
  const word = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[A-Z][a-z]{0,9}$/));
  const names = fc.array(
    fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => words.join(' ')),
    { minLength: 20, maxLength: 20 },
  );

  /** The words of `text` that its lines split (a line ending in a hyphen the text does not have there). */
  function splitWords(text: string, lines: readonly string[]): string[] {
    const words = text.split(/\s+/);
    const split: string[] = [];
    for (let index = 0; index + 1 < lines.length; index++) {
      if (!lines[index]!.endsWith('-')) continue;
      const whole = lines[index]!.slice(0, -1).split(' ').at(-1)! + lines[index + 1]!.split(' ')[0]!;
      if (words.includes(whole)) split.push(whole);
    }
    return split;
  }

  function chartOf(labels: readonly string[]): Chart {
    const chart = createChart();
    return {
      ...chart,
      labels: labels.map((name) => ({ name })),
      data: chart.data.map((dataSet) => ({ ...dataSet, values: labels.map(() => 50) })),
    };
  }

  /** 20 attributes whose labels the old layout split inside words that fit (found by the property below). */
  const FOUND = ['Endurance Leadership', 'Resistance Defense', 'Bonus Strength', 'Recovery', 'Resistance'];
  FOUND.push('Hit Special', 'HP', 'Charisma', 'Resistance', 'Critical Special', 'Endurance Charisma');
  FOUND.push('Recovery', 'Endurance', 'Defense', 'Resistance Points', 'Max Defense', 'Attack');
  FOUND.push('Bonus Wisdom', 'HP', 'Agility');

  it('keeps the words of a 20-attribute chart at 300 px whole where they fit', () => {
    const labels = FOUND;
    const lines = (scene: ReturnType<typeof buildScene>, index: number) =>
      (scene.shapes.find((shape) => shape.id === `label-${index}`) as SceneText).lines;
    const scene = buildScene(chartOf(labels), { width: 300 });
    // They were ['Enduran-', 'ce Lead-', 'ership'], ['Resista-', 'nce Def-', 'ense'] and
    // ['Enduran-', 'ce Chari-', 'sma'] at a font size one larger.
    expect(lines(scene, 0)).toEqual(['Endurance', 'Leadership']);
    expect(lines(scene, 1)).toEqual(['Resistance', 'Defense']);
    expect(lines(scene, 10)).toEqual(['Endurance', 'Charisma']);
    expect(
      scene.shapes.filter((shape) => shape.kind === 'text' && shape.lines.some((line) => line.endsWith('-'))),
    ).toEqual([]);
  });

  it('splits no word that fits its label’s box on 20-attribute charts 300 to 600 px wide', () => {
    // Lines filled to their end split words that would fit a line of their own ("Magic Ma-" /
    // "x Strength" at 300 px), preferred at any size over whole words one size smaller.
    fc.assert(
      fc.property(names, fc.integer({ min: 300, max: 600 }), (labels, width) => {
        const scene = buildScene(chartOf(labels), { width });
        for (const shape of scene.shapes) {
          if (shape.kind !== 'text' || !shape.id.startsWith('label-')) continue;
          const boxWidth = Math.max(...shape.lines.map((line) => textWidth(line, shape.fontSize)));
          const text = labels[Number(shape.id.slice('label-'.length))]!;
          for (const whole of splitWords(text, shape.lines)) {
            expect(
              textWidth(whole, shape.fontSize),
              `${whole} in ${JSON.stringify(shape.lines)}`,
            ).toBeGreaterThan(boxWidth);
          }
        }
      }),
      { numRuns: 40, examples: [[FOUND, 300]] },
    );
  }, 60_000);
});
