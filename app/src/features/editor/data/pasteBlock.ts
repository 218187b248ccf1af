/**
 * A block of cells pasted into the table view, checked before it touches the chart: its text read as
 * cells (TSV/CSV, or an HTML table when the clipboard has no text), trailing empty cells dropped, and
 * a block that would take the chart past its limits refused with a message that says so.
 */
import { MAX_DATA_SETS, MAX_LABELS, MAX_NAME_LENGTH, VALUE_MAX, VALUE_MIN } from 'statradar';
import { tableNumber } from 'statradar/data';

import { readImportText } from './importText';

export type PastedBlock = { ok: true; cells: string[][] } | { ok: false; error: string };

/**
 * The cells of the first table in clipboard HTML (a spreadsheet or a web page copies its cells so;
 * some copy nothing else), row by row; null when there is no table. Never runs the HTML's scripts.
 */
export function tableCellsFromHtml(html: string): string[][] | null {
  if (!/<table[\s>]/i.test(html)) return null;
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return null;
  const rows = [...table.rows].map((row) =>
    [...row.cells].flatMap((cell) => {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      // A merged cell fills the columns it spans, as the spreadsheet's plain text does.
      return [
        text,
        ...Array.from({ length: Math.max(0, Math.min(cell.colSpan, MAX_LABELS + 1) - 1) }, () => ''),
      ];
    }),
  );
  return rows.length > 0 ? rows : null;
}

/** The block without empty cells at the ends of its rows, and without empty rows at its end. */
function trimmedBlock(cells: string[][]): string[][] {
  const rows = cells.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1]!.trim() === '') end -= 1;
    return row.slice(0, end);
  });
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}

/**
 * The block to paste with its top-left cell at `row`, `column` of the table (row 0 = attribute names,
 * column 0 = data-set names), or why it is not pasted: unreadable text, or more data sets or attributes
 * than a chart holds (the import's limits: 200 data sets, 100 attributes).
 * @example readPastedBlock('90\t91\n10\t11', 1, 1) // { ok: true, cells: [['90', '91'], ['10', '11']] }
 */
export function readPastedBlock(text: string, row: number, column: number): PastedBlock {
  const columnCells = singleColumnOfNumbers(text);
  if (columnCells) return checkedBlock(columnCells, row, column);
  const read = readImportText(text);
  if (read.kind === 'error') return { ok: false, error: `Nothing was pasted. ${read.error}` };
  if (read.kind !== 'table')
    return { ok: false, error: 'Nothing was pasted: a chart file is imported with Import.' };
  const cells = trimmedBlock(read.cells);
  if (cells.length === 0) return { ok: false, error: 'Nothing was pasted: the copied cells are empty.' };
  return checkedBlock(cells, row, column);
}

/**
 * A spreadsheet copies one column as lines without tabs; with decimal commas (72,5) they read as CSV,
 * and each value split in two cells (72 | 5). Lines that are all numbers (or empty) are one column.
 */
function singleColumnOfNumbers(text: string): string[][] | null {
  if (text.includes('\t') || !text.includes(',')) return null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0 || !lines.every((line) => line.trim() === '' || tableNumber(line) !== null))
    return null;
  return lines.map((line) => [line]);
}

/** The block, or why it would take the chart past its limits from this cell. */
export function checkedBlock(cells: string[][], row: number, column: number): PastedBlock {
  let width = 0;
  for (const line of cells) width = Math.max(width, line.length);
  const dataSets = row - 1 + cells.length;
  const attributes = column - 1 + width;
  const over: string[] = [];
  if (dataSets > MAX_DATA_SETS)
    over.push(`${dataSets.toLocaleString('en')} data sets (a chart holds at most ${MAX_DATA_SETS})`);
  if (attributes > MAX_LABELS)
    over.push(`${attributes.toLocaleString('en')} attributes (a chart holds at most ${MAX_LABELS})`);
  if (over.length === 0) return { ok: true, cells };
  return {
    ok: false,
    error: `Nothing was pasted: the ${cells.length.toLocaleString('en')} × ${width.toLocaleString('en')} cells, pasted here, would need ${over.join(' and ')}. Copy fewer cells, or use Import to see what fits.`,
  };
}

/** How many pasted numbers lie outside 0..100, and so are set to the nearer of 0 and 100. */
export function outOfRangeCount(cells: readonly string[]): number {
  return cells.filter((cell) => {
    const number = tableNumber(cell);
    return number !== null && !Number.isNaN(number) && (number < VALUE_MIN || number > VALUE_MAX);
  }).length;
}

/**
 * What a block pasted with its top-left cell at `row`, `column` changes on the way in, in words
 * (empty when nothing): values outside 0..100 set to 0 or 100, and names over the limit cut. A paste
 * said only "Pasted 6 cells." while 150 became 100 and a 300-character name lost its end.
 * @example pasteAdjustments([['150', '20']], 1, 1) // ' 1 value outside 0 to 100 was set to 0 or 100.'
 */
export function pasteAdjustments(cells: readonly (readonly string[])[], row: number, column: number): string {
  const values: string[] = [];
  let cutNames = 0;
  cells.forEach((line, blockRow) =>
    line.forEach((text, blockColumn) => {
      const r = row + blockRow;
      const c = column + blockColumn;
      // A number beyond the double range ("1e400") is left out of a block as no number, not set.
      if (r > 0 && c > 0) {
        if (Number.isFinite(tableNumber(text))) values.push(text);
      } else if (r !== c && text.trim().length > MAX_NAME_LENGTH) cutNames += 1;
    }),
  );
  const clamped = outOfRangeCount(values);
  const notes = [
    ...(clamped > 0 ? [outOfRangeNote(clamped)] : []),
    ...(cutNames > 0
      ? [
          `${cutNames} ${cutNames === 1 ? 'name' : 'names'} over ${MAX_NAME_LENGTH} characters ${cutNames === 1 ? 'was' : 'were'} cut`,
        ]
      : []),
  ];
  return notes.length > 0 ? ` ${notes.join('; ')}.` : '';
}

/** "1 value outside 0 to 100 was set to 0 or 100", for `count` values. */
export function outOfRangeNote(count: number): string {
  return `${count} ${count === 1 ? 'value' : 'values'} outside ${VALUE_MIN} to ${VALUE_MAX} ${count === 1 ? 'was' : 'were'} set to ${VALUE_MIN} or ${VALUE_MAX}`;
}

/** How many cells of a block pasted at `row`, `column` land on values and are empty. */
export function emptyValueCells(cells: readonly (readonly string[])[], row: number, column: number): number {
  let empty = 0;
  cells.forEach((line, blockRow) =>
    line.forEach((text, blockColumn) => {
      if (row + blockRow > 0 && column + blockColumn > 0 && text.trim() === '') empty += 1;
    }),
  );
  return empty;
}
