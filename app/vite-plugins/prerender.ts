import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  createServer,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';

import { withPageHead } from '../src/features/head/pageHeadTags.ts';
import type { PrerenderedPage } from '../src/prerender/prerenderPages.tsx';

/** Where prerendered pages go inside the build; `pnpm serve` serves them at their own paths. */
export const PRERENDERED_DIRECTORY = 'prerendered';
/** Inside PRERENDERED_DIRECTORY: the JSON list of every article slug, for `pnpm serve`'s 404s. */
export const ARTICLE_SLUGS_FILE = 'article-slugs.json';
/** Inside PRERENDERED_DIRECTORY: `pnpm serve`'s 404 pages, one `<kind>.html` per kind (routes/notFoundPages.ts). */
export const NOT_FOUND_DIRECTORY = 'not-found';

/** The id of the site footer (layout/Footer.tsx), which follows every page's main content. */
const FOOTER_ID = 'site-footer';

/** The files a lazily loaded chunk needs: its scripts (itself first) and its styles. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The build's index.html with a page's head tags, its route chunk's styles and scripts (`files`,
 * paths under the site's base) and its markup inside `<div id="root">`.
 */
export function prerenderedHtml(
  template: string,
  page: PrerenderedPage,
  files: ChunkFiles = { scripts: [], styles: [] },
  base = '/',
): string {
  const withHead = withPageHead(template, page.head);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  if (!withHead.includes('</head>')) throw new Error('index.html has no </head>');
  const links = [
    // Paint once the page's main content is parsed (the footer, after it, has started): a slow
    // first parse once painted the home hero without its demo's caption, and the caption then
    // pushed the hero's text down. Only where the footer is: Chromium warns in the console when
    // the element a link expects never comes.
    ...(page.html.includes(`id="${FOOTER_ID}"`)
      ? [`    <link rel="expect" href="#${FOOTER_ID}" blocking="render" />`]
      : []),
    ...files.styles.map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}" />`),
    ...files.scripts.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}" />`),
  ];
  return withHead
    .replace(/\n?\s*<\/head>/, (end) => `\n${links.join('\n')}${end}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/**
 * For every lazily loaded module of the bundle (by its path from the app's root), its chunk's
 * files and those of the chunks it imports, leaving out what the entry already loads.
 */
function lazyChunkFiles(bundle: Rolldown.OutputBundle, root: string): Map<string, ChunkFiles> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const loadedByEntry = new Set<string>();
  const visit = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported, into);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, loadedByEntry);
  const byModule = new Map<string, ChunkFiles>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const needed = new Set<string>();
    visit(chunk.fileName, needed);
    const scripts = [...needed].filter((fileName) => !loadedByEntry.has(fileName));
    const styles = scripts.flatMap((fileName) => [
      ...(chunks.get(fileName)?.viteMetadata?.importedCss ?? []),
    ]);
    const modulePath = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    byModule.set(modulePath, { scripts, styles: [...new Set(styles)] });
  }
  return byModule;
}

/**
 * After the client build, renders the pages that must read without JavaScript (see
 * src/prerender/prerenderPages.tsx) into `<outDir>/prerendered/<path>/index.html`. They sit apart
 * from the SPA's own files so `vite preview` and other static hosts keep serving the plain app.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let chunkFiles = new Map<string, ChunkFiles>();
  return {
    name: 'statradar-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config.build.ssr) chunkFiles = lazyChunkFiles(bundle, config.root);
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
          prerenderNotFoundPages(): (PrerenderedPage & { kind: string })[];
          articleSlugs(): string[];
        };
        const pages = entry.prerenderPages();
        for (const page of pages) {
          const directory = path.join(outDir, PRERENDERED_DIRECTORY, page.path);
          mkdirSync(directory, { recursive: true });
          const files = chunkFiles.get(page.routeModule);
          if (!files) throw new Error(`${page.path}: no lazily loaded chunk for ${page.routeModule}`);
          writeFileSync(
            path.join(directory, 'index.html'),
            prerenderedHtml(template, page, files, config.base),
          );
        }
        const notFoundDirectory = path.join(outDir, PRERENDERED_DIRECTORY, NOT_FOUND_DIRECTORY);
        mkdirSync(notFoundDirectory, { recursive: true });
        for (const page of entry.prerenderNotFoundPages()) {
          const files = page.routeModule ? chunkFiles.get(page.routeModule) : undefined;
          if (page.routeModule && !files)
            throw new Error(`${page.path}: no lazily loaded chunk for ${page.routeModule}`);
          // Answered at any unknown address: no tag may name the sample address it was rendered at.
          const html = prerenderedHtml(template, page, files, config.base)
            .replace(/\n?\s*<link rel="canonical"[^>]*>/, '')
            .replace(/\n?\s*<meta property="og:url"[^>]*>/, '');
          writeFileSync(path.join(notFoundDirectory, `${page.kind}.html`), html);
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
