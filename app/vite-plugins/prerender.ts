import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  createServer,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type ResolvedConfig,
} from 'vite';

import { withPageHead } from '../src/features/head/pageHeadTags.ts';
import type { PrerenderedPage } from '../src/prerender/prerenderPages.tsx';

/** Where prerendered pages go inside the build; `pnpm serve` serves them at their own paths. */
export const PRERENDERED_DIRECTORY = 'prerendered';
/** Inside PRERENDERED_DIRECTORY: the JSON list of every article slug, for `pnpm serve`'s 404s. */
export const ARTICLE_SLUGS_FILE = 'article-slugs.json';

/** The build's index.html with a page's head tags and its markup inside `<div id="root">`. */
export function prerenderedHtml(template: string, page: PrerenderedPage): string {
  const withHead = withPageHead(template, page.head);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/**
 * After the client build, renders the pages that must read without JavaScript (see
 * src/prerender/prerenderPages.tsx) into `<outDir>/prerendered/<path>/index.html`. They sit apart
 * from the SPA's own files so `vite preview` and other static hosts keep serving the plain app.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'statradar-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        root: config.root,
        mode: config.mode,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        resolve: { conditions: ['statradar-source', ...defaultClientConditions] },
        ssr: {
          resolve: {
            conditions: ['statradar-source', ...defaultServerConditions],
            externalConditions: ['statradar-source'],
          },
        },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/prerender/prerenderPages.tsx')) as {
          prerenderPages(): PrerenderedPage[];
          articleSlugs(): string[];
        };
        const pages = entry.prerenderPages();
        for (const page of pages) {
          const directory = path.join(outDir, PRERENDERED_DIRECTORY, page.path);
          mkdirSync(directory, { recursive: true });
          writeFileSync(path.join(directory, 'index.html'), prerenderedHtml(template, page));
        }
        writeFileSync(
          path.join(outDir, PRERENDERED_DIRECTORY, ARTICLE_SLUGS_FILE),
          JSON.stringify(entry.articleSlugs()),
        );
        config.logger.info(`Prerendered ${pages.length} pages into ${PRERENDERED_DIRECTORY}/`);
      } finally {
        await server.close();
      }
    },
  };
}
