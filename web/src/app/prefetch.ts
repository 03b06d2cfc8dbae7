/**
 * Fetching the chunks of a page before going there, and starting its first reads as the owner goes there, for code
 * that cannot import the route table (the login page is in it): the table registers itself at start-up.
 */
type RouteLoader = (pathname: string, read?: boolean) => Promise<void>;

let loader: RouteLoader = () => Promise.resolve();

export function setRouteLoader(load: RouteLoader): void {
  loader = load;
}

/**
 * Loads what `path` renders (its query ignored); never rejects. `read`: and starts its first reads (the area's and
 * its page's) at once rather than from their first render's effects — as the owner goes there, the session known.
 * The area and the page take them over as they mount; a second start reads nothing again.
 */
export function prefetchRoute(path: string, read?: boolean): Promise<void> {
  return loader(new URL(path, location.href).pathname, read);
}
