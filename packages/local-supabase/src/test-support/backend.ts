import { randomUUID } from 'node:crypto';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

/** The suite's shared backend (see global-setup.ts). */
export function backend() {
  return inject('backend');
}

/**
 * The real supabase-js, as the app uses it. Node 20 has no native WebSocket, so realtime gets the
 * `ws` package (never used: the backend has no realtime). No session storage between clients.
 */
export function newClient(key = backend().anonKey): SupabaseClient {
  return createClient(backend().url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

export function uniqueEmail(): string {
  return `user-${randomUUID()}@example.com`;
}

export interface SignedInUser {
  client: SupabaseClient;
  userId: string;
  email: string;
  password: string;
  accessToken: string;
}

export async function signedInUser(): Promise<SignedInUser> {
  const client = newClient();
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, userId: data.user.id, email, password, accessToken: data.session.access_token };
}

/** A valid chart in the spec's shape (3 labels, 1 data set). */
export function sampleChart(name = 'Radar Chart Generator') {
  return {
    metadata: { name, description: '' },
    labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
    data: [{ name: 'Player 1', description: '', color: '#92f0da', values: [80, 50, 70] }],
  };
}

/** A raw request to the backend, for what supabase-js cannot express (headers, bad bodies). */
export function backendFetch(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${backend().url}${path}`, {
    ...rest,
    headers: {
      apikey: backend().anonKey,
      Authorization: `Bearer ${token ?? backend().anonKey}`,
      ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
  });
}
