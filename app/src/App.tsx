import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';

import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NotFoundPage } from './routes/NotFoundPage';

// Every screen is its own chunk so the home page loads only what it draws (and no supabase-js).
const HomePage = lazy(() => import('./routes/HomePage').then((module) => ({ default: module.HomePage })));
const EditorPage = lazy(() =>
  import('./routes/EditorPage').then((module) => ({ default: module.EditorPage })),
);
const GridPage = lazy(() => import('./routes/GridPage').then((module) => ({ default: module.GridPage })));
const ChartPage = lazy(() => import('./routes/ChartPage').then((module) => ({ default: module.ChartPage })));
const FeedPage = lazy(() => import('./routes/FeedPage').then((module) => ({ default: module.FeedPage })));
const LoginPage = lazy(() => import('./routes/LoginPage').then((module) => ({ default: module.LoginPage })));
const AccountPage = lazy(() =>
  import('./routes/AccountPage').then((module) => ({ default: module.AccountPage })),
);
const ModeratePage = lazy(() =>
  import('./routes/ModeratePage').then((module) => ({ default: module.ModeratePage })),
);
const BlogListPage = lazy(() =>
  import('./routes/BlogListPage').then((module) => ({ default: module.BlogListPage })),
);
const BlogArticlePage = lazy(() =>
  import('./routes/BlogArticlePage').then((module) => ({ default: module.BlogArticlePage })),
);
const EmbedPage = lazy(() => import('./routes/EmbedPage').then((module) => ({ default: module.EmbedPage })));
const ArticlePage = lazy(() =>
  import('./routes/ArticlePage').then((module) => ({ default: module.ArticlePage })),
);

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
  if (location.startsWith('/embed/')) {
    return (
      <Suspense fallback={null}>
        <Route path="/embed/:chartId">
          {(params) => <EmbedPage key={params.chartId} chartId={params.chartId} />}
        </Route>
      </Suspense>
    );
  }
  return (
    <Layout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/editor" component={EditorPage} />
            <Route path="/grid" component={GridPage} />
            <Route path="/chart/:chartId">
              {(params) => <ChartPage key={params.chartId} chartId={params.chartId} />}
            </Route>
            <Route path="/feed" component={FeedPage} />
            <Route path="/account/login">
              <LoginPage mode="login" />
            </Route>
            <Route path="/account/update-password">
              <LoginPage mode="update" />
            </Route>
            <Route path="/account/my_account" component={AccountPage} />
            <Route path="/moderate" component={ModeratePage} />
            <Route path="/blog">
              <BlogListPage />
            </Route>
            <Route path="/blog/:slug">
              {(params) => <BlogArticlePage key={params.slug} slug={params.slug} />}
            </Route>
            {/* An article links to this misspelt address; keep it working. */}
            <Route path="/radar-chart-downside">
              <Redirect to="/blog/radar-chart-downsides" replace />
            </Route>
            {ROOT_ARTICLES.map((slug) => (
              <Route key={slug} path={`/${slug}`}>
                <ArticlePage slug={slug} />
              </Route>
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
