/**
 * Build-time rendering of the pages that must read without JavaScript (home, blog list, every
 * article and legal page, sample charts). Runs in Node through Vite's SSR loader (see
 * vite-plugins/prerender.ts), with the same components, markdown module and head hook as the app.
 */
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';

import { articlePath, ROOT_PAGE_SLUGS } from '../content/article';
import { ARTICLES, articleBySlug } from '../content/articles';
import { ArticleScreen } from '../features/blog/ArticleScreen';
import { collectPageHeads, pageHeadTags, SITE_URL, type PageHead, type PageHeadTags } from '../features/head';
import { ChartPreview } from '../features/samples/ChartPreview';
import { SAMPLE_CHARTS } from '../features/samples/sampleCharts';
import { BlogListPage } from '../routes/BlogListPage';
import { HomePage } from '../routes/HomePage';

export interface PrerenderedPage {
  path: string;
  head: PageHeadTags;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
}

function pages(): { path: string; element: ReactElement }[] {
  // Every article, unlisted ones too: the patch-note banner and the about page link them, and a
  // link preview or a reader without JavaScript gets their text (each keeps its own robots rule).
  for (const slug of ROOT_PAGE_SLUGS) {
    if (!articleBySlug(slug)) throw new Error(`content/articles/${slug}.md is missing`);
  }
  const articlePages = ARTICLES.map((article) => ({
    path: articlePath(article),
    element: <ArticleScreen article={article} />,
  }));
  const chartPages = Object.entries(SAMPLE_CHARTS).map(([id, chart]) => ({
    path: `/chart/${id}`,
    element: <ChartPreview chartId={id} chart={chart} />,
  }));
  return [
    { path: '/', element: <HomePage /> },
    { path: '/blog', element: <BlogListPage /> },
    ...articlePages,
    ...chartPages,
  ];
}

/** The site's links, so a page read without JavaScript can still be navigated. */
const SITE_NAVIGATION = `<header class="site-header"><nav aria-label="Site"><a href="/">StatRadar</a> · <a href="/blog">Articles</a> · <a href="/feed">Feed</a> · <a href="/editor">Build Chart</a></nav></header>`;
const SITE_FOOTER = `<footer class="site-footer"><nav aria-label="Legal"><a href="/about">About</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/contact">Contact</a></nav></footer>`;

/**
 * Every article's slug, listed or not: `pnpm serve` answers /blog/{slug} with 404 for any other
 * (the app still shows "Article not found" over the list there).
 */
export function articleSlugs(): string[] {
  return ARTICLES.map((article) => article.slug);
}

export function prerenderPages(): PrerenderedPage[] {
  // The markdown module sanitises through DOMPurify, which needs a DOM: jsdom's, at build time only.
  const global = globalThis as { window?: unknown };
  global.window ??= new JSDOM('<!doctype html>', { url: SITE_URL }).window;
  return pages().map(({ path, element }) => {
    let head: PageHead | undefined;
    collectPageHeads((collected) => (head = collected));
    try {
      const body = renderToString(<Router ssrPath={path}>{element}</Router>);
      if (!head) throw new Error(`The page ${path} set no head (usePageHead)`);
      return {
        path,
        head: pageHeadTags(head, SITE_URL, path),
        html: `<div class="site">${SITE_NAVIGATION}<main id="main-content" class="site-main">${body}</main>${SITE_FOOTER}</div>`,
      };
    } finally {
      collectPageHeads(null);
    }
  });
}
