import type { Chart } from 'statradar';

import { ContentError } from './frontMatter';

/**
 * A live example inside an article: one data set drawn once per axis order, so readers see the same
 * values enclose different areas. Written in markdown as a fenced block:
 *
 * ```statradar-axis-order
 * { "name": "…", "color": "#92f0da", "values": { "Speed": 90, … }, "orders": [["Speed", …], […]] }
 * ```
 */
export interface AxisOrderExample {
  name: string;
  color: string;
  /** Attribute name → value (0 to 100). */
  values: Record<string, number>;
  /** Each order lists every attribute exactly once. */
  orders: string[][];
}

export type ArticleBlock =
  { kind: 'markdown'; source: string } | { kind: 'axis-order'; example: AxisOrderExample };

const EXAMPLE_FENCE = /^```statradar-axis-order\n([\s\S]*?)\n```$/gm;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the JSON of one example block; throws a ContentError naming the file and the problem. */
export function parseAxisOrderExample(fileName: string, json: string): AxisOrderExample {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    throw new ContentError(fileName, `a statradar-axis-order block is not valid JSON (${String(error)}).`);
  }
  const fail = (message: string): never => {
    throw new ContentError(fileName, `statradar-axis-order: ${message}`);
  };
  if (!isRecord(input)) return fail('expected an object.');
  const { name, color, values, orders } = input;
  if (typeof name !== 'string' || name === '') fail('"name" must be non-empty text.');
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)) fail('"color" must be a #rrggbb colour.');
  if (!isRecord(values) || Object.keys(values).length < 3)
    fail('"values" must map at least 3 attributes to numbers.');
  const attributeNames = Object.keys(values as Record<string, unknown>);
  for (const [attribute, value] of Object.entries(values as Record<string, unknown>)) {
    if (typeof value !== 'number' || value < 0 || value > 100)
      fail(`"values.${attribute}" must be a number from 0 to 100.`);
  }
  if (!Array.isArray(orders) || orders.length < 2) fail('"orders" must list at least two axis orders.');
  (orders as unknown[]).forEach((order, index) => {
    const sorted = Array.isArray(order) ? [...(order as unknown[])].map(String).sort() : [];
    if (sorted.join('\n') !== [...attributeNames].sort().join('\n')) {
      fail(`"orders[${index}]" must list each attribute of "values" exactly once.`);
    }
  });
  return input as unknown as AxisOrderExample;
}

/** The article body split into markdown runs and live examples, in reading order. */
export function articleBlocks(fileName: string, body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let position = 0;
  for (const match of body.matchAll(EXAMPLE_FENCE)) {
    const before = body.slice(position, match.index);
    if (before.trim() !== '') blocks.push({ kind: 'markdown', source: before });
    blocks.push({ kind: 'axis-order', example: parseAxisOrderExample(fileName, match[1] ?? '') });
    position = match.index + match[0].length;
  }
  const rest = body.slice(position);
  if (rest.trim() !== '') blocks.push({ kind: 'markdown', source: rest });
  return blocks;
}

/** The example's data set as a chart with its axes in the given order. */
export function axisOrderChart(example: AxisOrderExample, order: readonly string[]): Chart {
  return {
    metadata: { name: example.name, description: '' },
    labels: order.map((name) => ({ name })),
    data: [
      {
        name: example.name,
        description: '',
        color: example.color,
        values: order.map((attribute) => example.values[attribute] ?? 0),
      },
    ],
  };
}
