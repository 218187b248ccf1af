import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { startAuthTracking } from './data/authStatus';
import { applyStoredTheme } from './features/theme';
import './styles/global.css';

applyStoredTheme();
startAuthTracking();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
