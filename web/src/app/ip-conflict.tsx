/**
 * The automatic IP-conflict resolution (spec 2 §4.4, state/ip-conflict.ts), mounted once by the authenticated
 * area: it looks for a conflict when the area is entered (once the device state tells this is a router that
 * manages its LAN) and each time the status poll sees the internet come back, and shows the resolution.
 */
import { useEffect } from 'react';
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  checkIpConflict,
  dismissIpConflict,
  ipConflict,
  managesLan,
  mayCheck,
} from '../state/ip-conflict.ts';
import { status } from '../state/status.ts';
import { ipConflict as t } from '../text/lan.ts';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { ProgressBar } from '../ui/spinner.tsx';

export function IpConflictGuard() {
  useSignals();
  useEffect(() => {
    let checked = false;
    let hadInternet: boolean | undefined;
    return effect(() => {
      const manages = managesLan();
      const internet = status.data.value?.has_internet;
      if (manages === undefined) return;
      const cameBack = hadInternet === false && internet === true;
      hadInternet = internet;
      if (!manages || (checked && !cameBack) || !mayCheck()) return;
      void checkIpConflict(undefined, { onEntry: !checked });
      checked = true;
    });
  }, []);

  const state = ipConflict.value;
  switch (state.phase) {
    case 'idle':
    case 'restarting':
      return null;
    case 'resolving':
      return (
        <Modal title={t.resolving}>
          <p>{t.resolvingBody}</p>
          <ProgressBar label={t.resolving} />
        </Modal>
      );
    case 'resolved':
      return (
        <Modal title={t.resolved} alert onClose={dismissIpConflict} actions={<Button onClick={dismissIpConflict}>{t.ok}</Button>}>
          <p>{t.resolvedBody(state.ip)}</p>
        </Modal>
      );
    case 'reopen-wait':
      return (
        <Modal title={t.resolved}>
          <p>{t.resolvedBody(state.ip)}</p>
          <p>{t.reopenWaiting}</p>
          <ProgressBar label={t.reopenWaiting} />
        </Modal>
      );
    case 'reopen':
      return (
        <Modal title={t.resolved} alert actions={<a className="btn btn--primary" href={state.url}>{t.openNew(state.url)}</a>}>
          <p>{t.resolvedBody(state.ip)}</p>
          <p>{t.reopen(state.url)}</p>
        </Modal>
      );
    case 'failed':
      return (
        <Modal title={t.resolving} alert icon={<AlertIcon className="feedback__error" />} onClose={dismissIpConflict}
          actions={<Button onClick={dismissIpConflict}>{t.ok}</Button>}>
          <p>{t.failed}</p>
        </Modal>
      );
  }
}
