import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setRouteLoader } from './app/prefetch.ts';
import { takeEarlyForm } from './features/auth/early-form.ts';
import { AppRoutes, inAuthenticatedArea, preloadRoute } from './app/routes.tsx';
import { receiveHandoff } from './state/handoff.ts';
import { installUnauthorizedHandler } from './state/session.ts';
import { pollStatus } from './state/status.ts';
import './ui/theme.css';
import './ui/ui.css';

// a session handed over by a mesh node's UI (spec 1 §2.2 step 5) is taken before anything reads the session
receiveHandoff();
installUnauthorizedHandler();
setRouteLoader(preloadRoute);

const root = document.getElementById('root');
if (root) {
  // The authenticated area decides on the status (spec 1 §2.2): asked for now, while its chunks load. The area
  // owns the poll from its first render on (its start is then a no-op; its unmount stops it).
  // The shell's own reads follow the status's answer at once, before the first render (same chunk as the area), and
  // the page's first reads follow them (the dashboard's: once the device state tells which cards show).
  if (inAuthenticatedArea(location.pathname)) {
    pollStatus();
    void preloadRoute(location.pathname, true);
  }
  // /login comes prerendered (dist/login.html, vite.config.ts): what the owner typed or pressed meanwhile is taken
  // first; the markup is then hydrated where it is what this address renders (no query: ?expired, ?active… differ),
  // and replaced otherwise.
  takeEarlyForm();
  const prerendered = root.dataset.prerendered === location.pathname && location.search === '';
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // The first render shows the page itself, not a spinner: its chunks (none for /login) are loaded first.
  if (prerendered) hydrateRoot(root, app);
  else {
    void preloadRoute(location.pathname).then(() => {
      root.replaceChildren();
      createRoot(root).render(app);
    });
  }
}
