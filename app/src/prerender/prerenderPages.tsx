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
import { BlogArticlePage } from '../routes/BlogArticlePage';
import { BlogListPage } from '../routes/BlogListPage';
import { HomePage } from '../routes/HomePage';
import { NotFoundPage } from '../routes/NotFoundPage';
import type { NotFoundKind } from '../routes/notFoundPages';
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

/** Renders `element` at `path` in the app's own frame (header, banner, footer), as a first, signed-out visit shows it. */
function prerender(path: string, routeModule: string, element: ReactElement): PrerenderedPage {
  let head: PageHead | undefined;
  collectPageHeads((collected) => (head = collected));
  try {
    const html = renderToString(
      <Router ssrPath={path}>
        <Layout>{element}</Layout>
      </Router>,
    );
    if (!head) throw new Error(`The page ${path} set no head (usePageHead)`);
    return { path, routeModule, head: pageHeadTags(head, SITE_URL, path), html };
  } finally {
    collectPageHeads(null);
  }
}

/** The markdown module sanitises through DOMPurify, which needs a DOM: jsdom's, at build time only. */
function withBuildTimeDom(): void {
  const global = globalThis as { window?: unknown };
  global.window ??= new JSDOM('<!doctype html>', { url: SITE_URL }).window;
}

export function prerenderPages(): PrerenderedPage[] {
  withBuildTimeDom();
  return pages().map(({ path, routeModule, element }) => prerender(path, routeModule, element));
}

/**
 * The page the app shows for each kind of unknown address, in its frame, for `pnpm serve`'s 404
 * answers: the visitor sees the site's header and the "not found" heading where the app will keep
 * them, instead of a bare heading that jumps down when the app starts. Rendered at a sample
 * address of each kind; the build drops the address-specific tags (canonical, og:url) from them.
 * `routeModule` is empty where the app's own bundle holds the page.
 */
export function prerenderNotFoundPages(): (PrerenderedPage & { kind: NotFoundKind })[] {
  withBuildTimeDom();
  return [
    { kind: 'page' as const, ...prerender('/no-such-page', '', <NotFoundPage />) },
    {
      kind: 'chart' as const,
      ...prerender('/chart/no-such-chart', 'src/routes/ChartPage.tsx', <NotFoundPage kind="chart" />),
    },
    {
      kind: 'article' as const,
      ...prerender(
        '/blog/no-such-article',
        'src/routes/BlogArticlePage.tsx',
        <BlogArticlePage slug="no-such-article" />,
      ),
    },
  ];
}
