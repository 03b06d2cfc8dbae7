import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
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
  const prerendered = root.dataset.prerendered === location.pathname && location.search === '';
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // The first render shows the page itself, not a spinner: its chunks (none for /login) are loaded first.
  if (prerendered) {
    takeEarlyForm();
    hydrateRoot(root, app);
  } else {
    void preloadRoute(location.pathname).then(() => {
      // A prerendered form replaced (/login?expired…): what was typed on it is read, the new one rendered and the
      // field being typed in focused again, all in this one task — no keystroke lands on a form that is gone.
      takeEarlyForm();
      const typing = focusedField(root);
      root.replaceChildren();
      const reactRoot = createRoot(root);
      flushSync(() => reactRoot.render(app));
      typing?.();
    });
  }
}

/** The text field of `within` that has the focus, as a function that focuses its replacement, caret kept. */
function focusedField(within: HTMLElement): (() => void) | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !within.contains(active) || !active.name) return null;
  const { name, selectionStart, selectionEnd } = active;
  return () => {
    const field = within.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!field) return;
    field.focus();
    if (selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  };
}
