import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../../../app', import.meta.url));

/** A port that was free a moment ago (the build needs the site URL before the server starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
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
