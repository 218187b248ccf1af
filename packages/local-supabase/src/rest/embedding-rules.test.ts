import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { defaultMigrationsDir } from '../database/migrations';
import { startServer, type RunningServer } from '../server';

/**
 * PostgREST's embedding rules on test-only tables (two keys between the same tables, a self
 * reference, one-to-one, a view): a server of its own with the project's migrations plus a fixture.
 */

let server: RunningServer;
let migrationsDir: string;
let client: SupabaseClient;

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(os.tmpdir(), 'embedding-rules-'));
  for (const name of await readdir(defaultMigrationsDir)) {
    if (name.endsWith('.sql'))
      await copyFile(path.join(defaultMigrationsDir, name), path.join(migrationsDir, name));
  }
  await copyFile(
    new URL('./test-fixtures/embedding-fixture.sql', import.meta.url),
    path.join(migrationsDir, '99990101000000_embedding_fixture.sql'),
  );
  server = await startServer({
    port: 0,
    memory: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrationsDir,
    bcryptCost: 4,
    log: () => undefined,
  });
  client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(migrationsDir, { recursive: true, force: true });
});

describe('ambiguous relationships', () => {
  it('answers 300 PGRST201 with the candidates, as PostgREST does', async () => {
    const { status, error } = await client.from('embed_message').select('body, embed_person(name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'embed_message' and 'embed_person'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'embed_message with embed_person',
          relationship:
            'embed_message_recipient_id_fkey using embed_message(recipient_id) and embed_person(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'embed_message with embed_person',
          relationship: 'embed_message_sender_id_fkey using embed_message(sender_id) and embed_person(id)',
        },
      ],
      hint: "Try changing 'embed_person' to one of the following: 'embed_person!embed_message_recipient_id_fkey', 'embed_person!embed_message_sender_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const back = await client.from('embed_person').select('name, embed_message(body)');
    expect(back.status).toBe(300);
    expect(
      (back.error?.details as unknown as { cardinality: string }[]).map((item) => item.cardinality),
    ).toEqual(['one-to-many', 'one-to-many']);
  });

  it('is resolved by a constraint or column hint, or by the column as target', async () => {
    const { data, error } = await client
      .from('embed_message')
      .select(
        'body, sender:embed_person!sender_id(name), recipient:embed_person!embed_message_recipient_id_fkey(name)',
      )
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { body: 'hello', sender: { name: 'Ada' }, recipient: { name: 'Bo' } },
      { body: 'hi back', sender: { name: 'Bo' }, recipient: { name: 'Ada' } },
      { body: 'to Cy', sender: { name: 'Ada' }, recipient: { name: 'Cy' } },
    ]);
    const byColumn = await client.from('embed_message').select('id, sender_id(name)').eq('id', 11);
    expect(byColumn.data).toEqual([{ id: 11, sender_id: { name: 'Bo' } }]);
    const sent = await client
      .from('embed_person')
      .select('name, sent:embed_message!sender_id(body)')
      .eq('id', 1)
      .order('id', { referencedTable: 'sent', ascending: false });
    expect(sent.data).toEqual([{ name: 'Ada', sent: [{ body: 'to Cy' }, { body: 'hello' }] }]);
  });
});

describe('other shapes', () => {
  it('a self reference: the column gives the parent object, the table name the children array', async () => {
    const { data, error } = await client
      .from('embed_node')
      .select('id, parent_id(id), embed_node(id)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, parent_id: null, embed_node: [{ id: 2 }, { id: 3 }] },
      { id: 2, parent_id: { id: 1 }, embed_node: [{ id: 4 }] },
      { id: 3, parent_id: { id: 1 }, embed_node: [] },
      { id: 4, parent_id: { id: 2 }, embed_node: [] },
    ]);
  });

  it('one-to-one embeds are objects (or null) from both sides', async () => {
    const { data } = await client.from('embed_person').select('name, embed_passport(number)').order('id');
    expect(data).toEqual([
      { name: 'Ada', embed_passport: { number: 'P-1' } },
      { name: 'Bo', embed_passport: null },
      { name: 'Cy', embed_passport: null },
    ]);
    const back = await client.from('embed_passport').select('number, embed_person(name)');
    expect(back.data).toEqual([{ number: 'P-1', embed_person: { name: 'Ada' } }]);
  });

  it("a view takes part in its base table's keys for the columns it exposes", async () => {
    const { data, error } = await client.from('embed_sent').select('body, embed_person(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { body: 'hello', embed_person: { name: 'Ada' } },
      { body: 'hi back', embed_person: { name: 'Bo' } },
      { body: 'to Cy', embed_person: { name: 'Ada' } },
    ]);
    const reverse = await client.from('embed_person').select('name, embed_sent(body)').eq('id', 2);
    expect(reverse.data).toEqual([{ name: 'Bo', embed_sent: [{ body: 'hi back' }] }]);
    // The view exposes no recipient column: no relationship through that key.
    const passport = await client.from('embed_sent').select('body, embed_passport(number)');
    expect(passport.status).toBe(400);
    expect(passport.error?.code).toBe('PGRST200');
  });

  it('refuses a related order on a to-many embed with PGRST118 and a bad operator on an embed with PGRST120', async () => {
    const order = await client
      .from('embed_person')
      .select('name, embed_passport(number), embed_sent(body)')
      .order('embed_sent(body)');
    expect(order.status).toBe(400);
    expect(order.error).toEqual({
      code: 'PGRST118',
      message: "A related order on 'embed_sent' is not possible",
      details: "'embed_person' and 'embed_sent' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
    const related = await client
      .from('embed_person')
      .select('name, embed_passport(number)')
      .order('embed_passport(number)', { ascending: false, nullsFirst: false });
    expect((related.data as { name: string }[])[0]?.name).toBe('Ada');
    const badFilter = await client
      .from('embed_person')
      .select('name, embed_passport(number)')
      .eq('embed_passport', 'x');
    expect(badFilter.status).toBe(400);
    expect(badFilter.error?.code).toBe('PGRST120');
  });
});
