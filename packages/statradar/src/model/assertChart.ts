import { isColor } from '../color/parseColor';
import { describeValue, parseIssue, type ParseIssue } from './parseIssues';
import type { Chart } from './types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every field a renderer cannot draw, as parse issues (empty when the value has the Chart shape):
 * metadata with a text name (and an optional style object), labels with text names, data sets with
 * a text name, a colour parseColor reads and one number per label. A cheap check (one pass, no
 * copies), so every render can afford it. Each of metadata, labels and data is checked; within a list the first bad
 * item is reported, in parseChart's words, without bundling parseChart into every renderer (the
 * SVG-only React component stays within its size budget that way).
 */
function drawableChartIssues(value: unknown): ParseIssue[] {
  const issues: ParseIssue[] = [];
  // Adds the issue and returns true when `ok` is false, so a caller can stop at the first one.
  const bad = (ok: boolean, path: string, expected: string, got: unknown): boolean => {
    if (!ok) issues.push(parseIssue(path, `expected ${expected}, got ${describeValue(got)}`));
    return !ok;
  };
  // Like Array#some, but holes of a sparse list are items too (undefined): a renderer would meet them.
  const some = (list: unknown[], test: (item: unknown, index: number) => boolean): boolean => {
    for (let index = 0; index < list.length; index++) if (test(list[index], index)) return true;
    return false;
  };
  if (bad(isObject(value), '', 'an object with metadata, labels and data', value)) return issues;
  const { metadata, labels, data } = value as Record<string, unknown>;
  if (!bad(isObject(metadata), 'metadata', 'an object with name and description', metadata)) {
    const { name, style } = metadata as Record<string, unknown>;
    if (!bad(typeof name === 'string', 'metadata.name', 'text', name))
      bad(style === undefined || isObject(style), 'metadata.style', 'an object of style settings', style);
  }
  if (!bad(Array.isArray(labels), 'labels', 'a list of labels', labels)) {
    some(labels as unknown[], (label, index) =>
      isObject(label)
        ? bad(typeof label.name === 'string', `labels[${index}].name`, 'text', label.name)
        : bad(false, `labels[${index}]`, 'a label object with a name', label),
    );
  }
  if (!bad(Array.isArray(data), 'data', 'a list of data sets', data)) {
    some(data as unknown[], (dataSet, index) => {
      const path = `data[${index}]`;
      if (bad(isObject(dataSet), path, 'a data set object with name, color and values', dataSet)) return true;
      const { name, color, values } = dataSet as Record<string, unknown>;
      if (
        bad(typeof name === 'string', `${path}.name`, 'text', name) ||
        bad(
          isColor(color as string),
          `${path}.color`,
          'a colour (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name)',
          color,
        ) ||
        bad(Array.isArray(values), `${path}.values`, 'a list of numbers from 0 to 100', values)
      )
        return true;
      const list = values as unknown[];
      if (Array.isArray(labels) && list.length !== labels.length) {
        issues.push(
          parseIssue(
            `${path}.values`,
            `expected ${labels.length} values (one per label), got ${list.length}`,
          ),
        );
        return true;
      }
      // Out-of-range numbers, ±Infinity too, are drawable (the scale clamps them); NaN, which has
      // no place on an axis (and which parseChart refuses), and anything else are not.
      return some(list, (each, valueIndex) =>
        bad(
          typeof each === 'number' && each === each,
          `${path}.values[${valueIndex}]`,
          'a number from 0 to 100',
          each,
        ),
      );
    });
  }
  return issues;
}

/**
 * Throws a TypeError saying which field is wrong when `value` is not a chart a renderer can draw;
 * every public entry that takes a chart (buildScene, chartToSvg, renderSvg, renderPng, the Konva and
 * React charts) calls it first, so bad input fails at once with a clear message instead of deep in a
 * render. The message lists every field that cannot be drawn, each with its path and value, in the
 * words of {@link parseChart} (e.g. `renderSvg: not a chart: labels: expected a list of labels, got
 * nothing`): the first bad item of each of metadata, labels and data. Values outside 0..100 are
 * allowed here, ±Infinity too (the scale clamps them); NaN is not, nor is a data-set colour that is
 * not a colour (it was drawn in the default colour), as in parseChart.
 * @param caller - the public function's name, which starts the message
 * @example assertChart(JSON.parse(text), 'myImport'); // throws TypeError or narrows to Chart
 */
export function assertChart(value: unknown, caller: string): asserts value is Chart {
  const issues = drawableChartIssues(value);
  if (issues.length === 0) return;
  throw new TypeError(`${caller}: not a chart: ${issues.map((each) => each.message).join('; ')}`);
}
