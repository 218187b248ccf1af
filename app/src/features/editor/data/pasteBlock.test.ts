import { describe, expect, it } from 'vitest';

import {
  emptyValueCells,
  outOfRangeCount,
  outOfRangeNote,
  pasteAdjustments,
  readPastedBlock,
  tableCellsFromHtml,
} from './pasteBlock';

describe('readPastedBlock', () => {
  it('reads a spreadsheet copy: CRLF, quoted cells with tabs, newlines and quotes, a trailing empty row', () => {
    expect(readPastedBlock('"Spe\ted"\t"Str""ength"\t"Agi\nlity"\r\n10\t20\t30\r\n\t\t\r\n', 0, 1)).toEqual({
      ok: true,
      cells: [
        ['Spe\ted', 'Str"ength', 'Agi\nlity'],
        ['10', '20', '30'],
      ],
    });
  });

  it('drops empty cells at the ends of rows, so a copied empty column adds no attribute', () => {
    expect(readPastedBlock('10\t20\t30\t\t\r\n40\t50\t60\t\t\r\n', 1, 1)).toEqual({
      ok: true,
      cells: [
        ['10', '20', '30'],
        ['40', '50', '60'],
      ],
    });
  });

  it('reads one column of decimal-comma values (no tabs) as one column, not as CSV', () => {
    expect(readPastedBlock('72,5\r\n\r\n60,1 %\r\n', 1, 1)).toEqual({
      ok: true,
      cells: [['72,5'], [''], ['60,1 %']],
    });
    // CSV text is still CSV.
    expect(readPastedBlock('1,2,3\n4,5,6', 1, 1)).toEqual({
      ok: true,
      cells: [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
    });
  });

  it('refuses a 1000 x 1000 block with the limits it breaks, and quickly', () => {
    const row = Array.from({ length: 1000 }, (_, index) => String(index % 10)).join('\t');
    const text = Array.from({ length: 1000 }, () => row).join('\n');
    const started = performance.now();
    const block = readPastedBlock(text, 1, 1);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(block).toEqual({
      ok: false,
      error:
        'Nothing was pasted: the 1,000 × 1,000 cells, pasted here, would need 1,000 data sets (a chart holds at most 200) and 1,000 attributes (a chart holds at most 100). Copy fewer cells, or use Import to see what fits.',
    });
  });

  it('counts from the cell pasted into: a block that fits from the top is refused lower down', () => {
    const rows = Array.from({ length: 200 }, () => '5\t6\t7').join('\n');
    expect(readPastedBlock(rows, 1, 1).ok).toBe(true);
    expect(readPastedBlock(rows, 2, 1)).toMatchObject({
      ok: false,
      error: expect.stringContaining('201 data sets (a chart holds at most 200)'),
    });
    // Into the header row the first line is attribute names, not a data set.
    expect(readPastedBlock(`${rows}\n1\t2\t3`, 0, 1).ok).toBe(true);
    const wide = Array.from({ length: 99 }, () => '1').join('\t');
    expect(readPastedBlock(`${wide}\n${wide}`, 1, 2).ok).toBe(true);
    expect(readPastedBlock(`${wide}\n${wide}`, 1, 3)).toMatchObject({
      ok: false,
      error: expect.stringContaining('101 attributes (a chart holds at most 100)'),
    });
  });

  it('says why text too long to read was not pasted', () => {
    const block = readPastedBlock(`${'1\t'.repeat(1_000_001)}\n1`, 1, 1);
    expect(block).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Nothing was pasted\. The text is too long/),
    });
  });
});

describe('tableCellsFromHtml', () => {
  it('reads the cells of a copied HTML table, merged cells filling their columns', () => {
    const html =
      '<meta charset="utf-8"><table><tbody><tr><td>Ada</td><td colspan="2">8<b>0</b></td></tr>' +
      '<tr><td> Bo\n b </td><td>1,5</td><td>40 %</td></tr></tbody></table>';
    expect(tableCellsFromHtml(html)).toEqual([
      ['Ada', '80', ''],
      ['Bo b', '1,5', '40 %'],
    ]);
  });

  it('is null without a table', () => {
    expect(tableCellsFromHtml('')).toBeNull();
    expect(tableCellsFromHtml('<p>no table</p>')).toBeNull();
  });
});

describe('pasteAdjustments', () => {
  it('counts the values outside 0..100 and the names over 200 characters a block changes', () => {
    const long = 'x'.repeat(201);
    // At the top-left value cell: values only.
    expect(pasteAdjustments([['150', '-3', '100', '0', 'abc', '1e400', '']], 1, 1)).toBe(
      ' 2 values outside 0 to 100 were set to 0 or 100.',
    );
    // From the corner: a row of attribute names, a column of data-set names; the corner is no cell.
    expect(
      pasteAdjustments(
        [
          [long, long],
          [long, '120'],
        ],
        0,
        0,
      ),
    ).toBe(' 1 value outside 0 to 100 was set to 0 or 100; 2 names over 200 characters were cut.');
    expect(
      pasteAdjustments(
        [
          [long, '7'],
          [long, '8'],
        ],
        1,
        0,
      ),
    ).toBe(' 2 names over 200 characters were cut.');
    expect(
      pasteAdjustments(
        [
          ['1', '2'],
          ['x'.repeat(200), '3'],
        ],
        0,
        1,
      ),
    ).toBe('');
  });

  it('counts numbers beyond the double range as out of range where they are clamped', () => {
    expect(outOfRangeCount(['1e400', '-1e999', '25', '', 'n/a'])).toBe(2);
    expect(outOfRangeNote(1)).toBe('1 value outside 0 to 100 was set to 0 or 100');
  });
});

describe('emptyValueCells', () => {
  it('counts the empty cells that land on values, not on names', () => {
    expect(
      emptyValueCells(
        [
          ['10', '', ' '],
          ['', 'x', '60'],
        ],
        1,
        1,
      ),
    ).toBe(3);
    // From a data-set name: the empty first cell is a name.
    expect(emptyValueCells([['', '', '5']], 1, 0)).toBe(1);
    expect(emptyValueCells([['', '1']], 0, 1)).toBe(0);
  });
});
