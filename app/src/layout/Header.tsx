import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';

import { useAuthStatus } from '../features/auth/useAuthStatus';
import { ThemeToggle } from '../features/theme';
import { useDismiss } from './useDismiss';
import { LogoMark } from './LogoMark';

/** The header's page links; at narrow widths they move into the Menu button's list. */
function NavLinks({ signedIn, onNavigate }: { signedIn: boolean; onNavigate?: () => void }) {
  return (
    <>
      <Link href="/blog" className="site-nav-link" onClick={onNavigate}>
        Articles
      </Link>
      <Link href="/feed" className="site-nav-link" onClick={onNavigate}>
        Feed
      </Link>
      {signedIn ? (
        <Link href="/account/my_account" className="site-nav-link" onClick={onNavigate}>
          Account
        </Link>
      ) : (
        <Link href="/account/login" className="site-nav-link" onClick={onNavigate}>
          Sign In
        </Link>
      )}
    </>
  );
}

/**
 * The site header: logo, Articles, Feed, Sign In / Account (live) and the Build Chart button. Below
 * 720 px the three page links sit behind a Menu button so they fit beside the logo and Build Chart.
 */
export function Header() {
  const { user } = useAuthStatus();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const [location] = useLocation();
  useDismiss(menuRef, menuOpen, () => setMenuOpen(false));
  // A route change (including back/forward) closes the menu.
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo">
          <LogoMark />
          <span>StatRadar</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <span className="site-nav-links desktop-only">
            <NavLinks signedIn={Boolean(user)} />
            <ThemeToggle className="site-nav-link" />
          </span>
          <div className="site-menu mobile-only-flex" ref={menuRef}>
            <button
              type="button"
              className="site-menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="site-menu-label">Menu</span>
            </button>
            {menuOpen && (
              <div id={menuId} className="site-menu-panel">
                <NavLinks signedIn={Boolean(user)} onNavigate={() => setMenuOpen(false)} />
                <ThemeToggle className="site-nav-link" />
              </div>
            )}
          </div>
          <Link href="/editor" className="button button-primary site-build-button">
            Build Chart
          </Link>
        </nav>
      </div>
    </header>
  );
}
