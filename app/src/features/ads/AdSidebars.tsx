import { useSyncExternalStore } from 'react';

import { AD_PROVIDER } from './adProvider';
import { AdSlot } from './AdSlot';

// Matches --page-width in styles/global.css: sidebars live in the margins and never cover the page.
const PAGE_WIDTH = 1120;
const SIDEBAR_GUTTER = 16;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The width free on each side of the page, in CSS pixels. */
function marginWidth(): number {
  return Math.floor((window.innerWidth - PAGE_WIDTH) / 2) - SIDEBAR_GUTTER * 2;
}

/**
 * Sidebar ads on both sides of the page (spec section 9): only in landscape (AdSlot's rule), only when
 * a sidebar size fits in the margin, and only when an ad provider is configured.
 */
export function AdSidebars() {
  const available = useSyncExternalStore(subscribe, marginWidth, () => 0);
  if (!AD_PROVIDER) return null;
  return (
    <>
      <AdSlot type="Sidebar" maxWidth={available} className="ad-sidebar-left" />
      <AdSlot type="Sidebar" maxWidth={available} className="ad-sidebar-right" />
    </>
  );
}
