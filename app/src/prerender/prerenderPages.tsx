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
import { Layout } from '../layout/Layout';

export interface PrerenderedPage {
  path: string;
  /**
   * The route module the app shows this page with (App.tsx), from the app's root: the build links
   * its chunk's styles and scripts in the page's head, so the prerendered markup is styled from its
   * first paint and the app's page replaces it without moving it.
   */
  routeModule: string;
  head: PageHeadTags;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
}

function pages(): { path: string; routeModule: string; element: ReactElement }[] {
  // Every article, unlisted ones too: the patch-note banner and the about page link them, and a
  // link preview or a reader without JavaScript gets their text (each keeps its own robots rule).
  for (const slug of ROOT_PAGE_SLUGS) {
    if (!articleBySlug(slug)) throw new Error(`content/articles/${slug}.md is missing`);
  }
  const articlePages = ARTICLES.map((article) => ({
    path: articlePath(article),
    routeModule: ROOT_PAGE_SLUGS.includes(article.slug)
      ? 'src/routes/ArticlePage.tsx'
      : 'src/routes/BlogArticlePage.tsx',
    element: <ArticleScreen article={article} />,
  }));
  const chartPages = Object.entries(SAMPLE_CHARTS).map(([id, chart]) => ({
    path: `/chart/${id}`,
    routeModule: 'src/routes/ChartPage.tsx',
    element: <ChartPreview chartId={id} chart={chart} />,
  }));
  return [
    { path: '/', routeModule: 'src/routes/HomePage.tsx', element: <HomePage /> },
    { path: '/blog', routeModule: 'src/routes/BlogListPage.tsx', element: <BlogListPage /> },
    ...articlePages,
    ...chartPages,
  ];
}

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
  return pages().map(({ path, routeModule, element }) => {
    let head: PageHead | undefined;
    collectPageHeads((collected) => (head = collected));
    try {
      // In the app's own frame (header, banner, footer) as a first, signed-out visit shows it.
      const html = renderToString(
        <Router ssrPath={path}>
          <Layout>{element}</Layout>
        </Router>,
      );
      if (!head) throw new Error(`The page ${path} set no head (usePageHead)`);
      return {
        path,
        routeModule,
        head: pageHeadTags(head, SITE_URL, path),
        html,
      };
    } finally {
      collectPageHeads(null);
    }
  });
}
