// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createChart } from 'statradar';
import { chartDataFromTable, chartToTable } from 'statradar/data';

import { importRefusal, MAX_IMPORT_CHARACTERS, readImportText } from './importText';
import { chartCsv, chartJson } from './exportData';

function table(text: string): string[][] {
  const read = readImportText(text);
  if (read.kind !== 'table') throw new Error(read.kind === 'error' ? read.error : 'not a table');
  return read.cells;
}

function data(text: string) {
  const result = chartDataFromTable(table(text));
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('readImportText', () => {
  it('reads tab-separated cells copied from a spreadsheet', () => {
    expect(table('\tSpeed\tStrength\tAgility\nAda\t80\t50\t70\n')).toEqual([
      ['', 'Speed', 'Strength', 'Agility'],
      ['Ada', '80', '50', '70'],
    ]);
  });

  it('reads quoted CSV fields with commas, quotes and line breaks in names (a name is one line)', () => {
    const result = data('Name,"Speed, top","Say ""hi""",Agility\n"Smith, Ada",1,2,3\n"Two\nlines",4,5,6');
    expect(result.value.labels.map((label) => label.name)).toEqual(['Speed, top', 'Say "hi"', 'Agility']);
    expect(result.value.data.map((dataSet) => dataSet.name)).toEqual(['Smith, Ada', 'Two lines']);
  });

  it('lists empty cells, which become 50', () => {
    const result = data('Name,A,B,C\nAda,,2,3');
    expect(result.value.data[0]!.values).toEqual([50, 2, 3]);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'Row 2, column 2 (Ada, A): empty; using 50',
    ]);
  });

  it('reads decimal commas in TSV and in semicolon-separated CSV', () => {
    expect(data('Name\tA\tB\tC\nAda\t72,5\t1\t2').value.data[0]!.values).toEqual([72.5, 1, 2]);
    expect(data('Name;A;B;C\nAda;72,5;1,25;2').value.data[0]!.values).toEqual([72.5, 1.25, 2]);
    expect(data('Name,A,B,C\nAda,"72,5",1,2').value.data[0]!.values).toEqual([72.5, 1, 2]);
  });

  it('reads the delimiter from Excel\'s "sep=" first line, which is no row', () => {
    expect(table('sep=;\r\nName;A;B;C\r\nAda;72,5;1;2\r\n')).toEqual([
      ['Name', 'A', 'B', 'C'],
      ['Ada', '72,5', '1', '2'],
    ]);
    expect(table('\uFEFFSEP=,\nName,A,B,C\nAda,1,2,3')).toEqual([
      ['Name', 'A', 'B', 'C'],
      ['Ada', '1', '2', '3'],
    ]);
    // Only a first line that is just "sep=" and one character.
    expect(table('sep=x,A,B,C\nAda,1,2,3')[0]).toEqual(['sep=x', 'A', 'B', 'C']);
  });

  it('ignores a byte order mark', () => {
    expect(table('\uFEFFName,A,B,C\nAda,1,2,3')[0]![0]).toBe('Name');
  });

  it('refuses 1000 data rows with a message', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => `P${index},1,2,3`);
    const result = chartDataFromTable(table(['Name,A,B,C', ...rows].join('\n')));
    expect(result).toEqual({
      ok: false,
      error:
        'The table has 1000 data rows, but a chart holds at most 200 data sets. Import at most 200 rows (plus the header row).',
    });
  });

  it('gives clear messages for empty, oversized, badly quoted and non-chart input', () => {
    expect(readImportText('  \n ')).toEqual({
      kind: 'error',
      error: 'There is nothing to import: the text is empty.',
    });
    expect(readImportText('x'.repeat(MAX_IMPORT_CHARACTERS + 1))).toMatchObject({
      kind: 'error',
      error: expect.stringContaining('too long to import'),
    });
    expect(readImportText('a,"b\nc,d')).toMatchObject({
      kind: 'error',
      error: expect.stringContaining('cannot be read'),
    });
    expect(readImportText('{"nope": true')).toMatchObject({
      kind: 'error',
      error: expect.stringContaining('JSON'),
    });
    expect(readImportText('{"metadata": 5}')).toMatchObject({
      kind: 'error',
      error: expect.stringContaining('not a chart'),
    });
  });
});

describe('export and import round trip', () => {
  it('reads the CSV export back into the same labels and data sets, formula-like names included', () => {
    const chart = {
      ...createChart(),
      labels: [{ name: '=SUM(A1)' }, { name: "'=not formula" }, { name: 'Strength, raw' }],
      data: [
        { ...createChart().data[0]!, name: '-Ada "the" first' },
        { ...createChart().data[0]!, name: "''+Bo" },
      ],
    };
    const result = chartDataFromTable(table(chartCsv(chart)));
    expect(result.ok && result.value).toEqual({
      labels: chart.labels,
      data: [
        { name: '-Ada "the" first', values: [80, 50, 70] },
        { name: "''+Bo", values: [80, 50, 70] },
      ],
    });
    expect(chartToTable(chart)[0]![0]).toBe('Data set');
  });

  it('reads back a CSV export that Excel saved again with a UTF-8 byte-order mark', () => {
    const chart = {
      ...createChart(),
      labels: [{ name: 'Crème brûlée' }, { name: '=Pokémon' }, { name: '🍰 Cake' }],
      data: [{ ...createChart().data[0]!, name: '+Zoë 🎉' }],
    };
    const file = `\uFEFF${chartCsv(chart)}`;
    const result = chartDataFromTable(table(file));
    expect(result.ok && result.value).toEqual({
      labels: chart.labels,
      data: [{ name: '+Zoë 🎉', values: [80, 50, 70] }],
    });
  });

  it('reads a CSV export back when a name holds a tab (quoted, so the file is not taken for TSV)', () => {
    const chart = {
      ...createChart(),
      labels: [{ name: 'Speed\tmax' }, { name: 'Strength' }, { name: 'Agility' }],
      data: [{ ...createChart().data[0]!, name: 'Team\tA' }],
    };
    const csv = chartCsv(chart);
    expect(csv).toContain('"Team\tA"');
    const result = chartDataFromTable(table(csv));
    expect(result.ok && result.value).toEqual({
      labels: chart.labels,
      data: [{ name: 'Team\tA', values: [80, 50, 70] }],
    });
  });

  it('still reads a spreadsheet copy (tabs in its first row) as tab-separated, decimal commas kept', () => {
    expect(table('Name\tA\tB\tC\nX\t1,5\t2\t3')).toEqual([
      ['Name', 'A', 'B', 'C'],
      ['X', '1,5', '2', '3'],
    ]);
  });

  it('reads the JSON export back as the same chart', () => {
    const chart = {
      ...createChart(),
      metadata: { name: 'Snacks', description: 'd', style: { gridLine: 'circle' as const } },
    };
    expect(readImportText(chartJson(chart))).toEqual({ kind: 'chart', chart, repairs: [] });
  });
});

describe('importRefusal', () => {
  const grid = (rows: number, columns: number, cell = '1') =>
    Array.from({ length: rows }, () => Array.from({ length: columns }, () => cell).join('\t')).join('\r\n');

  it('refuses a table larger than a chart either way round before the dialog shows it', () => {
    expect(importRefusal(grid(990, 1000))).toBe(
      'Nothing was imported: the table has 990 rows and 1,000 columns, more than a chart holds either way round (at most 200 data sets and 100 attributes, plus a row and a column of names).',
    );
    expect(importRefusal(grid(250, 150))).toMatch(
      /^Nothing was imported: the table has 250 rows and 150 columns/,
    );
  });

  it('refuses text over the import size, and lets through what the dialog can show or explain', () => {
    expect(importRefusal(grid(1000, 1000, '12.25'))).toBe(
      'The text is too long to import (6,000,998 characters; at most 2,000,000).',
    );
    // The largest tables, either way round, and empty trailing cells that add no column.
    expect(importRefusal(grid(201, 101))).toBeNull();
    expect(importRefusal(grid(101, 201))).toBeNull();
    expect(importRefusal(grid(201, 101).replace(/\r\n/g, '\t\t\r\n'))).toBeNull();
    // Small faults are the dialog's to explain (there the text can be mended).
    expect(importRefusal('a,b\n1,2')).toBeNull();
    expect(importRefusal('{bad json')).toBeNull();
    expect(importRefusal('"open quote\tx\n1\t2')).toBeNull();
  });
});
