/**
 * After an update the router comes back without sessions: a new one is made with the stored credentials
 * (state/restart.ts relogin); spec 1 §4: a router whose firmware was below 1.3.0 gets the page reloaded.
 */
import { timing } from '@roteador/contract';
import { api } from '../../../api/client.ts';
import { versionBelow } from '@roteador/contract';
import { paths } from '../../../paths.ts';
import { device } from '../../../state/device.ts';
import { relogin } from '../../../state/restart.ts';
import { clearSession, suspendUnauthorized } from '../../../state/session.ts';

/** true: signed in again (or reloading); false: sent to /login?expired. */
export async function afterUpdate(previous: string): Promise<boolean> {
  const back = await relogin();
  suspendUnauthorized(false);
  if (!back) {
    clearSession();
    window.location.assign(paths.loginExpired);
    return false;
  }
  api.flush();
  if (versionBelow(previous, timing.limits.reloadAfterUpdateBelow)) {
    window.location.reload();
    return true;
  }
  void device.load();
  return true;
}
