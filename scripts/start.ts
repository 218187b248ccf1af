// `pnpm start`: the app on http://localhost:5173 backed by the embedded Supabase-compatible server
// on port 54321, with no configuration. With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set,
// only the app starts, pointed at that (for example hosted) project.
import { spawn } from 'node:child_process';

import { startServer } from '../packages/local-supabase/src/server';

const appPort = Number(process.env.APP_PORT ?? 5173);
const env = { ...process.env };
let backend: Awaited<ReturnType<typeof startServer>> | undefined;

if (!env.VITE_SUPABASE_URL || !env.VITE_SUPABASE_ANON_KEY) {
  backend = await startServer({ port: Number(process.env.SUPABASE_PORT ?? 54321) });
  env.VITE_SUPABASE_URL = backend.url;
  env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  console.log(`Embedded backend: ${backend.url} (data in .data/local-supabase)`);
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
    console.log(`\nStatRadar is running at http://localhost:${appPort}\n`);
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
