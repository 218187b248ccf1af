import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../../../app', import.meta.url));

/** Where {@link freePort} looks: below Linux's default range of ephemeral ports (32768 to 60999). */
const FIXED_PORTS = { from: 20_000, to: 32_000 };
const handedOut = new Set<number>();

/**
 * A port that was free a moment ago, for a server that must know its port before it starts (the
 * build writes the site URL into the pages, seconds before the server listens). It is picked below
 * the ephemeral range: a port the system handed out there was free for those seconds for anyone,
 * and once went to another socket meanwhile (EADDRINUSE in CI). Out of that range only a server
 * asking for that very port could take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FIXED_PORTS.from + Math.floor(Math.random() * (FIXED_PORTS.to - FIXED_PORTS.from));
    // Never one handed out before: two picks made before either server listens would both look free.
    if (handedOut.has(port) || !(await isFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${FIXED_PORTS.from} and ${FIXED_PORTS.to}`);
}

function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Builds the app (with its prerendered pages) into a fresh folder, as `pnpm build` does. */
export function buildApp(siteUrl: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'statradar-serve-dist-'));
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', outDir],
    {
      cwd: appDir,
      env: { ...process.env, VITE_SITE_URL: siteUrl },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/** Width and height from a PNG's IHDR chunk (bytes 16..23, big-endian). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The content of `<meta property|name="key">` in an HTML page, or null. */
export function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return tag ? tag[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"') : null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** {@link metaContent} as a browser or a link-preview bot reads it: every escape escapeHtml writes, undone. */
export function metaText(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return tag ? tag[1]!.replace(/&(?:amp|lt|gt|quot|#39);/g, (escape) => HTML_ESCAPES[escape]!) : null;
}
