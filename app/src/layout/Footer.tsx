import { Link } from 'wouter';

import { useAuthStatus } from '../features/auth/useAuthStatus';

/** The site footer: fixed pages, plus (on mobile, where the header hides them) account, articles, feed. */
export function Footer() {
  const { user } = useAuthStatus();
  return (
    <footer className="site-footer" id="site-footer">
      <nav aria-label="Footer" className="site-footer-inner">
        <ul className="site-footer-links">
          <li className="mobile-only">
            {user ? (
              <Link href="/account/my_account">Account</Link>
            ) : (
              <Link href="/account/login">Sign In</Link>
            )}
          </li>
          <li className="mobile-only">
            <Link href="/blog">Articles</Link>
          </li>
          <li className="mobile-only">
            <Link href="/feed">Feed</Link>
          </li>
          <li>
            <Link href="/about">About</Link>
          </li>
          <li>
            <Link href="/privacy">Privacy</Link>
          </li>
          <li>
            <Link href="/terms">Terms</Link>
          </li>
          <li>
            <Link href="/contact">Contact</Link>
          </li>
        </ul>
        <p className="site-footer-note">StatRadar: free radar charts, the better tier list.</p>
      </nav>
    </footer>
  );
}
