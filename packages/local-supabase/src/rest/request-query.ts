import type { ColumnInfo, RelationInfo } from '../database/schema-catalog';
import { checkRegexFilterPattern } from './regex-filter-guard';
import { postgrestError, queryError } from './postgrest-errors';

/**
 * PostgREST's query-string grammar, parsed and checked against the schema's allow-list: only
 * known columns come out of here; every value stays a value for a query parameter.
 */

/** A column, optionally followed by JSON steps: `data->metadata->>name`. */
export interface FieldReference {
  column: ColumnInfo;
  steps: { key: string; asText: boolean }[];
}

export type SelectItem =
  { kind: 'all' } | { kind: 'field'; field: FieldReference; alias: string; cast?: string };

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd';

export interface Filter {
  field: FieldReference;
  negated: boolean;
  operator: FilterOperator;
  /** The raw value; a list for `in`. */
  value: string | string[];
}

export interface OrderTerm {
  field: FieldReference;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ReadQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const filterOperators = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
]);
/** Query keys that are not filters. */
const reservedKeys = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const allowedCasts = new Set([
  'text',
  'integer',
  'int',
  'bigint',
  'numeric',
  'boolean',
  'json',
  'jsonb',
  'uuid',
  'date',
  'timestamptz',
]);

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    if (!quoted && character === '(') depth += 1;
    if (!quoted && character === ')') depth -= 1;
    if (!quoted && depth === 0 && character === ',') {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

function unquoted(name: string): string {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('\\"', '"')
    : trimmed;
}

export function columnOf(relation: RelationInfo, name: string): ColumnInfo {
  const column = relation.columns.get(name);
  if (!column) throw postgrestError(400, '42703', `column ${relation.name}.${name} does not exist`);
  return column;
}

export function fieldReference(relation: RelationInfo, text: string): FieldReference {
  const tokens = text.split(/(->>|->)/);
  const column = columnOf(relation, unquoted(tokens[0] ?? ''));
  const steps: FieldReference['steps'] = [];
  for (let index = 1; index < tokens.length; index += 2) {
    const key = unquoted(tokens[index + 1] ?? '');
    if (!key) throw queryError(`"failed to parse JSON path" (${text})`);
    steps.push({ key, asText: tokens[index] === '->>' });
  }
  return { column, steps };
}

function selectItem(relation: RelationInfo, text: string): SelectItem {
  if (text === '*') return { kind: 'all' };
  if (text.includes('(')) {
    throw queryError(`Embedded resources are not supported by local-supabase: ${text}`, null);
  }
  let remainder = text;
  let cast: string | undefined;
  const castAt = remainder.lastIndexOf('::');
  if (castAt > 0) {
    cast = remainder
      .slice(castAt + 2)
      .trim()
      .toLowerCase();
    remainder = remainder.slice(0, castAt);
    if (!allowedCasts.has(cast))
      throw queryError(`"failed to parse select parameter" (cast to ${cast} is not supported)`);
  }
  let alias: string | undefined;
  const aliasMatch = /^([^:>-]+):(?!:)(.+)$/.exec(remainder);
  if (aliasMatch) {
    alias = unquoted(aliasMatch[1] ?? '');
    remainder = aliasMatch[2] ?? '';
  }
  const field = fieldReference(relation, remainder);
  const lastStep = field.steps.at(-1);
  return { kind: 'field', field, alias: alias ?? lastStep?.key ?? field.column.name, cast };
}

export function parseSelect(relation: RelationInfo, select: string | null): SelectItem[] {
  if (select === null || select.trim() === '') return [{ kind: 'all' }];
  return splitTopLevel(select).map((item) => selectItem(relation, item));
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw queryError(`"failed to parse filter" (in.${text})`);
  return splitTopLevel(text.slice(1, -1)).map(unquoted);
}

function parseFilter(relation: RelationInfo, key: string, rawValue: string): Filter {
  let rest = rawValue;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot > 0 ? rest.slice(0, dot) : rest;
  if (!filterOperators.has(operator)) {
    throw queryError(
      `"failed to parse filter (${rawValue})"`,
      `The operator ${operator} is not supported by local-supabase`,
    );
  }
  const value = dot > 0 ? rest.slice(dot + 1) : '';
  if (operator === 'match' || operator === 'imatch') checkRegexFilterPattern(value);
  return {
    field: fieldReference(relation, key),
    negated,
    operator: operator as FilterOperator,
    value: operator === 'in' ? parseList(value) : value,
  };
}

function parseOrder(relation: RelationInfo, order: string): OrderTerm[] {
  return splitTopLevel(order).map((termText) => {
    const [fieldText = '', ...modifiers] = termText.split('.');
    const term: OrderTerm = { field: fieldReference(relation, fieldText), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'desc') term.descending = true;
      else if (modifier === 'asc') term.descending = false;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw queryError(`"failed to parse order (${termText})"`);
    }
    return term;
  });
}

function parseCount(name: string, text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d+$/.test(text)) throw queryError(`"failed to parse ${name}" (${text})`);
  return Number(text);
}

/** The filters of any request (reads, updates, deletes). `or`/`and` trees are refused clearly. */
export function parseFilters(relation: RelationInfo, params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reservedKeys.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw queryError(`"${key}" filters are not supported by local-supabase`);
    }
    filters.push(parseFilter(relation, key, value));
  }
  return filters;
}

export function parseReadQuery(relation: RelationInfo, params: URLSearchParams): ReadQuery {
  const order = params.get('order');
  return {
    select: parseSelect(relation, params.get('select')),
    filters: parseFilters(relation, params),
    order: order ? parseOrder(relation, order) : [],
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
  };
}

/** The `columns` parameter of an insert: `"user_id","data"`. */
export function parseColumnList(relation: RelationInfo, columns: string): ColumnInfo[] {
  return splitTopLevel(columns).map((name) => columnOf(relation, unquoted(name)));
}
