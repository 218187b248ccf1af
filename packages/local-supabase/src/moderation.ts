/**
 * Moderation of the public feed with the service role: the only role that may set is_approved.
 * Plain REST calls, so the same code moderates the local backend and a hosted Supabase project.
 */

export interface ModerationApi {
  url: string;
  serviceRoleKey: string;
}

export interface PendingChart {
  id: string;
  name: string;
  author: string | null;
  updatedAt: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function rest<T>(api: ModerationApi, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${api.url.replace(/\/$/, '')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: api.serviceRoleKey,
      Authorization: `Bearer ${api.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) {
    const body = text ? (JSON.parse(text) as { message?: string }) : {};
    throw new Error(`${response.status} ${body.message ?? response.statusText}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** Public charts waiting for approval, oldest first. */
export async function pendingCharts(api: ModerationApi): Promise<PendingChart[]> {
  const charts = await rest<{ id: string; user_id: string; name: string | null; updated_at: string }[]>(
    api,
    'radar_chart?select=id,user_id,name:data->metadata->>name,updated_at&is_public=eq.true&is_approved=eq.false&order=updated_at.asc',
  );
  const userIds = [...new Set(charts.map((chart) => chart.user_id))];
  const profiles =
    userIds.length === 0
      ? []
      : await rest<{ id: string; display_name: string | null }[]>(
          api,
          `user_data?select=id,display_name&id=in.(${userIds.join(',')})`,
        );
  const authors = new Map(profiles.map((profile) => [profile.id, profile.display_name]));
  return charts.map((chart) => ({
    id: chart.id,
    name: chart.name ?? '',
    author: authors.get(chart.user_id) ?? null,
    updatedAt: chart.updated_at,
  }));
}

function checkedId(chartId: string): string {
  if (!uuidPattern.test(chartId)) throw new Error(`Not a chart id: ${chartId}`);
  return chartId;
}

/**
 * Shows a public chart in the feed, as of `version`: its `updated_at` as the moderator reviewed it
 * (the listing shows it). A chart edited since is not approved: its owner could otherwise swap in
 * other content between the review and the approval, and that content would reach the feed unseen.
 */
export async function approveChart(api: ModerationApi, chartId: string, version: string): Promise<void> {
  const id = checkedId(chartId);
  const rows = await rest<unknown[]>(
    api,
    `radar_chart?select=id&id=eq.${id}&is_public=eq.true&updated_at=eq.${encodeURIComponent(version)}`,
    {
      method: 'PATCH',
      body: JSON.stringify({ is_approved: true }),
    },
  );
  if (rows.length > 0) return;
  const [current] = await rest<{ updated_at: string }[]>(
    api,
    `radar_chart?select=updated_at&id=eq.${id}&is_public=eq.true`,
  );
  if (!current) throw new Error(`No public chart with id ${chartId}`);
  throw new Error(
    `Chart ${chartId} changed after the version you reviewed (${version}; now ${current.updated_at}): review it again, then approve that version`,
  );
}

/** Keeps a chart out of the feed: it becomes private again (the owner keeps it) and unapproved. */
export async function rejectChart(api: ModerationApi, chartId: string): Promise<void> {
  const rows = await rest<unknown[]>(api, `radar_chart?select=id&id=eq.${checkedId(chartId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ is_public: false, is_approved: false }),
  });
  if (rows.length === 0) throw new Error(`No chart with id ${chartId}`);
}

/** Makes the account with this email a moderator: it can approve and reject from the app's queue page. */
export async function grantModerator(api: ModerationApi, email: string): Promise<string> {
  return rest<string>(api, 'rpc/grant_moderator', { method: 'POST', body: JSON.stringify({ email }) });
}

/** Takes the moderator role away; false when the account was not a moderator (or does not exist). */
export async function revokeModerator(api: ModerationApi, email: string): Promise<boolean> {
  return rest<boolean>(api, 'rpc/revoke_moderator', { method: 'POST', body: JSON.stringify({ email }) });
}
