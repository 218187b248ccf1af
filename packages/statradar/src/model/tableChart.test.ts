import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hueShift } from '../color/hueShift';
import { createChart } from './createChart';
import {
  chartDataFromTable,
  chartToTable,
  guessTableTranspose,
  pasteTableBlock,
  replaceChartData,
  tableNumber,
  type TableCells,
} from './tableChart';

const header = ['', 'Speed', 'Strength', 'Agility'];

function read(cells: string[][], options = {}) {
  const result = chartDataFromTable(cells, options);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('tableNumber', () => {
  it('reads points, decimal commas, percentages and spaces', () => {
    expect(tableNumber('72')).toBe(72);
    expect(tableNumber(' 72.5 ')).toBe(72.5);
    expect(tableNumber('72,5')).toBe(72.5);
    expect(tableNumber('50 %')).toBe(50);
    expect(tableNumber('-3')).toBe(-3);
    expect(tableNumber('abc')).toBeNull();
    expect(tableNumber('')).toBeNull();
    expect(tableNumber('1,2,3')).toBeNull();
  });

  it('reads thousands grouped in threes, as spreadsheets copy them (it read 1,250 as 1.25)', () => {
    expect(tableNumber('1,250')).toBe(1250);
    expect(tableNumber('12,500.5')).toBe(12500.5);
    expect(tableNumber('1,000,000')).toBe(1_000_000);
    expect(tableNumber('-2,500')).toBe(-2500);
    expect(tableNumber('1.250,5')).toBe(1250.5);
    expect(tableNumber('1\u00a0250')).toBe(1250);
    // A decimal comma: after a 0, or with other than three decimals.
    expect(tableNumber('0,125')).toBe(0.125);
    expect(tableNumber('1,25')).toBe(1.25);
    expect(tableNumber('1,2500')).toBe(1.25);
    expect(tableNumber('1,25,000')).toBeNull();
    expect(tableNumber('1.250.5')).toBeNull();
    // A line break inside a cell is no thousands space: "72\n5" read as 725.
    expect(tableNumber('72\n5')).toBeNull();
    expect(tableNumber('72\r\n5')).toBeNull();
    expect(tableNumber(' 72\n')).toBe(72);
  });

  it('reads a minus sign or dash as a minus (it read none)', () => {
    expect(tableNumber('\u221212')).toBe(-12);
    expect(tableNumber('\u2013 7,5')).toBe(-7.5);
    expect(tableNumber('\uff0d3')).toBe(-3);
    expect(tableNumber('\u2212\u22121')).toBeNull();
    expect(tableNumber('5\u2212')).toBeNull();
  });
});

describe('chartDataFromTable', () => {
  it('cuts a long name without splitting an emoji the limit falls inside', () => {
    // 199 letters, then an emoji (two UTF-16 units): a cut at 200 kept half of it, a "�" that a
    // cloud backup then failed on (a database refuses half a character in JSON).
    const long = `${'x'.repeat(199)}😀 more`;
    const result = read([
      ['', long, 'Strength', 'Agility'],
      [long, '1', '2', '3'],
    ]);
    expect(result.value.labels[0]!.name).toBe('x'.repeat(199));
    expect(result.value.data[0]!.name).toBe('x'.repeat(199));
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'Row 1, column 2: the name has 206 characters; cut to 199',
      'Row 2, column 1: the name has 206 characters; cut to 199',
    ]);
  });

  it('reads a name with line breaks (a quoted cell) as one line', () => {
    const result = read([
      ['', 'Top\r\nspeed', 'Strength', 'Agility'],
      ['Fire \n  Dragon\u2028', '1', '2', '3'],
    ]);
    expect(result.value.labels[0]!.name).toBe('Top speed');
    expect(result.value.data[0]!.name).toBe('Fire Dragon');
    expect(result.issues).toEqual([]);
  });

  it('reads the first row as attributes and the first column as data sets', () => {
    const result = read([header, ['Ada', '80', '50', '70'], ['Bob', '10', '20', '30']]);
    expect(result.value).toEqual({
      labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
      data: [
        { name: 'Ada', values: [80, 50, 70] },
        { name: 'Bob', values: [10, 20, 30] },
      ],
    });
    expect(result.issues).toEqual([]);
  });

  it('reads a transposed table (data sets in columns)', () => {
    const result = read(
      [
        ['', 'Ada', 'Bob'],
        ['Speed', '80', '10'],
        ['Strength', '50', '20'],
        ['Agility', '70', '30'],
      ],
      { transpose: true },
    );
    expect(result.value.data).toEqual([
      { name: 'Ada', values: [80, 50, 70] },
      { name: 'Bob', values: [10, 20, 30] },
    ]);
  });

  it('lists empty and unreadable cells, which become 50, and names empty name cells', () => {
    const result = read([header, ['', '', 'x', '70']]);
    expect(result.value.data).toEqual([{ name: 'Player 1', values: [50, 50, 70] }]);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'Row 2, column 1: empty name; using "Player 1"',
      'Row 2, column 2 (Player 1, Speed): empty; using 50',
      'Row 2, column 3 (Player 1, Strength): "x" is not a number; using 50',
    ]);
  });

  it('scales values over 100 by their attribute maximum, or clamps them', () => {
    const cells = [header, ['Ada', '200', '50', '-4'], ['Bob', '50', '20', '30']];
    expect(read(cells).value.data.map((dataSet) => dataSet.values)).toEqual([
      [100, 50, 0],
      [25, 20, 30],
    ]);
    // Every value of a scaled column changes; only those out of range are said to be outside it.
    expect(read(cells).issues.map((issue) => issue.message)).toEqual([
      "Row 2, column 2 (Ada, Speed): 200 is outside 0 to 100; scaled by Speed's maximum 200 to 100",
      'Row 2, column 4 (Ada, Agility): -4 is outside 0 to 100; clamped to 0',
      "Row 3, column 2 (Bob, Speed): 50 scaled by Speed's maximum 200 to 25",
    ]);
    const clamped = read(cells, { outOfRange: 'clamp' });
    expect(clamped.value.data.map((dataSet) => dataSet.values)).toEqual([
      [100, 50, 0],
      [50, 20, 30],
    ]);
    expect(clamped.issues.map((issue) => issue.message)).toEqual([
      'Row 2, column 2 (Ada, Speed): 200 is outside 0 to 100; clamped to 100',
      'Row 2, column 4 (Ada, Agility): -4 is outside 0 to 100; clamped to 0',
    ]);
  });

  it('ignores empty trailing rows and columns and pads short rows', () => {
    const result = read([[...header, ''], ['Ada', '1', '2'], ['', '', '', '', ''], []]);
    expect(result.value.data).toEqual([{ name: 'Ada', values: [1, 2, 50] }]);
  });

  it('refuses too few attributes, no data set, an empty table and too many rows with a message', () => {
    expect(
      chartDataFromTable([
        ['', 'A', 'B'],
        ['x', '1', '2'],
      ]),
    ).toEqual({
      ok: false,
      error: expect.stringContaining(
        'A chart needs at least 3 attributes, but the table has 2 value columns',
      ),
    });
    expect(chartDataFromTable([header])).toEqual({
      ok: false,
      error: expect.stringContaining('no data rows'),
    });
    expect(chartDataFromTable([])).toEqual({
      ok: false,
      error: 'The table is empty: there is nothing to import.',
    });
    const thousand = [header, ...Array.from({ length: 1000 }, (_, index) => [`P${index}`, '1', '2', '3'])];
    expect(chartDataFromTable(thousand)).toEqual({
      ok: false,
      error: expect.stringContaining('The table has 1000 data rows, but a chart holds at most 200 data sets'),
    });
    expect(chartDataFromTable(thousand, { transpose: true })).toEqual({
      ok: false,
      error: 'The table has 1000 value rows, but a chart holds at most 100 attributes.',
    });
  });

  it('returns an error, never throwing, for a value that is no table (unparsed CSV text, a row that is text)', () => {
    // Each threw a TypeError from inside (`cells.map is not a function`, reading 'map' of null).
    const cases: [unknown, string][] = [
      [
        'Data set,Speed\nAda,80',
        'chartDataFromTable: cells must be a list of rows, each a list of cell texts (as a CSV parser returns), got "Data set,Speed\\nAda,80".',
      ],
      [
        null,
        'chartDataFromTable: cells must be a list of rows, each a list of cell texts (as a CSV parser returns), got null.',
      ],
      [
        [['', 'Speed', 'Strength', 'Agility'], 'Ada,80,50,70'],
        'chartDataFromTable: cells[1] must be a row, a list of cell texts, got "Ada,80,50,70".',
      ],
      // A hole in a sparse list is a missing row.
      [
        // eslint-disable-next-line no-sparse-arrays
        [['', 'a', 'b', 'c'], , ['x', '1', '2', '3']],
        'chartDataFromTable: cells[1] must be a row, a list of cell texts, got nothing.',
      ],
    ];
    for (const [cells, error] of cases) {
      expect(chartDataFromTable(cells as TableCells)).toEqual({ ok: false, error });
    }
    // The guess, made first by an importer, takes no table without throwing too.
    for (const [cells] of cases) expect(guessTableTranspose(cells as TableCells)).toBe(false);
    // Options given as null read as none.
    expect(
      chartDataFromTable(
        [
          ['', 'a', 'b', 'c'],
          ['x', '1', '2', '3'],
        ],
        null as unknown as undefined,
      ).ok,
    ).toBe(true);
  });

  it('removes the quote a spreadsheet puts before formula-like text', () => {
    const result = read([
      ['', "'=Speed", 'B', 'C'],
      ["'-Ada", '1', '2', '3'],
    ]);
    expect(result.value.labels[0]!.name).toBe('=Speed');
    const quoted = chartDataFromTable([
      ['', "''=Speed", "'Strength", "'-5"],
      ['Ada', '1', '2', '3'],
    ]);
    if (!quoted.ok) throw new Error(quoted.error);
    // One quote comes off only where it guards formula-like text (our export's ''=x is a name 'x).
    expect(quoted.value.labels.map((label) => label.name)).toEqual(["'=Speed", "'Strength", '-5']);
    expect(result.value.data[0]!.name).toBe('-Ada');
  });
});

describe('guessTableTranspose', () => {
  it('keeps rows as data sets unless only columns fit', () => {
    expect(guessTableTranspose([header, ['Ada', '1', '2', '3']])).toBe(false);
    expect(
      guessTableTranspose([
        ['', 'Ada', 'Bob'],
        ['Speed', '1', '2'],
        ['Strength', '1', '2'],
        ['Agility', '1', '2'],
      ]),
    ).toBe(true);
  });
});

describe('chartToTable and replaceChartData', () => {
  it('round-trips any table-shaped chart through a table (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .string({ minLength: 1, maxLength: 8 })
            .filter((name) => name.trim() === name && !name.startsWith("'")),
          {
            minLength: 3,
            maxLength: 6,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 4 }),
        (names, seeds) => {
          const chart = replaceChartData(createChart(), {
            labels: names.map((name) => ({ name })),
            data: seeds.map((seed, index) => ({ name: `P${index}`, values: names.map(() => seed) })),
          });
          const back = chartDataFromTable(chartToTable(chart));
          expect(back.ok).toBe(true);
          if (back.ok) expect(replaceChartData(chart, back.value)).toEqual(chart);
        },
      ),
    );
  });

  it('keeps colours and descriptions with the data set of the same name when rows are reordered', () => {
    const base = createChart();
    const chart = {
      ...base,
      data: [
        { ...base.data[0]!, name: 'Ada', color: '#ff000080', description: 'first' },
        { ...base.data[0]!, name: 'Bo', color: '#00ff00', description: 'second' },
        { ...base.data[0]!, name: 'Cy', color: '#0000ff', description: 'third' },
      ],
    };
    const labels = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    // Sorted in a spreadsheet (Cy, Ada) with Bo renamed Bea and moved last: her position was Cy's,
    // whose name came back, so she gets a new colour. A row renamed in place keeps its own.
    const sorted = replaceChartData(chart, {
      labels,
      data: [
        { name: 'Cy', values: [1, 2, 3] },
        { name: 'Ada', values: [4, 5, 6] },
        { name: 'Bea', values: [7, 8, 9] },
      ],
    });
    expect(sorted.data.map(({ name, color, description }) => [name, color, description])).toEqual([
      ['Cy', '#0000ff', 'third'],
      ['Ada', '#ff000080', 'first'],
      ['Bea', hueShift('#ff000080'), ''],
    ]);
    const renamed = replaceChartData(chart, {
      labels,
      data: [
        { name: 'Ada', values: [1, 2, 3] },
        { name: 'Bea', values: [4, 5, 6] },
        { name: 'Cy', values: [7, 8, 9] },
      ],
    });
    expect(renamed.data.map(({ color, description }) => [color, description])).toEqual([
      ['#ff000080', 'first'],
      ['#00ff00', 'second'],
      ['#0000ff', 'third'],
    ]);
  });

  it('keeps colours and descriptions by position and hue-shifts new colours', () => {
    const chart = { ...createChart(), data: [{ ...createChart().data[0]!, description: 'first' }] };
    const next = replaceChartData(chart, {
      labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      data: [
        { name: 'X', values: [1, 2, 3] },
        { name: 'Y', values: [4, 5, 6] },
      ],
    });
    expect(next.metadata).toBe(chart.metadata);
    expect(next.data).toEqual([
      { name: 'X', description: 'first', color: '#92f0da', values: [1, 2, 3] },
      { name: 'Y', description: '', color: '#92d7f0', values: [4, 5, 6] },
    ]);
  });
});

describe('pasteTableBlock', () => {
  it('cuts a long pasted name without splitting an emoji the limit falls inside', () => {
    const long = `${'x'.repeat(199)}😀 more`;
    const { chart } = pasteTableBlock(createChart(), 0, 0, [
      ['', long],
      [long, '1'],
    ]);
    expect(chart.labels[0]!.name).toBe('x'.repeat(199));
    expect(chart.data[0]!.name).toBe('x'.repeat(199));
    // Within the limit, an emoji at its end stays.
    const fits = `${'x'.repeat(198)}😀`;
    expect(pasteTableBlock(createChart(), 0, 1, [[fits]]).chart.labels[0]!.name).toBe(fits);
  });

  it('pastes a name with line breaks as one line', () => {
    const { chart } = pasteTableBlock(createChart(), 0, 0, [
      ['', 'Top\nspeed'],
      ['Fire\r\nDragon', '1'],
    ]);
    expect(chart.labels[0]!.name).toBe('Top speed');
    expect(chart.data[0]!.name).toBe('Fire Dragon');
  });

  it('refuses a position outside the table or a block that is not rows, naming it', () => {
    // A negative position read cells before the table and threw "Cannot read properties of undefined".
    expect(() => pasteTableBlock(createChart(), -1, 1, [['1']])).toThrow(
      new RangeError('pasteTableBlock: row must be a whole number from 0, got -1.'),
    );
    expect(() => pasteTableBlock(createChart(), 1, 0.5, [['1']])).toThrow(
      new RangeError('pasteTableBlock: column must be a whole number from 0, got 0.5.'),
    );
    expect(() => pasteTableBlock(createChart(), 1, Number.NaN, [['1']])).toThrow(RangeError);
    expect(() => pasteTableBlock(createChart(), '1' as unknown as number, 1, [['1']])).toThrow(TypeError);
    expect(() => pasteTableBlock(createChart(), 1, 1, null as unknown as string[][])).toThrow(
      new TypeError('pasteTableBlock: block must be a list of rows, each a list of cell texts, got null.'),
    );
    expect(() => pasteTableBlock(createChart(), 1, 1, [['1'], 'x' as unknown as string[]])).toThrow(
      TypeError,
    );
  });

  it('writes a block of values, names and attribute names at a position', () => {
    const { chart, skipped } = pasteTableBlock(createChart(), 0, 1, [
      ['Pace', 'Power'],
      ['10', '20,5'],
    ]);
    expect(chart.labels.map((label) => label.name)).toEqual(['Pace', 'Power', 'Agility']);
    expect(chart.data[0]!.values).toEqual([10, 20.5, 70]);
    expect(skipped).toBe(0);
  });

  it('adds data sets and attributes for a block reaching past the table, and skips non-numbers', () => {
    const { chart, skipped } = pasteTableBlock(createChart(), 1, 3, [
      ['1', '2'],
      ['x', '400'],
    ]);
    expect(chart.labels.map((label) => label.name)).toEqual(['Speed', 'Strength', 'Agility', 'Attribute 4']);
    expect(chart.data.map((dataSet) => dataSet.values)).toEqual([
      [80, 50, 1, 2],
      [50, 50, 50, 100],
    ]);
    expect(chart.data[1]).toMatchObject({ name: 'Player 2', color: '#92d7f0' });
    expect(skipped).toBe(1);
  });

  it('names an added data set as the + button does, never after a data set already there', () => {
    const base = createChart();
    const renamed = { ...base, data: [{ ...base.data[0]!, name: 'Player 2' }] };
    const { chart } = pasteTableBlock(renamed, 1, 1, [['1'], ['2'], ['3']]);
    expect(chart.data.map((dataSet) => dataSet.name)).toEqual(['Player 2', 'Player 3', 'Player 4']);
  });

  it('takes a block of 200,000 lines (more than the call stack holds as arguments) and keeps 200 data sets', () => {
    const tall = Array.from({ length: 200_000 }, () => ['5', '6', '7']);
    const { chart, skipped } = pasteTableBlock(createChart(), 1, 1, tall);
    expect(chart.data).toHaveLength(200);
    expect(skipped).toBe((200_000 - 200) * 3);
  });

  it('never grows past 100 attributes and counts the cells left out', () => {
    const wide = [Array.from({ length: 120 }, () => '5')];
    const { chart, skipped } = pasteTableBlock(createChart(), 1, 1, wide);
    expect(chart.labels).toHaveLength(100);
    expect(chart.data[0]!.values).toHaveLength(100);
    expect(skipped).toBe(20);
  });
});
