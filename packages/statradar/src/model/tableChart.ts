import { DEFAULT_COLOR } from '../color/rgba';
import { hueShift } from '../color/hueShift';
import {
  clampValue,
  DEFAULT_VALUE,
  MAX_DATA_SETS,
  MAX_LABELS,
  MAX_NAME_LENGTH,
  MIN_DATA_SETS,
  MIN_LABELS,
  VALUE_MAX,
  VALUE_MIN,
} from './constants';
import { createDataSet } from './createChart';
import { cutText } from './cutText';
import { optionError } from './optionError';
import { describeValue } from './parseIssues';
import { roundToHundredths } from './roundToHundredths';
import type { Chart, ChartLabel, DataSet } from './types';

/** A table as text cells, row by row (what a CSV parser returns). */
export type TableCells = readonly (readonly string[])[];

/** How {@link chartDataFromTable} reads a table. */
export interface TableReadOptions {
  /**
   * False (default): the first row holds attribute names and each further row is a data set.
   * True: the first column holds attribute names and each further column is a data set.
   */
  transpose?: boolean | undefined;
  /**
   * What happens to numbers outside 0..100: 'scale' (default) divides every value of an attribute
   * whose largest value is over 100 by that maximum (then times 100); 'clamp' cuts them to 0..100.
   * Negative numbers are clamped to 0 either way.
   */
  outOfRange?: 'scale' | 'clamp' | undefined;
}

/** A cell that was read with a change (an empty or unreadable value, a scaled number, a cut name). */
export interface TableCellIssue {
  /** Row in the table as given, from 0. */
  row: number;
  /** Column in the table as given, from 0. */
  column: number;
  /** A sentence that starts with the cell's position as a spreadsheet shows it: `Row 3, column 2: …`. */
  message: string;
}

/** The labels and data sets a table holds (names and values only). */
export interface TableChartData {
  /** The attributes, in table order. */
  labels: ChartLabel[];
  /** The data sets: a name and one value (0..100 after scaling or clamping) per label. */
  data: { name: string; values: number[] }[];
}

/** The outcome of {@link chartDataFromTable}: the data with every changed cell, or why it cannot be used. */
export type TableReadResult =
  { ok: true; value: TableChartData; issues: TableCellIssue[] } | { ok: false; error: string };

/** Header of the first column in {@link chartToTable}. */
export const TABLE_CORNER_HEADER = 'Data set';

/**
 * Spreadsheets (and our CSV export) put a quote before text that would read as a formula; our export
 * also quotes text that already starts with quotes before such a character (`'=x` is written `''=x`),
 * so removing one quote gives every name back as it was.
 */
const FORMULA_ESCAPE = /^'(?='*[=+\-@\t\r])/;
/**
 * A name is one line: a quoted cell's line breaks ("Fire\nDragon") become a space. Kept, the break
 * showed in exports and the chart's labels but not in the editor's one-line fields.
 */
const oneLine = (text: string): string => text.replace(/\s*[\n\r\u2028\u2029]\s*/g, ' ').trim();
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DECIMAL_COMMA = /^[+-]?\d*,\d+$/;
/** `1,250` or `12,500.5`: thousands in groups of three (no leading 0, which `0,125` has). */
const COMMA_THOUSANDS = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** `1.250,5`: thousands grouped by dots before a decimal comma. */
const DOT_THOUSANDS = /^[+-]?[1-9]\d{0,2}(\.\d{3})+,\d+$/;
/** Signs word processors and web pages write for a minus: minus sign, en dash, small and fullwidth hyphen-minus. */
const MINUS_SIGNS = /^[\u2212\u2013\ufe63\uff0d]/;

/**
 * Reads a spreadsheet number: `72`, `72.5`, `72,5` (decimal comma), `1,250` and `1,250.5` (thousands
 * in groups of three after a first digit that is not 0), `1.250,5`, `1 250`, with an optional `%`
 * and spaces; a leading minus sign (U+2212) or dash counts as `-`. Null when the text is not a
 * number. `1,250` is one thousand two hundred and fifty, as a spreadsheet in English shows it; a
 * decimal comma with three decimals (`0,125`, `1,250` in German) is read as such only after a 0.
 * @example tableNumber('72,5') // 72.5
 * @example tableNumber('1,250') // 1250
 * @example tableNumber('\u221212') // -12
 */
export function tableNumber(text: string): number | null {
  // Spaces group thousands ("1 250"); a line break inside a cell ("72\n5", a quoted CSV cell) does not.
  if (/[\n\r\u2028\u2029]/.test(text.trim())) return null;
  const trimmed = text.trim().replace(/\s*%$/, '').replace(/\s+/g, '').replace(MINUS_SIGNS, '-');
  if (PLAIN_NUMBER.test(trimmed)) return Number(trimmed);
  if (COMMA_THOUSANDS.test(trimmed)) return Number(trimmed.replaceAll(',', ''));
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  if (DOT_THOUSANDS.test(trimmed)) return Number(trimmed.replaceAll('.', '').replace(',', '.'));
  return null;
}

/**
 * -1 for a table (a list of rows that are lists), -2 for no list, else the index of the first item
 * that is no row (a hole of a sparse list included).
 */
function firstNonRow(cells: unknown): number {
  return Array.isArray(cells) ? cells.findIndex((row) => !Array.isArray(row)) : -2;
}

/** The table's cells with ragged rows padded and empty trailing rows and columns removed. */
function normaliseCells(cells: TableCells): string[][] {
  const rows = cells.map((row) => row.map((cell) => (typeof cell === 'string' ? cell : String(cell ?? ''))));
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop();
  let width = 0;
  for (const row of rows) {
    for (let column = row.length - 1; column >= 0; column -= 1) {
      if (row[column]!.trim() !== '') {
        width = Math.max(width, column + 1);
        break;
      }
    }
  }
  return rows.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? ''));
}

/**
 * Guesses whether a table lists data sets in columns: true when its first column, not its first row,
 * looks like the attribute list (fewer than 3 columns of values but at least 3 rows, or only the
 * transposed reading fits the chart limits). False for a value that is no table.
 * @example guessTableTranspose([['', 'Ada'], ['Speed', '80'], ['Strength', '50'], ['Agility', '70']]) // true
 */
export function guessTableTranspose(cells: TableCells): boolean {
  // No table (see chartDataFromTable, which says why): no guess, rather than a TypeError from inside.
  if (firstNonRow(cells) !== -1) return false;
  const rows = normaliseCells(cells);
  const valueRows = rows.length - 1;
  const valueColumns = (rows[0]?.length ?? 0) - 1;
  const fits = (dataSets: number, labels: number) =>
    dataSets >= MIN_DATA_SETS && dataSets <= MAX_DATA_SETS && labels >= MIN_LABELS && labels <= MAX_LABELS;
  if (fits(valueRows, valueColumns)) return false;
  return fits(valueColumns, valueRows);
}

function position(row: number, column: number): string {
  return `Row ${row + 1}, column ${column + 1}`;
}

/** A name from a cell: formula quote removed, on one line, trimmed, cut to the limit; empty gives the fallback. */
function readName(
  text: string,
  fallback: string,
  at: [row: number, column: number],
  issues: TableCellIssue[],
): string {
  const name = oneLine(text.replace(FORMULA_ESCAPE, ''));
  if (name === '') {
    issues.push({
      row: at[0],
      column: at[1],
      message: `${position(...at)}: empty name; using "${fallback}"`,
    });
    return fallback;
  }
  if (name.length <= MAX_NAME_LENGTH) return name;
  const cut = cutText(name, MAX_NAME_LENGTH);
  issues.push({
    row: at[0],
    column: at[1],
    message: `${position(...at)}: the name has ${name.length} characters; cut to ${cut.length}`,
  });
  return cut;
}

/**
 * Reads a table (first row and first column as names) into labels and data sets, never throwing.
 * Values are read by {@link tableNumber}; an empty or unreadable cell becomes 50, and values outside
 * 0..100 are scaled or clamped (see {@link TableReadOptions}); each such cell is listed in `issues`.
 * A table with fewer than 3 attributes or no data set, or more than the chart limits
 * (100 attributes, 200 data sets), gives an error that says so, as does a value that is no table
 * (not a list of rows that are lists of cell texts).
 * @example
 * chartDataFromTable([['', 'Speed', 'Strength', 'Agility'], ['Ada', '80', '50', '70']])
 * // { ok: true, value: { labels: [{ name: 'Speed' }, …], data: [{ name: 'Ada', values: [80, 50, 70] }] }, issues: [] }
 */
export function chartDataFromTable(cells: TableCells, options: TableReadOptions = {}): TableReadResult {
  // Never throwing holds for what is no table too: CSV text not yet parsed, a row that is a string.
  const notRow = firstNonRow(cells);
  if (notRow !== -1)
    return {
      ok: false,
      error:
        notRow < 0
          ? `chartDataFromTable: cells must be a list of rows, each a list of cell texts (as a CSV parser returns), got ${describeValue(cells)}.`
          : `chartDataFromTable: cells[${notRow}] must be a row, a list of cell texts, got ${describeValue(cells[notRow])}.`,
    };
  const rows = normaliseCells(cells);
  // Options given as null read as none.
  const { transpose = false, outOfRange } = options ?? {};
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height === 0 || width === 0)
    return { ok: false, error: 'The table is empty: there is nothing to import.' };
  // The cell at data set d, attribute a (0 = the name cells), in the table's own coordinates.
  const at = (dataSet: number, attribute: number): [number, number] =>
    transpose ? [attribute, dataSet] : [dataSet, attribute];
  const cell = (dataSet: number, attribute: number) => {
    const [row, column] = at(dataSet, attribute);
    return rows[row]?.[column] ?? '';
  };
  const dataSetCount = (transpose ? width : height) - 1;
  const labelCount = (transpose ? height : width) - 1;
  const dataSetLines = transpose ? 'columns' : 'rows';
  const labelLines = transpose ? 'rows' : 'columns';
  if (dataSetCount > MAX_DATA_SETS)
    return {
      ok: false,
      error: `The table has ${dataSetCount} data ${dataSetLines}, but a chart holds at most ${MAX_DATA_SETS} data sets. Import at most ${MAX_DATA_SETS} ${dataSetLines} (plus the ${transpose ? 'name column' : 'header row'}).`,
    };
  if (labelCount > MAX_LABELS)
    return {
      ok: false,
      error: `The table has ${labelCount} value ${labelLines}, but a chart holds at most ${MAX_LABELS} attributes.`,
    };
  if (labelCount < MIN_LABELS)
    return {
      ok: false,
      error: `A chart needs at least ${MIN_LABELS} attributes, but the table has ${Math.max(0, labelCount)} value ${labelLines} besides the names. Put the attribute names in the ${transpose ? 'first column' : 'first row'} and the data-set names in the ${transpose ? 'first row' : 'first column'}${transpose ? '' : ', or switch the orientation'}.`,
    };
  if (dataSetCount < MIN_DATA_SETS)
    return {
      ok: false,
      error: `The table has no data ${dataSetLines}: a chart needs at least one data set under the attribute names.`,
    };

  const issues: TableCellIssue[] = [];
  const labels = Array.from({ length: labelCount }, (_, index) => ({
    name: readName(cell(0, index + 1), `Attribute ${index + 1}`, at(0, index + 1), issues),
  }));
  const names = Array.from({ length: dataSetCount }, (_, index) =>
    readName(cell(index + 1, 0), `Player ${index + 1}`, at(index + 1, 0), issues),
  );
  const raw = names.map((_, dataSet) =>
    labels.map((__, attribute) => {
      const text = cell(dataSet + 1, attribute + 1);
      const number = tableNumber(text.replace(FORMULA_ESCAPE, ''));
      if (number === null || !Number.isFinite(number)) {
        const what =
          text.trim() === ''
            ? 'empty'
            : `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" is not a number`;
        issues.push({
          row: at(dataSet + 1, attribute + 1)[0],
          column: at(dataSet + 1, attribute + 1)[1],
          message: `${position(...at(dataSet + 1, attribute + 1))} (${names[dataSet]}, ${labels[attribute]!.name}): ${what}; using ${DEFAULT_VALUE}`,
        });
        return null;
      }
      return number;
    }),
  );
  const scale = (outOfRange ?? 'scale') === 'scale';
  const maxima = labels.map((_, attribute) =>
    Math.max(...raw.map((values) => values[attribute] ?? Number.NEGATIVE_INFINITY)),
  );
  const data = names.map((name, dataSet) => ({
    name,
    values: labels.map((label, attribute) => {
      const number = raw[dataSet]![attribute];
      if (number === null || number === undefined) return DEFAULT_VALUE;
      const maximum = maxima[attribute]!;
      const value =
        scale && maximum > VALUE_MAX
          ? roundToHundredths(clampValue((number / maximum) * VALUE_MAX))
          : clampValue(number);
      if (value !== number) {
        const [row, column] = at(dataSet + 1, attribute + 1);
        const how =
          scale && maximum > VALUE_MAX && number >= 0
            ? `scaled by ${label.name}'s maximum ${maximum}`
            : 'clamped';
        // An in-range value changes too when its column is scaled: it is not said to be outside.
        const outside = number < VALUE_MIN || number > VALUE_MAX ? ' is outside 0 to 100;' : '';
        issues.push({
          row,
          column,
          message: `${position(row, column)} (${name}, ${label.name}): ${number}${outside} ${how} to ${value}`,
        });
      }
      return value;
    }),
  }));
  issues.sort((a, b) => a.row - b.row || a.column - b.column);
  return { ok: true, value: { labels, data }, issues };
}

/**
 * The chart as a table: a header row (`Data set` and the attribute names), then one row per data set
 * with its name and values. {@link chartDataFromTable} reads it back unchanged.
 * @example chartToTable(createChart()) // [['Data set', 'Speed', 'Strength', 'Agility'], ['Player 1', '80', '50', '70']]
 */
export function chartToTable(chart: Chart): string[][] {
  return [
    [TABLE_CORNER_HEADER, ...chart.labels.map((label) => label.name)],
    ...chart.data.map((dataSet) => [dataSet.name, ...dataSet.values.map((value) => String(value))]),
  ];
}

/**
 * The chart with its labels and data sets replaced by `imported` (from {@link chartDataFromTable}).
 * The name, description and style stay. Each data set keeps the colour and description of the one
 * of the same name (so a table sorted in a spreadsheet keeps them with their rows), else of the one
 * at the same position when that one's name is not imported (a renamed row); new ones get the
 * previous colour hue-shifted.
 * @example replaceChartData(chart, { labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], data: [{ name: 'X', values: [1, 2, 3] }] })
 */
export function replaceChartData(chart: Chart, imported: TableChartData): Chart {
  const unclaimed = new Set(chart.data);
  const byName = imported.data.map((dataSet) => {
    const match = chart.data.find((existing) => existing.name === dataSet.name && unclaimed.has(existing));
    if (match) unclaimed.delete(match);
    return match;
  });
  const data: DataSet[] = [];
  for (const [index, dataSet] of imported.data.entries()) {
    let existing = byName[index];
    const atPosition = chart.data[index];
    if (!existing && atPosition && unclaimed.has(atPosition)) {
      existing = atPosition;
      unclaimed.delete(atPosition);
    }
    const previous = data[index - 1];
    data.push({
      name: dataSet.name,
      description: existing?.description ?? '',
      color: existing?.color ?? (previous ? hueShift(previous.color) : DEFAULT_COLOR),
      values: imported.labels.map((_, labelIndex) => {
        const value = dataSet.values[labelIndex];
        return typeof value === 'number' && Number.isFinite(value) ? clampValue(value) : DEFAULT_VALUE;
      }),
    });
  }
  return { ...chart, labels: imported.labels.map((label) => ({ name: label.name })), data };
}

/** The outcome of {@link pasteTableBlock}. */
export interface TableBlockPaste {
  /**
   * The chart with the block pasted in (grown by attributes or data sets where the block reaches
   * beyond the table, within the chart limits).
   */
  chart: Chart;
  /** Cells that were not used: values that are not numbers, and cells beyond the chart limits. */
  skipped: number;
}

/**
 * Pastes a block of cells into the chart's table (as {@link chartToTable} lays it out) with its
 * top-left cell at `row`, `column`: row 0 holds attribute names, column 0 data-set names, the rest
 * values (read by {@link tableNumber}, clamped to 0..100). A block reaching past the last data set or
 * attribute adds new ones (up to 200 data sets and 100 attributes); cells that are not numbers and
 * cells past the limits are left out and counted in `skipped`. The top-left corner cell is ignored.
 * @throws RangeError (TypeError for a non-number) when `row` or `column` is not a whole number from
 * 0, and TypeError when `block` is not a list of rows.
 * @example pasteTableBlock(createChart(), 1, 1, [['10', '20']]).chart.data[0].values // [10, 20, 70]
 */
export function pasteTableBlock(
  chart: Chart,
  row: number,
  column: number,
  block: TableCells,
): TableBlockPaste {
  // A position before the table read cells that are not there ("Cannot read properties of undefined").
  for (const [name, value] of [
    ['row', row],
    ['column', column],
  ] as const) {
    if (!Number.isInteger(value) || value < 0)
      optionError('pasteTableBlock', name, 'a whole number from 0', value, typeof value === 'number');
  }
  if (!Array.isArray(block) || !block.every((line) => Array.isArray(line)))
    optionError('pasteTableBlock', 'block', 'a list of rows, each a list of cell texts', block);
  let next: Chart = chart;
  let skipped = 0;
  const height = block.length;
  // A loop, not Math.max(...lines): a pasted block of 200,000 lines overflowed the call stack.
  let width = 0;
  for (const line of block) width = Math.max(width, line.length);
  const neededLabels = Math.min(MAX_LABELS, Math.max(chart.labels.length, column - 1 + width));
  const neededDataSets = Math.min(MAX_DATA_SETS, Math.max(chart.data.length, row - 1 + height));
  if (neededLabels > chart.labels.length) {
    const added = neededLabels - chart.labels.length;
    next = {
      ...next,
      labels: [
        ...next.labels,
        ...Array.from({ length: added }, (_, index) => ({
          name: `Attribute ${chart.labels.length + index + 1}`,
        })),
      ],
      data: next.data.map((dataSet) => ({
        ...dataSet,
        values: [...dataSet.values, ...Array.from({ length: added }, () => DEFAULT_VALUE)],
      })),
    };
  }
  const data = [...next.data];
  while (data.length < neededDataSets) data.push(createDataSet({ ...next, data }));
  const labels = [...next.labels];
  block.forEach((line, blockRow) => {
    line.forEach((text, blockColumn) => {
      const r = row + blockRow;
      const c = column + blockColumn;
      if (r === 0 && c === 0) return;
      if (r > data.length || c > labels.length) {
        skipped += 1;
        return;
      }
      if (r === 0) {
        labels[c - 1] = { name: cutText(oneLine(text), MAX_NAME_LENGTH) };
      } else if (c === 0) {
        data[r - 1] = { ...data[r - 1]!, name: cutText(oneLine(text), MAX_NAME_LENGTH) };
      } else {
        const number = tableNumber(text);
        if (number === null || !Number.isFinite(number)) {
          skipped += 1;
          return;
        }
        const dataSet = data[r - 1]!;
        const values = [...dataSet.values];
        values[c - 1] = clampValue(number);
        data[r - 1] = { ...dataSet, values };
      }
    });
  });
  return { chart: { ...next, labels, data }, skipped };
}
