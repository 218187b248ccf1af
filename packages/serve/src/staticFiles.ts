import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticFile {
  /** Path under the site root, e.g. "/assets/index-3f2a.js". */
  urlPath: string;
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Every file of the build, read into memory at start. Requests are looked up in this index by
 * exact path, so no request path ever reaches the file system (no traversal, no symlink surprises).
 */
export async function loadStaticFiles(distDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  async function walk(directory: string, urlPrefix: string): Promise<void> {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const absolute = path.join(directory, entry.name);
      const urlPath = `${urlPrefix}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(absolute, urlPath);
      } else if (entry.isFile()) {
        const [body, info] = await Promise.all([readFile(absolute), stat(absolute)]);
        files.set(urlPath, {
          urlPath,
          body,
          contentType: contentTypeOf(entry.name),
          etag: `"${body.length.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
        });
      }
    }
  }
  await walk(distDir, '');
  if (!files.has('/index.html')) {
    throw new Error(`No index.html in ${distDir}: run \`pnpm build\` before \`pnpm serve\`.`);
  }
  return files;
}

/** Vite's hashed output (`/assets/name-hash.ext`) never changes under the same name. */
export function isHashedAsset(urlPath: string): boolean {
  return /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i.test(urlPath);
}
