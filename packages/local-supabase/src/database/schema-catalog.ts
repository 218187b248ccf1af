import type { SqlSession } from './database';
import { readRelationships, type Relationship } from './relationships';

export type { Relationship } from './relationships';

/**
 * The allow-list the REST layer builds SQL from: tables, views and functions of the public schema,
 * read from the system catalog at start-up. Identifiers that are not here never reach SQL.
 */

export interface ColumnInfo {
  name: string;
  /** The catalog's own type name (e.g. `uuid`, `jsonb`), used for parameter casts. */
  type: string;
}

export interface RelationInfo {
  name: string;
  /** Views (and materialized views) get relationships only through their base tables' keys. */
  isView: boolean;
  columns: Map<string, ColumnInfo>;
  /** The primary key's columns (none for views): an upsert's conflict target when none is named. */
  primaryKey: string[];
}

export interface FunctionInfo {
  name: string;
  argumentNames: string[];
  argumentTypes: string[];
  /** How many trailing arguments have defaults and may be left out. */
  defaultedArgumentCount: number;
  /** Returns rows (a set or a composite) rather than one scalar value. */
  returnsRows: boolean;
}

export interface SchemaCatalog {
  relations: Map<string, RelationInfo>;
  functions: Map<string, FunctionInfo[]>;
  /** Every relationship PostgREST would find, keyed by the origin relation's name. */
  relationships: Map<string, Relationship[]>;
}

export async function readSchemaCatalog(session: SqlSession): Promise<SchemaCatalog> {
  const columnRows = await session.query<{
    relation: string;
    relation_oid: number;
    relation_kind: string;
    column_number: number;
    column_name: string;
    column_type: string;
  }>(
    `select c.relname as relation, c.oid::int8::float8 as relation_oid, c.relkind::text as relation_kind,
            a.attnum::int as column_number, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as column_type
     from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     join pg_catalog.pg_attribute a on a.attrelid = c.oid
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const relations = new Map<string, RelationInfo>();
  for (const row of columnRows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = {
        name: row.relation,
        isView: row.relation_kind === 'v' || row.relation_kind === 'm',
        columns: new Map(),
        primaryKey: [],
      };
      relations.set(row.relation, relation);
    }
    relation.columns.set(row.column_name, { name: row.column_name, type: row.column_type });
  }
  const columnNames = new Map<string, string>(
    columnRows.map((row) => [`${row.relation_oid}:${row.column_number}`, row.column_name]),
  );
  const relationNames = new Map(columnRows.map((row) => [row.relation_oid, row.relation]));

  const primaryKeyRows = await session.query<{ relation: string; column_name: string }>(
    `select c.relname as relation, a.attname as column_name
     from pg_catalog.pg_index i
     join pg_catalog.pg_class c on c.oid = i.indrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     join lateral unnest(i.indkey::int2[]) with ordinality as key(column_number, position) on true
     join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = key.column_number
     where n.nspname = 'public' and i.indisprimary
     order by c.relname, key.position`,
  );
  for (const row of primaryKeyRows) relations.get(row.relation)?.primaryKey.push(row.column_name);

  // JSON text: PGlite and node-postgres parse name[] and oidvector differently, text they agree on.
  const functionRows = await session.query<{
    function_name: string;
    argument_names: string;
    argument_types: string;
    defaulted_argument_count: number;
    returns_rows: boolean;
  }>(
    `select p.proname as function_name,
            coalesce(array_to_json(p.proargnames), '[]')::text as argument_names,
            coalesce((select json_agg(format_type(argument.type_oid, null) order by argument.position)
                      from unnest(p.proargtypes::oid[]) with ordinality as argument(type_oid, position)), '[]')::text
              as argument_types,
            p.pronargdefaults::int as defaulted_argument_count,
            (p.proretset or t.typtype = 'c') as returns_rows
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     join pg_catalog.pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f' and p.proargmodes is null
       and p.prorettype <> 'pg_catalog.trigger'::regtype`,
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of functionRows) {
    const info: FunctionInfo = {
      name: row.function_name,
      argumentNames: JSON.parse(row.argument_names) as string[],
      argumentTypes: JSON.parse(row.argument_types) as string[],
      defaultedArgumentCount: row.defaulted_argument_count,
      returnsRows: row.returns_rows,
    };
    functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }
  const relationships = await readRelationships(session, relations, relationNames, columnNames);
  return { relations, functions, relationships };
}
