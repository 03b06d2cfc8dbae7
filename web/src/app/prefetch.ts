/**
 * Fetching the chunks of a page before going there, for code that cannot import the route table (the
 * login page is in it): the table registers itself at start-up.
 */
let preloader: (pathname: string) => Promise<void> = () => Promise.resolve();

export function setRoutePreloader(preload: (pathname: string) => Promise<void>): void {
  preloader = preload;
}

/** Loads what `path` renders (its query ignored); never rejects. */
export function prefetchRoute(path: string): Promise<void> {
  return preloader(new URL(path, location.href).pathname);
}
