import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';

import { Layout } from './layout/Layout';
import { lazyPage } from './layout/lazyPage';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NotFoundPage } from './routes/NotFoundPage';
import { canonicalChartId, matchRoute, type RoutePattern } from './routes/routeTable';

// Every screen is its own chunk so the home page loads only what it draws (and no supabase-js).
const home = lazyPage(() => import('./routes/HomePage').then((module) => module.HomePage));
const editor = lazyPage(() => import('./routes/EditorPage').then((module) => module.EditorPage));
const grid = lazyPage(() => import('./routes/GridPage').then((module) => module.GridPage));
const chart = lazyPage(() => import('./routes/ChartPage').then((module) => module.ChartPage));
const feed = lazyPage(() => import('./routes/FeedPage').then((module) => module.FeedPage));
const login = lazyPage(() => import('./routes/LoginPage').then((module) => module.LoginPage));
const account = lazyPage(() => import('./routes/AccountPage').then((module) => module.AccountPage));
const moderate = lazyPage(() => import('./routes/ModeratePage').then((module) => module.ModeratePage));
const blogList = lazyPage(() => import('./routes/BlogListPage').then((module) => module.BlogListPage));
const blogArticle = lazyPage(() =>
  import('./routes/BlogArticlePage').then((module) => module.BlogArticlePage),
);
const embed = lazyPage(() => import('./routes/EmbedPage').then((module) => module.EmbedPage));
const article = lazyPage(() => import('./routes/ArticlePage').then((module) => module.ArticlePage));

/** The page each address pattern shows (the redirect shows none). */
const PAGE_OF_PATTERN: Record<RoutePattern, { preload(): Promise<unknown> } | undefined> = {
  '/': home,
  '/editor': editor,
  '/grid': grid,
  '/chart/:chartId': chart,
  '/embed/:chartId': embed,
  '/feed': feed,
  '/account/login': login,
  '/account/update-password': login,
  '/account/my_account': account,
  '/moderate': moderate,
  '/blog': blogList,
  '/blog/:slug': blogArticle,
  '/radar-chart-downside': undefined,
  '/about': article,
  '/privacy': article,
  '/terms': article,
  '/contact': article,
};

/**
 * Loads the chunk of the page at `pathname`, so the app's first render shows that page at once
 * instead of the loading fallback: a prerendered page stays on screen until then.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  return match ? (PAGE_OF_PATTERN[match.pattern]?.preload() ?? Promise.resolve()) : Promise.resolve();
}

/**
 * A chart's page (or embed) under its one address: a cloud id written in capitals (a link retyped or
 * passed through a tool that changed its case) goes to its lowercase address, query and hash kept.
 * The chart itself loads in any case, but its reactions, its backup link on the owner's browser and
 * its embed code are keyed by the id as the database writes it, lower case.
 */
function atCanonicalAddress(prefix: '/chart' | '/embed', chartId: string, page: (id: string) => ReactNode) {
  const canonical = canonicalChartId(chartId);
  if (canonical === chartId) return page(chartId);
  const { search, hash } = window.location;
  return <Redirect to={`${prefix}/${encodeURIComponent(canonical)}${search}${hash}`} replace />;
}

const ROOT_ARTICLES = ['about', 'privacy', 'terms', 'contact'] as const;

function PageLoading() {
  return (
    <div className="page page-loading" aria-busy="true">
      <p>Loading…</p>
    </div>
  );
}

/** The route table of the spec (section 2), inside the site layout. */
export function App() {
  const [location] = useLocation();
  // Embeds are framed by other sites: the chart alone, without the site's header, footer or ads.
  // Any other address under /embed/ (a path with more segments) is an unknown page like any other:
  // the server answers it with the "Page not found" page, which the app then rendered as nothing.
  if (matchRoute(location)?.pattern === '/embed/:chartId') {
    return (
      <Suspense fallback={null}>
        <Route path="/embed/:chartId">
          {(params) =>
            atCanonicalAddress('/embed', params.chartId, (id) => <embed.Page key={id} chartId={id} />)
          }
        </Route>
      </Suspense>
    );
  }
  return (
    <Layout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={home.Page} />
            <Route path="/editor" component={editor.Page} />
            <Route path="/grid" component={grid.Page} />
            <Route path="/chart/:chartId">
              {(params) =>
                atCanonicalAddress('/chart', params.chartId, (id) => <chart.Page key={id} chartId={id} />)
              }
            </Route>
            <Route path="/feed" component={feed.Page} />
            <Route path="/account/login">
              <login.Page mode="login" />
            </Route>
            <Route path="/account/update-password">
              <login.Page mode="update" />
            </Route>
            <Route path="/account/my_account" component={account.Page} />
            <Route path="/moderate" component={moderate.Page} />
            <Route path="/blog">
              <blogList.Page />
            </Route>
            <Route path="/blog/:slug">
              {(params) => <blogArticle.Page key={params.slug} slug={params.slug} />}
            </Route>
            {/* An article links to this misspelt address; keep it working. */}
            <Route path="/radar-chart-downside">
              <Redirect to="/blog/radar-chart-downsides" replace />
            </Route>
            {ROOT_ARTICLES.map((slug) => (
              <Route key={slug} path={`/${slug}`}>
                <article.Page slug={slug} />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
