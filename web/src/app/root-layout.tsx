import { Component, Suspense, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorState } from '../ui/error-state.tsx';
import { RestartWaitModal } from './restart-wait.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

/**
 * Wraps every route: lazy pages show a spinner while their chunk loads; a failure shows an error. The
 * router-restart wait (state/restart.ts) shows above any page, the wizard's included.
 */
export function RootLayout() {
  const { pathname } = useLocation();
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
    </>
  );
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
