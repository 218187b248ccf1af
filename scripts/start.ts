// `pnpm start`: the app on http://localhost:5173 backed by the embedded Supabase-compatible server
// on port 54321, with no configuration. With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set,
// only the app starts, pointed at that (for example hosted) project.
import { spawn } from 'node:child_process';

import { defaultDataDir, startServer } from '../packages/local-supabase/src/server';
import { localBackendPort, statusText } from '../packages/local-supabase/src/status';

const appPort = Number(process.env.APP_PORT ?? 5173);
const env = { ...process.env };
let backend: Awaited<ReturnType<typeof startServer>> | undefined;
let status = '';

if (!env.VITE_SUPABASE_URL || !env.VITE_SUPABASE_ANON_KEY) {
  // Development: the mailbox serves password-reset links to this machine.
  // Links in its emails (a reset asked for without a redirect address) lead to this app's port.
  backend = await startServer({
    port: localBackendPort(),
    development: true,
    siteUrl: env.SITE_URL || `http://localhost:${appPort}`,
  });
  env.VITE_SUPABASE_URL = backend.url;
  env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  status = statusText({
    appUrl: `http://localhost:${appPort}`,
    apiUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    mailboxUrl: `${backend.url}/mailbox`,
    storage: { kind: 'pglite', dataDir: defaultDataDir },
  });
  console.log(`Embedded backend started.\n${status}\n`);
} else {
  console.log(`Using the Supabase project at ${env.VITE_SUPABASE_URL}`);
}

const app = spawn('pnpm', ['--filter', 'app', 'exec', 'vite', '--port', String(appPort), '--strictPort'], {
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});
app.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes('ready in'))
    console.log(`\nStatRadar is running at http://localhost:${appPort}\n${status ? `${status}\n` : ''}`);
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await backend?.close();
  process.exit(code);
}
app.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
