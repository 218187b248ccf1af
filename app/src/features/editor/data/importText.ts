/**
 * Text and files the user imports (pasted spreadsheet cells, CSV/TSV files, the editor's JSON export)
 * turned into what the import dialog previews. Parsing CSV is papaparse's job; reading cells into a
 * chart is the engine's (`chartDataFromTable`, `repairChart`).
 */
import Papa from 'papaparse';
import { formatParseIssues, MAX_DATA_SETS, MAX_LABELS } from 'statradar';
import { chartDataFromTable, repairChart } from 'statradar/data';
import type { Chart } from 'statradar';
import type { TableCellIssue, TableChartData, TableReadOptions } from 'statradar/data';

/** Most characters an import may have (a full 200 x 100 table of long names is far below this). */
export const MAX_IMPORT_CHARACTERS = 2_000_000;

/** Why a text of `length` characters cannot be imported. */
export function tooLongToImport(length: number): string {
  return `The text is too long to import (${length.toLocaleString('en')} characters; at most ${MAX_IMPORT_CHARACTERS.toLocaleString('en')}).`;
}

/** File names the import accepts. */
export const IMPORT_FILE_PATTERN = /\.(csv|tsv|tab|txt|json)$/i;

/** Control characters no text file has (all but tab, line feed, vertical tab, form feed and carriage return). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CHARACTERS = /[\u0000-\u0008\u000e-\u001f]/;

/**
 * A file's bytes as text: UTF-8 (with or without a byte order mark), UTF-16 with a byte order mark,
 * else Windows-1252, the encoding Excel on Windows saves "CSV (Comma delimited)" in (read as UTF-8,
 * "Agilité" came in as "Agilit\uFFFD"). Null for a file that is not text (an image or a spreadsheet
 * file renamed .csv): read as text it gave a "table" of garbage that could replace the chart.
 */
export function importFileText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return BINARY_CHARACTERS.test(text) ? null : text;
}

export type ImportedText =
  | { kind: 'table'; cells: string[][] }
  | { kind: 'chart'; chart: Chart; repairs: string[] }
  | { kind: 'error'; error: string };

/** Reads imported text: a chart as JSON, or a table as TSV/CSV (delimiter detected). Never throws. */
export function readImportText(input: string): ImportedText {
  let text = input.replace(/^\uFEFF/, '');
  // Excel's "sep=;" first line names the delimiter; it is no row of the table (it read as a header of
  // empty attribute names, and the real header as a data set of non-numbers).
  const separatorLine = /^sep=([^\r\n])(\r\n|\n|\r|$)/i.exec(text);
  if (separatorLine) text = text.slice(separatorLine[0].length);
  if (text.length > MAX_IMPORT_CHARACTERS) {
    return { kind: 'error', error: tooLongToImport(text.length) };
  }
  if (text.trim() === '') return { kind: 'error', error: 'There is nothing to import: the text is empty.' };
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      return { kind: 'error', error: `This looks like JSON but cannot be read: ${(error as Error).message}` };
    }
    const result = repairChart(value);
    if (!result.ok)
      return {
        kind: 'error',
        error: `This JSON is not a chart (export one with "Export JSON"):\n${formatParseIssues(result.errors)}`,
      };
    return { kind: 'chart', chart: result.value, repairs: result.repairs.map((repair) => repair.message) };
  }
  const parsed = Papa.parse<string[]>(text, {
    // Spreadsheets copy cells as tab-separated text; decimal commas must then not split cells.
    delimiter: separatorLine ? separatorLine[1]! : hasUnquotedTab(firstRecord(text)) ? '\t' : '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) {
    const line = typeof fatal.row === 'number' ? ` (row ${fatal.row + 1})` : '';
    return { kind: 'error', error: `The table cannot be read${line}: ${fatal.message}.` };
  }
  const cells = parsed.data.filter((row): row is string[] => Array.isArray(row));
  if (cells.length === 0) return { kind: 'error', error: 'There is nothing to import: no rows were found.' };
  return { kind: 'table', cells };
}

/**
 * Why pasted or dropped text is refused before the import dialog opens, or null: text over
 * {@link MAX_IMPORT_CHARACTERS}, or a table larger than a chart either way round (more than 200 data
 * sets and 100 attributes, plus a row and a column of names). The dialog showed such text in its box
 * first, which froze the tab for seconds (8 s for a 1000 x 1000 paste) only to refuse it.
 */
export function importRefusal(text: string): string | null {
  const read = readImportText(text);
  if (read.kind === 'error') return text.length > MAX_IMPORT_CHARACTERS ? read.error : null;
  if (read.kind !== 'table') return null;
  const rows = read.cells.length;
  let columns = 0;
  for (const row of read.cells) {
    let end = row.length;
    while (end > 0 && row[end - 1]!.trim() === '') end -= 1;
    columns = Math.max(columns, end);
  }
  const fits = (dataSets: number, labels: number) => dataSets <= MAX_DATA_SETS && labels <= MAX_LABELS;
  if (fits(rows - 1, columns - 1) || fits(columns - 1, rows - 1)) return null;
  return `Nothing was imported: the table has ${rows.toLocaleString('en')} rows and ${columns.toLocaleString('en')} columns, more than a chart holds either way round (at most ${MAX_DATA_SETS} data sets and ${MAX_LABELS} attributes, plus a row and a column of names).`;
}

/** What the dialog shows for a table read with the user's options. */
export type TablePreview =
  { ok: true; value: TableChartData; issues: TableCellIssue[] } | { ok: false; error: string };

export function previewTable(cells: string[][], options: TableReadOptions): TablePreview {
  return chartDataFromTable(cells, options);
}

/** The first record of delimited text: up to the first line break outside double quotes. */
function firstRecord(text: string): string {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) return text.slice(0, index);
  }
  return text;
}

/**
 * Whether a record has a tab outside double quotes: tab-separated text (a spreadsheet's copy), not
 * CSV with a tab inside a quoted name.
 */
function hasUnquotedTab(record: string): boolean {
  let quoted = false;
  for (const character of record) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === '\t') return true;
  }
  return false;
}
