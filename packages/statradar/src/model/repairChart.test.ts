import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createChart } from './createChart';
import { MAX_DESCRIPTION_LENGTH, MAX_LABELS, MAX_NAME_LENGTH } from './constants';
import { parseChart } from './parseChart';
import { formatParseIssues } from './parseIssues';
import { repairChart, repairChartParts } from './repairChart';

const labels = [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }];

function repaired(input: unknown) {
  const result = repairChart(input);
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return result;
}

describe('repairChart', () => {
  it('returns a valid chart unchanged with no repairs', () => {
    const result = repaired(createChart());
    expect(result.value).toEqual(createChart());
    expect(result.repairs).toEqual([]);
  });

  it('cuts a 201-character chart, label and data-set name to 200 and lists each cut', () => {
    const long = 'n'.repeat(201);
    const result = repaired({
      metadata: { name: long, description: '' },
      labels: [{ name: long }, ...labels.slice(1)],
      data: [
        {
          name: long,
          description: 'd'.repeat(MAX_DESCRIPTION_LENGTH + 5),
          color: '#123456',
          values: [1, 2, 3],
        },
      ],
    });
    expect(result.value.metadata.name).toBe('n'.repeat(MAX_NAME_LENGTH));
    expect(result.value.labels[0]!.name).toHaveLength(200);
    expect(result.value.data[0]!.name).toHaveLength(200);
    expect(result.value.data[0]!.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(result.repairs.map((repair) => repair.message)).toEqual([
      'metadata.name: 201 characters is over the limit of 200; cut to 200',
      'labels[0].name: 201 characters is over the limit of 200; cut to 200',
      'data[0].name: 201 characters is over the limit of 200; cut to 200',
      'data[0].description: 20005 characters is over the limit of 20000; cut to 20000',
    ]);
  });

  it('never cuts a name between the two halves of an emoji', () => {
    const result = repaired({
      metadata: { name: `${'a'.repeat(199)}😀`, description: '' },
      labels,
      data: [{ name: 'A', description: '', color: '#fff', values: [1, 2, 3] }],
    });
    expect(result.value.metadata.name).toBe('a'.repeat(199));
  });

  it('replaces half of a character (a lone surrogate) with U+FFFD, so the chart can be stored as JSON', () => {
    // What an older import's cut left ('Rex' and half an emoji), or a hand-made file: a database
    // refuses it in JSON ("invalid input syntax for type json"), so no cloud backup worked.
    const chart = createChart();
    const input = {
      ...chart,
      metadata: { name: 'Pets \uD83D', description: '\uDE00 first, 😀 whole' },
      labels: [{ name: 'Speed\uDBFF' }, ...chart.labels.slice(1)],
    };
    const result = repairChart(input);
    if (!result.ok) throw new Error('not repaired');
    expect(result.value.metadata).toEqual({ name: 'Pets \uFFFD', description: '\uFFFD first, 😀 whole' });
    expect(result.value.labels[0]!.name).toBe('Speed\uFFFD');
    expect(result.repairs.map((repair) => repair.path)).toEqual([
      'metadata.name',
      'metadata.description',
      'labels[0].name',
    ]);
    expect(result.repairs[0]!.message).toContain('half of a character (a lone surrogate) was replaced');
  });

  it('clamps values, sets unreadable ones to 50, and replaces bad colours with a hue-shifted one', () => {
    const result = repaired({
      metadata: { name: 'C', description: '' },
      labels,
      data: [
        { name: 'A', description: '', color: '#92f0da', values: [140, -3, 'abc'] },
        { name: 'B', description: '', color: 'not-a-colour', values: ['150', 20, 30] },
      ],
    });
    expect(result.value.data.map((dataSet) => dataSet.values)).toEqual([
      [100, 0, 50],
      [100, 20, 30],
    ]);
    expect(result.value.data[1]!.color).toBe('#92d7f0');
    expect(result.repairs.map((repair) => repair.path)).toEqual([
      'data[0].values[0]',
      'data[0].values[1]',
      'data[0].values[2]',
      'data[1].color',
      'data[1].values[0]',
    ]);
  });

  it('gives the first data set the default colour when its colour is unreadable', () => {
    const result = repaired({
      metadata: { name: 'C', description: '' },
      labels,
      data: [{ name: 'A', description: '', color: 42, values: [1, 2, 3] }],
    });
    expect(result.value.data[0]!.color).toBe('#92f0da');
  });

  it('drops invalid style keys and labels over the limit, and adds labels up to three', () => {
    const many = Array.from({ length: MAX_LABELS + 2 }, (_, index) => ({ name: `L${index}` }));
    const result = repaired({
      metadata: {
        name: 'C',
        description: '',
        style: { labelColor: 'nope', fillStyle: 'zigzag', gridLine: 'circle' },
      },
      labels: many,
      data: [{ name: 'A', description: '', color: '#fff', values: [1] }],
    });
    expect(result.value.metadata.style).toEqual({ gridLine: 'circle' });
    expect(result.value.labels).toHaveLength(MAX_LABELS);
    expect(result.value.data[0]!.values).toHaveLength(MAX_LABELS);

    const few = repaired({
      metadata: { name: 'C', description: '' },
      labels: [{ name: 'Only' }],
      data: [{ name: 'A', description: '', color: '#fff', values: [10] }],
    });
    expect(few.value.labels.map((label) => label.name)).toEqual(['Only', 'New Attribute', 'New Attribute']);
    expect(few.value.data[0]!.values).toEqual([10, 50, 50]);
  });

  it('opens a chart whose metadata is missing or null unnamed, and says so', () => {
    for (const metadata of [null, undefined]) {
      const result = repairChart({
        metadata,
        labels,
        data: [{ name: 'A', description: '', color: '#abcdef', values: [1, 2, 3] }],
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.metadata).toEqual({ name: '', description: '' });
      expect(result.value.data[0]!.values).toEqual([1, 2, 3]);
      expect(result.repairs.map((repair) => repair.path)).toEqual(['metadata']);
    }
    expect(
      repairChartParts(
        'null',
        JSON.stringify(labels),
        JSON.stringify([{ name: 'A', description: '', color: '#abcdef', values: [1, 2, 3] }]),
      ).ok,
    ).toBe(true);
  });

  it('adds a data set to an empty list, keeping the name, description and attributes', () => {
    const result = repairChart({ metadata: { name: 'Team', description: 'kept' }, labels, data: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.metadata).toMatchObject({ name: 'Team', description: 'kept' });
    expect(result.value.labels).toEqual(labels);
    expect(result.value.data).toEqual([
      { name: 'Player 1', description: '', color: '#92f0da', values: [50, 50, 50] },
    ]);
    expect(formatParseIssues(result.repairs)).toBe(
      'data: no data sets; added 1 named "Player 1" with every value 50',
    );
  });

  it('still rejects input without a chart shape, listing the errors', () => {
    expect(repairChart('not json').ok).toBe(false);
    expect(repairChart({ metadata: { name: 'x' }, labels: 'nope', data: [] }).ok).toBe(false);
    expect(repairChart(null).ok).toBe(false);
  });

  it('reads the three stored parts as JSON text, keeping lossless readings as warnings', () => {
    const result = repairChartParts(
      JSON.stringify({ name: 'x'.repeat(300) }),
      JSON.stringify(labels),
      JSON.stringify([{ name: 'A', color: '#fff', values: ['10', 20, 30] }]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data[0]!.values).toEqual([10, 20, 30]);
    expect(result.repairs.map((repair) => repair.path)).toEqual(['metadata.name']);
    expect(result.warnings.map((warning) => warning.path)).toContain('data[0].values[0]');
  });

  it('always gives a chart parseChart accepts, or errors, for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = repairChart(value);
        if (result.ok) expect(parseChart(result.value).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('repairs any chart-shaped object with over-long names into a parseable chart (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.array(fc.oneof(fc.integer({ min: -500, max: 500 }), fc.string({ maxLength: 3 })), {
          maxLength: 6,
        }),
        fc.string({ maxLength: 12 }),
        (name, values, color) => {
          const result = repairChart({
            metadata: { name, description: '' },
            labels: [{ name }, { name: 'b' }, { name: 'c' }],
            data: [{ name, description: '', color, values }],
          });
          expect(result.ok).toBe(true);
          if (result.ok) expect(parseChart(result.value).ok).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
