/**
 * /security/upnp (spec 3 §2, §4 DMZ, §5, §8): the UPnP switch and the DMZ host, saved with PUT system/0
 * {upnp, dmz}. When the DMZ host is a connected device without a reservation, the save offers to reserve its
 * address (so it keeps being the DMZ); with the DHCP server off the reservation has no effect and the owner is told.
 */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  timing,
  validateDmzHost,
  type ConnectedDevice,
  type DhcpServer,
  type DhcpStaticLease,
  type Lan,
  type System,
} from '@roteador/contract';
import { getDhcpServer, getLan, getStaticLeases } from '../../../api/lan.ts';
import { getSystem, updateSystem } from '../../../api/system.ts';
import { connectedDevices } from '../../../state/devices.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { isReserved, reservationMessage, ReservationError, reserve as reserveAddress } from '../../../state/reservation.ts';
import { createResource } from '../../../state/resource.ts';
import { useConnectedDevicesPoll } from '../../../state/devices.ts';
import { upnp as t } from '../../../text/security.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DevicePicker } from '../../../ui/device-picker.tsx';
import { Field } from '../../../ui/field.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import '../settings.css';

interface UpnpData {
  system: System;
  lan: Lan;
  server: DhcpServer;
  leases: DhcpStaticLease[];
}

const data = createResource<UpnpData>(async () => {
  const [system, lan, server, leases] = await Promise.all([getSystem(), getLan(), getDhcpServer(), getStaticLeases()]);
  return { system, lan, server, leases };
});

export function UpnpPage() {
  useSignals();
  const { value, error, retry } = useFreshRead(data);
  if (!value) return <Pending title={t.loadError} error={error} onRetry={retry} />;
  return <UpnpForm stored={value} />;
}

function UpnpForm({ stored }: { stored: UpnpData }) {
  const { system } = stored;
  const [upnp, setUpnp] = useState(system.upnp);
  const [dmzOn, setDmzOn] = useState(system.dmz.enabled);
  const [dmzIp, setDmzIp] = useState(system.dmz.ip4);
  const devices = useConnectedDevicesPoll(dmzOn ? timing.poll.connectedDevices : null);
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState<ConnectedDevice | null>(null);
  const [reserved, setReserved] = useState(false);
  const flow = useSaveFlow();

  const ipError = dmzOn ? validateDmzHost(dmzIp, stored.lan) : undefined;
  const changed = upnp !== system.upnp || dmzOn !== system.dmz.enabled || (dmzOn && dmzIp !== system.dmz.ip4);

  /** The connected device at the DMZ address, when it has no reservation yet. */
  function unreserved(): ConnectedDevice | null {
    if (!dmzOn) return null;
    const device = connectedDevices.data.peek()?.find((d) => d.ip === dmzIp.trim());
    if (!device) return null;
    return isReserved(stored.leases, device) ? null : device;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || !changed || ipError) return;
    const device = unreserved();
    if (device) setAsking(device);
    else void save(null);
  }

  async function save(reserve: ConnectedDevice | null) {
    setAsking(null);
    setReserved(reserve !== null);
    const dmz = { enabled: dmzOn, ip4: dmzOn ? dmzIp.trim() : system.dmz.ip4 };
    await flow.run(async () => {
      await updateSystem(system.id, { upnp, dmz });
      // a reservation refused after the settings were saved: its own §8 message
      if (reserve) await reserveAddress(reserve, reserve.hostname || t.dmz);
    }, (error) => (error instanceof ReservationError ? reservationMessage(error) : t.saveError));
    void data.load();
  }

  return (
    <div className={`settings-page${dmzOn ? ' settings-page--split' : ''}`}>
      <Card className="settings-card">
        <form className="settings-form" onSubmit={submit} noValidate>
          <section className="settings-section" aria-label={t.upnpTitle}>
            <h2>{t.upnpTitle}</h2>
            <p className="settings-intro">{t.upnpIntro}</p>
            <Toggle label={t.upnp} checked={upnp} onChange={(e) => setUpnp(e.target.checked)} />
          </section>
          <section className="settings-section" aria-label={t.dmzTitle}>
            <h2>{t.dmzTitle}</h2>
            <p className="settings-intro">{t.dmzIntro}</p>
            <Toggle label={t.dmz} checked={dmzOn} onChange={(e) => setDmzOn(e.target.checked)} />
            {dmzOn && (
              <Field label={t.dmzHost} value={dmzIp} inputMode="decimal" autoComplete="off"
                placeholder={stored.lan.ip4.replace(/\.\d+$/, '.10')} error={touched ? ipError : undefined}
                onChange={(e) => {
                  setDmzIp(e.target.value);
                  setTouched(true);
                }} />
            )}
          </section>
          <div className="settings-actions">
            <Button type="submit" disabled={!changed || ipError !== undefined} busy={flow.saving}>{t.save}</Button>
          </div>
        </form>
      </Card>
      {dmzOn && (
        <DevicePicker devices={devices} hint={t.pickHint} onPick={(device) => {
          setDmzIp(device.ip);
          setTouched(true);
        }} />
      )}
      {asking && (
        <ConfirmDialog
          title={t.reserveTitle}
          message={t.reserveBody(asking.hostname || asking.mac, asking.ip)}
          confirmLabel={t.reserve}
          cancelLabel={t.notNow}
          onConfirm={() => void save(asking)}
          onCancel={() => void save(null)}
        />
      )}
      <SaveFeedback flow={flow} savedMessage={reserved && !stored.server.enabled ? t.dhcpOff : undefined} />
    </div>
  );
}
