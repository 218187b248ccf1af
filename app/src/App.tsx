import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';

import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NotFoundPage } from './routes/NotFoundPage';

// Every screen is its own chunk so the home page loads only what it draws.
const HomePage = lazy(() => import('./routes/HomePage').then((module) => ({ default: module.HomePage })));

function PageLoading() {
  return (
    <div className="page" aria-busy="true">
      <p>Loading…</p>
    </div>
  );
}

/** The route table of the spec, inside the site layout. */
export function App() {
  const [location] = useLocation();
  return (
    <Layout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
