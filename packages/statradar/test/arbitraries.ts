/**
 * fast-check arbitraries for property tests across the engine (test-only: imports fast-check, a dev
 * dependency, so nothing in the published entries may import this file).
 */
import fc from 'fast-check';
import { namedColorNames } from '../src/color/namedColors';
import type { Rgba } from '../src/color/rgba';
import type { Chart, ChartStyle, DataSet } from '../src/model/types';

/** Size limits for {@link chartArbitrary}; defaults match what label layout must handle (3..12 axes, 40-character names). */
export interface ChartArbitraryOptions {
  minLabels?: number;
  maxLabels?: number;
  minDataSets?: number;
  maxDataSets?: number;
  maxNameLength?: number;
}

/** Charts are plain JSON-like objects: fast-check would otherwise also make null-prototype ones. */
const plainObject = { noNullPrototype: true } as const;

const HEX_DIGIT = fc.constantFrom(...'0123456789abcdefABCDEF');

/** Any colour string parseColor accepts: hex in all four lengths (any case) or a CSS name. */
export function colorArbitrary(): fc.Arbitrary<string> {
  const hex = fc
    .constantFrom(3, 4, 6, 8)
    .chain((length) => fc.string({ unit: HEX_DIGIT, minLength: length, maxLength: length }))
    .map((digits) => `#${digits}`);
  return fc.oneof(hex, fc.constantFrom(...namedColorNames(), 'transparent'));
}

/** An Rgba exactly representable as hex: integer channels and alpha in 1/255 steps. */
export function rgbaArbitrary(): fc.Arbitrary<Rgba> {
  const channel = fc.integer({ min: 0, max: 255 });
  return fc.record(
    { r: channel, g: channel, b: channel, a: channel.map((alpha) => alpha / 255) },
    plainObject,
  );
}

/** A value on the 0..100 scale: whole numbers and fractions (never -0, NaN or infinities). */
export function valueArbitrary(): fc.Arbitrary<number> {
  return fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
}

/** A style with any subset of keys, each valid as stored by the app. */
export function styleArbitrary(): fc.Arbitrary<ChartStyle> {
  return fc.record(
    {
      fillStyle: fc.constantFrom('soft fill', 'outline', 'solid fill'),
      gridLine: fc.constantFrom('polygon', 'circle'),
      showCount: fc.integer({ min: 0, max: 12 }),
      labelColor: colorArbitrary(),
      axisColor: colorArbitrary(),
      fontFamily: fc.constantFrom('sans-serif', 'serif', 'Georgia, serif', '"DejaVu Sans", sans-serif'),
    },
    { ...plainObject, requiredKeys: [] },
  );
}

/** Any valid chart: every data set has one value per label, all within the parser's limits. */
export function chartArbitrary(options: ChartArbitraryOptions = {}): fc.Arbitrary<Chart> {
  const { minLabels = 3, maxLabels = 12, minDataSets = 1, maxDataSets = 6, maxNameLength = 40 } = options;
  const name = fc.string({ maxLength: maxNameLength });
  const description = fc.string({ maxLength: 200 });
  return fc.integer({ min: minLabels, max: maxLabels }).chain((labelCount) => {
    const dataSet: fc.Arbitrary<DataSet> = fc.record(
      {
        name,
        description,
        color: colorArbitrary(),
        values: fc.array(valueArbitrary(), { minLength: labelCount, maxLength: labelCount }),
      },
      plainObject,
    );
    return fc.record(
      {
        metadata: fc.record(
          { name, description, style: styleArbitrary() },
          { ...plainObject, requiredKeys: ['name', 'description'] },
        ),
        labels: fc.array(fc.record({ name }, plainObject), { minLength: labelCount, maxLength: labelCount }),
        data: fc.array(dataSet, { minLength: minDataSets, maxLength: maxDataSets }),
      },
      plainObject,
    );
  });
}
