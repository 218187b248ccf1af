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
import type { Chart, ChartLabel, ChartMetadata, ChartStyle, DataSet, FillStyle, GridLine } from './types';

/** Collects issues while one input is parsed; a reader returns undefined after reporting an error. */
interface Issues {
  errors: ParseIssue[];
  warnings: ParseIssue[];
}

type UnknownRecord = Record<string, unknown>;

const FILL_STYLES: readonly FillStyle[] = ['soft fill', 'outline', 'solid fill'];
const GRID_LINES: readonly GridLine[] = ['polygon', 'circle'];
const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own properties only, so inherited or `__proto__` keys never leak into a chart. */
function ownValue(record: UnknownRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function warnUnknownKeys(
  record: UnknownRecord,
  known: readonly string[],
  path: string,
  issues: Issues,
): void {
  for (const key of Object.keys(record)) {
    if (!known.includes(key)) issues.warnings.push(parseIssue(childPath(path, key), 'unknown key; dropped'));
  }
}

/** Local storage and URLs hold JSON text: reads it here so callers need no try/catch. */
function readJsonOrValue<T>(
  value: unknown,
  path: string,
  issues: Issues,
  read: (parsed: unknown) => T | undefined,
): T | undefined {
  if (typeof value !== 'string') return read(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    issues.errors.push(parseIssue(path, `expected JSON, got text that is not JSON (${reason})`));
    return undefined;
  }
  return read(parsed);
}

function readRecord(
  value: unknown,
  expected: string,
  path: string,
  issues: Issues,
): UnknownRecord | undefined {
  if (isRecord(value)) return value;
  issues.errors.push(parseIssue(path, `expected ${expected}, got ${describeValue(value)}`));
  return undefined;
}

function readText(
  value: unknown,
  path: string,
  issues: Issues,
  limits: { fallback: string; maxLength: number },
): string | undefined {
  if (value === undefined || value === null) {
    issues.warnings.push(parseIssue(path, `missing; using ${JSON.stringify(limits.fallback)}`));
    return limits.fallback;
  }
  if (typeof value !== 'string') {
    issues.errors.push(parseIssue(path, `expected text, got ${describeValue(value)}`));
    return undefined;
  }
  if (value.length > limits.maxLength) {
    issues.errors.push(
      parseIssue(path, `expected at most ${limits.maxLength} characters, got ${value.length}`),
    );
    return undefined;
  }
  return value;
}

function readColor(value: unknown, path: string, issues: Issues): string | undefined {
  if (typeof value === 'string' && value.length <= MAX_NAME_LENGTH && isColor(value)) return value;
  issues.errors.push(
    parseIssue(
      path,
      `expected a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name), got ${describeValue(value)}`,
    ),
  );
  return undefined;
}

/** A number, or numeric text (stored by older versions), as a number; undefined if neither. */
function numberFrom(value: unknown, path: string, issues: Issues): number | undefined {
  if (typeof value === 'number' && !Number.isNaN(value)) return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) {
    const number = Number(value);
    issues.warnings.push(parseIssue(path, `read the text ${describeValue(value)} as the number ${number}`));
    return number;
  }
  return undefined;
}

function readValue(value: unknown, path: string, issues: Issues): number | undefined {
  if (value === undefined || value === null) {
    issues.warnings.push(parseIssue(path, `missing; using ${DEFAULT_VALUE}`));
    return DEFAULT_VALUE;
  }
  const number = numberFrom(value, path, issues);
  if (number === undefined) {
    issues.errors.push(
      parseIssue(path, `expected a number from ${VALUE_MIN} to ${VALUE_MAX}, got ${describeValue(value)}`),
    );
    return undefined;
  }
  if (number >= VALUE_MIN && number <= VALUE_MAX) return number;
  const clamped = clampValue(number);
  issues.warnings.push(
    parseIssue(path, `${number} is outside ${VALUE_MIN} to ${VALUE_MAX}; clamped to ${clamped}`),
  );
  return clamped;
}

function readShowCount(value: unknown, path: string, issues: Issues): number | undefined {
  const number = numberFrom(value, path, issues);
  if (number === undefined || !Number.isFinite(number)) {
    issues.errors.push(
      parseIssue(path, `expected a whole number of data sets to show (0 = all), got ${describeValue(value)}`),
    );
    return undefined;
  }
  const count = Math.min(MAX_DATA_SETS, Math.max(0, Math.floor(number)));
  if (count !== number)
    issues.warnings.push(
      parseIssue(path, `${number} is not a whole number from 0 to ${MAX_DATA_SETS}; using ${count}`),
    );
  return count;
}

function readChoice<T extends string>(
  value: unknown,
  choices: readonly T[],
  path: string,
  issues: Issues,
): T | undefined {
  if (choices.includes(value as T)) return value as T;
  const expected = choices.map((choice) => JSON.stringify(choice)).join(' or ');
  issues.errors.push(parseIssue(path, `expected ${expected}, got ${describeValue(value)}`));
  return undefined;
}

function readStyle(input: UnknownRecord, path: string, issues: Issues): ChartStyle {
  const readers: {
    [K in keyof ChartStyle]-?: (value: unknown, keyPath: string) => ChartStyle[K] | undefined;
  } = {
    fillStyle: (value, keyPath) => readChoice(value, FILL_STYLES, keyPath, issues),
    gridLine: (value, keyPath) => readChoice(value, GRID_LINES, keyPath, issues),
    showCount: (value, keyPath) => readShowCount(value, keyPath, issues),
    labelColor: (value, keyPath) => readColor(value, keyPath, issues),
    axisColor: (value, keyPath) => readColor(value, keyPath, issues),
    fontFamily: (value, keyPath) =>
      readText(value, keyPath, issues, { fallback: '', maxLength: MAX_NAME_LENGTH }),
  };
  warnUnknownKeys(input, Object.keys(readers), path, issues);
  const style: ChartStyle = {};
  for (const key of Object.keys(readers) as (keyof ChartStyle)[]) {
    const value = ownValue(input, key);
    if (value === undefined) continue;
    const keyPath = childPath(path, key);
    if (value === null || (typeof value === 'string' && value.trim() === '')) {
      issues.warnings.push(parseIssue(keyPath, `${describeValue(value)}; using the default`));
      continue;
    }
    const parsed = readers[key](value, keyPath);
    if (parsed !== undefined) Object.assign(style, { [key]: parsed });
  }
  return style;
}

function readMetadata(value: unknown, path: string, issues: Issues): ChartMetadata | undefined {
  const input = readRecord(value, 'an object with name and description', path, issues);
  if (!input) return undefined;
  warnUnknownKeys(input, ['name', 'description', 'style'], path, issues);
  const name = readText(ownValue(input, 'name'), childPath(path, 'name'), issues, {
    fallback: DEFAULT_CHART_NAME,
    maxLength: MAX_NAME_LENGTH,
  });
  const description = readText(ownValue(input, 'description'), childPath(path, 'description'), issues, {
    fallback: '',
    maxLength: MAX_DESCRIPTION_LENGTH,
  });
  const styleValue = ownValue(input, 'style');
  let style: ChartStyle | undefined;
  if (styleValue === null) {
    issues.warnings.push(parseIssue(childPath(path, 'style'), 'null; using the default style'));
  } else if (styleValue !== undefined) {
    const styleInput = readRecord(
      styleValue,
      'an object of style settings',
      childPath(path, 'style'),
      issues,
    );
    if (styleInput) style = readStyle(styleInput, childPath(path, 'style'), issues);
  }
  if (name === undefined || description === undefined) return undefined;
  return style ? { name, description, style } : { name, description };
}

/** Reports a list's length against the limits; true when its items should be read. */
function checkCount(
  list: unknown[],
  noun: string,
  min: number,
  max: number,
  path: string,
  issues: Issues,
): boolean {
  if (list.length >= min && list.length <= max) return true;
  const [bound, limit] = list.length < min ? ['at least', min] : ['at most', max];
  issues.errors.push(
    parseIssue(path, `expected ${bound} ${limit} ${noun}${limit === 1 ? '' : 's'}, got ${list.length}`),
  );
  return false;
}

function readLabels(value: unknown, path: string, issues: Issues): ChartLabel[] | undefined {
  if (!Array.isArray(value)) {
    issues.errors.push(parseIssue(path, `expected a list of labels, got ${describeValue(value)}`));
    return undefined;
  }
  if (!checkCount(value, 'label', MIN_LABELS, MAX_LABELS, path, issues)) return undefined;
  const labels: ChartLabel[] = [];
  let valid = true;
  value.forEach((item: unknown, index) => {
    const itemPath = `${path}[${index}]`;
    let name: string | undefined;
    if (typeof item === 'string') {
      issues.warnings.push(parseIssue(itemPath, `plain text; read as { name: ${describeValue(item)} }`));
      name = readText(item, itemPath, issues, { fallback: NEW_ATTRIBUTE_NAME, maxLength: MAX_NAME_LENGTH });
    } else {
      const input = readRecord(item, 'a label object with a name', itemPath, issues);
      if (input) {
        warnUnknownKeys(input, ['name'], itemPath, issues);
        name = readText(ownValue(input, 'name'), `${itemPath}.name`, issues, {
          fallback: NEW_ATTRIBUTE_NAME,
          maxLength: MAX_NAME_LENGTH,
        });
      }
    }
    if (name === undefined) valid = false;
    else labels.push({ name });
  });
  return valid ? labels : undefined;
}

function readValues(
  value: unknown,
  labelCount: number | undefined,
  path: string,
  issues: Issues,
): number[] | undefined {
  if (!Array.isArray(value)) {
    issues.errors.push(
      parseIssue(path, `expected a list of numbers from 0 to 100, got ${describeValue(value)}`),
    );
    return undefined;
  }
  const count = labelCount ?? Math.min(value.length, MAX_LABELS);
  const values: number[] = [];
  let valid = true;
  for (let index = 0; index < Math.min(value.length, count); index++) {
    const number = readValue(value[index], `${path}[${index}]`, issues);
    if (number === undefined) valid = false;
    else values.push(number);
  }
  if (labelCount !== undefined && value.length < labelCount) {
    issues.warnings.push(
      parseIssue(path, `${value.length} values for ${labelCount} labels; padded with ${DEFAULT_VALUE}`),
    );
    while (values.length < labelCount) values.push(DEFAULT_VALUE);
  } else if (value.length > count) {
    issues.warnings.push(
      parseIssue(path, `${value.length} values for ${count} labels; extra values dropped`),
    );
  }
  return valid ? values : undefined;
}

function readDataSet(
  value: unknown,
  index: number,
  labelCount: number | undefined,
  path: string,
  issues: Issues,
): DataSet | undefined {
  const input = readRecord(value, 'a data set object with name, color and values', path, issues);
  if (!input) return undefined;
  warnUnknownKeys(input, ['name', 'description', 'color', 'values'], path, issues);
  const name = readText(ownValue(input, 'name'), `${path}.name`, issues, {
    fallback: `Player ${index + 1}`,
    maxLength: MAX_NAME_LENGTH,
  });
  const description = readText(ownValue(input, 'description'), `${path}.description`, issues, {
    fallback: '',
    maxLength: MAX_DESCRIPTION_LENGTH,
  });
  const color = readColor(ownValue(input, 'color'), `${path}.color`, issues);
  const values = readValues(ownValue(input, 'values'), labelCount, `${path}.values`, issues);
  if (name === undefined || description === undefined || color === undefined || values === undefined)
    return undefined;
  return { name, description, color, values };
}

function readData(
  value: unknown,
  labelCount: number | undefined,
  path: string,
  issues: Issues,
): DataSet[] | undefined {
  if (!Array.isArray(value)) {
    issues.errors.push(parseIssue(path, `expected a list of data sets, got ${describeValue(value)}`));
    return undefined;
  }
  if (!checkCount(value, 'data set', MIN_DATA_SETS, MAX_DATA_SETS, path, issues)) return undefined;
  const data: DataSet[] = [];
  let valid = true;
  value.forEach((item: unknown, index) => {
    const dataSet = readDataSet(item, index, labelCount, `${path}[${index}]`, issues);
    if (dataSet === undefined) valid = false;
    else data.push(dataSet);
  });
  return valid ? data : undefined;
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
    issues.errors.push(parseIssue('', `could not be read (${reason})`));
  }
  if (chart === undefined || issues.errors.length > 0) {
    return { ok: false, errors: issues.errors };
  }
  return { ok: true, value: chart, warnings: issues.warnings };
}

/** How readParts gets at a part's value: directly, or through {@link readJsonOrValue}. */
type PartReader = <T>(
  value: unknown,
  path: string,
  read: (parsed: unknown) => T | undefined,
) => T | undefined;

function readParts(
  metadata: unknown,
  labels: unknown,
  data: unknown,
  issues: Issues,
  readPart: PartReader,
): Chart | undefined {
  const parsedMetadata = readPart(metadata, 'metadata', (value) => readMetadata(value, 'metadata', issues));
  const parsedLabels = readPart(labels, 'labels', (value) => readLabels(value, 'labels', issues));
  const parsedData = readPart(data, 'data', (value) => readData(value, parsedLabels?.length, 'data', issues));
  if (!parsedMetadata || !parsedLabels || !parsedData) return undefined;
  return { metadata: parsedMetadata, labels: parsedLabels, data: parsedData };
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
    readJsonOrValue(input, '', issues, (value) => {
      const chart = readRecord(value, 'an object with metadata, labels and data', '', issues);
      if (!chart) return undefined;
      warnUnknownKeys(chart, ['metadata', 'labels', 'data'], '', issues);
      return readParts(
        ownValue(chart, 'metadata'),
        ownValue(chart, 'labels'),
        ownValue(chart, 'data'),
        issues,
        (part, _path, read) => read(part),
      );
    }),
  );
}

/**
 * Like {@link parseChart} for a chart stored as three parts (the local-storage keys
 * `metadata{id}`, `labels{id}`, `data{id}`); each part may be a value or its JSON text, and issue
 * paths are the same as parseChart's (`metadata.name`, `labels[1].name`, `data[0].color`).
 * @example parseChartParts(localStorage.getItem('metadataMyChart1'), localStorage.getItem('labelsMyChart1'), localStorage.getItem('dataMyChart1'))
 */
export function parseChartParts(metadata: unknown, labels: unknown, data: unknown): ParseResult<Chart> {
  return safely((issues) =>
    readParts(metadata, labels, data, issues, (part, path, read) =>
      readJsonOrValue(part, path, issues, read),
    ),
  );
}
