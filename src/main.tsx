// Browser entry: one app system (auth, session, navigationGuard, bootstrap) created at start, then React.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createAppSystem } from './app/system.ts';
import { AppSystemProvider } from './app/AppContext.tsx';
import { App } from './views/App.tsx';
import { notify } from './views/ui/Toast.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the global stylesheet
import './views/styles.css';

const system = createAppSystem({
  storage: window.localStorage,
  navigate: (to, options) => navigate(to, options),
  currentRoute: () => `${window.location.pathname}${window.location.search}`,
  notify: (notice) => notify(notice),
});

if (import.meta.env.DEV) Object.assign(window, { herdenblick: system });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppSystemProvider system={system}>
      <Router>
        <App />
      </Router>
    </AppSystemProvider>
  </StrictMode>,
);
