/**
 * Whether this page load has shown the authenticated area. The login page moves into the area within the page when
 * it has not (a fresh load of /login: nothing of a session to clear, and a phone is spared a second load of the
 * app), and reloads into it when it has (after an expired session: every state then starts from the new session).
 */
let entered = false;

export function markAreaEntered(): void {
  entered = true;
}

export function areaEntered(): boolean {
  return entered;
}
