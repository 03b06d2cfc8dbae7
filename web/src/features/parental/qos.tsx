/**
 * CONTROLE DE BANDA (spec 3 §2, §3, §5, §9): 'Regras de Controle de Banda' with MAC, Download and Upload in Mbps
 * (stored kbps ÷ 1000, two decimals); the form sets prioritize or limit and two sliders, 0 to 100 % of the global
 * speed (GET qos_global) in steps of 5. Rules: the contract's validateDeviceQos (the router's qos_rule).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  colonMac,
  sameMac,
  DEVICE_QOS_TYPE,
  type DeviceQosRule,
  type GlobalQos,
  type QosMode,
  qosKbps,
  qosPercent,
  timing,
  validateDeviceQos,
} from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { createDeviceQosRule, deleteDeviceQosRule, updateDeviceQosRule } from '../../api/parental.ts';
import { getGlobalQos } from '../../api/security.ts';
import { connectedDevices } from '../../state/devices.ts';
import { qosRules } from '../../state/parental.ts';
import { createResource } from '../../state/resource.ts';
import { qos as t, remote } from '../../text/parental.ts';
import { Pending } from '../../ui/pending.tsx';
import { useSaveFlow } from '../../ui/save-flow.tsx';
import { useDeviceName } from './blocks.tsx';
import { DeviceSelect } from './common.tsx';
import { RuleFormCard, RuleList, type RuleFormProps } from './rule-list.tsx';

const globalQos = createResource<GlobalQos>(() => getGlobalQos());
export function QosRules({ mac }: { mac?: string }) {
  useSignals();
  useEffect(() => {
    void qosRules.load();
    void globalQos.load();
  }, []);
  const name = useDeviceName();
  const all = qosRules.data.value;
  const global = globalQos.data.value;
  const failed = qosRules.error.value ?? globalQos.error.value;
  if (!all || !global) {
    return <Pending title={remote.qosLoad} error={failed} onRetry={() => void askAgain(async () => { void qosRules.load(); void globalQos.load(); })} />;
  }
  const list = all.filter((r) => !mac || sameMac(r.target, mac));
  const canAdd = !mac || list.length === 0; // a device has one rule at most
  return (
    <RuleList title={t.listTitle} empty={t.empty} text={t} items={list} name={(r) => colonMac(r.target)} canAdd={canAdd}
      reload={() => void qosRules.load()} remove={(r) => deleteDeviceQosRule(r.id)} removeError={t.deleteError}
      main={(r) => (
        <>
          <span className="pc-item__name">{name(r.target)}</span>
          <span className="pc-item__data">
            {t.mac}: {colonMac(r.target)} · {r.mode === 'limit' ? t.limit : t.prioritize}
          </span>
          <span className="pc-item__data">
            {t.download}: {t.rate(r.download)} · {t.upload}: {t.rate(r.upload)}
          </span>
        </>
      )}
      form={(props) => <QosForm mac={mac} global={global} others={all.filter((r) => r.id !== props.editing?.id)} {...props} />} />
  );
}

function Slider({ label, percent, kbps, onChange }: { label: string; percent: number; kbps: number; onChange: (p: number) => void }) {
  return (
    <div className="pc-slider">
      <label>
        {t.slider(label, percent, kbps)}
        <input type="range" min={0} max={100} step={timing.limits.deviceQosStepPercent} value={percent}
          aria-label={label} onChange={(e) => onChange(Number(e.target.value))} />
      </label>
    </div>
  );
}

function QosForm({ editing, mac, global, others, onCancel, onDone }: RuleFormProps<DeviceQosRule> & {
  mac?: string;
  global: GlobalQos;
  others: readonly DeviceQosRule[];
}) {
  useSignals();
  const [original] = useState(() => ({
    target: editing ? colonMac(editing.target) : mac ?? '',
    mode: (editing?.mode ?? 'limit') as QosMode,
    down: editing ? qosPercent(editing.download, global.global_download) : 50,
    up: editing ? qosPercent(editing.upload, global.global_upload) : 50,
  }));
  const [value, setValue] = useState(original);
  const [touched, setTouched] = useState(false);
  const flow = useSaveFlow();
  const download = qosKbps(value.down, global.global_download);
  const upload = qosKbps(value.up, global.global_upload);
  const errors = validateDeviceQos({ target: value.target, download, upload }, others,
    { download: global.global_download, upload: global.global_upload });
  const valid = Object.keys(errors).length === 0;
  const changed = JSON.stringify(value) !== JSON.stringify(original);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || !valid || !changed) return;
    const host = connectedDevices.data.value?.find((d) => sameMac(d.mac, value.target))?.hostname;
    const input = {
      enabled: true, mode: value.mode, name: host || colonMac(value.target), target: value.target, type: DEVICE_QOS_TYPE, download, upload,
    };
    await flow.run(() => (editing ? updateDeviceQosRule(editing.id, input) : createDeviceQosRule(input)), editing ? t.updateError : t.createError);
  }
  return (
    <RuleFormCard title={editing ? t.formEdit : t.formAdd} text={t} flow={flow} canSave={changed && valid}
      onSubmit={submit} onCancel={onCancel} onDone={onDone}>
      {!mac && (
        <DeviceSelect mac={value.target} error={touched || value.target ? errors.target : undefined}
          onChange={(target) => { setValue((v) => ({ ...v, target })); setTouched(true); }} />
      )}
      {mac && errors.target && <p className="pc-day__error" role="alert">{errors.target}</p>}
      <fieldset className="pc-choice">
        <legend>{t.mode}</legend>
        {(['prioritize', 'limit'] as const).map((mode) => (
          <label key={mode}>
            <input type="radio" name="qos-mode" checked={value.mode === mode} onChange={() => setValue((v) => ({ ...v, mode }))} />
            {mode === 'limit' ? t.limit : t.prioritize}
          </label>
        ))}
      </fieldset>
      <p className="pc-intro">{t.ofGlobal}</p>
      <Slider label={t.download} percent={value.down} kbps={download} onChange={(down) => setValue((v) => ({ ...v, down }))} />
      <Slider label={t.upload} percent={value.up} kbps={upload} onChange={(up) => setValue((v) => ({ ...v, up }))} />
    </RuleFormCard>
  );
}
