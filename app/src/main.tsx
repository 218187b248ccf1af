import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadPage } from './App';
import { startAuthTracking } from './data/authStatus';
import { applyStoredTheme } from './features/theme';
import './styles/global.css';

applyStoredTheme();
startAuthTracking();

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  // The page's chunk starts loading now, beside React's first render rather than after it. A
  // prerendered page (home, articles, samples) stays on screen until the app can show the same
  // page: rendering at once would put the loading fallback in its place while the chunk arrives.
  // A chunk that fails to load is the error boundary's to show.
  const pageLoaded = preloadPage(location.pathname).catch(() => {});
  if (root.hasChildNodes()) void pageLoaded.then(() => render(root));
  else render(root);
}
