import { mkdtemp, rm, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { maxPreparedStatementLength, openDatabase, type Database, type SqlSession } from './database';
import { applyMigrations } from './migrations';

// The database this suite runs on: PGlite in memory, or DATABASE_URL's PostgreSQL.
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  await applyMigrations(database);
});

afterAll(async () => {
  await database.close();
});

async function asRole(session: SqlSession, claims: { role: string; sub?: string }): Promise<void> {
  await session.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
    claims.role,
    JSON.stringify(claims),
  ]);
}

describe('database queries (prepared statements)', () => {
  it('returns typed rows and takes text, number, boolean, null, Date and object parameters', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const [row] = await database.transaction((session) =>
      session.query(
        'select $1::text as word, $2::int as count, $3::boolean as flag, $4::text as nothing, ' +
          '$5::timestamptz as at, $6::jsonb as document',
        ['radar', 7, true, null, at, JSON.stringify({ a: [1, 2] })],
      ),
    );
    expect(row).toEqual({ word: 'radar', count: 7, flag: true, nothing: null, at, document: { a: [1, 2] } });
  });

  it('keeps no statement longer than maxPreparedStatementLength prepared (a bulk insert per row count)', async () => {
    // Padded past the limit with a comment: the same work, one new long shape.
    const long = `select $1::int as one /* ${'x'.repeat(maxPreparedStatementLength)} */`;
    const short = 'select $1::int as two /* kept */';
    const prepared = await database.transaction(async (session) => {
      await session.query(long, [1]);
      await session.query(short, [2]);
      return session.query<{ statement: string }>('select statement from pg_prepared_statements');
    });
    const statements = prepared.map((row) => row.statement);
    expect(statements).toContain(short);
    expect(statements.filter((statement) => statement.length > maxPreparedStatementLength)).toEqual([]);
  });

  it('runs a statement again after one run of it failed, in a new transaction', async () => {
    const text = 'select $1::int + 1 as next';
    await expect(
      database.transaction((session) => session.query(text, ['not a number'])),
    ).rejects.toMatchObject({ code: '22P02' });
    await expect(database.transaction((session) => session.query(text, ['41']))).resolves.toEqual([
      { next: 42 },
    ]);
  });

  it('keeps answering after more statement shapes than it prepares', async () => {
    const sums = await database.transaction(async (session) => {
      const results: unknown[] = [];
      for (let shape = 0; shape < 520; shape += 1) {
        const [row] = await session.query<{ sum: number }>(`select $1::int + ${shape} as sum`, [1]);
        results.push(row?.sum);
      }
      return results;
    });
    expect(sums).toEqual(Array.from({ length: 520 }, (_, shape) => shape + 1));
  });

  it('applies row-level security for the current role when one statement text runs as several roles', async () => {
    const email = `prepared-${Date.now()}@example.com`;
    const userId = await database.transaction(async (session) => {
      const [user] = await session.query<{ id: string }>(
        "insert into auth.users (email, encrypted_password) values ($1, 'not a hash') returning id",
        [email],
      );
      await session.query('insert into public.radar_chart (user_id, data) values ($1, $2)', [
        user?.id,
        JSON.stringify({
          metadata: { name: 'Private' },
          labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
          data: [{ name: 'Set', values: [1, 2, 3] }],
        }),
      ]);
      return user?.id ?? '';
    });
    try {
      const countAs = (claims: { role: string; sub?: string }) =>
        database.transaction(async (session) => {
          await asRole(session, claims);
          const [row] = await session.query<{ charts: number }>(
            'select count(*)::int as charts from public.radar_chart where user_id = $1',
            [userId],
          );
          return row?.charts;
        });
      // Owner, stranger, owner again: a plan made for one role must never serve another.
      expect(await countAs({ role: 'authenticated', sub: userId })).toBe(1);
      expect(await countAs({ role: 'anon' })).toBe(0);
      expect(await countAs({ role: 'authenticated', sub: userId })).toBe(1);
      expect(await countAs({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000' })).toBe(0);
    } finally {
      await database.transaction((session) =>
        session.query('delete from auth.users where id = $1', [userId]),
      );
    }
  });
});

describe.runIf(!process.env.DATABASE_URL)('a damaged PGlite folder', () => {
  it('fails to open with an error that names the folder and the ways out, not only PGlite’s abort', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-damaged-'));
    const pgliteDataDir = path.join(folder, 'pgdata');
    try {
      await (await openDatabase({ pgliteDataDir })).close();
      // An emptied control file (a full disk at the wrong moment): PGlite only says "Aborted()".
      await truncate(path.join(pgliteDataDir, 'global', 'pg_control'));
      const opened = openDatabase({ pgliteDataDir });
      await expect(opened).rejects.toThrow(`The database in ${pgliteDataDir} could not be opened`);
      await expect(opened).rejects.toThrow(`rm -rf '${folder}'`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
