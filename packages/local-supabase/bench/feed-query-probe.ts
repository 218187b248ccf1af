/**
 * Database-only cost of the feed (diagnostic, not a test): seeds the benchmark's 6 users × 5 public
 * approved charts straight into the database, prints EXPLAIN ANALYZE of the feed and my-charts
 * statements as the server builds them (run as anon / authenticated, so row-level security applies),
 * then the median time of one whole request transaction (role and claims set, statement, commit) for
 * the feed and variants of it, taken in interleaved rounds so machine load hits all alike.
 * Run: pnpm exec tsx bench/feed-query-probe.ts (PGlite), or through scripts/with-postgres.sh.
 * FEED_PROBE_USERS=400 seeds more users (5 charts each) to see the plans of a larger table.
 */
import { openDatabase } from '../src/database/database';
import { applyMigrations } from '../src/database/migrations';
import { readSchemaCatalog, type RelationInfo } from '../src/database/schema-catalog';
import { parseReadQuery } from '../src/rest/request-query';
import { selectStatement, type Statement } from '../src/rest/statements';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
await applyMigrations(database);
const catalog = await database.transaction(readSchemaCatalog);

function benchChart(userNumber: number, chartNumber: number) {
  return {
    metadata: { name: `Bench ${userNumber}-${chartNumber}`, description: 'A benchmark chart '.repeat(20) },
    labels: ['Speed', 'Strength', 'Agility', 'Stamina', 'Skill'].map((name) => ({ name })),
    data: [1, 2, 3].map((set) => ({
      name: `Set ${set}`,
      description: '',
      color: '#92f0da',
      values: [80, 50, 70, 60, 40],
    })),
  };
}

const userCount = Number(process.env.FEED_PROBE_USERS ?? 6);
const firstUserId = await database.transaction(async (sql) => {
  const userIds: string[] = [];
  for (let userNumber = 0; userNumber < userCount; userNumber += 1) {
    const [user] = await sql.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ($1, 'not a hash') returning id`,
      [`probe-${userNumber}@example.com`],
    );
    if (!user) throw new Error('no user inserted');
    userIds.push(user.id);
    await sql.query('insert into public.user_data (id, display_name) values ($1, $2)', [
      user.id,
      `@probe${userNumber}`,
    ]);
    for (let chartNumber = 0; chartNumber < 5; chartNumber += 1) {
      await sql.query(
        'insert into public.radar_chart (user_id, data, is_public, is_approved) values ($1, $2, true, true)',
        [user.id, JSON.stringify(benchChart(userNumber, chartNumber))],
      );
    }
  }
  await sql.query('analyze');
  return userIds[0] ?? '';
});

function relation(name: string): RelationInfo {
  const found = catalog.relations.get(name);
  if (!found) throw new Error(`no relation ${name}`);
  return found;
}

function statementFor(relationName: string, query: string): Statement {
  const target = relation(relationName);
  return selectStatement(target, parseReadQuery(target, new URLSearchParams(query), catalog), false);
}

const anonClaims = { role: 'anon' };
const userClaims = { role: 'authenticated', sub: firstUserId };
const feed = statementFor('radar_feed', 'select=*');
// The app's feed call since embedding: the spec's radar_chart?select=*,user_data(avatar), newest first.
const embedFeed = statementFor(
  'radar_chart',
  'select=*,user_data(avatar)&is_public=eq.true&is_approved=eq.true&order=updated_at.desc&limit=25',
);
const myCharts = statementFor('radar_chart', `select=*&user_id=eq.${firstUserId}&order=updated_at.desc`);

/** One request's transaction, as the server runs it. */
async function asCaller<T>(claims: { role: string }, statement: Statement): Promise<T[]> {
  return database.transaction(async (sql) => {
    await sql.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
    return sql.query<T>(statement.text, statement.params);
  });
}

const [feedResult] = await asCaller<{ body: string; row_count: number }>(anonClaims, feed);
console.log(
  `feed: ${feedResult?.row_count} rows, ${Buffer.byteLength(feedResult?.body ?? '')} bytes of JSON`,
);
for (const [name, claims, statement] of [
  ['feed (anon)', anonClaims, feed],
  ['feed with the embed (anon)', anonClaims, embedFeed],
  ['my charts (authenticated)', userClaims, myCharts],
] as const) {
  const plan = await asCaller<{ 'QUERY PLAN': string }>(claims, {
    text: `explain (analyze, buffers, verbose) ${statement.text}`,
    params: statement.params,
  });
  console.log(`\n--- ${name}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`);
}

const variants: [string, { role: string }, Statement][] = [
  ['transaction with select 1', anonClaims, { text: 'select 1', params: [] }],
  ['feed view, as the server sends it', anonClaims, feed],
  ['feed embed call, as the server sends it', anonClaims, embedFeed],
  [
    'feed without chart data',
    anonClaims,
    statementFor('radar_feed', 'select=id,updated_at,user_id,display_name,avatar'),
  ],
  ['feed rows, no JSON built', anonClaims, { text: 'select * from public.radar_feed', params: [] }],
  ['my charts, as the server sends it', userClaims, myCharts],
];
const samples = variants.map((): number[] => []);
const warmUpRounds = 20;
for (let round = 0; round < 300; round += 1) {
  for (const [index, [, claims, statement]] of variants.entries()) {
    const started = performance.now();
    await asCaller(claims, statement);
    if (round >= warmUpRounds) samples[index]?.push(performance.now() - started);
  }
}
console.log(`\nmedian ms per request transaction (${300 - warmUpRounds} rounds, interleaved):`);
for (const [index, [label]] of variants.entries()) {
  const sorted = (samples[index] ?? []).sort((a, b) => a - b);
  console.log(`${label.padEnd(42)} ${(sorted[sorted.length >> 1] ?? NaN).toFixed(3)}`);
}
await database.close();
