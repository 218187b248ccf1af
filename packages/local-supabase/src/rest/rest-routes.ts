import type { IncomingMessage, ServerResponse } from 'node:http';

import { bearerToken, isApiRole, type ApiRole, type TokenClaims, type TokenKeys } from '../auth/tokens';
import { clientAddressOf } from '../auth/auth-routes';
import { databaseForClient, type Database, type SqlSession } from '../database/database';
import type { ColumnInfo, FunctionInfo, RelationInfo, SchemaCatalog } from '../database/schema-catalog';
import { maxUnsentBytesPerClient, type UnsentAnswers } from '../http/unsent-answers';
import {
  decodedPathSegment,
  HttpError,
  InvalidJsonError,
  isPlainObject,
  readJsonBody,
  sendEmpty,
  sendText,
} from '../http/http';
import { errorFromDatabase, isDatabaseError, postgrestError } from './postgrest-errors';
import {
  allFilters,
  columnOf,
  hasRegexFilter,
  parseColumnList,
  parseFilters,
  parseReadQuery,
  parseSelect,
  type Filter,
} from './request-query';
import {
  countStatement,
  deleteStatement,
  functionCallStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Returning,
  type Statement,
} from './statements';

/**
 * The subset of PostgREST (`/rest/v1`) that supabase-js uses. Each request runs in one transaction
 * as the token's role with `request.jwt.claims` set: row-level security, grants and triggers in
 * Postgres decide what is allowed. Nothing here grants or refuses access by itself.
 */

export interface RestContext {
  database: Database;
  keys: TokenKeys;
  catalog: SchemaCatalog;
  bodyLimitBytes: number;
  /** Each REST/RPC transaction's statement_timeout (PostgreSQL honours it; PGlite cannot, see README). */
  statementTimeoutMs: number;
  /** Most rows of one read, as PostgREST's max-rows (top level; embeds keep their own limits). */
  maxRows: number;
  /** Clients are the addresses a trusted proxy appended (see ServerOptions.trustProxy). */
  trustProxy: boolean;
  /** Answers each client has not read yet; absent behind a trusted proxy, whose connections all clients share. */
  unsentAnswers?: UnsentAnswers;
}

interface Preferences {
  representation: boolean;
  count: boolean;
  /** An upsert: `Prefer: resolution=merge-duplicates` or `resolution=ignore-duplicates`. */
  resolution: 'merge' | 'ignore' | undefined;
  /** `Prefer: missing=default`. */
  missingDefault: boolean;
}

interface Caller {
  role: ApiRole;
  claims: TokenClaims;
  /** Aborted when the HTTP client goes away before its answer is sent. */
  signal: AbortSignal;
  /** The client, as for rate limits and turns at the database. */
  client?: string;
}

interface QueryResult {
  body: string | null;
  rowCount: number;
  total?: number;
}

const singularMediaType = 'application/vnd.pgrst.object+json';

/**
 * Regular-expression filters are refused on PGlite. It runs in the server's own thread and cannot
 * stop a statement, and a pattern within every bound of regex-filter-guard can still make
 * PostgreSQL's automaton slow: `a[ab]{250}Z|b[ab]{250}Z|a[ab]{240}Q` took 0.7 s over one 250 KB
 * chart, and 32 of them in one `or` held the whole server, static pages included, for 23 s. On
 * PostgreSQL the statement timeout ends such a query, and they are allowed there.
 */
/** What this server answers in: JSON arrays, and single JSON objects. */
const availableMediaTypes = new Set(['*/*', 'application/*', 'application/json', singularMediaType]);

/**
 * Answers 406 PGRST107, as PostgREST does, when the client accepts none of them: supabase-js's
 * `.csv()`, `.geojson()` and `.explain()` used to get JSON back as if it were what they asked for.
 */
function refuseUnavailableMediaTypes(accept: string | undefined): void {
  if (!accept) return;
  const types = accept.split(',').map((type) => (type.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => type === '' || availableMediaTypes.has(type))) return;
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${accept.slice(0, 200)}`);
}

function refuseUnboundedFilters(context: RestContext, filters: readonly Filter[]): void {
  if (context.database.kind === 'pglite' && hasRegexFilter(filters)) {
    throw postgrestError(
      400,
      'PGRST100',
      'Regular-expression filters (match, imatch) are not available on this server',
      'Its embedded database cannot stop a slow match, which would hold every other request',
      'Filter with like or ilike, or run local-supabase on PostgreSQL (DATABASE_URL)',
    );
  }
}

export async function handleRestRequest(
  context: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  // Every transaction of this request takes its turn at the database as this client's.
  const client = clientAddressOf(request, context.trustProxy);
  context = { ...context, database: databaseForClient(context.database, client) };
  context.unsentAnswers?.track(client, request.socket);
  checkProfile(request);
  const caller = { ...(await callerOf(context, request, clientGone(response))), client };
  const preferences = parsePreferences(headerValue(request.headers.prefer));
  const singular = (request.headers.accept ?? '').includes(singularMediaType);
  refuseUnavailableMediaTypes(request.headers.accept);
  const params = url.searchParams;

  const rpcMatch = /^\/rpc\/([^/]+)$/.exec(route);
  if (rpcMatch) {
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') {
      throw postgrestError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
    }
    // Arguments come as a JSON body (POST), or as query parameters (GET, HEAD, or POST without a body).
    const body = method === 'POST' ? await readRestBody(context, request, true) : undefined;
    const argumentsByName = body ?? Object.fromEntries(params);
    if (!isPlainObject(argumentsByName))
      throw postgrestError(400, 'PGRST102', 'Function arguments must be a JSON object');
    const target = functionFor(context.catalog, decodedPathSegment(rpcMatch[1] ?? ''), argumentsByName);
    const result = await run(
      context,
      caller,
      singular,
      functionCallStatement(target, argumentsByName, singular),
    );
    respond(response, 200, result, singular, method === 'HEAD');
    return;
  }

  const relation = relationFor(context.catalog, decodedPathSegment(route.replace(/^\//, '')));
  if (method === 'GET' || method === 'HEAD') {
    const query = parseReadQuery(relation, params, context.catalog);
    refuseUnboundedFilters(context, allFilters(query));
    // As hosted Supabase's "Max rows": without it, one anonymous `select=*,user_data(*,radar_chart(*))`
    // over a feed of 2,000 public charts built a 45 MB answer and held PGlite 1.8 s, growing with the feed.
    query.limit = Math.min(query.limit ?? context.maxRows, context.maxRows);
    const count = preferences.count ? countStatement(relation, query) : undefined;
    const result = await run(context, caller, singular, selectStatement(relation, query, singular), count);
    const offset = query.offset ?? 0;
    respond(response, rangeStatus(offset, result, singular), result, singular, method === 'HEAD', offset);
  } else if (method === 'POST') {
    const body = await readRestBody(context, request);
    const rows = Array.isArray(body) ? body : [body];
    if (rows.length === 0 || !rows.every(isPlainObject)) {
      throw postgrestError(400, 'PGRST102', 'The body must be a JSON object or a non-empty array of objects');
    }
    const columnsParam = params.get('columns');
    const columnNames = columnsParam
      ? parseColumnList(relation, columnsParam)
      : [...new Set(rows.flatMap((row) => Object.keys(row)))].map((name) => columnOf(relation, name));
    if (columnNames.length === 0 && rows.length > 1) {
      throw postgrestError(400, 'PGRST102', 'Rows without any column can only be inserted one at a time');
    }
    const returning = returningFor(relation, params, preferences, singular);
    const onConflict = preferences.resolution
      ? {
          target: conflictTarget(relation, params.get('on_conflict')),
          resolution: preferences.resolution,
          missingDefault: preferences.missingDefault,
        }
      : undefined;
    const result = await run(
      context,
      caller,
      singular,
      insertStatement(relation, columnNames, rows, returning, onConflict),
    );
    respond(response, 201, result, singular && preferences.representation, !preferences.representation);
  } else if (method === 'PATCH' || method === 'DELETE') {
    const filters = parseFilters(relation, params);
    refuseUnboundedFilters(context, filters);
    // Like hosted Supabase's safeupdate: a write without a filter is refused, not applied to every row.
    if (filters.length === 0) {
      throw postgrestError(
        400,
        '21000',
        `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      );
    }
    const returning = returningFor(relation, params, preferences, singular);
    let statement: Statement;
    if (method === 'PATCH') {
      const body = await readRestBody(context, request);
      if (!isPlainObject(body)) throw postgrestError(400, 'PGRST102', 'The body must be a JSON object');
      const changes = Object.entries(body).map(([name, value]) => ({
        column: columnOf(relation, name),
        value,
      }));
      if (changes.length === 0) {
        sendEmpty(response, 204);
        return;
      }
      statement = updateStatement(relation, changes, filters, returning);
    } else {
      statement = deleteStatement(relation, filters, returning);
    }
    const result = await run(context, caller, singular, statement);
    if (preferences.representation) respond(response, 200, result, singular, false);
    else sendEmpty(response, 204, { 'Content-Range': `*/${result.rowCount}` });
  } else {
    throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

/** Only the public schema is exposed, as in this project's Supabase settings. */
function checkProfile(request: IncomingMessage): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = request.headers[header];
    if (profile !== undefined && profile !== 'public') {
      throw postgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

/** Aborts when the connection closes before the response was fully sent. */
function clientGone(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The caller's role and claims from the user's access token, else from the apikey. */
async function callerOf(
  context: RestContext,
  request: IncomingMessage,
  signal: AbortSignal,
): Promise<Caller> {
  const token = bearerToken(request.headers.authorization) ?? headerValue(request.headers.apikey);
  const claims = token ? await context.keys.verify(token) : null;
  if (!claims) {
    // As PostgREST 12: an expired token gets its own code, the one clients match to refresh.
    if (token && (await context.keys.isExpired(token))) {
      throw new HttpError(
        401,
        { code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
        { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
      );
    }
    throw postgrestError(401, 'PGRST301', 'JWT is missing, invalid or expired');
  }
  if (!isApiRole(claims.role))
    throw postgrestError(401, 'PGRST301', 'The JWT role is not one of anon, authenticated, service_role');
  return { role: claims.role, claims, signal };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An upsert's conflict target: the `on_conflict` columns, else the primary key. */
function conflictTarget(relation: RelationInfo, onConflict: string | null): ColumnInfo[] {
  if (onConflict) return parseColumnList(relation, onConflict);
  if (relation.primaryKey.length === 0) {
    throw postgrestError(
      400,
      'PGRST100',
      `"${relation.name}" has no primary key: name the conflict columns with on_conflict`,
    );
  }
  return relation.primaryKey.map((name) => columnOf(relation, name));
}

function parsePreferences(prefer: string | undefined): Preferences {
  const tokens = (prefer ?? '').split(',').map((token) => token.trim());
  const resolution = tokens.find((token) => token.startsWith('resolution='))?.slice('resolution='.length);
  if (resolution !== undefined && resolution !== 'merge-duplicates' && resolution !== 'ignore-duplicates') {
    throw postgrestError(400, 'PGRST100', `Unknown resolution preference "${resolution}"`);
  }
  return {
    resolution: resolution === undefined ? undefined : resolution === 'merge-duplicates' ? 'merge' : 'ignore',
    missingDefault: tokens.includes('missing=default'),
    representation: tokens.includes('return=representation'),
    count: tokens.some((token) => token.startsWith('count=')),
  };
}

function relationFor(catalog: SchemaCatalog, name: string): RelationInfo {
  const relation = catalog.relations.get(name);
  if (!relation) {
    throw postgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return relation;
}

/** The function of that name whose parameters fit the given argument names. */
function functionFor(
  catalog: SchemaCatalog,
  name: string,
  argumentsByName: Record<string, unknown>,
): FunctionInfo {
  const given = Object.keys(argumentsByName);
  const match = (catalog.functions.get(name) ?? []).find((candidate) => {
    const required = candidate.argumentNames.slice(
      0,
      candidate.argumentNames.length - candidate.defaultedArgumentCount,
    );
    return (
      given.every((argument) => candidate.argumentNames.includes(argument)) &&
      required.every((argument) => given.includes(argument))
    );
  });
  if (!match) {
    throw postgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    );
  }
  return match;
}

function returningFor(
  relation: RelationInfo,
  params: URLSearchParams,
  preferences: Preferences,
  singular: boolean,
): Returning {
  return {
    select: preferences.representation ? parseSelect(relation, params.get('select')) : null,
    singular,
  };
}

async function readRestBody(
  context: RestContext,
  request: IncomingMessage,
  allowEmpty = false,
): Promise<unknown> {
  try {
    const body = await readJsonBody(request, context.bodyLimitBytes);
    if (body === undefined && !allowEmpty) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
    return body;
  } catch (error) {
    if (error instanceof InvalidJsonError) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
    throw error;
  }
}

/**
 * Runs the statements in one transaction as the caller. A singular request that does not touch
 * exactly one row is rolled back, as PostgREST does, so `.single()` never half-applies a write.
 */
async function run(
  context: RestContext,
  caller: Caller,
  singular: boolean,
  main: Statement,
  count?: Statement,
): Promise<QueryResult> {
  try {
    // Cancelled (PostgreSQL) or dropped before it starts (PGlite) when the client goes away.
    const transaction = <T>(work: (sql: SqlSession) => Promise<T>) =>
      context.database.transaction(work, { signal: caller.signal });
    return await transaction(async (sql: SqlSession) => {
      // Checked when its turn comes, not on arrival: a burst of reads all arrive before any answer is
      // written, and then each would be built and kept in memory for a client that reads none of them.
      const unsent = caller.client === undefined ? 0 : (context.unsentAnswers?.bytes(caller.client) ?? 0);
      if (unsent > maxUnsentBytesPerClient) {
        throw postgrestError(
          429,
          'PGRST429',
          'Too many answers not yet read by this client',
          `${unsent} bytes of earlier answers are still waiting to be read`,
          'Read the answers to earlier requests before sending more',
        );
      }
      // One round trip sets the role, the claims and the timeout (SET LOCAL: this transaction only) and
      // checks that a user's session still exists, as /auth/v1/user does: sign-out and refresh-token
      // reuse end access at once. Permissions are checked before set_config runs, as the server's role.
      const [setup] = await sql.query<{ session_exists: boolean }>(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('statement_timeout', $3, true),
              ($4::uuid is null or exists (select 1 from auth.sessions where id = $4::uuid)) as session_exists`,
        [caller.role, JSON.stringify(caller.claims), `${context.statementTimeoutMs}ms`, sessionIdOf(caller)],
      );
      if (!setup?.session_exists) {
        throw postgrestError(
          401,
          'PGRST301',
          'JWT session no longer exists',
          'The user signed out or the session was ended',
        );
      }
      // The role in the text gives each role its own prepared statement: a plan under row-level security
      // holds for one role only, so one statement shared by anon and authenticated would be re-planned
      // at every switch. The role is one of the three allowed names, never client text.
      const roleTag = `/* ${caller.role} */ `;
      const [row] = await sql.query<{ body: string | null; row_count: number }>(
        roleTag + main.text,
        main.params,
      );
      const rowCount = row?.row_count ?? 0;
      if (singular && rowCount !== 1) throw singularError(rowCount);
      const result: QueryResult = { body: row?.body ?? null, rowCount };
      if (count) {
        const [countRow] = await sql.query<{ total: number }>(roleTag + count.text, count.params);
        result.total = countRow?.total ?? 0;
      }
      return result;
    });
  } catch (error) {
    if (isDatabaseError(error)) throw errorFromDatabase(error, caller.role);
    throw error;
  }
}

/** A user's session id; API keys and tokens minted without a session (like hosted Supabase) have none. */
function sessionIdOf(caller: Caller): string | null {
  const sessionId = caller.claims.session_id;
  if (caller.role !== 'authenticated' || typeof sessionId !== 'string') return null;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)
    ? sessionId
    : '00000000-0000-0000-0000-000000000000';
}

/**
 * PostgREST's status for a read whose total was counted (`Prefer: count=exact|planned|estimated`):
 * 206 Partial Content when the page holds fewer rows than the total, and 416 PGRST103 when the
 * offset lies past the total. Without a count it cannot tell, and answers 200.
 */
function rangeStatus(offset: number, result: QueryResult, singular: boolean): number {
  if (result.total === undefined || singular) return 200;
  if (offset > result.total) {
    throw postgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    );
  }
  return result.rowCount < result.total ? 206 : 200;
}

function singularError(rowCount: number) {
  return postgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rowCount} rows`,
  );
}

function respond(
  response: ServerResponse,
  status: number,
  result: QueryResult,
  singular: boolean,
  withoutBody: boolean,
  offset = 0,
): void {
  const total = result.total === undefined ? '*' : String(result.total);
  const range = result.rowCount > 0 ? `${offset}-${offset + result.rowCount - 1}/${total}` : `*/${total}`;
  const headers = {
    'Content-Range': range,
    'Content-Type': `${singular ? singularMediaType : 'application/json'}; charset=utf-8`,
  };
  if (withoutBody) sendEmpty(response, status, headers);
  else sendText(response, status, result.body ?? 'null', headers);
}
