import { Link } from 'wouter';

import { useAuthStatus } from '../features/auth/useAuthStatus';
import { LogoMark } from './LogoMark';

/** The site header: logo, Articles, Feed, Sign In / Account (live) and the Build Chart button. */
export function Header() {
  const { user } = useAuthStatus();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo">
          <LogoMark />
          <span>StatRadar</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <Link href="/blog" className="site-nav-link desktop-only">
            Articles
          </Link>
          <Link href="/feed" className="site-nav-link desktop-only">
            Feed
          </Link>
          {user ? (
            <Link href="/account/my_account" className="site-nav-link desktop-only">
              Account
            </Link>
          ) : (
            <Link href="/account/login" className="site-nav-link desktop-only">
              Sign In
            </Link>
          )}
          <Link href="/editor" className="button button-primary site-build-button">
            Build Chart
          </Link>
        </nav>
      </div>
    </header>
  );
}
