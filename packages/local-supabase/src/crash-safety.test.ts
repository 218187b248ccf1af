import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import ws from 'ws';

import { signApiKey } from './keys';
import { sampleChart, uniqueEmail } from './test-support/backend';
import { startCliProcess, type CliProcess } from './test-support/cli-process';

const jwtSecret = 'crash-safety-test-secret-0123456789abcdef';
const anonKey = signApiKey(jwtSecret, 'anon');

/** The real CLI on `dataDir`, as a child process so it can be killed hard. */
function startServerProcess(dataDir: string): Promise<CliProcess> {
  return startCliProcess(['--data-dir', dataDir], jwtSecret);
}

function clientFor(url: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

// PGlite's folder on disk, whatever DATABASE_URL says: the PostgreSQL run skips it rather than
// repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('crash safety', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL during a burst of writes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-crash-'));
    dataDirs.push(dataDir);
    const first = await startServerProcess(dataDir);
    children.push(first.child);

    const email = uniqueEmail();
    const password = 'crash test password';
    const client = clientFor(first.url);
    const { data: signUp, error: signUpError } = await client.auth.signUp({ email, password });
    expect(signUpError).toBeNull();
    const userId = signUp.user?.id;

    // Five writers, one per chart: each inserts its chart, then keeps renaming it write-1, write-2, ...
    // and records the last rename the server acknowledged.
    const acknowledged = new Map<string, number>();
    const insertedIds = new Set<string>();
    let acknowledgedWrites = 0;
    let killed = false;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));

    async function writer(stream: number): Promise<void> {
      const { data: inserted, error } = await client
        .from('radar_chart')
        .insert({ user_id: userId, data: sampleChart(`stream-${stream}-write-0`) })
        .select('id')
        .single();
      if (error || !inserted) return;
      const chartId = (inserted as { id: string }).id;
      insertedIds.add(chartId);
      acknowledged.set(chartId, 0);
      acknowledgedWrites += 1;
      for (let write = 1; write <= 400 && !killed; write += 1) {
        const { error: updateError } = await client
          .from('radar_chart')
          .update({ data: sampleChart(`stream-${stream}-write-${write}`) })
          .eq('id', chartId);
        if (updateError) return;
        acknowledged.set(chartId, write);
        acknowledgedWrites += 1;
        if (acknowledgedWrites === 60) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }
    // Writes still in flight at the kill fail with a network error: they were never acknowledged.
    await Promise.all([1, 2, 3, 4, 5].map((stream) => writer(stream).catch(() => undefined)));
    expect(killed).toBe(true);
    await exited;
    expect(insertedIds.size).toBe(5);

    const second = await startServerProcess(dataDir);
    children.push(second.child);
    const reopened = clientFor(second.url);
    const { error: signInError } = await reopened.auth.signInWithPassword({ email, password });
    expect(signInError).toBeNull();
    const { data: rows, error } = await reopened.from('radar_chart').select('id, data->metadata->>name');
    expect(error).toBeNull();
    const storedNames = new Map((rows as { id: string; name: string }[]).map((row) => [row.id, row.name]));
    for (const [chartId, lastWrite] of acknowledged) {
      const storedWrite = Number(/write-(\d+)$/.exec(storedNames.get(chartId) ?? '')?.[1] ?? -1);
      // The stored version is the last acknowledged one, or a later one that committed just before the kill.
      expect(storedWrite).toBeGreaterThanOrEqual(lastWrite);
    }
    // A clean stop exits with 0 and frees the data folder for the next server.
    const exitCode = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 120_000);
});
