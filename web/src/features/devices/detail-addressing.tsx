/**
 * The device page's switches (spec 3 §2, §4 DMZ, §8), router mode only:
 * - 'Definir como DMZ': on makes the device the DMZ host (replacing another one after the owner confirms) and,
 *   with the DHCP server on, reserves its address (so it stays the DMZ); off stops it being the DMZ and, with the
 *   DHCP server on, removes its reservation.
 * - 'Fixar Endereço IP': adds or deletes the device's reservation; with the DHCP server off it is added, and the
 *   owner told that it has no effect.
 * While the router holds its limit of reservations (GET limits) and none is this device's, §8's short text says so
 * beside the switches that would add one; trying anyway gets the router's 'max' and §8's long message.
 * Each switch saves at once through the save flow: saving, then success or the §8 error, then 'Ok, entendi'.
 */
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectedDevice, DhcpServer, DhcpStaticLease, Limits, System } from '@roteador/contract';
import { getLimits } from '../../api/device.ts';
import { getDhcpServer, getStaticLeases } from '../../api/lan.ts';
import { getSystem } from '../../api/system.ts';
import { useFreshRead } from '../../state/fresh-read.ts';
import {
  isDmzHost,
  isReserved,
  leaseOf,
  otherDmzHost,
  release,
  reservationMessage,
  ReservationError,
  reserve,
  setDmzHost,
} from '../../state/reservation.ts';
import { createResource } from '../../state/resource.ts';
import { devices as t } from '../../text/devices.ts';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { deviceName } from './format.ts';

interface Addressing {
  system: System;
  server: DhcpServer;
  leases: DhcpStaticLease[];
  limits: Limits;
}

const addressing = createResource<Addressing>(async () => {
  const [system, server, leases, limits] = await Promise.all([getSystem(), getDhcpServer(), getStaticLeases(), getLimits()]);
  return { system, server, leases, limits };
});

export function AddressingCard({ device }: { device: ConnectedDevice }) {
  useSignals();
  // read fresh when the page opens (another page may have changed the DMZ or the reservations)
  const { value, error, retry } = useFreshRead(addressing);
  let body;
  if (value) body = <Switches device={device} stored={value} />;
  else if (error) body = <ErrorState compact title={t.addressingError} error={error} onRetry={retry} />;
  else body = <Spinner size={24} />;
  return <Card title={t.addressing} className="device-addressing">{body}</Card>;
}

type Pending = { kind: 'replace'; current: string } | null;

function Switches({ device, stored }: { device: ConnectedDevice; stored: Addressing }) {
  const flow = useSaveFlow();
  const [asking, setAsking] = useState<Pending>(null);
  const [note, setNote] = useState<string | undefined>(undefined);
  const { system, server, leases, limits } = stored;
  const dmz = isDmzHost(system, device.ip);
  const lease = leaseOf(leases, device);
  const full = !isReserved(leases, device) && leases.length >= limits.static_leases;
  const noAddress = device.ip === '';
  const name = deviceName(device);

  async function save(action: () => Promise<unknown>, failure: string, savedNote?: string) {
    setNote(savedNote);
    await flow.run(action, (error) => (error instanceof ReservationError ? reservationMessage(error) : failure));
    void addressing.load();
  }

  function dmzOn() {
    void save(async () => {
      await setDmzHost(system, device.ip, true);
      if (server.enabled && !isReserved(leases, device)) await reserve(device, name);
    }, t.dmzError);
  }

  function toggleDmz(on: boolean) {
    if (flow.saving) return;
    if (!on) {
      void save(async () => {
        await setDmzHost(system, device.ip, false);
        if (server.enabled && lease) await release(lease);
      }, t.dmzError);
      return;
    }
    const current = otherDmzHost(system, device.ip);
    if (current) setAsking({ kind: 'replace', current });
    else dmzOn();
  }

  function toggleLease(on: boolean) {
    if (flow.saving) return;
    if (on) void save(() => reserve(device, name), t.addError, server.enabled ? undefined : t.dhcpOff);
    else if (lease) void save(() => release(lease), t.deleteError);
  }

  return (
    <div className="device-switches">
      {noAddress && <p className="device-switches__hint">{t.noAddress}</p>}
      {full && <p className="device-switches__hint" role="note">{t.full}</p>}
      <div className="device-switch">
        <Toggle label={t.dmz} checked={dmz} disabled={noAddress || flow.saving} onChange={(e) => toggleDmz(e.target.checked)} />
        <p className="device-switches__hint">{t.dmzHint}</p>
      </div>
      <div className="device-switch">
        <Toggle label={t.fixIp} checked={lease !== undefined} disabled={noAddress || flow.saving}
          onChange={(e) => toggleLease(e.target.checked)} />
        <p className="device-switches__hint">{t.fixIpHint}</p>
      </div>
      {asking && (
        <ConfirmDialog
          title={t.replaceDmzTitle}
          message={t.replaceDmzBody(asking.current)}
          confirmLabel={t.replace}
          onConfirm={() => {
            setAsking(null);
            dmzOn();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      <SaveFeedback flow={flow} savedMessage={note} />
    </div>
  );
}
