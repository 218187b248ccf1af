import type { TestProject } from 'vitest/node';

import { startServer, type RunningServer } from '../server';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; anonKey: string; serviceRoleKey: string; database: 'pglite' | 'postgres' };
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  server = await startServer({
    port: 0,
    memory: true,
    databaseUrl,
    siteUrl: 'http://localhost:5173',
    // Real bcrypt at a low work factor: the suite signs up dozens of users on a shared 2-core machine.
    bcryptCost: 4,
    // The auth tests read reset links from /mailbox, as the e2e tests do.
    development: true,
    // Every test file signs up its own users from one address: the per-address sign-up limit (60 in
    // five minutes) would fail whichever file runs last. Rate limits have tests of their own.
    rateLimits: { signUps: 10_000 },
    // Tests fake stale Popular counts to check that reads recount them; the refresh timer would
    // quietly fix them first now and then. It has a test of its own (popularity-refresh.test.ts).
    popularityRefreshMs: 0,
    log: () => undefined,
  });
  project.provide('backend', {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    database: databaseUrl ? 'postgres' : 'pglite',
  });
}

export async function teardown(): Promise<void> {
  await server?.close();
}
