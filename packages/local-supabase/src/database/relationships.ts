import type { SqlSession } from './database';
import type { RelationInfo } from './schema-catalog';

/**
 * Relationships for resource embedding, found as PostgREST finds them: every foreign key between
 * two relations of the public schema gives a to-one relationship from the referencing side and a
 * to-many one back (one-to-one both ways when the referencing columns are unique). A view takes
 * part in its base tables' foreign keys when it exposes all their columns unchanged, as PostgREST
 * infers from the view's definition.
 */

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one';

export interface Relationship {
  /** The origin: the relation the request embeds from. */
  table: string;
  /** The embedded relation. */
  foreignTable: string;
  foreignTableIsView: boolean;
  /** The foreign key constraint's name (the same for both directions and for views on top). */
  constraint: string;
  /** Pairs of (column of `table`, column of `foreignTable`) that must be equal. */
  columns: [string, string][];
  cardinality: Cardinality;
  /** The foreign key references its own table. */
  isSelf: boolean;
}

interface ForeignKeyRow {
  name: string;
  table_oid: number;
  foreign_oid: number;
  column_numbers: string;
  unique_columns: boolean;
}

/** A relation that can stand for a table in a relationship: the table itself or a view on it. */
interface Stand {
  name: string;
  isView: boolean;
  /** Base column name → the stand's column name. */
  columnFor: (baseColumn: string) => string | undefined;
}

export async function readRelationships(
  session: SqlSession,
  relations: Map<string, RelationInfo>,
  relationNames: Map<number, string>,
  columnNames: Map<string, string>,
): Promise<Map<string, Relationship[]>> {
  const foreignKeys = await session.query<ForeignKeyRow>(
    `select con.conname as name, con.conrelid::int8::float8 as table_oid, con.confrelid::int8::float8 as foreign_oid,
            (select json_agg(json_build_array(k.source_column, k.target_column) order by k.position)
             from unnest(con.conkey, con.confkey) with ordinality as k(source_column, target_column, position))::text
              as column_numbers,
            exists (select from pg_catalog.pg_constraint u
                    where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                      and u.conkey @> con.conkey and u.conkey <@ con.conkey) as unique_columns
     from pg_catalog.pg_constraint con
     join pg_catalog.pg_class source on source.oid = con.conrelid
     join pg_catalog.pg_namespace source_schema on source_schema.oid = source.relnamespace
     join pg_catalog.pg_class target on target.oid = con.confrelid
     join pg_catalog.pg_namespace target_schema on target_schema.oid = target.relnamespace
     where con.contype = 'f' and source_schema.nspname = 'public' and target_schema.nspname = 'public'
     order by con.conname`,
  );
  const viewRows = await session.query<{ view_oid: number; definition: string }>(
    `select v.oid::int8::float8 as view_oid, r.ev_action::text as definition
     from pg_catalog.pg_rewrite r
     join pg_catalog.pg_class v on v.oid = r.ev_class
     join pg_catalog.pg_namespace n on n.oid = v.relnamespace
     where n.nspname = 'public' and v.relkind in ('v', 'm') and r.rulename = '_RETURN'
     order by v.relname`,
  );

  // Base table oid → the views exposing its columns, each with base column → view column.
  const viewsOfTable = new Map<number, Stand[]>();
  for (const row of viewRows) {
    const viewName = relationNames.get(row.view_oid);
    if (!viewName) continue;
    const byTable = new Map<number, Map<string, string>>();
    for (const entry of viewColumnOrigins(row.definition)) {
      const baseColumn = columnNames.get(`${entry.originTable}:${entry.originColumn}`);
      if (!baseColumn || !relations.get(viewName)?.columns.has(entry.name)) continue;
      const map = byTable.get(entry.originTable) ?? new Map<string, string>();
      if (!map.has(baseColumn)) map.set(baseColumn, entry.name);
      byTable.set(entry.originTable, map);
    }
    for (const [tableOid, map] of byTable) {
      const stands = viewsOfTable.get(tableOid) ?? [];
      stands.push({ name: viewName, isView: true, columnFor: (column) => map.get(column) });
      viewsOfTable.set(tableOid, stands);
    }
  }

  const standsOf = (oid: number, baseColumns: string[]): Stand[] => {
    const name = relationNames.get(oid);
    if (!name) return [];
    const own: Stand = { name, isView: relations.get(name)?.isView ?? false, columnFor: (column) => column };
    const views = (viewsOfTable.get(oid) ?? []).filter((view) =>
      baseColumns.every((column) => view.columnFor(column) !== undefined),
    );
    return [own, ...views];
  };

  const relationships = new Map<string, Relationship[]>();
  const add = (relationship: Relationship) => {
    relationships.set(relationship.table, [...(relationships.get(relationship.table) ?? []), relationship]);
  };
  for (const key of foreignKeys) {
    const numbers = JSON.parse(key.column_numbers) as [number, number][];
    const pairs = numbers.map(([source, target]) => [
      columnNames.get(`${key.table_oid}:${source}`) ?? '',
      columnNames.get(`${key.foreign_oid}:${target}`) ?? '',
    ]);
    if (pairs.some(([source, target]) => !source || !target)) continue;
    const sources = standsOf(
      key.table_oid,
      pairs.map(([source]) => source ?? ''),
    );
    const targets = standsOf(
      key.foreign_oid,
      pairs.map(([, target]) => target ?? ''),
    );
    for (const source of sources) {
      for (const target of targets) {
        const columns = pairs.map(
          ([sourceColumn = '', targetColumn = '']) =>
            [source.columnFor(sourceColumn) ?? '', target.columnFor(targetColumn) ?? ''] as [string, string],
        );
        const isSelf = source.name === target.name;
        add({
          table: source.name,
          foreignTable: target.name,
          foreignTableIsView: target.isView,
          constraint: key.name,
          columns,
          cardinality: key.unique_columns ? 'one-to-one' : 'many-to-one',
          isSelf,
        });
        add({
          table: target.name,
          foreignTable: source.name,
          foreignTableIsView: source.isView,
          constraint: key.name,
          columns: columns.map(([sourceColumn, targetColumn]) => [targetColumn, sourceColumn]),
          cardinality: key.unique_columns ? 'one-to-one' : 'one-to-many',
          isSelf,
        });
      }
    }
  }
  return relationships;
}

interface ViewColumnOrigin {
  name: string;
  originTable: number;
  originColumn: number;
}

/**
 * The columns of a view's top-level target list that are plain columns of a table, read from the
 * view's parse tree (`pg_rewrite.ev_action`) as PostgREST does: each TARGETENTRY carries
 * `:resorigtbl` and `:resorigcol` when its value is an unchanged table column. Only the top-level
 * query's entries count; nested queries (sub-selects, CTEs) are skipped by tracking nesting depth.
 */
export function viewColumnOrigins(definition: string): ViewColumnOrigin[] {
  const origins: ViewColumnOrigin[] = [];
  // Depth 1 is the list around the rule's queries, depth 2 the top-level QUERY node.
  let depth = 0;
  let inTopTargetList = false;
  let targetListDepth = -1;
  let entryText: string | null = null;
  let entryDepth = -1;
  for (let index = 0; index < definition.length; index += 1) {
    const character = definition[index] ?? '';
    if (character === '\\') {
      if (entryText !== null && depth === entryDepth) entryText += definition.slice(index, index + 2);
      index += 1;
      continue;
    }
    if (character === '{' || character === '(') {
      depth += 1;
      if (inTopTargetList && character === '{' && depth === targetListDepth + 1) {
        entryText = '';
        entryDepth = depth;
      }
      continue;
    }
    if (character === '}' || character === ')') {
      if (entryText !== null && depth === entryDepth) {
        const origin = targetEntryOrigin(entryText);
        if (origin) origins.push(origin);
        entryText = null;
      }
      if (inTopTargetList && depth === targetListDepth) inTopTargetList = false;
      depth -= 1;
      if (depth === 0) break;
      continue;
    }
    if (entryText !== null && depth === entryDepth) entryText += character;
    if (depth === 2 && !inTopTargetList && definition.startsWith(':targetList (', index)) {
      inTopTargetList = true;
      targetListDepth = 3;
      index += ':targetList '.length - 1;
    }
  }
  return origins;
}

function targetEntryOrigin(text: string): ViewColumnOrigin | null {
  if (!text.startsWith('TARGETENTRY')) return null;
  const name = /:resname (\S+)/.exec(text)?.[1];
  const table = Number(/:resorigtbl (\d+)/.exec(text)?.[1] ?? 0);
  const column = Number(/:resorigcol (\d+)/.exec(text)?.[1] ?? 0);
  if (/:resjunk true/.test(text) || !name || name === '<>' || table === 0 || column === 0) return null;
  return { name: name.replace(/\\(.)/g, '$1'), originTable: table, originColumn: column };
}
