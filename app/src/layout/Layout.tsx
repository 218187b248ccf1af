import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

import { AdSidebars } from '../features/ads';
import { useAnalyticsPageViews } from '../features/analytics';
import { PatchNoteBanner } from '../features/banner/PatchNoteBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** The frame of every page: skip link, patch-note banner, header, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useAnalyticsPageViews();
  // A new route starts at the top, as a full page load would.
  // Braces: Chromium's scrollTo now returns a promise, which React would take as a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <PatchNoteBanner />
      <Header />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <AdSidebars />
      <Footer />
    </div>
  );
}
