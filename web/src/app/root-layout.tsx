import { Component, Suspense, useEffect, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorState } from '../ui/error-state.tsx';
import { RestartWaitModal } from './restart-wait.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

/**
 * Wraps every route: lazy pages show a spinner while their chunk loads; a failure shows an error. The
 * router-restart wait (state/restart.ts) shows above any page, the wizard's included. After a move, the new page's
 * title is focused and announced (usePageArrival).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const announcement = usePageArrival(pathname);
  // The path of what is on screen: during a move the address changes first and the current page stays until the
  // next one is ready (its chunk loaded). Scenarios wait on it (app.expectPath) before using the new page.
  useLayoutEffect(() => {
    document.documentElement.dataset.path = pathname;
  }, [pathname]);
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <RestartWaitModal />
      {/* the one live region of the page changes: a screen reader says the new page's title */}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{announcement}</div>
    </>
  );
}

/**
 * A move to another page (DESIGN.md, "Everyone"): once the new page is on screen (its chunk loaded: a move commits
 * with the page; its h1 waited for where the page shows it later, as the area after its status read), the focus goes
 * to its h1 and its title is announced. Not on the first load (the browser starts at the top of the page, where the
 * skip link is), not where the page put the focus itself (the login page's 'Usuário'), and not for a tab of the same
 * page (the title stays: the site survey's bands, a device's tabs), which keeps the focus on the tab the owner chose
 * unless it left the page with the old content. Answers the announcement.
 */
function usePageArrival(pathname: string): string {
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<{ path: string; title: string } | null>(null);
  useEffect(() => {
    const before = last.current;
    if (before?.path === pathname) return;
    const arrive = (heading: HTMLElement) => {
      const title = heading.textContent?.trim() ?? '';
      last.current = { path: pathname, title };
      if (!before) return;
      const focused = document.activeElement;
      const kept = focused instanceof HTMLElement && focused !== document.body && focused.isConnected;
      if (title === before.title && kept) return;
      if (!(kept && focused.matches('input, select, textarea'))) {
        heading.tabIndex = -1;
        heading.focus();
      }
      if (title && title !== before.title) setAnnouncement(title);
    };
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) return arrive(heading);
    const watch = new MutationObserver(() => {
      const shown = document.querySelector<HTMLElement>('h1');
      if (!shown) return;
      watch.disconnect();
      arrive(shown);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [pathname]);
  return announcement;
}

/** A page that failed to render or to load its chunk: an error with a retry, never a blank page. */
// Not keyed by the path: a new boundary at each move would show its fallback (and hold it ~300 ms) where React
// can keep the current page on screen while the next one loads. An error is dropped when the path changes.
class RouteErrorBoundary extends Component<
  { children: ReactNode; pathname: string },
  { error: unknown; pathname: string }
> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main className="route-error">
        <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />
      </main>
    );
  }
}
