/**
 * The device page's parental-control cards (spec 3 §2, §4 'Device block card'): block status (Ativo, Agendado,
 * Inativo), bandwidth control and URL filters, read through api/parental.ts when the page opens and again when the
 * router reports the device blocked or released. In router mode each leads to the device's parental-control page.
 */
import { useEffect, useState } from 'react';
import { qosMbpsText } from '@roteador/contract';
import { readDeviceParental, type DeviceParental } from '../../api/parental.ts';
import { paths } from '../../paths.ts';
import { devices as t } from '../../text/devices.ts';
import { Fact } from './fact.tsx';

type Read = { kind: 'loading' } | { kind: 'failed' } | { kind: 'read'; value: DeviceParental };

export function ParentalCards({ mac, blocked, linked }: { mac: string; blocked: boolean; linked: boolean }) {
  const [read, setRead] = useState<Read>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    readDeviceParental(mac).then(
      (value) => live && setRead({ kind: 'read', value }),
      () => live && setRead({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [mac, blocked]);

  const to = linked ? paths.parental.device(mac) : undefined;
  const shown = (text: (value: DeviceParental) => string) =>
    read.kind === 'read' ? text(read.value) : read.kind === 'failed' ? t.parentalError : t.parentalLoading;
  return (
    <>
      <Fact title={t.blockStatus} to={to}>{shown((v) => t.block[v.block])}</Fact>
      <Fact title={t.bandControl} to={to}>
        {shown((v) => (v.qos ? `${v.qos.mode === 'limit' ? t.bandLimit : t.bandPrioritize}${v.qos.enabled ? '' : ` (${t.block.inactive})`}` : t.bandNone))}
        {read.kind === 'read' && read.value.qos && (
          <span className="device-fact__sub">{t.bandRates(qosMbpsText(read.value.qos.download), qosMbpsText(read.value.qos.upload))}</span>
        )}
      </Fact>
      <Fact title={t.urlFilters} to={to}>{shown((v) => t.urlCount(v.urlFilters.length))}</Fact>
    </>
  );
}
