import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { signApiKey } from './keys';
import {
  approveChart,
  grantModerator,
  pendingCharts,
  rejectChart,
  revokeModerator,
  type ModerationApi,
} from './moderation';
import { secretFilePath } from './secret';
import { defaultDataDir, defaultPort } from './server';
import { localBackendUrl } from './status';

const usage = `Usage: pnpm moderate [--list] [--approve <id>@<version>]... [--reject <id>]... [--grant <email>]... [--revoke <email>]...
  --list             list public charts waiting for approval (the default), each with its version
  --approve <id>@<version>
                     show the chart in the feed, as of the version you reviewed (the listing's
                     date); a chart edited since is not approved
  --reject <id>      make the chart private again (its owner keeps it)
  --grant <email>    make the account a moderator (approves and rejects on the app's /moderate page)
  --revoke <email>   take the moderator role away
  --url <url>        backend URL (default $SUPABASE_URL, else http://127.0.0.1:$SUPABASE_PORT,
                     the port \`pnpm start\` uses, default ${defaultPort})
  --service-key <k>  service_role key (default $SUPABASE_SERVICE_ROLE_KEY, else derived from
                     $JWT_SECRET or the local data folder's secret)
  --data-dir <dir>   local data folder holding the secret (default ${defaultDataDir})`;

/**
 * Text from users (chart names, display names) as the terminal should show it: control characters
 * and the bidirectional controls written as escapes (\u001b), so a name cannot move the cursor, erase
 * lines, retitle the window or reorder the listing's text, and the moderator sees what was written.
 */
function printable(text: string): string {
  return text.replace(
    /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

async function serviceRoleKey(explicit: string | undefined, dataDir: string): Promise<string> {
  const key = explicit ?? process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (key) return key;
  if (process.env.JWT_SECRET) return signApiKey(process.env.JWT_SECRET, 'service_role');
  try {
    return signApiKey((await readFile(secretFilePath(dataDir), 'utf8')).trim(), 'service_role');
  } catch {
    throw new Error(
      `No service key: pass --service-key, or start the local backend once so ${dataDir} holds its secret`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      list: { type: 'boolean' },
      approve: { type: 'string', multiple: true },
      reject: { type: 'string', multiple: true },
      grant: { type: 'string', multiple: true },
      revoke: { type: 'string', multiple: true },
      url: { type: 'string' },
      'service-key': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const api: ModerationApi = {
    url: values.url ?? process.env.SUPABASE_URL ?? localBackendUrl(),
    serviceRoleKey: await serviceRoleKey(values['service-key'], values['data-dir'] ?? defaultDataDir),
  };
  for (const approval of values.approve ?? []) {
    const [chartId = '', version] = approval.split('@');
    if (!version) {
      throw new Error(
        `Give the version you reviewed, as the listing shows it: --approve ${chartId}@<version> (an owner can change a chart between your review and the approval)`,
      );
    }
    await approveChart(api, chartId, version);
    console.log(`Approved ${chartId}: it is in the feed now.`);
  }
  for (const chartId of values.reject ?? []) {
    await rejectChart(api, chartId);
    console.log(`Rejected ${chartId}: it is private again.`);
  }
  for (const email of values.grant ?? []) {
    await grantModerator(api, email);
    console.log(`${email} is a moderator now: the queue is at /moderate once signed in.`);
  }
  for (const email of values.revoke ?? []) {
    const wasModerator = await revokeModerator(api, email);
    console.log(wasModerator ? `${email} is no longer a moderator.` : `${email} was not a moderator.`);
  }
  const changedRoles = Boolean(values.grant ?? values.revoke);
  if (values.list || (!values.approve && !values.reject && !changedRoles)) {
    const pending = await pendingCharts(api);
    if (pending.length === 0) {
      console.log('No charts waiting for approval.');
      return;
    }
    console.log(`${pending.length} chart(s) waiting for approval (id@version, author, name):`);
    for (const chart of pending) {
      console.log(
        `  ${chart.id}@${chart.updatedAt}  ${chart.author === null ? '(no profile)' : printable(chart.author)}  ${printable(chart.name)}`,
      );
    }
    console.log(
      'Review a chart at /chart/<id>, then approve that version with: pnpm moderate --approve <id>@<version>',
    );
    console.log('Reject with: pnpm moderate --reject <id>');
  }
}

main().catch((error: unknown) => {
  console.error(`moderate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
