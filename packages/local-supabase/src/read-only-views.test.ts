/**
 * Writes a view does not support are refused like any other write a role may not make (42501:
 * 401 for anon, 403 signed in or service role), not with a 500 from PostgreSQL's rewriter
 * ("cannot delete from view", 55000), which any anonymous client could provoke.
 */
import { describe, expect, it } from 'vitest';

import { backend, backendFetch, newClient, signedInUser } from './test-support/backend';

const noId = '00000000-0000-0000-0000-000000000000';

describe('writes the views do not support', () => {
  it('deleting a profile through user_data is refused with 42501, and the row stays', async () => {
    const user = await signedInUser();
    const created = await user.client
      .from('user_data')
      .insert({ id: user.userId, display_name: '@viewtest', avatar: { default: 1 }, email_opt_in: true });
    expect(created.error).toBeNull();

    const own = await user.client.from('user_data').delete().eq('id', user.userId).select();
    expect(own.status).toBe(403);
    expect(own.error?.code).toBe('42501');
    const anonymous = await newClient().from('user_data').delete().eq('id', user.userId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
    const service = await newClient(backend().serviceRoleKey)
      .from('user_data')
      .delete()
      .eq('id', user.userId);
    expect(service.status).toBe(403);
    expect(service.error?.code).toBe('42501');
    expect(service.error?.message).toBe('A profile cannot be deleted through user_data');

    const still = await user.client.from('user_data').select('display_name').eq('id', user.userId);
    expect(still.data).toEqual([{ display_name: '@viewtest' }]);
  });

  it('radar_feed answers every write with 42501 (for the service role, once a row is written)', async () => {
    const user = await signedInUser();
    const writes = [
      ['DELETE', `/rest/v1/radar_feed?id=eq.${noId}`, undefined],
      ['PATCH', `/rest/v1/radar_feed?id=eq.${noId}`, JSON.stringify({ display_name: '@x' })],
      ['POST', '/rest/v1/radar_feed', JSON.stringify({ id: noId })],
    ] as const;
    for (const [token, status] of [
      [backend().anonKey, 401],
      [user.accessToken, 403],
    ] as const) {
      for (const [method, path, body] of writes) {
        const response = await backendFetch(path, { method, body, token });
        expect({ method, status: response.status }).toEqual({ method, status });
        expect(((await response.json()) as { code: string }).code).toBe('42501');
      }
    }
    // The service role holds the grant, so an INSTEAD OF trigger decides, row by row.
    const service = backend().serviceRoleKey;
    const inserted = await backendFetch(writes[2][1], {
      method: 'POST',
      body: writes[2][2],
      token: service,
      headers: { apikey: service },
    });
    expect(inserted.status).toBe(403);
    expect(await inserted.json()).toMatchObject({ code: '42501', message: 'radar_feed is read-only' });
    const deleted = await backendFetch(writes[0][1], {
      method: 'DELETE',
      token: service,
      headers: { apikey: service },
    });
    expect(deleted.status).toBe(204); // no row matched: nothing to refuse, and no 500
  });
});
