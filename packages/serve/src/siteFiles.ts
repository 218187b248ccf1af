import type { StaticFile } from './staticFiles';

/** The build's files that name the site's origin (written by app/vite-plugins/sitemap.ts). */
const SITE_FILES = ['/robots.txt', '/sitemap.xml'];

/**
 * robots.txt and sitemap.xml moved from the site the build was written for to `siteUrl` (the
 * server's SITE_URL), as the prerendered pages are: their Sitemap line and `<loc>`s then name the
 * host that serves them. Each moved file gets its own ETag, so no cache keeps the old one.
 */
export function withSiteFiles(
  files: Map<string, StaticFile>,
  builtFor: string | null,
  siteUrl: string | undefined,
): void {
  if (!builtFor || !siteUrl || builtFor === siteUrl) return;
  for (const urlPath of SITE_FILES) {
    const file = files.get(urlPath);
    if (!file) continue;
    const body = Buffer.from(file.body.toString('utf8').replaceAll(`${builtFor}/`, `${siteUrl}/`));
    const site = Buffer.from(siteUrl).toString('base64url');
    files.set(urlPath, { ...file, body, etag: `${file.etag.slice(0, -1)}-${site}"` });
  }
}
