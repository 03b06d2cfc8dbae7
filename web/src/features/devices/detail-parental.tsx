/**
 * The device page's parental-control cards (spec 3 §2, §4 'Device block card'): block status (Ativo, Agendado,
 * Inativo), bandwidth control and URL filters, read through api/parental.ts when the page opens and again when the
 * router reports the device blocked or released. The block status is judged on the router's clock (read with them:
 * state/time.ts), as the router itself blocks, never on the browser's. In router mode each card leads to the
 * device's parental-control page.
 */
import { useEffect, useState } from 'react';
import { deviceBlockState, type DeviceBlockState } from '@roteador/contract';
import { readDeviceParental, type DeviceParental } from '../../api/parental.ts';
import { paths } from '../../paths.ts';
import { readRouterClock, routerNow } from '../../state/time.ts';
import { devices as t } from '../../text/devices.ts';
import { Fact } from './fact.tsx';

type Shown = Omit<DeviceParental, 'blocks'> & { block: DeviceBlockState };
type Read = { kind: 'loading' } | { kind: 'failed' } | { kind: 'read'; value: Shown };

/** The cards' data, the block state judged on the router's clock (the browser's stands in when it cannot be read). */
async function readCards(mac: string): Promise<Shown> {
  const [{ blocks, ...rest }] = await Promise.all([readDeviceParental(mac), readRouterClock().catch(() => undefined)]);
  return { ...rest, block: deviceBlockState(mac, blocks, routerNow()) };
}

export function ParentalCards({ mac, blocked, linked }: { mac: string; blocked: boolean; linked: boolean }) {
  const [read, setRead] = useState<Read>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    readCards(mac).then(
      (value) => live && setRead({ kind: 'read', value }),
      () => live && setRead({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [mac, blocked]);

  const to = linked ? paths.parental.device(mac) : undefined;
  const shown = (text: (value: Shown) => string) =>
    read.kind === 'read' ? text(read.value) : read.kind === 'failed' ? t.parentalError : t.parentalLoading;
  return (
    <>
      <Fact title={t.blockStatus} to={to}>{shown((v) => t.block[v.block])}</Fact>
      <Fact title={t.bandControl} to={to}>
        {shown((v) => (v.qos ? `${v.qos.mode === 'limit' ? t.bandLimit : t.bandPrioritize}${v.qos.enabled ? '' : ` (${t.block.inactive})`}` : t.bandNone))}
        {read.kind === 'read' && read.value.qos && (
          <span className="device-fact__sub">{t.bandRates(read.value.qos.download, read.value.qos.upload)}</span>
        )}
      </Fact>
      <Fact title={t.urlFilters} to={to}>{shown((v) => t.urlCount(v.urlFilters.length))}</Fact>
    </>
  );
}
