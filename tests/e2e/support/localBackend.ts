/**
 * Direct calls to the embedded backend that playwright.config.ts starts, for setting up and
 * moderating data around the browser flows, signed with the run's fixed e2e secret.
 */
import { signApiKey } from '../../../packages/local-supabase/src/keys';
import { backendUrl, jwtSecret } from './environment';

export { backendUrl };
const anonKey = signApiKey(jwtSecret, 'anon');
const serviceKey = signApiKey(jwtSecret, 'service_role');

/** A unique address per test run, so tests never share accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function call(path: string, init: RequestInit & { key?: string; token?: string }): Promise<unknown> {
  const key = init.key ?? anonKey;
  const response = await fetch(`${backendUrl}${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${init.token ?? key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} failed with ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Creates a confirmed account (local sign-ups confirm at once) and returns its session. */
export async function createAccount(
  email: string,
  password: string,
): Promise<{ userId: string; token: string }> {
  const session = (await call('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })) as {
    access_token: string;
    user: { id: string };
  };
  return { userId: session.user.id, token: session.access_token };
}

/** A new session of an existing account, as signing in on another device gives. */
export async function signInAccount(
  email: string,
  password: string,
): Promise<{ userId: string; token: string }> {
  const session = (await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })) as { access_token: string; user: { id: string } };
  return { userId: session.user.id, token: session.access_token };
}

/** Signs the account out on every device, as its owner signing out elsewhere with scope global. */
export async function signOutEverywhere(email: string, password: string): Promise<void> {
  const { token } = await signInAccount(email, password);
  await call('/auth/v1/logout?scope=global', { method: 'POST', token });
}

/** Inserts a cloud chart as its owner would and returns its id. */
export async function insertChart(
  owner: { token: string; userId: string },
  data: unknown,
  isPublic: boolean,
): Promise<string> {
  const rows = (await call('/rest/v1/radar_chart?select=id', {
    method: 'POST',
    token: owner.token,
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: owner.userId, data, is_public: isPublic }),
  })) as { id: string }[];
  return rows[0]!.id;
}

/** Replaces a cloud chart's data as its owner's editor would. */
export async function updateChartData(owner: { token: string }, id: string, data: unknown): Promise<void> {
  await call(`/rest/v1/radar_chart?id=eq.${id}`, {
    method: 'PATCH',
    token: owner.token,
    body: JSON.stringify({ data }),
  });
}

/** Deletes a cloud chart as its owner would from another device. */
export async function deleteChart(owner: { token: string }, id: string): Promise<void> {
  await call(`/rest/v1/radar_chart?id=eq.${id}`, { method: 'DELETE', token: owner.token });
}

/** Makes a cloud chart public or private as its owner's Public box would. */
export async function setChartPublic(owner: { token: string }, id: string, isPublic: boolean): Promise<void> {
  await call(`/rest/v1/radar_chart?id=eq.${id}`, {
    method: 'PATCH',
    token: owner.token,
    body: JSON.stringify({ is_public: isPublic }),
  });
}

/** Creates the author's public profile as the account page would on a first visit. */
export async function insertProfile(
  owner: { token: string; userId: string },
  displayName: string,
  avatar: number,
) {
  await call('/rest/v1/user_data', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify({ id: owner.userId, display_name: displayName, avatar: { default: avatar } }),
  });
}

/** Approves a chart for the feed, as a moderator does with the service role. */
export async function approveChart(id: string): Promise<void> {
  await call(`/rest/v1/radar_chart?id=eq.${id}`, {
    method: 'PATCH',
    key: serviceKey,
    body: JSON.stringify({ is_approved: true }),
  });
}

/** The links of the mails the local mailbox captured for `email`, oldest first. */
export async function mailLinks(email: string): Promise<string[]> {
  const mails = (await call(`/mailbox/${encodeURIComponent(email)}`, { method: 'GET' })) as {
    links: string[];
  }[];
  return mails.flatMap((mail) => mail.links);
}

/** A small valid chart in the stored format. */
export function sampleChartData(name: string) {
  return {
    metadata: { name, description: 'Scored by **taste**, price and crunch.' },
    labels: [{ name: 'Taste' }, { name: 'Price' }, { name: 'Crunch' }],
    data: [{ name: 'Chips', description: '', color: '#92f0da', values: [80, 50, 70] }],
  };
}
