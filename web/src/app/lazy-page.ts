/**
 * A page (or a part of the shell) in its own chunk that renders at once when its chunk is already loaded. React.lazy
 * suspends on every first render, even when the module is in memory, and React holds a Suspense fallback for ~300 ms
 * before revealing what replaced it: the first screen, the page after login and a move to a page already
 * fetched would each pay that wait. Here a loaded page renders synchronously; a page not loaded yet
 * suspends with `use` (during a navigation React keeps the current page on screen meanwhile).
 */
import { createElement, use, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPage<P = object> = ComponentType<P> & {
  /** starts loading the chunk (once); resolves, to the page's module, when the page can render without suspending */
  preload(): Promise<EntryReads>;
};

/**
 * What a page's module may export beside the page: `readOnEntry` starts what the page reads as it opens, before its
 * first render (it then takes those reads over as it mounts, instead of reading again); it resolves to false when the
 * page will not open after all (routes.tsx preloadRoute).
 */
export interface EntryReads {
  readOnEntry?: () => void | Promise<boolean>;
}

/** The page `name` exported by the module `load` imports. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<ComponentProps<M[K] & AnyComponent>> {
  let loaded: AnyComponent | undefined;
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().then((m) => {
      loaded = m[name] as M[K] & AnyComponent;
      return m;
    }));
  function Page(props: object) {
    return createElement(loaded ?? (use(start())[name] as AnyComponent), props);
  }
  Page.displayName = `LazyPage(${String(name)})`;
  Page.preload = start as () => Promise<EntryReads>;
  return Page as LazyPage<ComponentProps<M[K] & AnyComponent>>;
}

/** Whether an element type is a lazy page (route elements are `<Page />`). */
export function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';
}
