import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorState } from '../ui/error-state.tsx';
import { RestartWaitModal } from '../ui/restart-wait.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

/**
 * Wraps every route: lazy pages show a spinner while their chunk loads; a failure shows an error. The
 * router-restart wait (state/restart.ts) shows above any page, the wizard's included.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <RestartWaitModal />
    </>
  );
}

/** A page that failed to render or to load its chunk: an error with a retry, never a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
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
