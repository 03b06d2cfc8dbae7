/**
 * The entrance of the authenticated area ("/ and everything else"): applies the start-up rules,
 * then shows the shell; it also owns the reads the shell needs (status poll, device, mesh).
 */
import { Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { effect, untracked } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '../paths.ts';
import { device } from '../state/device.ts';
import { controllerElsewhere, handOver } from '../state/handoff.ts';
import { mesh } from '../state/mesh.ts';
import { choseWebVersion, clearSession, isDefaultCredentials, storedCredentials, token } from '../state/session.ts';
import { pollStatus, status } from '../state/status.ts';
import { markAreaEntered } from './fresh-page.ts';
import { lazyPage } from './lazy-page.ts';
import { PageSpinner } from '../ui/spinner.tsx';
import { Shell } from './shell.tsx';
import { decideStartup, isMobileDevice, type StartupDecision } from './startup.ts';
import { currentVisibility, retryDeviceState } from './use-visibility.ts';

// Spec 2 §4.4's automatic resolution: its own chunk (it only acts once the status is in), fetched as soon as this
// area's code runs — while the owner types on /login (prefetched), at start-up beside the page's — so the area's first
// render has it, instead of asking for it (and its contract modules) only then.
const IpConflictGuard = lazyPage(() => import('./ip-conflict.tsx'), 'IpConflictGuard');
IpConflictGuard.preload().catch(() => undefined); // a failure shows where it renders

/** What the area learns once, when it opens: a token removed later (session expired) is the unauthorized
 * handler's business, which navigates itself; the gate must not race it to /login. */
function readEntry() {
  return {
    tokenStored: token.peek() !== null,
    isMobile: isMobileDevice(navigator.userAgent, window.innerWidth),
    continuedWeb: choseWebVersion(),
  };
}

/** The start-up decision (spec 1 §2.2) on what is known now; reads the status and session signals. */
function entryDecision(entry: ReturnType<typeof readEntry>): StartupDecision {
  const credentials = storedCredentials();
  return decideStartup({
    ...entry,
    status: status.data.value ?? null,
    statusFailed: status.error.value !== null && status.data.value === undefined,
    storedCredentials: credentials && { isDefault: isDefaultCredentials(credentials) },
  });
}

/** The shell's own reads (the menu and the guards need the device and the mesh), once the owner may enter. */
function readShellState() {
  void device.load();
  void mesh.load();
}

/**
 * Called before the area's first render, when the owner goes there — at start-up when the address opens the area, on
 * login as the page after it opens (routes.tsx preloadRoute): the shell's reads go out as soon as the status lets
 * the owner in, instead of after a first render of shell and page (~100 ms on 2 cores). Stops watching once the
 * decision is made either way. The area's first opening then takes this entry (a 401 to these reads removes the token
 * before that render: the page is still entered, and reloaded by the unauthorized handler) and does not read again.
 * Resolves to whether it read, i.e. the owner is let in: the page's own first reads may follow.
 */
function readShellStateOnEntry(): Promise<boolean> {
  if (opened) return Promise.resolve(false); // too late: the area read when it opened
  // started already (this module is every area page's: /network's redirect asks too): read, or deciding
  if (startUp?.read) return Promise.resolve(true);
  if (deciding) return deciding;
  const opening = { entry: readEntry(), read: false };
  startUp = opening;
  const decided = new Promise<boolean>((resolve) => {
    const stop = effect(() => {
      const decision = entryDecision(opening.entry);
      if (decision.kind === 'wait') return;
      if (decision.kind === 'enter' && startUp === opening) {
        untracked(readShellState);
        opening.read = true;
      } else if (startUp === opening) {
        startUp = null; // the owner is sent elsewhere: an area opened later learns its entry then
      }
      resolve(opening.read);
      queueMicrotask(() => {
        stop();
        if (deciding === decided) deciding = null;
      });
    });
  });
  deciding = decided;
  return decided;
}
let deciding: Promise<boolean> | null = null;
/** The area's module seen as a page's (lazy-page.ts): its first reads, before it renders. */
export { readShellStateOnEntry as readOnEntry };
let startUp: { entry: ReturnType<typeof readEntry>; read: boolean } | null = null;
let opened = false;

export function AuthenticatedArea() {
  useSignals();
  // The entry is taken as the area opens, and let go only once this opening is on screen: a first render that React
  // throws away and starts again (interrupted by an answer arriving meanwhile) takes the same entry, not a new one
  // that would read again.
  const [opening] = useState(() => {
    opened = true;
    markAreaEntered();
    return startUp ?? { entry: readEntry(), read: false };
  });
  const { entry } = opening;
  useEffect(() => {
    if (startUp === opening) startUp = null;
  }, [opening]);

  // the status read at the entry (by the login, or at start-up) counts as the poll's first read
  useEffect(() => pollStatus(), []);
  // Spec 1 §2.2 step 5: on a mesh agent reached at another address than its controller's, the owner is handed over
  // to the controller (once per page: a controller that cannot be reached leaves the owner here).
  useEffect(() => {
    let asked = false;
    return effect(() => {
      const controller = controllerElsewhere(mesh.data.value, window.location.hostname);
      if (!controller || asked) return;
      asked = true;
      void handOver(controller);
    });
  }, []);

  const decision = entryDecision(entry);
  const entering = decision.kind === 'enter';
  // An area entered without a page load (from the wizard, say) reads here; at start-up they went out already
  // (readShellStateOnEntry) and are not sent twice.
  useEffect(() => {
    if (!entering) return;
    if (opening.read) opening.read = false;
    else readShellState();
  }, [entering, opening]);

  // With a session, the shell shows at once while the status decides (a slow router must not leave a bare spinner).
  if (decision.kind === 'wait') return token.value ? <Shell waiting /> : <PageSpinner />;
  if (decision.kind === 'redirect') {
    if (decision.clearStorage) clearSession();
    return <Navigate to={decision.to} replace />;
  }
  // Spec 2 §4.4: a WAN in the LAN's network is resolved automatically once inside.
  return (
    <>
      <Shell />
      <Suspense fallback={null}>
        <IpConflictGuard />
      </Suspense>
    </>
  );
}

/** /network and /system/management lead to the first tab the device state allows. */
export function AreaRedirect({ area }: { area: 'network' | 'management' }) {
  useSignals();
  const v = currentVisibility();
  if (!v) return <PageSpinner onRetry={() => void retryDeviceState()} />;
  if (area === 'management') return <Navigate to={v.managementPath ?? paths.dashboard} replace />;
  const first = v.menu.find((group) => group.id === 'network')?.entries[0]?.path ?? paths.dashboard;
  return <Navigate to={first} replace />;
}
