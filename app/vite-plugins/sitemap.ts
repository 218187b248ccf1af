import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import { articlePath, listedArticles, parseArticle, type Article } from '../src/content/article.ts';

/** Public routes worth indexing besides the articles (spec section 2). */
export const PUBLIC_ROUTES: readonly string[] = ['/', '/editor', '/feed', '/blog', '/about'];
export const DEFAULT_SITE_URL = 'https://statradar.app';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Reads and validates every content file, exactly as the app bundles them. */
export function readArticles(articlesDirectory: string): Article[] {
  return readdirSync(articlesDirectory)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseArticle(`./articles/${file}`, readFileSync(join(articlesDirectory, file), 'utf8')));
}

/** The indexable paths: public routes, then every listed article. Unlisted articles stay out. */
export function sitemapPaths(articles: readonly Article[]): string[] {
  const paths = [...PUBLIC_ROUTES, ...listedArticles(articles).map(articlePath)];
  return [...new Set(paths)];
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  // Account screens are per-user forms with nothing to index.
  return ['User-agent: *', 'Allow: /', 'Disallow: /account/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * Emits sitemap.xml and robots.txt from the same content files the app bundles (and serves them in
 * dev). Reading the files here also validates their front matter, so a bad article fails the build.
 * The site origin comes from VITE_SITE_URL, like the canonical links.
 */
export function contentSitemapPlugin(options: { articlesDirectory: string }): Plugin {
  let siteUrl = DEFAULT_SITE_URL;
  const files = () => {
    const paths = sitemapPaths(readArticles(options.articlesDirectory));
    return { 'sitemap.xml': sitemapXml(siteUrl, paths), 'robots.txt': robotsTxt(siteUrl) };
  };
  return {
    name: 'statradar-content-sitemap',
    configResolved(config) {
      siteUrl = (config.env.VITE_SITE_URL as string | undefined) || DEFAULT_SITE_URL;
    },
    buildStart() {
      this.addWatchFile(options.articlesDirectory);
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1);
        if (name !== 'sitemap.xml' && name !== 'robots.txt') return next();
        response.setHeader('Content-Type', name === 'sitemap.xml' ? 'application/xml' : 'text/plain');
        response.end(files()[name]);
      });
    },
  };
}
