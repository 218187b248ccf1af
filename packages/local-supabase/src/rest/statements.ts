import type { ColumnInfo, FunctionInfo, RelationInfo } from '../database/schema-catalog';
import { queryError } from './postgrest-errors';
import type { EmbedItem, FieldReference, Filter, OrderTerm, ReadQuery, SelectItem } from './request-query';

/**
 * SQL for PostgREST-style requests. Identifiers come only from the schema catalog and are quoted;
 * every value is a numbered parameter with an explicit cast to the column's catalog type.
 * Results are built as JSON text by the database itself, as PostgREST does.
 */

export interface Statement {
  text: string;
  params: unknown[];
}

export function quotedIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function qualifiedName(name: string): string {
  return `public.${quotedIdentifier(name)}`;
}

/** Most parameters one statement may have (PostgreSQL's protocol limit). */
export const maxStatementParameters = 65_535;

/** Collects parameters in order and hands out their `$n::type` placeholders. */
class ParameterList {
  readonly values: unknown[] = [];
  /** Table aliases of embedded relations: `_1`, `_2`, ... (never a name a client chose). */
  private aliasCount = 0;

  alias(): string {
    this.aliasCount += 1;
    return `_${this.aliasCount}`;
  }

  add(value: unknown, type: string): string {
    // The wire protocol counts parameters in 16 bits: more would be refused by PostgreSQL as a
    // protocol error (08P01, a 503 that blamed the server for a client's request).
    if (this.values.length >= maxStatementParameters) {
      throw queryError(
        `"too many values in one request"`,
        `A request may send at most ${maxStatementParameters} values in local-supabase; send fewer rows at a time`,
      );
    }
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** A JSON value as the text Postgres reads for a column of `type`. */
export function parameterValue(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  // PostgREST takes a JSON array for an array-typed argument or column (`rpc('f', { ids: [..] })`);
  // PostgreSQL reads arrays only in its own `{..}` text form.
  if (type.endsWith('[]') && Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A JSON array as PostgreSQL's array text: every element quoted and escaped, null as NULL. */
function arrayLiteral(values: unknown[]): string {
  const elements = values.map((element) => {
    if (element === null || element === undefined) return 'NULL';
    if (Array.isArray(element)) return arrayLiteral(element);
    const text = typeof element === 'object' ? JSON.stringify(element) : String(element);
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/** A column reference, qualified when it sits in an embedded (correlated) subquery. */
function fieldSql(field: FieldReference, params: ParameterList, qualifier?: string): string {
  let sql = (qualifier ? `${qualifier}.` : '') + quotedIdentifier(field.column.name);
  for (const step of field.steps) {
    const key = /^-?\d+$/.test(step.key) ? step.key : params.add(step.key, 'text');
    sql = `(${sql}${step.asText ? '->>' : '->'}${key})`;
  }
  return sql;
}

/** The type a field's value has, so a compared parameter gets the same type. */
function fieldType(field: FieldReference): string {
  const lastStep = field.steps.at(-1);
  if (!lastStep) return field.column.type;
  return lastStep.asText ? 'text' : 'jsonb';
}

/**
 * The select list. `self` is how this level's relation is referenced: its alias inside an embed,
 * its bare name at the top (embeds correlate to it by that name).
 */
function selectListSql(select: SelectItem[], params: ParameterList, self?: string, qualify = false): string {
  return select
    .map((item) => {
      if (item.kind === 'all') return qualify && self ? `${self}.*` : '*';
      if (item.kind === 'embed') {
        if (!self) throw queryError('Embedded resources are not supported in this request by local-supabase');
        return `${embedSql(item, self, params)} as ${quotedIdentifier(item.alias ?? item.name)}`;
      }
      const value = fieldSql(item.field, params, qualify ? self : undefined);
      return `${item.cast ? `${value}::${item.cast}` : value} as ${quotedIdentifier(item.alias)}`;
    })
    .join(', ');
}

/** `embedded.column = parent.column` for each column pair of the relationship. */
function joinConditions(embed: EmbedItem, alias: string, parent: string): string[] {
  return embed.relationship.columns.map(
    ([own, foreign]) => `${alias}.${quotedIdentifier(foreign)} = ${parent}.${quotedIdentifier(own)}`,
  );
}

/** What keeps or drops a row of one level: its filters, `!inner` embeds and `embed=is.null` filters. */
function levelConditions(query: ReadQuery, params: ParameterList, self: string, qualify: boolean): string[] {
  const conditions = query.filters.map((filter) => filterSql(filter, params, qualify ? self : undefined));
  for (const item of query.select) {
    if (item.kind === 'embed' && item.inner) conditions.push(existsSql(item, self, params));
  }
  for (const { embed, isNull } of query.embedFilters) {
    conditions.push(`${isNull ? 'not ' : ''}${existsSql(embed, self, params)}`);
  }
  return conditions;
}

function existsSql(embed: EmbedItem, parent: string, params: ParameterList): string {
  const alias = params.alias();
  const conditions = [
    ...joinConditions(embed, alias, parent),
    ...levelConditions(embed.query, params, alias, true),
  ];
  return `exists (select from ${qualifiedName(embed.relation.name)} as ${alias} where ${conditions.join(' and ')})`;
}

/**
 * One embedded resource as a correlated subquery, read in the same transaction as the same role,
 * so row-level security and grants apply to it as to the top level. To-one gives an object or
 * null, to-many an array (empty when no row matches), as PostgREST answers.
 */
function embedSql(embed: EmbedItem, parent: string, params: ParameterList): string {
  const alias = params.alias();
  const { query } = embed;
  const conditions = [
    ...joinConditions(embed, alias, parent),
    ...levelConditions(query, params, alias, true),
  ];
  if (embed.countOnly) {
    const counted = `select count(*) as count from ${qualifiedName(embed.relation.name)} as ${alias} where ${conditions.join(' and ')}`;
    const countRow = `${alias}_count`;
    return embed.relationship.cardinality === 'one-to-many'
      ? `(select json_build_array(row_to_json(${countRow})) from (${counted}) as ${countRow})`
      : `(select row_to_json(${countRow}) from (${counted}) as ${countRow})`;
  }
  const rows =
    `select ${selectListSql(query.select, params, alias, true)} from ${qualifiedName(embed.relation.name)} as ${alias}` +
    ` where ${conditions.join(' and ')}${orderSql(query.order, params, alias)}` +
    (query.limit === undefined ? '' : ` limit ${params.add(query.limit, 'bigint')}`) +
    (query.offset === undefined ? '' : ` offset ${params.add(query.offset, 'bigint')}`);
  const row = `${alias}_row`;
  return embed.relationship.cardinality === 'one-to-many'
    ? `coalesce((select json_agg(${row}) from (${rows}) as ${row}), '[]'::json)`
    : `(select row_to_json(${row}) from (${rows}) as ${row})`;
}

const comparisonOperators: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
};

function filterSql(filter: Filter, params: ParameterList, qualifier?: string): string {
  if ('logic' in filter) {
    const joined = filter.filters
      .map((child) => filterSql(child, params, qualifier))
      .join(` ${filter.logic} `);
    return filter.negated ? `not (${joined})` : `(${joined})`;
  }
  const field = fieldSql(filter.field, params, qualifier);
  const type = fieldType(filter.field);
  const value = filter.value;
  let condition: string;
  if (filter.operator === 'in') {
    const items = Array.isArray(value) ? value : [value];
    condition =
      items.length === 0
        ? 'false'
        : `${field} in (${items.map((item) => params.add(item, type)).join(', ')})`;
  } else if (Array.isArray(value)) {
    throw queryError(`"failed to parse filter" (${filter.operator})`);
  } else if (filter.operator === 'is') {
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
      value.toLowerCase()
    ];
    if (!keyword)
      throw queryError(
        `"failed to parse filter (is.${value})"`,
        'is takes null, not_null, true, false or unknown',
      );
    condition = `${field} is ${keyword}`;
  } else if (filter.operator === 'like' || filter.operator === 'ilike') {
    condition = `${field}::text ${filter.operator} ${params.add(value.replaceAll('*', '%'), 'text')}`;
  } else if (filter.operator === 'match' || filter.operator === 'imatch') {
    condition = `${field}::text ${comparisonOperators[filter.operator]} ${params.add(value, 'text')}`;
  } else if (filter.operator === 'isdistinct') {
    condition = `${field} is distinct from ${params.add(value, type)}`;
  } else if (filter.operator === 'cs' || filter.operator === 'cd') {
    if (type !== 'jsonb')
      throw queryError(`"${filter.operator}" is supported on jsonb columns only by local-supabase`);
    condition = `${field} ${comparisonOperators[filter.operator]} ${params.add(value, 'jsonb')}`;
  } else {
    condition = `${field} ${comparisonOperators[filter.operator]} ${params.add(value, type)}`;
  }
  return filter.negated ? `not (${condition})` : condition;
}

function whereSql(filters: Filter[], params: ParameterList): string {
  return filters.length === 0
    ? ''
    : ` where ${filters.map((filter) => filterSql(filter, params)).join(' and ')}`;
}

function orderSql(order: OrderTerm[], params: ParameterList, self?: string): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    let value: string;
    if (term.embed) {
      // A related order: the to-one embedded row's column, looked up for each row.
      if (!self) throw queryError('A related order is not supported in this request by local-supabase');
      const alias = params.alias();
      value = `(select ${fieldSql(term.field, params, alias)} from ${qualifiedName(term.embed.relation.name)} as ${alias} where ${joinConditions(term.embed, alias, self).join(' and ')})`;
    } else {
      value = fieldSql(term.field, params, self);
    }
    return `${value} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/**
 * Wraps a row source into one result row: `body` (a JSON array, or the first object when
 * `singular`) and `row_count`.
 */
function jsonResultSql(source: string, singular: boolean): string {
  const body = singular ? `(json_agg(_row) -> 0)::text` : `coalesce(json_agg(_row), '[]')::text`;
  return `select ${body} as body, count(*)::int as row_count from ${source} as _row`;
}

/** The top-level WHERE: filters, plus the conditions `!inner` embeds and embed null filters add. */
function rootWhereSql(relation: RelationInfo, query: ReadQuery, params: ParameterList): string {
  const conditions = levelConditions(query, params, quotedIdentifier(relation.name), false);
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

export function selectStatement(relation: RelationInfo, query: ReadQuery, singular: boolean): Statement {
  const params = new ParameterList();
  const self = quotedIdentifier(relation.name);
  const selectList = selectListSql(query.select, params, self);
  const where = rootWhereSql(relation, query, params);
  // Unqualified at the top (as before embedding), except a related order, which correlates by name.
  const order = orderSql(query.order, params, query.order.some((term) => term.embed) ? self : undefined);
  const limit = query.limit === undefined ? '' : ` limit ${params.add(query.limit, 'bigint')}`;
  const offset = query.offset === undefined ? '' : ` offset ${params.add(query.offset, 'bigint')}`;
  const source = `(select ${selectList} from ${qualifiedName(relation.name)}${where}${order}${limit}${offset})`;
  return { text: jsonResultSql(source, singular), params: params.values };
}

export function countStatement(relation: RelationInfo, query: Filter[] | ReadQuery): Statement {
  const params = new ParameterList();
  const where = Array.isArray(query) ? whereSql(query, params) : rootWhereSql(relation, query, params);
  return {
    text: `select count(*)::int as total from ${qualifiedName(relation.name)}${where}`,
    params: params.values,
  };
}

/** What a write hands back: the selected representation, or only how many rows it touched. */
export interface Returning {
  select: SelectItem[] | null;
  singular: boolean;
}

// `returning 1` when no representation is asked for: it reads no column, so it needs no SELECT grant.
function writeStatement(writeSql: (params: ParameterList) => string, returning: Returning): Statement {
  const params = new ParameterList();
  const write = writeSql(params);
  const returned = returning.select ? selectListSql(returning.select, params) : '1';
  const text = `with _written as (${write} returning ${returned}) ${
    returning.select
      ? jsonResultSql('_written', returning.singular)
      : 'select null::text as body, count(*)::int as row_count from _written'
  }`;
  return { text, params: params.values };
}

/**
 * What an upsert does with a row whose `target` columns match a stored row's (PostgREST's
 * `Prefer: resolution=merge-duplicates` or `ignore-duplicates`, with `on_conflict=`).
 */
export interface OnConflict {
  target: ColumnInfo[];
  resolution: 'merge' | 'ignore';
  /** `Prefer: missing=default`: keys a row leaves out take the column default, not null. */
  missingDefault: boolean;
}

export function insertStatement(
  relation: RelationInfo,
  columns: ColumnInfo[],
  rows: Record<string, unknown>[],
  returning: Returning,
  onConflict?: OnConflict,
): Statement {
  return writeStatement((params) => {
    const table = qualifiedName(relation.name);
    if (columns.length === 0) return `insert into ${table} default values`;
    // As PostgREST writes it: a merge sets every sent column, the conflict target's too (so it
    // needs UPDATE on those columns under column grants, as on hosted Supabase).
    const conflictSql = onConflict
      ? ` on conflict (${onConflict.target.map((column) => quotedIdentifier(column.name)).join(', ')}) ${
          onConflict.resolution === 'ignore'
            ? 'do nothing'
            : `do update set ${columns
                .map(
                  (column) => `${quotedIdentifier(column.name)} = excluded.${quotedIdentifier(column.name)}`,
                )
                .join(', ')}`
        }`
      : '';
    // A key missing from a row takes the column default (e.g. user_id = auth.uid()). Except in a
    // merge without `Prefer: missing=default`: PostgREST writes null there, so a row that leaves a
    // column out never resets the stored value to its default without a word (a not-null column
    // refuses it instead).
    const missing = onConflict?.resolution === 'merge' && !onConflict.missingDefault ? 'null' : 'default';
    const values = rows.map(
      (row) =>
        `(${columns
          .map((column) =>
            column.name in row
              ? params.add(parameterValue(row[column.name], column.type), column.type)
              : missing,
          )
          .join(', ')})`,
    );
    return `insert into ${table} (${columns.map((column) => quotedIdentifier(column.name)).join(', ')}) values ${values.join(', ')}${conflictSql}`;
  }, returning);
}

export function updateStatement(
  relation: RelationInfo,
  changes: { column: ColumnInfo; value: unknown }[],
  filters: Filter[],
  returning: Returning,
): Statement {
  return writeStatement((params) => {
    const assignments = changes
      .map(
        ({ column, value }) =>
          `${quotedIdentifier(column.name)} = ${params.add(parameterValue(value, column.type), column.type)}`,
      )
      .join(', ');
    return `update ${qualifiedName(relation.name)} set ${assignments}${whereSql(filters, params)}`;
  }, returning);
}

export function deleteStatement(relation: RelationInfo, filters: Filter[], returning: Returning): Statement {
  return writeStatement(
    (params) => `delete from ${qualifiedName(relation.name)}${whereSql(filters, params)}`,
    returning,
  );
}

/** `select public.fn(name => $1::type, ...)`: named arguments, as PostgREST calls functions. */
export function functionCallStatement(
  target: FunctionInfo,
  argumentsByName: Record<string, unknown>,
  singular: boolean,
): Statement {
  const params = new ParameterList();
  const callArguments = target.argumentNames.flatMap((name, index) => {
    if (!(name in argumentsByName)) return [];
    const type = target.argumentTypes[index] ?? 'text';
    return [`${quotedIdentifier(name)} => ${params.add(parameterValue(argumentsByName[name], type), type)}`];
  });
  const call = `${qualifiedName(target.name)}(${callArguments.join(', ')})`;
  const text = target.returnsRows
    ? jsonResultSql(`${call}`, singular)
    : `select to_json(${call})::text as body, 1 as row_count`;
  return { text, params: params.values };
}
