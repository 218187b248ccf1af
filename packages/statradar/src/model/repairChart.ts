import { isColor } from '../color/parseColor';
import { DEFAULT_COLOR } from '../color/rgba';
import { hueShift } from '../color/hueShift';
import {
  clampValue,
  DEFAULT_VALUE,
  MAX_DATA_SETS,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABELS,
  MAX_NAME_LENGTH,
  MIN_LABELS,
  NEW_ATTRIBUTE_NAME,
} from './constants';
import { cutText } from './cutText';
import { parseChart, parseChartParts } from './parseChart';
import { describeValue, parseIssue, type ParseIssue } from './parseIssues';
import type { Chart } from './types';

/**
 * The outcome of {@link repairChart}: a valid chart with what was changed to make it valid
 * (`repairs`, lossy: cut names, clamped values, replaced colours) and what was read from older formats
 * without loss (`warnings`), or every error when the input cannot be repaired.
 */
export type RepairResult =
  | { ok: true; value: Chart; repairs: ParseIssue[]; warnings: ParseIssue[] }
  | { ok: false; errors: ParseIssue[] };

type UnknownRecord = Record<string, unknown>;

const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A surrogate pair, or half of one alone (no lookbehind: older Safari cannot parse it). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** `text` with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the own keys of a plain object (never inherited or `__proto__` ones). */
function copyRecord(value: UnknownRecord): UnknownRecord {
  const copy: UnknownRecord = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: value[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** Repairs one chart value in place of a copy; every lossy change is recorded in `repairs`. */
class Repairer {
  readonly repairs: ParseIssue[] = [];

  private note(path: string, text: string): void {
    this.repairs.push(parseIssue(path, text));
  }

  /**
   * Text longer than `max` is cut (code points are kept whole), and half of a character (a lone
   * surrogate, which an older cut or a hand-made file left) becomes U+FFFD: a database refuses it in
   * JSON, so such a chart could never be backed up to the cloud.
   */
  text(record: UnknownRecord, key: string, path: string, max: number): void {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) {
      record[key] = String(value);
      this.note(path, `the number ${value} was read as text`);
      return;
    }
    if (typeof value !== 'string') return;
    const text = wellFormed(value);
    if (text !== value) {
      record[key] = text;
      this.note(path, 'half of a character (a lone surrogate) was replaced with "\uFFFD"');
    }
    if (text.length <= max) return;
    // Never leave half of a surrogate pair at the end.
    const cut = cutText(text, max);
    record[key] = cut;
    this.note(path, `${text.length} characters is over the limit of ${max}; cut to ${cut.length}`);
  }

  metadata(value: unknown): unknown {
    // Nothing but the name and description is lost with it: the chart opens unnamed.
    if (value === null || value === undefined) {
      this.note('metadata', 'missing; the chart opens unnamed, without a description');
      return { name: '', description: '' };
    }
    if (!isRecord(value)) return value;
    const metadata = copyRecord(value);
    this.text(metadata, 'name', 'metadata.name', MAX_NAME_LENGTH);
    this.text(metadata, 'description', 'metadata.description', MAX_DESCRIPTION_LENGTH);
    if (isRecord(metadata.style)) metadata.style = this.style(metadata.style);
    return metadata;
  }

  private style(value: UnknownRecord): UnknownRecord {
    const style = copyRecord(value);
    const drop = (key: string, why: string) => {
      this.note(`metadata.style.${key}`, `${describeValue(style[key])} ${why}; using the default`);
      delete style[key];
    };
    for (const key of ['labelColor', 'axisColor']) {
      const color = style[key];
      if (
        typeof color === 'string' &&
        color.trim() !== '' &&
        !(color.length <= MAX_NAME_LENGTH && isColor(color))
      )
        drop(key, 'is not a colour');
      else if (color !== undefined && color !== null && typeof color !== 'string')
        drop(key, 'is not a colour');
    }
    const font = style.fontFamily;
    if (font !== undefined && font !== null && (typeof font !== 'string' || font.length > MAX_NAME_LENGTH))
      drop('fontFamily', 'is not a font family name');
    const choices: Record<string, string[]> = {
      fillStyle: ['soft fill', 'outline', 'solid fill'],
      gridLine: ['polygon', 'circle'],
    };
    for (const [key, allowed] of Object.entries(choices)) {
      const choice = style[key];
      if (choice === undefined || choice === null || (typeof choice === 'string' && choice.trim() === ''))
        continue;
      if (!allowed.includes(choice as string))
        drop(key, `is not ${allowed.map((a) => `"${a}"`).join(' or ')}`);
    }
    const count = style.showCount;
    const countNumber = typeof count === 'string' && NUMERIC_TEXT.test(count) ? Number(count) : count;
    if (
      count !== undefined &&
      count !== null &&
      !(typeof count === 'string' && count.trim() === '') &&
      !(typeof countNumber === 'number' && Number.isFinite(countNumber))
    )
      drop('showCount', 'is not a number of data sets');
    return style;
  }

  /** Labels: names cut, extra labels dropped, missing ones added (up to the minimum). */
  labels(value: unknown): unknown {
    if (!Array.isArray(value)) return value;
    let labels: unknown[] = Array.from(value, (item: unknown, index) => {
      const path = `labels[${index}]`;
      if (typeof item === 'string' || typeof item === 'number') {
        const holder: UnknownRecord = { name: item };
        this.text(holder, 'name', path, MAX_NAME_LENGTH);
        return typeof item === 'string' ? holder.name : holder;
      }
      if (!isRecord(item)) return item;
      const label = copyRecord(item);
      this.text(label, 'name', `${path}.name`, MAX_NAME_LENGTH);
      return label;
    });
    if (labels.length > MAX_LABELS) {
      this.note(
        'labels',
        `${labels.length} labels is over the limit of ${MAX_LABELS}; the last ${labels.length - MAX_LABELS} were dropped`,
      );
      labels = labels.slice(0, MAX_LABELS);
    }
    if (labels.length < MIN_LABELS) {
      const missing = MIN_LABELS - labels.length;
      this.note(
        'labels',
        `${labels.length} labels is under the minimum of ${MIN_LABELS}; added ${missing} named "${NEW_ATTRIBUTE_NAME}"`,
      );
      labels = [...labels, ...Array.from({ length: missing }, () => ({ name: NEW_ATTRIBUTE_NAME }))];
    }
    return labels;
  }

  /** One value on the 0..100 scale; numbers outside it are clamped, anything unreadable becomes 50. */
  private value(value: unknown, path: string): unknown {
    if (value === undefined || value === null) return value;
    const number = typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || Number.isNaN(number)) {
      this.note(path, `${describeValue(value)} is not a number; using ${DEFAULT_VALUE}`);
      return DEFAULT_VALUE;
    }
    const clamped = clampValue(number);
    if (clamped === number) return value;
    this.note(path, `${number} is outside 0 to 100; clamped to ${clamped}`);
    return clamped;
  }

  data(value: unknown, labelCount: number | undefined): unknown {
    if (!Array.isArray(value)) return value;
    let items: unknown[] = Array.from(value);
    if (items.length === 0) {
      // As missing labels are added: the chart's name, description and attributes stay readable.
      const values = Array.from({ length: labelCount ?? 0 }, () => DEFAULT_VALUE);
      this.note('data', `no data sets; added 1 named "Player 1" with every value ${DEFAULT_VALUE}`);
      return [{ name: 'Player 1', description: '', color: DEFAULT_COLOR, values }];
    }
    if (items.length > MAX_DATA_SETS) {
      this.note(
        'data',
        `${items.length} data sets is over the limit of ${MAX_DATA_SETS}; the last ${items.length - MAX_DATA_SETS} were dropped`,
      );
      items = items.slice(0, MAX_DATA_SETS);
    }
    let previousColor: string | null = null;
    return items.map((item, index) => {
      if (!isRecord(item)) return item;
      const path = `data[${index}]`;
      const dataSet = copyRecord(item);
      this.text(dataSet, 'name', `${path}.name`, MAX_NAME_LENGTH);
      this.text(dataSet, 'description', `${path}.description`, MAX_DESCRIPTION_LENGTH);
      const color = dataSet.color;
      if (typeof color === 'string' && color.length <= MAX_NAME_LENGTH && isColor(color)) {
        previousColor = color;
      } else {
        const replacement = previousColor ? hueShift(previousColor) : DEFAULT_COLOR;
        this.note(`${path}.color`, `${describeValue(color)} is not a colour; replaced by ${replacement}`);
        dataSet.color = replacement;
        previousColor = replacement;
      }
      if (Array.isArray(dataSet.values)) {
        let values = Array.from(dataSet.values as unknown[], (entry, valueIndex) =>
          this.value(entry, `${path}.values[${valueIndex}]`),
        );
        if (labelCount !== undefined && values.length !== labelCount) {
          if (values.length > labelCount) {
            this.note(
              `${path}.values`,
              `${values.length} values for ${labelCount} labels; the extra values were dropped`,
            );
            values = values.slice(0, labelCount);
          } else {
            this.note(
              `${path}.values`,
              `${values.length} values for ${labelCount} labels; padded with ${DEFAULT_VALUE}`,
            );
            values = [...values, ...Array.from({ length: labelCount - values.length }, () => DEFAULT_VALUE)];
          }
        }
        dataSet.values = values;
      } else if (dataSet.values === undefined || dataSet.values === null) {
        if (labelCount !== undefined) {
          this.note(`${path}.values`, `missing; using ${DEFAULT_VALUE} for every label`);
          dataSet.values = Array.from({ length: labelCount }, () => DEFAULT_VALUE);
        }
      }
      return dataSet;
    });
  }
}

/** JSON text becomes its value; text that is not JSON stays as it is (the parser then reports it). */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function repairParts(
  metadata: unknown,
  labels: unknown,
  data: unknown,
): { parts: [unknown, unknown, unknown]; repairs: ParseIssue[] } {
  const repairer = new Repairer();
  const repairedLabels = repairer.labels(jsonValue(labels));
  const labelCount = Array.isArray(repairedLabels) ? repairedLabels.length : undefined;
  const parts: [unknown, unknown, unknown] = [
    repairer.metadata(jsonValue(metadata)),
    repairedLabels,
    repairer.data(jsonValue(data), labelCount),
  ];
  // Report in the order of the chart's parts.
  const order = (issue: ParseIssue) =>
    ['metadata', 'labels', 'data'].findIndex((part) => issue.path.startsWith(part));
  return { parts, repairs: [...repairer.repairs].sort((a, b) => order(a) - order(b)) };
}

function finish(result: ReturnType<typeof parseChart>, repairs: ParseIssue[]): RepairResult {
  return result.ok
    ? { ok: true, value: result.value, repairs, warnings: result.warnings }
    : { ok: false, errors: result.errors };
}

/**
 * Like {@link parseChart}, but a chart that breaks a limit is repaired instead of rejected: names and
 * descriptions over the limits are cut, values outside 0..100 clamped and unreadable ones set to 50,
 * colours that are not colours replaced (the previous data set's colour hue-shifted), invalid style
 * keys dropped, labels and data sets over the limits dropped, missing labels added up to 3, a
 * data set ("Player 1", every value 50) added to an empty list, value lists fitted to the labels,
 * and a null or missing `metadata` made an unnamed chart's. `repairs` lists each change with its
 * path. Only input without the chart's shape (not an object, labels or data not lists) is still an
 * error.
 * Never throws.
 * @example
 * const result = repairChart(JSON.parse(text));
 * if (result.ok && result.repairs.length) alert(formatParseIssues(result.repairs)); // metadata.name: 201 characters is over the limit of 200; cut to 200
 */
export function repairChart(input: unknown): RepairResult {
  let repaired: { parts: [unknown, unknown, unknown]; repairs: ParseIssue[] };
  try {
    const value = jsonValue(input);
    if (!isRecord(value)) return finish(parseChart(input), []);
    repaired = repairParts(value.metadata, value.labels, value.data);
    const chart = copyRecord(value);
    [chart.metadata, chart.labels, chart.data] = repaired.parts;
    return finish(parseChart(chart), repaired.repairs);
  } catch {
    // Exotic input (throwing getters, proxies): the parser reports it without repairs.
    return finish(parseChart(input), []);
  }
}

/**
 * {@link repairChart} for a chart stored as three parts (values or JSON text), as
 * {@link parseChartParts} reads them.
 * @example repairChartParts(localStorage.getItem('metadataMyChart'), localStorage.getItem('labelsMyChart'), localStorage.getItem('dataMyChart'))
 */
export function repairChartParts(metadata: unknown, labels: unknown, data: unknown): RepairResult {
  try {
    const { parts, repairs } = repairParts(metadata, labels, data);
    return finish(parseChartParts(...parts), repairs);
  } catch {
    return finish(parseChartParts(metadata, labels, data), []);
  }
}
