/**
 * /network/lan (spec 2 §2.3, §4.10, §5.8): the LAN address and netmask, the DHCP server, and the static leases
 * (listed here, managed at /network/lan/dhcp-lease). 'Salvar' stays disabled until the form is changed and
 * valid; the validators run again on submit; a repeated submit is ignored while saving.
 *
 * The save (§4.10): (1) the leases the new range leaves out are listed and, once confirmed, deleted (cancelling
 * saves nothing); (2) PUT interface/{lan id} and PUT dhcp_server/{interface}; (3) apply; (4) the restart wait of
 * §4.7, then the page reads the router again. Under HTTPS with a new address (state/ip-conflict.ts,
 * addressChangeDecision) the page waits 30 s and offers a link to the new address instead.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { ActionId, timing, usableNetwork, validationMessages, type DhcpStaticLease } from '@roteador/contract';
import { sendAction } from '../../../api/system.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { applyAndWait } from '../../../state/restart.ts';
import { deleteStaticLease, updateDhcpServer } from '../../../api/lan.ts';
import { updateInterface } from '../../../api/interface.ts';
import { addressChangeDecision, type Address } from '../../../state/ip-conflict.ts';
import { type LinkedRule, useFields } from '../../../forms/use-fields.ts';
import { feedback } from '../../../text/feedback.ts';
import { lan as t } from '../../../text/lan.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { ProgressBar } from '../../../ui/spinner.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import {
  changed,
  dhcpUpdate,
  followAddress,
  formOf,
  lanData,
  leasesOutside,
  validateLan,
  type LanData,
  type LanField,
  type LanForm,
} from './data.ts';
import './lan.css';
import { sleep } from '../../../time.ts';

const LEASES = paths.network.leases;

export function LanPage() {
  useSignals();
  const [generation, setGeneration] = useState(0);
  const { value: data, error, retry } = useFreshRead(lanData);
  const body = data
    ? <LanFormView key={generation} data={data} onReload={() => setGeneration((g) => g + 1)} />
    : <Pending error={error} onRetry={retry} />;
  return <NetworkFrame>{body}</NetworkFrame>;
}

type Phase =
  | { kind: 'editing' }
  | { kind: 'confirm'; outside: DhcpStaticLease[] }
  | { kind: 'saving' }
  /** the restart wait shows its own modal (ui/restart-wait.tsx) */
  | { kind: 'restarting' }
  | { kind: 'done' }
  | { kind: 'error' }
  | { kind: 'moving'; ip: string; url: string }
  | { kind: 'moved'; ip: string; url: string };


/** Spec 2 §5.8: a DNS repeated shows as soon as either DNS field is edited (a pre-filled DNS 2 repeated by DNS 1). */
const DNS_REPEATED: LinkedRule<LanField> = { fields: ['dns1', 'dns2'], message: validationMessages.dnsRepeated };

function LanFormView({ data, onReload }: { data: LanData; onReload: () => void }) {
  const [original] = useState<LanForm>(() => formOf(data));
  const { value: form, setValue: setForm, valid, shown, touch } = useFields(original, (f) => validateLan(f, data.wan), [DNS_REPEATED]);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const busy = useRef(false);
  // The last valid LAN address typed: the DHCP range follows it into a new network.
  const lastAddress = useRef<Address>({ ip4: original.ip4, netmask: original.netmask });

  const dirty = changed(form, original);

  const set = (field: LanField, text: string) => {
    let next: LanForm = { ...form, [field]: text };
    const touched: LanField[] = [field];
    if (field === 'ip4' || field === 'netmask') {
      const to = { ip4: next.ip4.trim(), netmask: next.netmask.trim() };
      if (usableNetwork(to)) {
        const followed = followAddress(next, lastAddress.current, to);
        if (followed !== next) touched.push('rangeStart', 'rangeEnd');
        next = followed;
        lastAddress.current = to;
      }
    }
    setForm(next);
    touch(...touched);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    touch('ip4', 'netmask', 'rangeStart', 'rangeEnd', 'dns1', 'dns2', 'dhcpLeaseTime');
    if (!dirty || !valid) return;
    const to = { ip4: form.ip4.trim(), netmask: form.netmask.trim() };
    const outside = leasesOutside(data.leases, form, { from: { ip4: original.ip4, netmask: original.netmask }, to });
    if (outside.length > 0) setPhase({ kind: 'confirm', outside });
    else void save([]);
  }

  async function save(outside: DhcpStaticLease[]) {
    if (busy.current) return;
    busy.current = true;
    setPhase({ kind: 'saving' });
    const address = { ip4: form.ip4.trim(), netmask: form.netmask.trim() };
    const decision = addressChangeDecision(window.location, original.ip4, address.ip4);
    try {
      for (const lease of outside) await deleteStaticLease(lease.id);
      await updateInterface(data.lan.interfaceID, address);
      await updateDhcpServer(data.server.interface, dhcpUpdate(form));
      if (decision.kind === 'reopen') {
        await sendAction(ActionId.Apply);
        setPhase({ kind: 'moving', ip: address.ip4, url: decision.url });
        await sleep(timing.wait.httpsIpChange);
        setPhase({ kind: 'moved', ip: address.ip4, url: decision.url });
        return;
      }
      setPhase({ kind: 'restarting' });
      // false: the wait sent the owner to /login?expired
      if (!(await applyAndWait())) return;
      await lanData.load();
      setPhase({ kind: 'done' });
    } catch {
      busy.current = false;
      setPhase({ kind: 'error' });
    }
  }

  const text = (field: LanField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={label}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={shown(field)}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={15}
      {...extra}
    />
  );

  return (
    <form className="lan-page" onSubmit={submit} noValidate>
      <Card title={t.addressTitle}>
        <p className="lan-intro">{t.addressIntro}</p>
        <div className="lan-grid">
          {text('ip4', t.ip)}
          {text('netmask', t.netmask)}
        </div>
      </Card>
      <Card title={t.dhcpTitle}>
        <p className="lan-intro">{t.dhcpIntro}</p>
        <Toggle label={t.dhcpEnabled} checked={form.enabled} onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))} />
        {form.enabled && (
          <div className="lan-grid">
            {text('rangeStart', t.rangeStart)}
            {text('rangeEnd', t.rangeEnd)}
            {text('dns1', t.dns1)}
            {text('dns2', t.dns2)}
            {text('dhcpLeaseTime', t.leaseTime, { inputMode: 'numeric', maxLength: 4 })}
          </div>
        )}
      </Card>
      <Card title={t.leasesTitle} className="lan-leases">
        <p className="lan-intro">{t.leasesCount(data.leases.length)}</p>
        {data.leases.length > 0 && (
          <ul className="lan-leases__list" aria-label={t.leasesTitle}>
            {data.leases.map((lease) => (
              <li key={lease.id}>
                <span className="lan-leases__name">{lease.description || lease.mac}</span>
                <span className="lan-leases__ip">{lease.ip}</span>
              </li>
            ))}
          </ul>
        )}
        <Link className="btn btn--secondary" to={LEASES}>{t.leasesLink}</Link>
      </Card>
      <div className="lan-actions">
        <p className="lan-intro">{t.restartNotice}</p>
        <Button type="submit" disabled={!dirty || !valid} busy={phase.kind === 'saving' || phase.kind === 'restarting'}>{t.save}</Button>
      </div>

      {phase.kind === 'confirm' && (
        <OutsideDialog
          leases={phase.outside}
          onConfirm={() => void save(phase.outside)}
          onCancel={() => setPhase({ kind: 'editing' })}
        />
      )}
      {phase.kind === 'saving' && <WaitModal />}
      {phase.kind === 'done' && <DoneModal title={feedback.applied} onClose={onReload} />}
      {phase.kind === 'error' && <ErrorModal message={t.error} onClose={() => setPhase({ kind: 'editing' })} />}
      {phase.kind === 'moving' && (
        <Modal title={t.movedTitle}>
          <p>{t.movedBody(phase.ip)}</p>
          <ProgressBar label={t.movedWaiting} />
        </Modal>
      )}
      {phase.kind === 'moved' && (
        <Modal title={t.movedTitle} alert actions={<a className="btn btn--primary" href={phase.url}>{t.openNew(phase.url)}</a>}>
          <p>{t.movedBody(phase.ip)}</p>
        </Modal>
      )}
    </form>
  );
}

/** §4.10 step 1: which reservations go, before anything is written. */
function OutsideDialog({ leases, onConfirm, onCancel }: { leases: DhcpStaticLease[]; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog title={t.outsideTitle} message={t.outsideBody(leases.length)} cancelLabel={t.cancel}
      confirmLabel={t.outsideConfirm} danger onConfirm={onConfirm} onCancel={onCancel}>
      <ul className="lan-outside" aria-label={t.outsideTitle}>
        {leases.map((l) => <li key={l.id}>{t.outsideItem(l.description || l.mac, l.ip)}</li>)}
      </ul>
    </ConfirmDialog>
  );
}
