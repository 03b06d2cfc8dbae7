/**
 * /parental-control (the menu: block schedule, devices) and /parental-control/devices (spec 3 §2): the connected
 * devices, each with its block state (Ativo, Agendado, Inativo: spec 3 §4, judged on the router's clock, state/time.ts)
 * and a way to its rules, and the way to every device's rules ('Todos os dispositivos').
 */
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { deviceBlockState, timing } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { connectedDevices, useConnectedDevicesPoll } from '../../state/devices.ts';
import { fixedBlocks, scheduledBlocks, schedules, useRemoteLists } from '../../state/parental.ts';
import { routerClockSettled, routerNow, useRouterClock } from '../../state/time.ts';
import { devicesPage as t, parentalMenu as tm, remote } from '../../text/parental.ts';
import { Card, LinkCard } from '../../ui/card.tsx';
import { ListRows } from '../../ui/list-rows.tsx';
import { NavMenu } from '../../ui/nav-menu.tsx';
import { Pending } from '../../ui/pending.tsx';
import { SlowNotice } from '../../ui/spinner.tsx';
import { RemoteError, retryBlockState, StatusBadge } from './common.tsx';

export function ParentalMenuPage() {
  return (
    <NavMenu label={tm.label} intro={tm.intro} items={[
      { to: paths.parental.schedule, title: tm.schedule, hint: tm.scheduleHint },
      { to: paths.parental.devices, title: tm.devices, hint: tm.devicesHint },
    ]} />
  );
}

const tones = { active: 'bad', scheduled: 'wait', inactive: 'off' } as const;

export function ParentalDevicesPage() {
  useSignals();
  useConnectedDevicesPoll(timing.poll.connectedDevices);
  useRemoteLists(['fixedBlocks', 'scheduledBlocks', 'schedules']);
  useRouterClock();
  const devices = connectedDevices.data.value?.filter((d) => d.signalLevel !== -100);
  const blocks = fixedBlocks.data.value;
  const scheduled = scheduledBlocks.data.value;
  const plans = schedules.data.value;
  const blockData = blocks && scheduled && plans ? { blocks, scheduledBlocks: scheduled, schedules: plans } : undefined;
  // the router's now: its clock read (a state is shown once it is)
  const now = routerClockSettled() ? routerNow() : undefined;
  const blockError = !blockData && Boolean(fixedBlocks.error.value ?? scheduledBlocks.error.value ?? schedules.error.value);
  return (
    <div className="pc-page">
      <p className="pc-intro">{t.intro}</p>
      <LinkCard to={paths.parental.all} title={t.all} body={t.allHint} />
      {blockError && <RemoteError message={remote.blocksLoad} onRetry={retryBlockState} />}
      {/* the devices are listed; their badges wait on the block lists and the router's clock: slow, it says so */}
      {devices && !blockError && (!blockData || now === undefined) && <SlowNotice onRetry={retryBlockState} />}
      <Card title={t.listTitle} className="pc-card">
        {!devices ? (
          <Pending compact error={connectedDevices.error.value} onRetry={() => void askAgain(connectedDevices.load)} />
        ) : (
          <ListRows items={devices} label={t.listTitle} empty={t.empty} row={(d) => {
            const state = blockData && now !== undefined && deviceBlockState(d.mac, blockData, now);
            return (
              <li key={d.mac} className="pc-item">
                <Link className="pc-item__main pc-item__link" to={paths.parental.device(d.mac.toUpperCase())}>
                  <span className="pc-item__name">{d.hostname || t.unknown}</span>
                  <span className="pc-item__data">{d.mac.toUpperCase()}</span>
                </Link>
                <span className="pc-item__side">
                  {state && <StatusBadge label={t.state[state]} tone={tones[state]} />}
                </span>
              </li>
            );
          }} />
        )}
      </Card>
    </div>
  );
}
