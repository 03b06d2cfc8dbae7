/**
 * What the parental pages share: the remote-load error with 'Tentar novamente' (spec 3 §8: the remote settings need
 * the internet), a labelled select, the device select ('hostname - MAC', or 'Outro' to type a MAC: spec 3 §2), the
 * page tabs (?tab=…) and a rule's status badge.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { MAC_MAX_LENGTH, sameMac, timing } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { connectedDevices, useConnectedDevicesPoll } from '../../state/devices.ts';
import { fixedBlocks, scheduledBlocks, schedules } from '../../state/parental.ts';
import { routerClock } from '../../state/time.ts';
import { picker as tp, remote as tr } from '../../text/parental.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import './parental.css';

/**
 * The reads a device's block state waits on, asked again (the 'Tentar novamente' of their failure or of their slow
 * notice): the fixed and scheduled blocks, the schedules and the router's clock, not joining the reads in flight.
 */
export function retryBlockState(): void {
  void askAgain(async () => {
    void fixedBlocks.load();
    void scheduledBlocks.load();
    void schedules.load();
    void routerClock.load();
  });
}

export function RemoteError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="error-state pc-remote-error" role="alert">
      <AlertIcon className="error-state__icon" />
      <div className="error-state__text">
        <p className="error-state__title">{message}</p>
        <p className="error-state__detail">{tr.internetNote}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>{tr.retry}</Button>
    </div>
  );
}

export function Select({ label, hidden, value, options, error, onChange, children }: {
  label: string;
  /** the part of the label only assistive technology reads (e.g. ' 1 de Segunda-feira' after 'Início') */
  hidden?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={['field', error && 'field--error'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>{label}{hidden && <span className="visually-hidden">{hidden}</span>}</label>
      <div className="field__control pc-select-row">
        <select id={id} className="field__input pc-select" value={value} aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        {children}
      </div>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

const OTHER = '__other__';

/** The device of a rule: a connected device ('hostname - MAC'), or 'Outro' and a typed MAC. */
export function DeviceSelect({ mac, error, onChange }: { mac: string; error?: string; onChange: (mac: string) => void }) {
  useSignals();
  useConnectedDevicesPoll(timing.poll.connectedDevices);
  const [other, setOther] = useState(false);
  const devices = (connectedDevices.data.value ?? []).filter((d) => d.signalLevel !== -100);
  const known = devices.some((d) => sameMac(d.mac, mac));
  const typing = other || (mac !== '' && !known && connectedDevices.data.value !== undefined);
  const options = [
    { value: '', label: tp.choose },
    ...devices.map((d) => ({ value: d.mac.toUpperCase(), label: tp.option(d.hostname, d.mac.toUpperCase()) })),
    { value: OTHER, label: tp.other },
  ];
  return (
    <>
      <Select label={tp.device} value={typing ? OTHER : mac.toUpperCase()} options={options} error={typing ? undefined : error}
        onChange={(v) => {
          setOther(v === OTHER);
          onChange(v === OTHER ? '' : v);
        }} />
      {typing && (
        <Field label={tp.mac} value={mac} maxLength={MAC_MAX_LENGTH} autoComplete="off" spellCheck={false}
          placeholder="00:00:00:00:00:00" error={error} onChange={(e) => onChange(e.target.value)} />
      )}
    </>
  );
}

export interface TabDef {
  id: string;
  label: string;
}

/** The page's tabs: links to ?tab=<id>; the first is the default. */
export function useTab(tabs: readonly TabDef[]): string {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return tabs.some((t) => t.id === asked) ? asked! : tabs[0].id;
}

export function ParentalTabs({ tabs, current, label }: { tabs: readonly TabDef[]; current: string; label: string }) {
  return (
    <nav className="pc-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.id} to={`?tab=${t.id}`} replace role="tab" aria-selected={t.id === current}
          className={['pc-tabs__tab', t.id === current && 'pc-tabs__tab--active'].filter(Boolean).join(' ')}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

export function StatusBadge({ label, tone, title }: { label: string; tone: 'ok' | 'wait' | 'bad' | 'off'; title?: string }) {
  return <span className={`pc-badge pc-badge--${tone}`} title={title}>{label}</span>;
}
