import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { approveChart, grantModerator, pendingCharts, rejectChart, revokeModerator } from './moderation';
import { backend, newClient, sampleChart, signedInUser } from './test-support/backend';

describe('moderation with the service role', () => {
  const api = () => ({ url: backend().url, serviceRoleKey: backend().serviceRoleKey });

  async function publicChart(name: string) {
    const user = await signedInUser();
    await user.client.from('user_data').insert({ id: user.userId, display_name: '@moderated' });
    const { data } = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart(name), is_public: true })
      .select('id')
      .single();
    return (data as { id: string }).id;
  }

  it('lists a pending public chart with its author, and approving it puts it in the feed', async () => {
    const chartId = await publicChart('awaiting approval');
    const pending = await pendingCharts(api());
    const listed = pending.find((chart) => chart.id === chartId);
    expect(listed).toMatchObject({ name: 'awaiting approval', author: '@moderated' });
    await approveChart(api(), chartId, listed!.updatedAt);
    expect((await pendingCharts(api())).map((chart) => chart.id)).not.toContain(chartId);
    const { data: feed } = await newClient().from('radar_feed').select('id').eq('id', chartId);
    expect(feed).toEqual([{ id: chartId }]);
  });

  it('pnpm moderate --list shows control characters in a chart name as escapes, not as terminal commands', async () => {
    // Erase the line, go up one, retitle the window, paint red: a name the moderator's terminal ran.
    const hostile = 'Cats\u001b[2K\r\u001b[1A\u001b]0;pwned\u0007 \u001b[31mRED\u202e';
    const chartId = await publicChart(hostile);
    const cli = fileURLToPath(new URL('./moderate.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--list', '--url', backend().url, '--service-key', backend().serviceRoleKey],
      { encoding: 'utf8' },
    );
    const line = stdout.split('\n').find((entry) => entry.includes(chartId));
    expect(line).toContain('Cats\\u001b[2K\\u000d\\u001b[1A\\u001b]0;pwned\\u0007 \\u001b[31mRED\\u202e');
    expect(
      [...stdout].filter((character) => /[\p{Cc}\u202e]/u.test(character) && character !== '\n'),
    ).toEqual([]);
    await rejectChart(api(), chartId);
  });

  it('rejecting makes the chart private again and keeps it out of the feed', async () => {
    const chartId = await publicChart('rejected');
    await rejectChart(api(), chartId);
    expect((await pendingCharts(api())).map((chart) => chart.id)).not.toContain(chartId);
    const { data } = await newClient(backend().serviceRoleKey)
      .from('radar_chart')
      .select('is_public')
      .eq('id', chartId)
      .single();
    expect(data).toEqual({ is_public: false });
  });

  it('refuses ids that are not charts, and the anon key', async () => {
    const version = new Date().toISOString();
    await expect(approveChart(api(), 'not-an-id', version)).rejects.toThrow('Not a chart id: not-an-id');
    await expect(approveChart(api(), '00000000-0000-4000-8000-000000000000', version)).rejects.toThrow(
      'No public chart',
    );
    const chartId = await publicChart('anon tries');
    await expect(
      approveChart({ url: backend().url, serviceRoleKey: backend().anonKey }, chartId, version),
    ).rejects.toThrow(/^401/);
  });

  it('approves only the version the moderator reviewed: a chart its owner edited since stays out of the feed', async () => {
    const user = await signedInUser();
    const { data } = await user.client
      .from('radar_chart')
      .insert({ user_id: user.userId, data: sampleChart('harmless'), is_public: true })
      .select('id')
      .single();
    const chartId = (data as { id: string }).id;
    const reviewed = (await pendingCharts(api())).find((chart) => chart.id === chartId)!;
    // Between the review and the approval, the owner swaps in other content.
    const edited = await user.client
      .from('radar_chart')
      .update({ data: sampleChart('swapped after review') })
      .eq('id', chartId);
    expect(edited.error).toBeNull();
    await expect(approveChart(api(), chartId, reviewed.updatedAt)).rejects.toThrow(
      `Chart ${chartId} changed after the version you reviewed`,
    );
    const { data: feed } = await newClient().from('radar_feed').select('id').eq('id', chartId);
    expect(feed).toEqual([]);
    // The CLI refuses an approval that names no version.
    const cli = fileURLToPath(new URL('./moderate.ts', import.meta.url));
    const run = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--approve',
        chartId,
        '--url',
        backend().url,
        '--service-key',
        backend().serviceRoleKey,
      ],
      { encoding: 'utf8' },
    );
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('Give the version you reviewed'),
    });
    // The version listed now is approved.
    const current = (await pendingCharts(api())).find((chart) => chart.id === chartId)!;
    await approveChart(api(), chartId, current.updatedAt);
    const { data: shown } = await newClient().from('radar_feed').select('id').eq('id', chartId);
    expect(shown).toEqual([{ id: chartId }]);
  });

  it('grants and revokes the moderator role by email, and refuses the anon key', async () => {
    const user = await signedInUser();
    expect(await grantModerator(api(), user.email)).toBe(user.userId);
    expect((await user.client.rpc('is_moderator')).data).toBe(true);
    expect(await revokeModerator(api(), user.email)).toBe(true);
    expect(await revokeModerator(api(), user.email)).toBe(false);
    expect((await user.client.rpc('is_moderator')).data).toBe(false);
    await expect(grantModerator(api(), 'no-such-user@example.com')).rejects.toThrow(
      'No account with the email no-such-user@example.com',
    );
    await expect(
      grantModerator({ url: backend().url, serviceRoleKey: backend().anonKey }, user.email),
    ).rejects.toThrow(/^401/);
  });
});
