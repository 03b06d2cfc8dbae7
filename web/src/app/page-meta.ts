/** What each route declares about itself (its `handle` in routes.tsx), read by the header and the guard. */
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes } from './routes.tsx';
import type { RouteRule } from './visibility.ts';

export interface PageHandle {
  /** The page title (the header's back title). */
  title: string;
  /** The route the back arrow leads to (a pattern: its params are filled from the current URL). */
  parent?: string;
  /** The visibility rule guarding the route. */
  rule: RouteRule;
}

export interface CurrentPage {
  title: string;
  parentPath: string | null;
  rule: RouteRule;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'rule' in handle;
}

/** The page of the current URL: the deepest matched route that declares one. */
export function usePage(): CurrentPage {
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const match = [...matches].reverse().find((m) => isPageHandle(m.route.handle));
    const handle = match?.route.handle as PageHandle | undefined;
    if (!match || !handle) return { title: '', parentPath: null, rule: 'always' as const };
    // Filled by hand, not with generatePath: it would percent-encode the colons of a MAC (/mesh/AA%3ABB…).
    const parentPath = handle.parent?.replace(/:(\w+)/g, (_, name: string) => match.params[name] ?? '') ?? null;
    return { title: handle.title, parentPath, rule: handle.rule };
  }, [pathname]);
}
