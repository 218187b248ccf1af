import { Link } from 'wouter';

import { usePageHead } from '../features/head';
import { NOT_FOUND_PAGES } from './notFoundPages';

/**
 * Shown for any address outside the route table: a friendly way back. `pnpm serve` also answers an
 * unknown chart's address with the chart kind of it before the app runs (see prerenderPages).
 */
export function NotFoundPage({ kind = 'page' }: { kind?: 'page' | 'chart' }) {
  const { title, heading, text } = NOT_FOUND_PAGES[kind];
  usePageHead({ title, robots: 'noindex' });
  return (
    <div className="page not-found">
      <h1>{heading}</h1>
      <p>{text}</p>
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
