import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChart } from './createChart';
import { parseChart, parseChartParts } from './parseChart';
import { formatParseIssues, type ParseIssue, type ParseResult } from './parseIssues';
import { chartArbitrary } from '../../test/arbitraries';
import { deepFreeze } from '../../test/deepFreeze';
import type { Chart } from './types';

/** A stored chart as plain JSON data, with one part replaced. */
function storedChart(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...(JSON.parse(JSON.stringify(createChart())) as Record<string, unknown>), ...overrides };
}

function dataSetWith(fields: Record<string, unknown>): Record<string, unknown> {
  return { name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70], ...fields };
}

function messages(issues: ParseIssue[]): string[] {
  return issues.map((issue) => issue.message);
}

function expectValue(result: ParseResult<Chart>): { value: Chart; warnings: string[] } {
  if (!result.ok) throw new Error(`expected a chart, got errors:\n${formatParseIssues(result.errors)}`);
  return { value: result.value, warnings: messages(result.warnings) };
}

function expectErrors(result: ParseResult<Chart>): string[] {
  if (result.ok) throw new Error('expected errors, got a chart');
  return messages(result.errors);
}

describe('parseChart on valid charts', () => {
  it('returns the default chart unchanged and without warnings', () => {
    const chart = deepFreeze(createChart());
    const result = expectValue(parseChart(chart));
    expect(result.value).toStrictEqual(chart);
    expect(result.warnings).toEqual([]);
  });

  it('accepts the chart as JSON text', () => {
    expect(expectValue(parseChart(JSON.stringify(createChart()))).value).toStrictEqual(createChart());
  });

  it('keeps a full valid style', () => {
    const style = {
      fillStyle: 'solid fill',
      gridLine: 'circle',
      showCount: 2,
      labelColor: '#123',
      axisColor: 'SlateGray',
      fontFamily: 'Georgia, serif',
    };
    const chart = storedChart({ metadata: { name: 'Styled', description: 'd', style } });
    expect(expectValue(parseChart(chart)).value.metadata.style).toStrictEqual(style);
  });
});

describe('parseChart repairs what existing users have stored', () => {
  it('reads showCount given as numeric text', () => {
    const chart = storedChart({ metadata: { name: 'A', description: '', style: { showCount: '2' } } });
    const result = expectValue(parseChart(chart));
    expect(result.value.metadata.style).toStrictEqual({ showCount: 2 });
    expect(result.warnings).toEqual(['metadata.style.showCount: read the text "2" as the number 2']);
  });

  it('treats an empty showCount as the default (show all)', () => {
    const chart = storedChart({ metadata: { name: 'A', description: '', style: { showCount: '' } } });
    const result = expectValue(parseChart(chart));
    expect(result.value.metadata.style).toStrictEqual({});
    expect(result.warnings).toEqual(['metadata.style.showCount: ""; using the default']);
  });

  it('clamps out-of-range values with a warning', () => {
    const result = expectValue(parseChart(storedChart({ data: [dataSetWith({ values: [120, -3, 50] })] })));
    expect(result.value.data[0]!.values).toEqual([100, 0, 50]);
    expect(result.warnings).toEqual([
      'data[0].values[0]: 120 is outside 0 to 100; clamped to 100',
      'data[0].values[1]: -3 is outside 0 to 100; clamped to 0',
    ]);
  });

  it('reads numeric text values and replaces null values with 50', () => {
    const result = expectValue(
      parseChart(storedChart({ data: [dataSetWith({ values: ['80', ' 12.5 ', null] })] })),
    );
    expect(result.value.data[0]!.values).toEqual([80, 12.5, 50]);
    expect(result.warnings).toEqual([
      'data[0].values[0]: read the text "80" as the number 80',
      'data[0].values[1]: read the text " 12.5 " as the number 12.5',
      'data[0].values[2]: missing; using 50',
    ]);
  });

  it('uses "" for a missing description', () => {
    const result = expectValue(
      parseChart(storedChart({ metadata: { name: 'A' }, data: [dataSetWith({ description: undefined })] })),
    );
    expect(result.value.metadata.description).toBe('');
    expect(result.value.data[0]!.description).toBe('');
    expect(result.warnings).toEqual([
      'metadata.description: missing; using ""',
      'data[0].description: missing; using ""',
    ]);
  });

  it('uses default names for missing chart, label and data-set names', () => {
    const result = expectValue(
      parseChart({
        metadata: { description: '' },
        labels: [{}, { name: 'B' }, { name: 'C' }],
        data: [dataSetWith({ name: null })],
      }),
    );
    expect(result.value.metadata.name).toBe('Radar Chart Generator');
    expect(result.value.labels[0]).toEqual({ name: 'New Attribute' });
    expect(result.value.data[0]!.name).toBe('Player 1');
    expect(result.warnings).toHaveLength(3);
  });

  it('pads short value lists with 50 and truncates long ones', () => {
    const result = expectValue(
      parseChart(
        storedChart({ data: [dataSetWith({ values: [10] }), dataSetWith({ values: [1, 2, 3, 4, 'x'] })] }),
      ),
    );
    expect(result.value.data.map((dataSet) => dataSet.values)).toEqual([
      [10, 50, 50],
      [1, 2, 3],
    ]);
    expect(result.warnings).toEqual([
      'data[0].values: 1 values for 3 labels; padded with 50',
      'data[1].values: 5 values for 3 labels; extra values dropped',
    ]);
  });

  it('reads labels stored as plain text', () => {
    const result = expectValue(
      parseChart(storedChart({ labels: ['Speed', { name: 'Strength' }, 'Agility'] })),
    );
    expect(result.value.labels).toEqual(createChart().labels);
    expect(result.warnings).toEqual([
      'labels[0]: plain text; read as { name: "Speed" }',
      'labels[2]: plain text; read as { name: "Agility" }',
    ]);
  });

  it('drops unknown keys at every level, including __proto__, without polluting prototypes', () => {
    const text =
      '{"id":"MyChart1","__proto__":{"polluted":true},"metadata":{"name":"A","description":"","extra":1,' +
      '"style":{"theme":"dark","constructor":{"prototype":{"polluted":true}}}},' +
      '"labels":[{"name":"a","__proto__":{"polluted":true}},{"name":"b"},{"name":"c"}],' +
      '"data":[{"name":"p","description":"","color":"red","values":[1,2,3],"hidden":false}]}';
    const result = expectValue(parseChart(JSON.parse(text)));
    expect(result.value).toStrictEqual({
      metadata: { name: 'A', description: '', style: {} },
      labels: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      data: [{ name: 'p', description: '', color: 'red', values: [1, 2, 3] }],
    });
    expect(Object.getPrototypeOf(result.value.labels[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.warnings).toEqual([
      'id: unknown key; dropped',
      '__proto__: unknown key; dropped',
      'metadata.extra: unknown key; dropped',
      'metadata.style.theme: unknown key; dropped',
      'metadata.style.constructor: unknown key; dropped',
      'labels[0].__proto__: unknown key; dropped',
      'data[0].hidden: unknown key; dropped',
    ]);
  });

  it('ignores inherited properties', () => {
    const inherited = Object.create({ name: 'inherited', description: 'inherited' }) as object;
    const result = expectValue(parseChart(storedChart({ metadata: inherited })));
    expect(result.value.metadata).toStrictEqual({ name: 'Radar Chart Generator', description: '' });
  });
});

describe('parseChart rejects bad charts with every problem and its path', () => {
  it('reports a value that is not a number with the exact message', () => {
    const data = [0, 1, 2].map(() => dataSetWith({ values: [1, 2, 3, 4, 5] }));
    data[2] = dataSetWith({ values: [1, 2, 3, 4, 'abc'] });
    const labels = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }));
    const result = parseChart(storedChart({ labels, data }));
    expect(expectErrors(result)).toEqual(['data[2].values[4]: expected a number from 0 to 100, got "abc"']);
    expect(result.ok || result.errors[0]!.path).toBe('data[2].values[4]');
  });

  it('lists every problem at once', () => {
    const errors = expectErrors(
      parseChart({
        metadata: { name: 7, description: '', style: { fillStyle: 'dotted', labelColor: '#12345' } },
        labels: [{ name: 'A' }, { name: ['B'] }, { name: 'C' }],
        data: [dataSetWith({ color: 'nope', values: [1, true, 3] }), 'player'],
      }),
    );
    expect(errors).toEqual([
      'metadata.name: expected text, got 7',
      'metadata.style.fillStyle: expected "soft fill" or "outline" or "solid fill", got "dotted"',
      'metadata.style.labelColor: expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got "#12345"',
      'labels[1].name: expected text, got an array',
      'data[0].color: expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got "nope"',
      'data[0].values[1]: expected a number from 0 to 100, got true',
      'data[1]: expected a data set object with name, color and values, got "player"',
    ]);
  });

  it('rejects inputs that are not chart objects', () => {
    expect(expectErrors(parseChart(null))).toEqual([
      'chart: expected an object with metadata, labels and data, got null',
    ]);
    expect(expectErrors(parseChart([]))).toEqual([
      'chart: expected an object with metadata, labels and data, got an array',
    ]);
    expect(expectErrors(parseChart(undefined))).toEqual([
      'chart: expected an object with metadata, labels and data, got nothing',
    ]);
    expect(expectErrors(parseChart('{"metadata":'))[0]).toMatch(
      /^chart: expected JSON, got text that is not JSON \(/,
    );
  });

  it('rejects missing parts, empty labels and empty data', () => {
    expect(expectErrors(parseChart({}))).toEqual([
      'metadata: expected an object with name and description, got nothing',
      'labels: expected a list of labels, got nothing',
      'data: expected a list of data sets, got nothing',
    ]);
    expect(expectErrors(parseChart(storedChart({ labels: [], data: [] })))).toEqual([
      'labels: expected at least 3 labels, got 0',
      'data: expected at least 1 data set, got 0',
    ]);
  });

  it('rejects fewer than 3 labels, values that are not a list and non-numeric showCounts', () => {
    expect(
      expectErrors(
        parseChart(
          storedChart({
            metadata: { name: 'A', description: '', style: { showCount: 'all' } },
            labels: [{ name: 'A' }, { name: 'B' }],
            data: [dataSetWith({ values: '80,50' })],
          }),
        ),
      ),
    ).toEqual([
      'metadata.style.showCount: expected a whole number of data sets to show (0 = all), got "all"',
      'labels: expected at least 3 labels, got 2',
      'data[0].values: expected a list of numbers from 0 to 100, got "80,50"',
    ]);
  });

  it('reads a hole in a sparse list as a missing item', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const labels = [{ name: 'A' }, , { name: 'C' }];
    expect(expectErrors(parseChart(storedChart({ labels })))).toEqual([
      'labels[1]: expected a label object with a name, got nothing',
    ]);
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const result = expectValue(parseChart(storedChart({ data: [dataSetWith({ values: [1, , 3] })] })));
    expect(result.value.data[0]!.values).toEqual([1, 50, 3]);
    expect(result.warnings).toEqual(['data[0].values[1]: missing; using 50']);
  });

  it('rejects NaN values but clamps infinities', () => {
    expect(
      expectErrors(parseChart(storedChart({ data: [dataSetWith({ values: [Number.NaN, 1, 2] })] }))),
    ).toEqual(['data[0].values[0]: expected a number from 0 to 100, got NaN']);
    expect(
      expectValue(parseChart(storedChart({ data: [dataSetWith({ values: [Infinity, 1, 2] })] }))).value
        .data[0]!.values,
    ).toEqual([100, 1, 2]);
  });
});

describe('parseChart limits that protect renderers', () => {
  const labels = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `L${index}` }));
  const values = (count: number) => Array.from({ length: count }, () => 50);

  it('accepts 100 labels and 200 data sets', () => {
    const data = Array.from({ length: 200 }, () => dataSetWith({ values: values(100) }));
    const result = expectValue(parseChart(storedChart({ labels: labels(100), data })));
    expect(result.value.labels).toHaveLength(100);
    expect(result.value.data).toHaveLength(200);
  });

  it('rejects 101 labels and 201 data sets', () => {
    expect(expectErrors(parseChart(storedChart({ labels: labels(101) })))).toEqual([
      'labels: expected at most 100 labels, got 101',
    ]);
    const data = Array.from({ length: 201 }, () => dataSetWith({}));
    expect(expectErrors(parseChart(storedChart({ data })))).toEqual([
      'data: expected at most 200 data sets, got 201',
    ]);
  });

  it('accepts names of 200 characters and descriptions of 20,000, and rejects one more', () => {
    const ok = expectValue(
      parseChart(storedChart({ metadata: { name: 'n'.repeat(200), description: 'd'.repeat(20_000) } })),
    );
    expect(ok.value.metadata.name).toHaveLength(200);
    expect(
      expectErrors(
        parseChart(
          storedChart({
            metadata: { name: 'n'.repeat(201), description: 'd'.repeat(20_001) },
            labels: [{ name: 'x'.repeat(201) }, { name: 'B' }, { name: 'C' }],
            data: [dataSetWith({ name: 'p'.repeat(201), description: 'd'.repeat(20_001) })],
          }),
        ),
      ),
    ).toEqual([
      'metadata.name: expected at most 200 characters, got 201',
      'metadata.description: expected at most 20000 characters, got 20001',
      'labels[0].name: expected at most 200 characters, got 201',
      'data[0].name: expected at most 200 characters, got 201',
      'data[0].description: expected at most 20000 characters, got 20001',
    ]);
  });
});

describe('parseChartParts', () => {
  const stored = createChart();

  it('reads the three local-storage parts as JSON text', () => {
    const result = parseChartParts(
      JSON.stringify(stored.metadata),
      JSON.stringify(stored.labels),
      JSON.stringify(stored.data),
    );
    expect(expectValue(result).value).toStrictEqual(stored);
  });

  it('reads parts given as values and reports paths like parseChart', () => {
    expect(
      expectErrors(
        parseChartParts(
          { name: 'A', description: '' },
          [{ name: 'A' }, { name: 1 }, { name: 'C' }],
          [dataSetWith({ color: 5 })],
        ),
      ),
    ).toEqual([
      'labels[1].name: expected text, got 1',
      'data[0].color: expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got 5',
    ]);
  });

  it('reports missing keys (null from localStorage.getItem) and broken JSON per part', () => {
    const errors = expectErrors(parseChartParts(null, '[{"name":', JSON.stringify(stored.data)));
    expect(errors[0]).toBe('metadata: expected an object with name and description, got null');
    expect(errors[1]).toMatch(/^labels: expected JSON, got text that is not JSON \(/);
    expect(errors).toHaveLength(2);
  });
});

describe('formatParseIssues', () => {
  it('puts one message per line', () => {
    expect(
      formatParseIssues([
        { path: 'labels', message: 'labels: expected at least 3 labels, got 2' },
        { path: 'data[0].color', message: 'data[0].color: expected a colour, got "x"' },
      ]),
    ).toBe('labels: expected at least 3 labels, got 2\ndata[0].color: expected a colour, got "x"');
    expect(formatParseIssues([])).toBe('');
  });
});

describe('parseChart properties', () => {
  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseChart(value);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any value at all, including exotic objects', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    const chartLike = fc.record({ metadata: anything, labels: anything, data: anything });
    fc.assert(
      fc.property(fc.oneof(anything, chartLike), (value) => {
        expect(() => parseChart(value)).not.toThrow();
        expect(() => parseChartParts(value, value, value)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('never throws when reading the input throws', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys for you');
        },
      },
    );
    expect(expectErrors(parseChart(hostile))).toEqual(['chart: could not be read (no keys for you)']);
  });

  it('round-trips every valid chart exactly, without warnings', () => {
    fc.assert(
      fc.property(chartArbitrary(), (chart) => {
        const result = expectValue(parseChart(deepFreeze(chart)));
        expect(result.value).toStrictEqual(chart);
        expect(result.warnings).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips every valid chart through JSON and through its three stored parts', () => {
    fc.assert(
      fc.property(chartArbitrary(), (chart) => {
        expect(expectValue(parseChart(JSON.stringify(chart))).value).toStrictEqual(chart);
        const parts = [chart.metadata, chart.labels, chart.data].map((part) => JSON.stringify(part));
        expect(expectValue(parseChartParts(parts[0], parts[1], parts[2])).value).toStrictEqual(chart);
      }),
      { numRuns: 100 },
    );
  });

  it('returns a chart that parses again to itself without warnings (repairs are final)', () => {
    const perturbed = chartArbitrary().chain((chart) =>
      fc.record({
        metadata: fc.constant(chart.metadata),
        labels: fc.constant(chart.labels),
        data: fc.constant(chart.data.map((dataSet) => ({ ...dataSet, description: undefined }))),
        extra: fc.jsonValue(),
      }),
    );
    fc.assert(
      fc.property(perturbed, (input) => {
        const once = expectValue(parseChart(input));
        const twice = expectValue(parseChart(once.value));
        expect(twice.value).toStrictEqual(once.value);
        expect(twice.warnings).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
