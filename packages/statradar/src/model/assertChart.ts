import { parseChart } from './parseChart';
import { describeValue, parseIssue, type ParseIssue } from './parseIssues';
import type { Chart } from './types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first field a renderer cannot draw, as a parse issue, or undefined when the value has the
 * Chart shape: metadata with a text name (and an optional style object), labels with text names, data
 * sets with a text name and colour and one number per label. A cheap check (one pass, no copies),
 * so every render can afford it.
 */
function drawableChartIssue(value: unknown): ParseIssue | undefined {
  if (!isObject(value))
    return parseIssue('', `expected an object with metadata, labels and data, got ${describeValue(value)}`);
  const { metadata, labels, data } = value;
  if (!isObject(metadata))
    return parseIssue(
      'metadata',
      `expected an object with name and description, got ${describeValue(metadata)}`,
    );
  if (typeof metadata.name !== 'string')
    return parseIssue('metadata.name', `expected text, got ${describeValue(metadata.name)}`);
  if (metadata.style !== undefined && !isObject(metadata.style)) {
    return parseIssue('metadata.style', `expected an object, got ${describeValue(metadata.style)}`);
  }
  if (!Array.isArray(labels))
    return parseIssue('labels', `expected a list of labels, got ${describeValue(labels)}`);
  for (let index = 0; index < labels.length; index++) {
    const label: unknown = labels[index];
    if (!isObject(label))
      return parseIssue(`labels[${index}]`, `expected an object with a name, got ${describeValue(label)}`);
    if (typeof label.name !== 'string')
      return parseIssue(`labels[${index}].name`, `expected text, got ${describeValue(label.name)}`);
  }
  if (!Array.isArray(data))
    return parseIssue('data', `expected a list of data sets, got ${describeValue(data)}`);
  for (let index = 0; index < data.length; index++) {
    const dataSet: unknown = data[index];
    const path = `data[${index}]`;
    if (!isObject(dataSet))
      return parseIssue(
        path,
        `expected an object with name, color and values, got ${describeValue(dataSet)}`,
      );
    if (typeof dataSet.name !== 'string')
      return parseIssue(`${path}.name`, `expected text, got ${describeValue(dataSet.name)}`);
    if (typeof dataSet.color !== 'string')
      return parseIssue(`${path}.color`, `expected a colour, got ${describeValue(dataSet.color)}`);
    const { values } = dataSet;
    if (!Array.isArray(values))
      return parseIssue(`${path}.values`, `expected a list of numbers, got ${describeValue(values)}`);
    if (values.length !== labels.length) {
      return parseIssue(
        `${path}.values`,
        `expected ${labels.length} values (one per label), got ${values.length}`,
      );
    }
    for (let valueIndex = 0; valueIndex < values.length; valueIndex++) {
      if (typeof values[valueIndex] !== 'number') {
        return parseIssue(
          `${path}.values[${valueIndex}]`,
          `expected a number, got ${describeValue(values[valueIndex])}`,
        );
      }
    }
  }
  return undefined;
}

/**
 * Throws a TypeError saying which field is wrong when `value` is not a chart a renderer can draw;
 * every public entry that takes a chart (buildScene, chartToSvg, renderSvg, renderPng, the Konva and
 * React charts) calls it first, so bad input fails at once with a clear message instead of deep in a
 * render. The message lists {@link parseChart}'s errors when it finds any (e.g.
 * `renderSvg: not a chart: labels: expected a list of labels, got nothing`), else the first field
 * that cannot be drawn. Values outside 0..100 are allowed here (the scale clamps them).
 * @param caller - the public function's name, which starts the message
 * @example assertChart(JSON.parse(text), 'myImport'); // throws TypeError or narrows to Chart
 */
export function assertChart(value: unknown, caller: string): asserts value is Chart {
  const issue = drawableChartIssue(value);
  if (!issue) return;
  const parsed = parseChart(value);
  const issues = parsed.ok ? [issue] : parsed.errors;
  throw new TypeError(`${caller}: not a chart: ${issues.map((each) => each.message).join('; ')}`);
}
