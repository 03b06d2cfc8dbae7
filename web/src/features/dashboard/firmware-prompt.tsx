/**
 * The firmware-update prompt (spec 1 §2.6, §4): when the firmware service knows a newer version than
 * the router's, offer the update (/system/update?start) or skipping that version for good (kept in
 * localStorage 'skipVersions'). 'Agora não' only closes it until the next visit of the app.
 * The service failing is silent: no prompt, no error.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '../../paths.ts';
import { dashboard as t } from '../../text/dashboard.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { firmwareVersions } from './dashboard-data.ts';
import { readSkipVersions, shouldOfferUpdate, skipVersion } from './summaries.ts';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

// Dismissed versions stay dismissed while the app stays open (leaving the dashboard and coming back).
const dismissed = new Set<string>();

export function FirmwarePrompt() {
  useSignals();
  const navigate = useNavigate();
  const [, rerender] = useState(0);
  const versions = firmwareVersions.data.value;
  if (!versions || dismissed.has(versions.last) || !shouldOfferUpdate(versions, readSkipVersions(storage))) return null;

  const close = () => {
    dismissed.add(versions.last);
    rerender((n) => n + 1);
  };

  return (
    <Modal
      title={t.updateTitle}
      alert
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>{t.updateLater}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              skipVersion(storage, versions.last);
              close();
            }}
          >
            {t.updateSkip}
          </Button>
          <Button
            onClick={() => {
              dismissed.add(versions.last);
              navigate(paths.system.updateStart);
            }}
          >
            {t.updateNow}
          </Button>
        </>
      }
    >
      <p>{t.updateBody(versions.current, versions.last)}</p>
    </Modal>
  );
}
