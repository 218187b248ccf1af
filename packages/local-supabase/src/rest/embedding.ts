import type { Relationship, RelationInfo, SchemaCatalog } from '../database/schema-catalog';
import { HttpError } from '../http/http';
import { postgrestError, queryError } from './postgrest-errors';
import type { ReadQuery, SelectItem } from './request-query';

/**
 * PostgREST resource embedding: `alias:target!hint!inner(select)` in a select list, resolved to
 * one relationship of the schema catalog by PostgREST's rules (see `findRel` in PostgREST's
 * Plan.hs), with its errors PGRST200 (no relationship) and PGRST201 (more than one).
 */

export interface EmbedItem {
  kind: 'embed';
  /** The target as written: a table or view, or (tables only) a constraint or column name. */
  name: string;
  alias?: string;
  hint?: string;
  /** `!inner`: parent rows without an embedded row are left out. */
  inner: boolean;
  relationship: Relationship;
  /** The embedded relation. */
  relation: RelationInfo;
  /** The embedded rows' own select list, filters, order, limit and offset. */
  query: ReadQuery;
  /**
   * `target(count)`: the number of related rows instead of the rows, `[{ "count": n }]` for
   * to-many (as supabase-js documents for "referenced table with count"), `{ "count": n }` for to-one.
   */
  countOnly?: boolean;
}

/** `name(...)`, `alias:name!hint(...)`: an embed rather than a column. */
export function isEmbedText(text: string): boolean {
  return /^[^()"]*(?:"[^"]*"[^()"]*)*\(.*\)$/s.test(text.trim()) && !/^[^(]*::/.test(text);
}

export function embedItem(
  origin: RelationInfo,
  text: string,
  catalog: SchemaCatalog,
  parseSelect: (target: RelationInfo, select: string) => SelectItem[],
): EmbedItem {
  const open = text.indexOf('(');
  let head = text.slice(0, open).trim();
  const inside = text.slice(open + 1, -1);
  if (head.startsWith('...')) {
    throw queryError(
      `"failed to parse select parameter" (${text})`,
      'Spread embeds (...) are not supported by local-supabase',
    );
  }
  let alias: string | undefined;
  const aliasMatch = /^([^:!]+):(?!:)(.+)$/.exec(head);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1] ?? '');
    head = aliasMatch[2] ?? '';
  }
  const [rawName = '', ...modifiers] = head.split('!');
  const name = unquote(rawName);
  let hint: string | undefined;
  let inner = false;
  for (const modifier of modifiers.map(unquote)) {
    if (modifier === 'inner') inner = true;
    else if (modifier === 'left') inner = false;
    else if (hint === undefined && modifier !== '') hint = modifier;
    else throw queryError(`"failed to parse select parameter" (${text})`);
  }
  if (!name) throw queryError(`"failed to parse select parameter" (${text})`);
  const relationship = findRelationship(catalog, origin.name, name, hint);
  const relation = catalog.relations.get(relationship.foreignTable);
  if (!relation) throw noRelationship(catalog, origin.name, name, hint);
  const countOnly = /^count(\(\))?$/.test(inside.trim()) && !relation.columns.has('count');
  return {
    kind: 'embed',
    name,
    alias,
    hint,
    inner,
    relationship,
    relation,
    countOnly,
    query: {
      // PostgREST: `target()` selects no column of the embedded rows.
      select: inside.trim() === '' || countOnly ? [] : parseSelect(relation, inside),
      filters: [],
      embedFilters: [],
      order: [],
    },
  };
}

function unquote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

function singleColumn(relationship: Relationship, side: 0 | 1): string | undefined {
  return relationship.columns.length === 1 ? relationship.columns[0]?.[side] : undefined;
}

/** PostgREST's `findRel`: which relationships a target (and optional hint) can mean. */
export function findRelationship(
  catalog: SchemaCatalog,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = catalog.relationships.get(origin) ?? [];
  const matches = candidates.filter((relationship) => {
    if (relationship.isSelf) {
      // One foreign key, two directions: the table name means the children (one-to-many), the
      // column name the parent (many-to-one).
      if (hint === undefined) {
        return (
          (target === relationship.foreignTable && relationship.cardinality === 'one-to-many') ||
          (target === singleColumn(relationship, 0) && relationship.cardinality === 'many-to-one')
        );
      }
      return (
        target === relationship.foreignTable &&
        relationship.cardinality === 'one-to-many' &&
        hint === singleColumn(relationship, 1)
      );
    }
    if (hint === undefined) {
      return (
        target === relationship.foreignTable ||
        (!relationship.foreignTableIsView &&
          (target === relationship.constraint || target === singleColumn(relationship, 0)))
      );
    }
    return (
      target === relationship.foreignTable &&
      (hint === relationship.constraint ||
        hint === singleColumn(relationship, 0) ||
        hint === singleColumn(relationship, 1))
    );
  });
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) throw noRelationship(catalog, origin, target, hint);
  // PostgREST answers 300 Multiple Choices with the candidates as a list in `details`.
  throw new HttpError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details: matches.map((relationship) => ({
      cardinality: relationship.cardinality,
      embedding: `${relationship.table} with ${relationship.foreignTable}`,
      relationship: `${relationship.constraint} using ${relationship.table}(${relationship.columns
        .map(([own]) => own)
        .join(', ')}) and ${relationship.foreignTable}(${relationship.columns
        .map(([, foreign]) => foreign)
        .join(', ')})`,
    })),
    hint: `Try changing '${target}' to one of the following: ${matches
      .map((relationship) => `'${relationship.foreignTable}!${relationship.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

function noRelationship(catalog: SchemaCatalog, origin: string, target: string, hint: string | undefined) {
  return postgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${
      hint === undefined ? '' : `' using the hint '${hint}`
    }' in the schema 'public', but no matches were found.`,
    suggestion(catalog, origin, target),
  );
}

/**
 * PostgREST's hint: "Perhaps you meant 'x' instead of 'y'." for a close name (it uses a fuzzy set;
 * here: trigram similarity, the same idea), for the origin if it has no relationships at all,
 * otherwise for the target; null when nothing is close or the target itself exists.
 */
function suggestion(catalog: SchemaCatalog, origin: string, target: string): string | null {
  const originRelationships = catalog.relationships.get(origin);
  const pick = (wanted: string, names: string[]) => {
    let best: { name: string; score: number } | undefined;
    for (const name of new Set(names)) {
      const score = similarity(wanted, name);
      if (score < 1 && score >= 0.33 && (!best || score > best.score)) best = { name, score };
    }
    return best?.name;
  };
  if (!originRelationships) {
    const close = pick(origin, [...catalog.relationships.keys()]);
    return close ? `Perhaps you meant '${close}' instead of '${origin}'.` : null;
  }
  const names = originRelationships.map((relationship) => relationship.foreignTable);
  if (names.includes(target)) return null;
  const close = pick(target, names);
  return close ? `Perhaps you meant '${close}' instead of '${target}'.` : null;
}

function trigrams(text: string): Set<string> {
  const padded = `  ${text.toLowerCase()} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

function similarity(left: string, right: string): number {
  if (left === right) return 1;
  const a = trigrams(left);
  const b = trigrams(right);
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The embed a dotted parameter path names (`user_data` in `user_data.avatar=eq.x`), by alias or
 * name at each level; PGRST108 when the request does not embed it.
 */
export function resolveEmbedPath(select: SelectItem[], path: string[]): EmbedItem {
  let items = select;
  let found: EmbedItem | undefined;
  for (const segment of path) {
    found = items.find(
      (item): item is EmbedItem => item.kind === 'embed' && (item.alias ?? item.name) === segment,
    );
    if (!found) {
      throw postgrestError(
        400,
        'PGRST108',
        `'${segment}' is not an embedded resource in this request`,
        null,
        `Verify that '${segment}' is included in the 'select' query parameter.`,
      );
    }
    items = found.query.select;
  }
  if (!found) throw queryError('"failed to parse filter"');
  return found;
}
