import { Link } from 'wouter';

import { usePageHead } from '../features/head';

/** Shown for any address outside the route table: a friendly way back. */
export function NotFoundPage() {
  usePageHead({ title: 'Page not found | StatRadar', robots: 'noindex' });
  return (
    <div className="page not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <p className="not-found-actions">
        <Link href="/" className="button button-secondary">
          Go to the home page
        </Link>
        <Link href="/editor" className="button button-primary">
          Build a chart
        </Link>
      </p>
    </div>
  );
}
