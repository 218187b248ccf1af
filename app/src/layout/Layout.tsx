import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';

import { AdSidebars } from '../features/ads';
import { useAnalyticsPageViews } from '../features/analytics';
import { ToastRegion } from '../components/ToastRegion';
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
  const firstLocation = useRef(location);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (location === firstLocation.current) return;
    firstLocation.current = '';
    // A new page starts keyboard and screen-reader users at its content, as a page load starts them
    // at the top: the link that led here was in the header or footer, or went with the old page.
    // Focus inside the page stays (a page that changed its own address), unless the old page is only
    // hidden until the new one's chunk arrives (Suspense hides it with display: none and removes it
    // later): its focused field would then drop the focus to the document (Enter in the password
    // field of the sign-in form).
    const focused = document.activeElement;
    const main = document.getElementById('main-content');
    const stays =
      focused?.isConnected &&
      focused !== document.body &&
      main?.contains(focused) &&
      (typeof focused.checkVisibility !== 'function' || focused.checkVisibility());
    if (main && !stays) main.focus({ preventScroll: true });
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
      <ToastRegion />
    </div>
  );
}
