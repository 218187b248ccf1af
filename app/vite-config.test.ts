// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real Vite dev server from the app's own config: `.data/` holds the local backend's JWT secret.
const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.dirname(appDir);
const probeDir = path.join(repoDir, '.data', `fs-deny-probe-${randomUUID()}`);
const realSecretPath = path.join(repoDir, '.data', 'local-supabase', 'jwt-secret');
let createdRealSecret = false;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  await mkdir(probeDir, { recursive: true });
  await writeFile(path.join(probeDir, 'jwt-secret'), 'not a real secret\n');
  // The backend's real secret path must exist too: Vite answers a missing file with the SPA's index.html.
  if (!existsSync(realSecretPath)) {
    await mkdir(path.dirname(realSecretPath), { recursive: true, mode: 0o700 });
    await writeFile(realSecretPath, 'not a real secret\n', { mode: 0o600, flag: 'wx' });
    createdRealSecret = true;
  }
  server = await createServer({
    configFile: path.join(appDir, 'vite.config.ts'),
    root: appDir,
    logLevel: 'silent',
    // Port 0: any free port, never the team's 5173.
    server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(probeDir, { recursive: true, force: true });
  if (createdRealSecret) await rm(realSecretPath, { force: true });
});

describe('the Vite dev server', () => {
  it('serves workspace files under /@fs/ (so the refusal below is not just a missing route)', async () => {
    const response = await fetch(`${origin}/@fs${path.join(repoDir, 'package.json')}?raw`);
    expect(response.status).toBe(200);
  });

  it('never serves the data folder, by /@fs/ path or relative to the root', async () => {
    for (const requestPath of [
      `/@fs${path.join(probeDir, 'jwt-secret')}?raw`,
      `/@fs${path.join(probeDir, 'jwt-secret')}`,
      `/@fs${realSecretPath}?raw`,
      `/@fs${realSecretPath}?import&raw`,
      `/@fs${realSecretPath}`,
    ]) {
      const response = await fetch(`${origin}${requestPath}`);
      expect([403, 404], requestPath).toContain(response.status);
      const text = await response.text();
      expect(text).not.toContain('not a real secret');
      expect(text).not.toContain((await readFile(realSecretPath, 'utf8')).trim());
    }
  });
});
