import type { ColumnInfo, RelationInfo, SchemaCatalog } from '../database/schema-catalog';
import { embedItem, isEmbedText, resolveEmbedPath, type EmbedItem } from './embedding';
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
  { kind: 'all' } | { kind: 'field'; field: FieldReference; alias: string; cast?: string } | EmbedItem;

export type { EmbedItem } from './embedding';

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

/** One condition on a field: `name=eq.Bob`, `age=not.gt.30`. */
export interface ConditionFilter {
  field: FieldReference;
  negated: boolean;
  operator: FilterOperator;
  /** The raw value; a list for `in`. */
  value: string | string[];
}

/** `or=(a.eq.1,b.eq.2)`, `not.and=(…)`, nested: conditions joined by one logic operator. */
export interface LogicFilter {
  logic: 'and' | 'or';
  negated: boolean;
  filters: Filter[];
}

export type Filter = ConditionFilter | LogicFilter;

export interface OrderTerm {
  field: FieldReference;
  /** A related order (`order=user_data(display_name)`): the field is a column of this to-one embed. */
  embed?: EmbedItem;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** `embed=is.null` / `embed=not.is.null`: keeps the rows whose embedded resource is (not) empty. */
export interface EmbedNullFilter {
  embed: EmbedItem;
  isNull: boolean;
}

export interface ReadQuery {
  select: SelectItem[];
  filters: Filter[];
  embedFilters: EmbedNullFilter[];
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

/**
 * Splits on commas outside brackets (`()`, and a JSON value's `{}` and `[]`) and double quotes, in
 * which a backslash escapes the next character (`"a\"b"`). Unbalanced brackets or quotes are a
 * parse error: read another way, the rest of a filter tree would silently become one value.
 */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let escaped = false;
  let current = '';
  for (const character of text) {
    current += character;
    if (escaped) {
      escaped = false;
      continue;
    }
    if (quoted) {
      if (character === '\\') escaped = true;
      else if (character === '"') quoted = false;
      continue;
    }
    if (character === '"') quoted = true;
    else if (character === '(' || character === '{' || character === '[') depth += 1;
    else if (character === ')' || character === '}' || character === ']') depth -= 1;
    if (depth < 0) throw queryError(`"failed to parse" (${text.slice(0, 80)})`, 'Unbalanced brackets');
    if (depth === 0 && character === ',') {
      parts.push(current.slice(0, -1));
      current = '';
    }
  }
  if (quoted || depth !== 0) {
    throw queryError(
      `"failed to parse" (${text.slice(0, 80)})`,
      quoted ? 'Unclosed quote' : 'Unbalanced brackets',
    );
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** A double-quoted value without its quotes, `\"` and `\\` read as `"` and `\`; other text as it is. */
function unquoted(name: string): string {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/\\(.)/gs, '$1')
    : trimmed;
}

export function columnOf(relation: RelationInfo, name: string): ColumnInfo {
  const column = relation.columns.get(name);
  if (!column) throw postgrestError(400, '42703', `column ${relation.name}.${name} does not exist`);
  return column;
}

/**
 * The most steps of one JSON path (`data->a->b`). Each step nests the SQL one level deeper, and a
 * few hundred overflowed PGlite's stack ("bad buffer ID"); no chart is that deep.
 */
export const maxJsonPathSteps = 16;

export function fieldReference(relation: RelationInfo, text: string): FieldReference {
  const tokens = text.split(/(->>|->)/);
  const column = columnOf(relation, unquoted(tokens[0] ?? ''));
  const steps: FieldReference['steps'] = [];
  if (tokens.length > 2 * maxJsonPathSteps + 1) {
    throw queryError(
      `"failed to parse JSON path" (${text.slice(0, 80)}…)`,
      `A JSON path may have at most ${maxJsonPathSteps} steps in local-supabase`,
    );
  }
  for (let index = 1; index < tokens.length; index += 2) {
    let key = unquoted(tokens[index + 1] ?? '');
    if (!key) throw queryError(`"failed to parse JSON path" (${text})`);
    // An array index in one spelling (`00`, `-0` and `0` read the same element): what the
    // "selected twice" check compares.
    if (/^-?\d+$/.test(key)) key = String(Number(key) || 0);
    steps.push({ key, asText: tokens[index] === '->>' });
  }
  return { column, steps };
}

/**
 * Bounds on embedding. Each embed is a correlated subquery; planning a few dozen nested ones takes
 * seconds and PGlite serves one statement at a time, so a request may not nest or repeat them
 * without limit (PostgREST has no such bound; no real select list comes near these).
 */
export const maxEmbedDepth = 8;
export const maxEmbedCount = 40;
/**
 * One-to-many embeds on one path from the root. Each multiplies the rows below it: radar_chart ->
 * user_data -> radar_chart -> user_data -> ... repeats every one of a user's charts five times per
 * round trip, and eight levels of it over five 50 KB charts built a 196 MB answer that held PGlite
 * (and so every other request) for 6 s, with 2.9 GB of memory. One level ("an author and their
 * charts") is what real select lists use; siblings add up instead of multiplying.
 */
export const maxToManyEmbedsPerPath = 1;

function selectItem(
  relation: RelationInfo,
  text: string,
  catalog: SchemaCatalog | undefined,
  depth: number,
): SelectItem {
  if (text === '*') return { kind: 'all' };
  if (isEmbedText(text)) {
    if (!catalog) throw queryError(`Embedded resources are not supported here by local-supabase: ${text}`);
    if (depth >= maxEmbedDepth) {
      throw queryError(
        '"failed to parse select parameter"',
        `Embedded resources may be nested at most ${maxEmbedDepth} deep in local-supabase`,
      );
    }
    return embedItem(relation, text, catalog, (target, inner) =>
      parseSelect(target, inner, catalog, depth + 1),
    );
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

/** How many ways (paths, casts) one select list may read one column. */
export const maxReadsPerColumn = 4;

export function parseSelect(
  relation: RelationInfo,
  select: string | null,
  catalog?: SchemaCatalog,
  depth = 0,
): SelectItem[] {
  if (select === null || select.trim() === '') return [{ kind: 'all' }];
  const items = splitTopLevel(select).map((item) => selectItem(relation, item, catalog, depth));
  // The same value under many aliases (`a0:data,a1:data,...`) multiplies the answer without
  // limit: a hundred copies of one's own 200 KB charts built a 100 MB answer, four hundred ran
  // PGlite out of memory. PostgREST allows it; no client needs it.
  const fields = items.flatMap((item) =>
    item.kind === 'field'
      ? [
          `${item.field.column.name}${item.field.steps.map((step) => `${step.asText ? '->>' : '->'}${step.key}`).join('')}::${item.cast ?? ''}`,
        ]
      : [],
  );
  // The same column read many ways (`data`, `data::text`, `data->labels`, `data->>labels`, …) is
  // the same multiplication: 44 of them built 19 MB from 1.2 MB of one's own charts.
  const columns = fields.map((field) => field.slice(0, field.search(/->|::/)));
  const overused = columns.find(
    (column) => columns.filter((other) => other === column).length > maxReadsPerColumn,
  );
  if (overused !== undefined) {
    throw queryError(
      `"failed to parse select parameter" (${select})`,
      `'${overused}' is selected more than ${maxReadsPerColumn} times: local-supabase returns each column at most ${maxReadsPerColumn} ways`,
    );
  }
  const repeatedField = fields.find((field, index) => fields.indexOf(field) !== index);
  if (repeatedField !== undefined) {
    throw queryError(
      `"failed to parse select parameter" (${select})`,
      `'${repeatedField.replace(/::$/, '')}' is selected twice: local-supabase returns each value once`,
    );
  }
  // Likewise one relationship embedded under many aliases (`a0:radar_chart(data),a1:…` from one's
  // reactions) repeats its rows per alias. Two embeds of one table through different foreign keys
  // (hints) remain possible.
  const relationships = items.flatMap((item) =>
    item.kind === 'embed'
      ? [
          `${item.relationship.constraint} ${item.relationship.table}->${item.relationship.foreignTable} ${item.relationship.cardinality}`,
        ]
      : [],
  );
  const repeatedAt = relationships.findIndex((key, index) => relationships.indexOf(key) !== index);
  if (repeatedAt >= 0) {
    const embeds = items.filter((item) => item.kind === 'embed');
    throw queryError(
      `"failed to parse select parameter" (${select})`,
      `'${embeds[repeatedAt]!.name}' is embedded twice through the same relationship: local-supabase returns each embed once`,
    );
  }
  const names = items.flatMap((item) => (item.kind === 'embed' ? [item.alias ?? item.name] : []));
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) {
    throw queryError(
      `"failed to parse select parameter" (${select})`,
      `'${repeated}' is embedded twice: give one an alias`,
    );
  }
  return items;
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw queryError(`"failed to parse filter" (in.${text})`);
  return splitTopLevel(text.slice(1, -1)).map(unquoted);
}

/**
 * One condition. Inside a logic tree a value may be double-quoted (see parseLogicFilter): it is
 * unquoted first, so the checks below see what the database will run (a quoted `"\\1"` is the
 * back-reference `\1`).
 */
function parseFilter(
  relation: RelationInfo,
  key: string,
  rawValue: string,
  inLogicTree = false,
): ConditionFilter {
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
  const written = dot > 0 ? rest.slice(dot + 1) : '';
  const value = inLogicTree && operator !== 'in' ? unquoted(written) : written;
  if (operator === 'match' || operator === 'imatch') checkRegexFilterPattern(value);
  // Like patterns and containment values cost time in proportion to their length times the
  // text they run over (a 14,000-character pattern over one's own charts held PGlite 15 s).
  const limit =
    operator === 'like' || operator === 'ilike'
      ? maxLikePatternLength
      : operator === 'cs' || operator === 'cd'
        ? maxContainmentLength
        : undefined;
  if (limit !== undefined && value.length > limit) {
    throw queryError(
      `"failed to parse filter (${operator}.${value.slice(0, 40)}…)"`,
      `A ${operator} value may be at most ${limit} characters long in local-supabase`,
    );
  }
  return {
    field: fieldReference(relation, key),
    negated,
    operator: operator as FilterOperator,
    value: operator === 'in' ? parseList(value) : value,
  };
}

function parseOrder(relation: RelationInfo, order: string, select: SelectItem[] = []): OrderTerm[] {
  return splitTopLevel(order).map((termText) => {
    const [fieldText = '', ...modifiers] = termText.split('.');
    const related = /^([^()]+)\((.+)\)$/.exec(fieldText);
    let term: OrderTerm;
    if (related) {
      const embed = resolveEmbedPath(select, [related[1] ?? '']);
      if (embed.relationship.cardinality === 'one-to-many') {
        throw postgrestError(
          400,
          'PGRST118',
          `A related order on '${embed.alias ?? embed.name}' is not possible`,
          `'${relation.name}' and '${embed.relation.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      term = { field: fieldReference(embed.relation, related[2] ?? ''), embed, descending: false };
    } else {
      term = { field: fieldReference(relation, fieldText), descending: false };
    }
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

function isLogicKey(key: string): boolean {
  return key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and';
}

/** How deep `and`/`or` trees may nest (PostgREST has no limit; each level is one more parse). */
export const maxLogicDepth = 8;

/**
 * A logic tree, as PostgREST reads it: `key` is `or`, `and`, `not.or` or `not.and`, `value` a
 * parenthesised list of conditions (`field.operator.value`, `field.not.operator.value`) and nested
 * trees (`and(…)`, `not.or(…)`). Values may be double-quoted to hold `,.:()`.
 */
function parseLogicFilter(relation: RelationInfo, key: string, value: string, depth = 1): LogicFilter {
  if (depth > maxLogicDepth) {
    throw queryError(
      `"failed to parse logic tree (${key})"`,
      `and/or trees may nest at most ${maxLogicDepth} deep in local-supabase`,
    );
  }
  const negated = key.startsWith('not.');
  const logic = negated ? key.slice(4) : key;
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw queryError(`"failed to parse logic tree (${value.slice(0, 80)})"`, `Expected ${key}=(…)`);
  }
  const items = splitTopLevel(value.slice(1, -1));
  if (items.length === 0) throw queryError(`"failed to parse logic tree (${value.slice(0, 80)})"`);
  return {
    logic: logic as 'and' | 'or',
    negated,
    filters: items.map((item) => {
      const nested = /^((?:not\.)?(?:and|or))(\(.*\))$/s.exec(item);
      if (nested) return parseLogicFilter(relation, nested[1] ?? '', nested[2] ?? '', depth + 1);
      const dot = item.indexOf('.');
      if (dot <= 0) throw queryError(`"failed to parse logic tree (${item.slice(0, 80)})"`);
      return parseFilter(relation, item.slice(0, dot), item.slice(dot + 1), true);
    }),
  };
}

/** A filter parameter of one level: a logic tree or one condition. */
function parseFilterParameter(relation: RelationInfo, key: string, value: string): Filter {
  return isLogicKey(key) ? parseLogicFilter(relation, key, value) : parseFilter(relation, key, value);
}

/** How many conditions a filter holds (a logic tree counts each of its conditions). */
function conditionCount(filter: Filter): number {
  return 'logic' in filter ? filter.filters.reduce((total, child) => total + conditionCount(child), 0) : 1;
}

/** Refuses more than {@link maxFiltersPerRequest} conditions, counting inside logic trees. */
function checkConditionCount(filters: Filter[]): void {
  const count = filters.reduce((total, filter) => total + conditionCount(filter), 0);
  if (count > maxFiltersPerRequest) {
    throw queryError(
      '"too many filters"',
      `A request may have at most ${maxFiltersPerRequest} filters in local-supabase, this one has ${count}`,
    );
  }
}

/** The longest `like`/`ilike` pattern, and the longest `cs`/`cd` value (a JSON array or object). */
export const maxLikePatternLength = 256;
export const maxContainmentLength = 1024;
/**
 * The most filters one request may have: each one can read every row's whole value again (400
 * `like` filters over one's own charts held PGlite 7 s, 700 ran it out of memory).
 */
export const maxFiltersPerRequest = 32;

function checkFilterCount(params: URLSearchParams): void {
  let count = 0;
  for (const key of params.keys())
    if (!reservedKeys.has(key) && !/(^|\.)(order|limit|offset)$/.test(key)) count += 1;
  if (count > maxFiltersPerRequest) {
    throw queryError(
      '"too many filters"',
      `A request may have at most ${maxFiltersPerRequest} filters in local-supabase, this one has ${count}`,
    );
  }
}

/** The filters of any request (reads, updates, deletes), `or`/`and` trees included. */
export function parseFilters(relation: RelationInfo, params: URLSearchParams): Filter[] {
  checkFilterCount(params);
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reservedKeys.has(key)) continue;
    filters.push(parseFilterParameter(relation, key, value));
  }
  checkConditionCount(filters);
  return filters;
}

/** The most one-to-many embeds on any path from `select` down. */
function toManyEmbedDepth(select: SelectItem[]): number {
  let deepest = 0;
  for (const item of select) {
    if (item.kind !== 'embed') continue;
    const own = item.relationship.cardinality === 'one-to-many' ? 1 : 0;
    deepest = Math.max(deepest, own + toManyEmbedDepth(item.query.select));
  }
  return deepest;
}

/**
 * The most `order` terms one request may have, its embeds' included. Each term is computed for
 * every row read before the sort, and compared at every step of it: 700 terms of
 * `data->>data` over ten 230 KB public charts held PGlite, and every other request, for 77 s
 * (one anonymous GET). The app orders by two columns; PostgREST has no bound.
 */
export const maxOrderTerms = 8;

function orderTermCount(query: ReadQuery): number {
  return query.select.reduce(
    (total, item) => (item.kind === 'embed' ? total + orderTermCount(item.query) : total),
    query.order.length,
  );
}

function embedCount(select: SelectItem[]): number {
  return select.reduce(
    (total, item) => (item.kind === 'embed' ? total + 1 + embedCount(item.query.select) : total),
    0,
  );
}

/** `user_data=not.is.null`, when `user_data` is an embed of this level rather than a column. */
function embedNullFilter(
  relation: RelationInfo,
  select: SelectItem[],
  key: string,
  value: string,
): EmbedNullFilter | null {
  if (relation.columns.has(key)) return null;
  const embed = select.find(
    (item): item is EmbedItem => item.kind === 'embed' && (item.alias ?? item.name) === key,
  );
  if (!embed) return null;
  if (value === 'is.null' || value === 'not.is.null') return { embed, isNull: value === 'is.null' };
  throw postgrestError(
    400,
    'PGRST120',
    `Bad operator on the '${key}' embedded resource`,
    'Only is null or not is null filters are allowed on embedded resources',
  );
}

/**
 * A read: the select tree, then every other parameter applied where its dotted path points
 * (`user_data.avatar=eq.x` filters the embedded rows; `user_data.order`, `.limit`, `.offset`
 * shape them), as PostgREST does.
 */
export function parseReadQuery(
  relation: RelationInfo,
  params: URLSearchParams,
  catalog?: SchemaCatalog,
): ReadQuery {
  const select = parseSelect(relation, params.get('select'), catalog);
  if (embedCount(select) > maxEmbedCount) {
    throw queryError(
      '"failed to parse select parameter"',
      `A request may embed at most ${maxEmbedCount} resources in local-supabase`,
    );
  }
  if (toManyEmbedDepth(select) > maxToManyEmbedsPerPath) {
    throw queryError(
      '"failed to parse select parameter"',
      `An embed that returns many rows may not be nested inside another in local-supabase (at most ${maxToManyEmbedsPerPath} on any path)`,
    );
  }
  const root: ReadQuery = { select, filters: [], embedFilters: [], order: [] };
  checkFilterCount(params);
  for (const [key, value] of params) {
    if (key === 'select' || key === 'columns' || key === 'on_conflict') continue;
    const jsonAt = key.search(/->/);
    const head = jsonAt >= 0 ? key.slice(0, jsonAt) : key;
    const segments = head.split('.');
    let last = (segments.pop() ?? '') + (jsonAt >= 0 ? key.slice(jsonAt) : '');
    // `not.or`, `user_data.not.and`: the `not.` belongs to the logic key, not to an embed path.
    if ((last === 'or' || last === 'and') && segments.at(-1) === 'not') last = `${segments.pop()}.${last}`;
    const target: { relation: RelationInfo; query: ReadQuery } =
      segments.length === 0 ? { relation, query: root } : resolveEmbedPath(select, segments);
    const { query } = target;
    if (last === 'order') query.order = parseOrder(target.relation, value, query.select);
    else if (last === 'limit') query.limit = parseCount('limit', value);
    else if (last === 'offset') query.offset = parseCount('offset', value);
    else if (isLogicKey(last)) query.filters.push(parseLogicFilter(target.relation, last, value));
    else {
      const nullFilter = embedNullFilter(target.relation, query.select, last, value);
      if (nullFilter) query.embedFilters.push(nullFilter);
      else query.filters.push(parseFilter(target.relation, last, value));
    }
  }
  checkConditionCount(allFilters(root));
  const orderTerms = orderTermCount(root);
  if (orderTerms > maxOrderTerms) {
    throw queryError(
      '"too many order terms"',
      `A request may order by at most ${maxOrderTerms} terms in local-supabase, this one has ${orderTerms}`,
    );
  }
  return root;
}

/** Whether any of `filters` (in `or`/`and` trees too) is a regular-expression match. */
export function hasRegexFilter(filters: readonly Filter[]): boolean {
  return filters.some((filter) =>
    'logic' in filter
      ? hasRegexFilter(filter.filters)
      : filter.operator === 'match' || filter.operator === 'imatch',
  );
}

/** Every filter of a read, its embeds' included. */
export function allFilters(query: ReadQuery): Filter[] {
  return [
    ...query.filters,
    ...query.select.flatMap((item) => (item.kind === 'embed' ? allFilters(item.query) : [])),
  ];
}

/** The `columns` parameter of an insert: `"user_id","data"`. */
export function parseColumnList(relation: RelationInfo, columns: string): ColumnInfo[] {
  return splitTopLevel(columns).map((name) => columnOf(relation, unquoted(name)));
}
