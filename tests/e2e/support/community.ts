/**
 * Backend calls for the community flows (reactions, moderators), straight to the embedded backend
 * that playwright.config.ts starts, signed with the run's fixed e2e secret.
 */
import { signApiKey } from '../../../packages/local-supabase/src/keys';
import { backendUrl, jwtSecret } from './environment';

const anonKey = signApiKey(jwtSecret, 'anon');
const serviceKey = signApiKey(jwtSecret, 'service_role');

async function rest(path: string, body: unknown, token?: string, key = anonKey): Promise<unknown> {
  const response = await fetch(`${backendUrl}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${token ?? key}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} failed with ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Gives a reaction as `user` would from the chart page. */
export async function react(user: { token: string }, chartId: string, kind: 'like' | 'science' | 'art') {
  await rest('chart_reaction', { chart_id: chartId, kind }, user.token);
}

/** Takes a reaction back as `user` would from the chart page. */
export async function unreact(user: { token: string }, chartId: string, kind: 'like' | 'science' | 'art') {
  const response = await fetch(
    `${backendUrl}/rest/v1/chart_reaction?chart_id=eq.${chartId}&kind=eq.${kind}`,
    { method: 'DELETE', headers: { apikey: anonKey, Authorization: `Bearer ${user.token}` } },
  );
  if (!response.ok) throw new Error(`DELETE chart_reaction failed with ${response.status}`);
}

/** `pnpm moderate --grant <email>`, through the same database function. */
export async function grantModerator(email: string): Promise<void> {
  await rest('rpc/grant_moderator', { email }, undefined, serviceKey);
}

/** Deletes a cloud chart as its owner would (keeps the shared feed small for later tests). */
export async function deleteChart(owner: { token: string }, chartId: string): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/radar_chart?id=eq.${chartId}`, {
    method: 'DELETE',
    headers: { apikey: anonKey, Authorization: `Bearer ${owner.token}` },
  });
  if (!response.ok) throw new Error(`DELETE radar_chart ${chartId} failed with ${response.status}`);
}
