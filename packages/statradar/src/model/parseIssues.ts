/** One problem found while parsing, with where it is (`data[2].values[4]`; '' for the whole input). */
export interface ParseIssue {
  /** Where the problem is, as a property path into the input (`labels[0].name`); '' for the whole input. */
  path: string;
  /** A complete sentence that starts with the path, e.g. `data[2].values[4]: expected a number from 0 to 100, got "abc"`. */
  message: string;
}

/** The outcome of a parser that never throws: the value with any warnings, or every error found. */
export type ParseResult<T> =
  { ok: true; value: T; warnings: ParseIssue[] } | { ok: false; errors: ParseIssue[] };

/**
 * Issues as text, one message per line (for logs, alerts and error pages).
 * @example
 * const result = parseChart(input);
 * if (!result.ok) console.error(formatParseIssues(result.errors));
 */
export function formatParseIssues(issues: readonly ParseIssue[]): string {
  return issues.map((issue) => issue.message).join('\n');
}

/** A parse issue whose message starts with its path ('chart' for the whole input). */
export function parseIssue(path: string, text: string): ParseIssue {
  return { path, message: `${path || 'chart'}: ${text}` };
}

/** A short description of any value for "got ..." in messages; never throws. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
