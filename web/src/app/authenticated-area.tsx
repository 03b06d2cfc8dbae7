/**
 * The entrance of the authenticated area ("/ and everything else"): applies the start-up rules,
 * then shows the shell; it also owns the reads the shell needs (status poll, device, mesh).
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { device } from '../state/device.ts';
import { mesh } from '../state/mesh.ts';
import { choseWebVersion, clearSession, isDefaultCredentials, storedCredentials, token } from '../state/session.ts';
import { pollStatus, status } from '../state/status.ts';
import { PageSpinner } from '../ui/spinner.tsx';
import { Shell } from './shell.tsx';
import { decideStartup, isMobileDevice } from './startup.ts';
import { IpConflictGuard } from '../ui/ip-conflict.tsx';
import { currentVisibility } from './use-visibility.ts';

export function AuthenticatedArea() {
  useSignals();
  // Read once: a token removed later (session expired) is handled by the unauthorized handler,
  // which navigates itself; the gate must not race it to /login.
  const [entry] = useState(() => ({
    tokenStored: token.peek() !== null,
    isMobile: isMobileDevice(navigator.userAgent, window.innerWidth),
    continuedWeb: choseWebVersion(),
  }));

  useEffect(() => pollStatus(), []);

  const credentials = storedCredentials();
  const decision = decideStartup({
    ...entry,
    status: status.data.value ?? null,
    statusFailed: status.error.value !== null && status.data.value === undefined,
    storedCredentials: credentials && { isDefault: isDefaultCredentials(credentials) },
  });
  const entering = decision.kind === 'enter';
  useEffect(() => {
    if (!entering) return;
    void device.load();
    void mesh.load();
  }, [entering]);

  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') {
    if (decision.clearStorage) clearSession();
    return <Navigate to={decision.to} replace />;
  }
  // Spec 2 §4.4: a WAN in the LAN's network is resolved automatically once inside.
  return (
    <>
      <Shell />
      <IpConflictGuard />
    </>
  );
}

/** /network and /system/management lead to the first tab the device state allows. */
export function AreaRedirect({ area }: { area: 'network' | 'management' }) {
  useSignals();
  const v = currentVisibility();
  if (!v) return <PageSpinner />;
  if (area === 'management') return <Navigate to={v.managementPath ?? '/'} replace />;
  const first = v.menu.find((group) => group.id === 'network')?.entries[0]?.path ?? '/';
  return <Navigate to={first} replace />;
}
