import { isColor } from '../color/parseColor';
import {
  clampValue,
  DEFAULT_CHART_NAME,
  DEFAULT_VALUE,
  MAX_DATA_SETS,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABELS,
  MAX_NAME_LENGTH,
  MIN_DATA_SETS,
  MIN_LABELS,
  NEW_ATTRIBUTE_NAME,
  VALUE_MAX,
  VALUE_MIN,
} from './constants';
import { describeValue, parseIssue, type ParseIssue, type ParseResult } from './parseIssues';
import type { Chart, ChartLabel, ChartMetadata, ChartStyle, DataSet } from './types';

/**
 * Collects issues while one input is parsed. Readers report every problem they find and may then
 * return anything (usually undefined): a parse that reported an error returns only the errors.
 */
interface Issues {
  errors: ParseIssue[];
  warnings: ParseIssue[];
}

/** Reads one value found at `path`. */
type Reader<T> = (value: unknown, path: string, issues: Issues) => T | undefined;

type UnknownRecord = Record<string, unknown>;

const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** Records an error; returns undefined so that readers can `return fail(...)`. */
function fail(issues: Issues, path: string, text: string): undefined {
  issues.errors.push(parseIssue(path, text));
}

/** Records a repair; returns undefined so that readers can `return warn(...)`. */
function warn(issues: Issues, path: string, text: string): undefined {
  issues.warnings.push(parseIssue(path, text));
}

/** The common error: `expected {expected}, got {a description of value}`. */
function failExpected(issues: Issues, path: string, expected: string, value: unknown): undefined {
  return fail(issues, path, `expected ${expected}, got ${describeValue(value)}`);
}

/** Local storage and URLs hold JSON text: reads it here so callers need no try/catch. */
function readJsonOrValue<T>(value: unknown, path: string, issues: Issues, read: Reader<T>): T | undefined {
  if (typeof value !== 'string') return read(value, path, issues);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    // JSON.parse of a string throws only Error objects (a SyntaxError for text that is not JSON).
    const reason = (error as Error).message;
    return fail(issues, path, `expected JSON, got text that is not JSON (${reason})`);
  }
  return read(parsed, path, issues);
}

/**
 * Reads an object with the given keys, each by its reader (which gets `undefined` for a missing
 * key). Unknown keys are dropped with a warning; only own properties are read, so inherited or
 * `__proto__` keys never leak into a chart. Keys whose reader returns undefined are left out.
 */
function readObject<T>(
  value: unknown,
  path: string,
  issues: Issues,
  expected: string,
  readers: Record<string, Reader<unknown>>,
): T | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failExpected(issues, path, expected, value);
  const record = value as UnknownRecord;
  const keyPath = (key: string) => (path ? `${path}.${key}` : key);
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(readers, key)) warn(issues, keyPath(key), 'unknown key; dropped');
  }
  const result: UnknownRecord = {};
  for (const [key, read] of Object.entries(readers)) {
    const parsed = read(Object.hasOwn(record, key) ? record[key] : undefined, keyPath(key), issues);
    if (parsed !== undefined) result[key] = parsed;
  }
  return result as T;
}

/**
 * Reads a list of `min` to `max` items, each by `readItem`. Undefined when the list, its length or
 * any item is invalid (so that a broken label list does not decide how many values to read).
 */
function readList<T>(
  value: unknown,
  path: string,
  issues: Issues,
  expected: string,
  [noun, min, max]: [noun: string, min: number, max: number],
  readItem: (item: unknown, itemPath: string, index: number) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(value)) return failExpected(issues, path, expected, value);
  const { length } = value;
  if (length < min || length > max) {
    const [bound, limit] = length < min ? ['at least', min] : ['at most', max];
    return fail(issues, path, `expected ${bound} ${limit} ${noun}${limit === 1 ? '' : 's'}, got ${length}`);
  }
  const errorCount = issues.errors.length;
  // Array.from visits holes of sparse arrays too: a hole is read as a missing item.
  const list = Array.from(value, (item: unknown, index) => readItem(item, `${path}[${index}]`, index));
  return issues.errors.length > errorCount ? undefined : (list as T[]);
}

/** Reads text of at most `maxLength` characters; a missing (undefined or null) one becomes `fallback`. */
function textReader(fallback: string, maxLength: number): Reader<string> {
  return (value, path, issues) => {
    if (value === undefined || value === null) {
      warn(issues, path, `missing; using ${JSON.stringify(fallback)}`);
      return fallback;
    }
    if (typeof value !== 'string') return failExpected(issues, path, 'text', value);
    if (value.length > maxLength)
      return fail(issues, path, `expected at most ${maxLength} characters, got ${value.length}`);
    return value;
  };
}

const readName = textReader('', MAX_NAME_LENGTH);
const readDescription = textReader('', MAX_DESCRIPTION_LENGTH);

const readColor: Reader<string> = (value, path, issues) =>
  typeof value === 'string' && value.length <= MAX_NAME_LENGTH && isColor(value)
    ? value
    : failExpected(issues, path, 'a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name)', value);

/** A number, or numeric text (stored by older versions), as a number; undefined if neither. */
const numberFrom: Reader<number> = (value, path, issues) => {
  if (typeof value === 'number' && !Number.isNaN(value)) return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) {
    const number = Number(value);
    warn(issues, path, `read the text ${describeValue(value)} as the number ${number}`);
    return number;
  }
};

const readValue: Reader<number> = (value, path, issues) => {
  if (value === undefined || value === null) {
    warn(issues, path, `missing; using ${DEFAULT_VALUE}`);
    return DEFAULT_VALUE;
  }
  const number = numberFrom(value, path, issues);
  if (number === undefined)
    return failExpected(issues, path, `a number from ${VALUE_MIN} to ${VALUE_MAX}`, value);
  const clamped = clampValue(number);
  // Compared with === so that an in-range -0 is kept as it was stored.
  if (clamped === number) return number;
  warn(issues, path, `${number} is outside ${VALUE_MIN} to ${VALUE_MAX}; clamped to ${clamped}`);
  return clamped;
};

const readShowCount: Reader<number> = (value, path, issues) => {
  const number = numberFrom(value, path, issues);
  if (number === undefined || !Number.isFinite(number))
    return failExpected(issues, path, 'a whole number of data sets to show (0 = all)', value);
  const count = Math.min(MAX_DATA_SETS, Math.max(0, Math.floor(number)));
  if (count !== number)
    warn(issues, path, `${number} is not a whole number from 0 to ${MAX_DATA_SETS}; using ${count}`);
  return count;
};

function choiceReader<T extends string>(...choices: T[]): Reader<T> {
  return (value, path, issues) =>
    choices.includes(value as T)
      ? (value as T)
      : failExpected(issues, path, choices.map((choice) => JSON.stringify(choice)).join(' or '), value);
}

/** A style key may be left out; null or blank text means "use the default" (with a warning). */
function optional<T>(read: Reader<T>): Reader<T> {
  return (value, path, issues) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === ''))
      return warn(issues, path, `${describeValue(value)}; using the default`);
    return read(value, path, issues);
  };
}

const STYLE_READERS: { [K in keyof ChartStyle]-?: Reader<ChartStyle[K]> } = {
  fillStyle: optional(choiceReader('soft fill', 'outline', 'solid fill')),
  gridLine: optional(choiceReader('polygon', 'circle')),
  showCount: optional(readShowCount),
  labelColor: optional(readColor),
  axisColor: optional(readColor),
  fontFamily: optional(readName),
};

const METADATA_READERS: Record<keyof ChartMetadata, Reader<unknown>> = {
  name: textReader(DEFAULT_CHART_NAME, MAX_NAME_LENGTH),
  description: readDescription,
  style: (value, path, issues) =>
    value === null
      ? warn(issues, path, 'null; using the default style')
      : value === undefined
        ? undefined
        : readObject(value, path, issues, 'an object of style settings', STYLE_READERS),
};

const readLabelName = textReader(NEW_ATTRIBUTE_NAME, MAX_NAME_LENGTH);

const readLabel: Reader<ChartLabel> = (value, path, issues) => {
  if (typeof value !== 'string')
    return readObject(value, path, issues, 'a label object with a name', { name: readLabelName });
  warn(issues, path, `plain text; read as { name: ${describeValue(value)} }`);
  const name = readLabelName(value, path, issues);
  return name === undefined ? undefined : { name };
};

/** Reads one value per label (or up to MAX_LABELS when the labels are unreadable). */
function valuesReader(labelCount: number | undefined): Reader<number[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return failExpected(issues, path, 'a list of numbers from 0 to 100', value);
    const { length } = value;
    const count = labelCount ?? Math.min(length, MAX_LABELS);
    const values = Array.from({ length: count }, (_, index) =>
      index < length ? readValue(value[index], `${path}[${index}]`, issues)! : DEFAULT_VALUE,
    );
    if (length !== count) {
      const repair = length < count ? `padded with ${DEFAULT_VALUE}` : 'extra values dropped';
      warn(issues, path, `${length} values for ${count} labels; ${repair}`);
    }
    return values;
  };
}

function dataReader(labelCount: number | undefined): Reader<DataSet[]> {
  const readValues = valuesReader(labelCount);
  return (value, path, issues) =>
    readList(
      value,
      path,
      issues,
      'a list of data sets',
      ['data set', MIN_DATA_SETS, MAX_DATA_SETS],
      (item, itemPath, index) =>
        readObject<DataSet>(item, itemPath, issues, 'a data set object with name, color and values', {
          name: textReader(`Player ${index + 1}`, MAX_NAME_LENGTH),
          description: readDescription,
          color: readColor,
          values: readValues,
        }),
    );
}

/** Runs a reader so that no input, however exotic (throwing getters, proxies), escapes as an exception. */
function safely(read: (issues: Issues) => Chart | undefined): ParseResult<Chart> {
  const issues: Issues = { errors: [], warnings: [] };
  let chart: Chart | undefined;
  try {
    chart = read(issues);
  } catch (error) {
    let reason = 'unreadable value';
    try {
      if (error instanceof Error) reason = error.message;
    } catch {
      // An exotic thrown value: keep the generic reason.
    }
    fail(issues, '', `could not be read (${reason})`);
  }
  const { errors, warnings } = issues;
  return chart && !errors.length ? { ok: true, value: chart, warnings } : { ok: false, errors };
}

/**
 * Readers of a chart's three parts, in order: the labels read decide how many values each data set
 * gets (or up to MAX_LABELS when the labels are unreadable, so that their errors are not repeated).
 */
function chartReaders(): { [K in keyof Chart]: Reader<Chart[K]> } {
  let labelCount: number | undefined;
  return {
    metadata: (value, path, issues) =>
      readObject(value, path, issues, 'an object with name and description', METADATA_READERS),
    labels: (value, path, issues) => {
      const labels = readList(
        value,
        path,
        issues,
        'a list of labels',
        ['label', MIN_LABELS, MAX_LABELS],
        (item, itemPath) => readLabel(item, itemPath, issues),
      );
      labelCount = labels?.length;
      return labels;
    },
    data: (value, path, issues) => dataReader(labelCount)(value, path, issues),
  };
}

/**
 * Reads any value (or JSON text) into a valid {@link Chart}, never throwing. On success the chart holds
 * only known keys and `warnings` lists what was repaired from older stored charts: numeric text read
 * as numbers, values clamped to 0..100, a missing description or name defaulted, values padded with 50
 * or truncated to one per label, unknown keys dropped. Otherwise `errors` lists every problem with its
 * path. Limits that protect renderers: 3..100 labels, 1..200 data sets, names up to 200 characters,
 * descriptions up to 20,000.
 * @example
 * const result = parseChart(JSON.parse(text));
 * if (result.ok) show(result.value);
 * else alert(formatParseIssues(result.errors)); // data[2].values[4]: expected a number from 0 to 100, got "abc"
 */
export function parseChart(input: unknown): ParseResult<Chart> {
  return safely((issues) =>
    readJsonOrValue(input, '', issues, (value, path) =>
      readObject(value, path, issues, 'an object with metadata, labels and data', chartReaders()),
    ),
  );
}

/**
 * Like {@link parseChart} for a chart stored as three parts (the local-storage keys
 * `metadata{id}`, `labels{id}`, `data{id}`); each part may be a value or its JSON text, and issue
 * paths are the same as parseChart's (`metadata.name`, `labels[1].name`, `data[0].color`).
 * @example parseChartParts(localStorage.getItem('metadataMyChart1'), localStorage.getItem('labelsMyChart1'), localStorage.getItem('dataMyChart1'))
 */
export function parseChartParts(metadata: unknown, labels: unknown, data: unknown): ParseResult<Chart> {
  return safely((issues) => {
    const readers = chartReaders();
    return {
      metadata: readJsonOrValue(metadata, 'metadata', issues, readers.metadata)!,
      labels: readJsonOrValue(labels, 'labels', issues, readers.labels)!,
      data: readJsonOrValue(data, 'data', issues, readers.data)!,
    };
  });
}
