/**
 * Read-modify-write on every PUT of the router (DESIGN 'Liberal where real clients are'; the rule: http.ts writeBack,
 * the fields: each resource's contract ReadBack): the record exactly as its GET answered it is accepted and changes
 * nothing; a read-only field changed is refused (400 naming it, nothing changed); a live one is ignored.
 */
import assert from 'node:assert/strict';
import {
  BandSteeringPut,
  DailyRebootPut,
  DateTimePut,
  DenialOfServicePut,
  DevicePut,
  DhcpServerPut,
  EasyMeshPut,
  encodeSecret,
  FactoryDefaultPut,
  GlobalQosPut,
  InterfacePut,
  IotAssistantPut,
  LedPut,
  MirroringPut,
  PppoePut,
  RadioPut,
  readBack,
  type ReadBack,
  RemoteManagementPut,
  RemoteWebAccessPut,
  ResetButtonPut,
  SyslogPut,
  SystemPut,
  Tr069ConfigPut,
  UserPut,
  VoiceAssistantPut,
  WanPut,
  WirelessPut,
  DhcpStaticLease,
  DhcpStaticLeaseInput,
  Filter,
  FilterInput,
  PortRedirect,
  PortRedirectInput,
  DeviceQosRule,
  DeviceQosRuleInput,
} from '@roteador/contract';
import { setup } from './helpers.ts';

type T = ReturnType<typeof setup> & { token: string; qosRule: string };

/** A PUT resource: where its record is read, where it is written, and its read-back. */
interface Case {
  get: string;
  put: string;
  // deno-lint-ignore no-explicit-any
  back: ReadBack<any>;
  /** a GET of a list: its first record */
  first?: boolean;
  /** what the GET withholds and the PUT needs (the password), as it is stored */
  withheld?: Record<string, unknown>;
}

/** A collection's read-back: the whole record or the POST's fields (http.ts records). */
// deno-lint-ignore no-explicit-any
const whole = (record: any, input: any) => readBack(record, input);

function cases(t: T, voice: boolean): Record<string, Case> {
  const id = (list: { id: string }[]) => list[0].id;
  const s = t.emulator.state;
  const table: Record<string, Case> = {
    device: { get: 'device/0', put: 'device/0', back: DevicePut },
    system: { get: 'system/0', put: 'system/0', back: SystemPut },
    user: { get: 'user/0', put: 'user/0', back: UserPut, withheld: { password: s.credentials.password } },
    factory_default: { get: 'factory_default/0', put: 'factory_default/0', back: FactoryDefaultPut },
    daily_reboot: { get: 'daily_reboot/0', put: 'daily_reboot/0', back: DailyRebootPut },
    syslog: { get: 'syslog/0', put: 'syslog/0', back: SyslogPut },
    led: { get: 'led/0', put: 'led/0', back: LedPut },
    datetime: { get: 'datetime/0', put: 'datetime/0', back: DateTimePut },
    reset_button: { get: 'reset_button/0', put: 'reset_button/0', back: ResetButtonPut },
    remote_management: { get: 'remote_management/0', put: 'remote_management/0', back: RemoteManagementPut },
    tr069_config: { get: 'tr069_config/0', put: 'tr069_config/0', back: Tr069ConfigPut },
    mirroring: { get: 'mirroring/0', put: 'mirroring/0', back: MirroringPut },
    wan: { get: 'wan/0', put: 'wan/0', back: WanPut },
    pppoe: { get: 'pppoe/0', put: 'pppoe/0', back: PppoePut },
    dhcp_server: { get: 'dhcp_server', put: `dhcp_server/${s.network.lan.interfaceID}`, back: DhcpServerPut, first: true },
    dhcp_static_lease: { get: `dhcp_static_lease/${id(s.network.leases)}`, put: `dhcp_static_lease/${id(s.network.leases)}`, back: whole(DhcpStaticLease, DhcpStaticLeaseInput) },
    interface: { get: 'interface/lan', put: 'interface/lan', back: InterfacePut },
    radio: { get: 'radio/radio1', put: 'radio/radio1', back: RadioPut },
    wireless: { get: 'wireless/wl1', put: 'wireless/wl1', back: WirelessPut },
    band_steering: { get: 'band_steering/0', put: 'band_steering/0', back: BandSteeringPut },
    filter: { get: `filter/${id(s.security.filters)}`, put: `filter/${id(s.security.filters)}`, back: whole(Filter, FilterInput) },
    natportredirect: { get: `natportredirect/${id(s.security.portRedirects)}`, put: `natportredirect/${id(s.security.portRedirects)}`, back: whole(PortRedirect, PortRedirectInput) },
    remote_web_access: { get: 'remote_web_access/0', put: 'remote_web_access/0', back: RemoteWebAccessPut },
    denial_of_service: { get: 'denial_of_service/0', put: 'denial_of_service/0', back: DenialOfServicePut },
    qos_global: { get: 'qos_global/0', put: 'qos_global/0', back: GlobalQosPut },
    qos_rule: { get: 'qos_rule/QOS', put: 'qos_rule/QOS', back: whole(DeviceQosRule, DeviceQosRuleInput) },
    iot_assistant: { get: 'iot_assistant/0', put: 'iot_assistant/0', back: IotAssistantPut },
    easymesh: { get: 'easymesh/0', put: 'easymesh/0', back: EasyMeshPut },
  };
  if (voice) table.voice_assistant = { get: 'voice_assistant/0', put: 'voice_assistant/0', back: VoiceAssistantPut };
  return table;
}

/** Another value of the same JSON type (a leaf of an object changed). */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...value, structuredClone(value[0] ?? 'x')];
  if (value !== null && typeof value === 'object') {
    const [key] = Object.keys(value);
    return { ...value, [key]: changed((value as Record<string, unknown>)[key]) };
  }
  return 'x';
}

async function ready(profile: unknown): Promise<T> {
  const t = setup({ profile });
  await t.manualClock();
  const token = await t.login();
  const ok = async (method: string, path: string, body: unknown) => {
    const r = await t.json(method, `/api/v1/${path}`, body, token);
    assert.ok(r.status < 300, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  // records the demo does not hold yet: a PPPoE account, a device QoS rule
  await ok('POST', 'pppoe', { username: encodeSecret('cliente'), password: encodeSecret('segredo'), server: '', service: '', mtu: 1492 });
  const mac = t.emulator.state.clients[0].mac;
  const rule = await ok('POST', 'qos_rule', { enabled: true, mode: 'limit', name: 'Teste', target: mac, type: 2, download: 1000, upload: 1000 });
  return Object.assign(t, { token, qosRule: rule.id as string });
}

const stored = (t: T) => JSON.stringify({ ...t.emulator.state, auth: null });

async function roundTrip(t: T, voice: boolean) {
  const table = cases(t, voice);
  const path = (p: string) => `/api/v1/${p.replace('QOS', t.qosRule)}`;
  // every PUT of the router is in the table: a new one cannot skip the rule
  const puts = new Set(
    t.app.routes.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/v1/')).map((r) => r.path.split('/')[3]),
  );
  puts.delete('action'); // an action, not a record (public-clients.test.ts)
  if (!voice) puts.delete('voice_assistant');
  assert.deepEqual([...puts].sort(), Object.keys(table).sort());

  for (const [name, c] of Object.entries(table)) {
    const read = async () => {
      const body = (await t.json('GET', path(c.get), undefined, t.token)).body;
      return c.first ? body[0] : body;
    };
    const record = { ...await read(), ...c.withheld };
    const before = stored(t);
    const put = await t.json('PUT', path(c.put), record, t.token);
    assert.equal(put.status, 200, `${name}: the record as read: ${JSON.stringify(put.body)}`);
    assert.equal(stored(t), before, `${name}: the record as read changes nothing`);
    assert.deepEqual({ ...await read(), ...c.withheld }, record, name);
    for (const field of c.back.readOnly) {
      const body = { ...record, [field]: changed(record[field]) };
      const refused = await t.json('PUT', path(c.put), body, t.token);
      if (c.back.live.includes(field)) {
        assert.equal(refused.status, 200, `${name}.${field} (live) is ignored: ${JSON.stringify(refused.body)}`);
      } else {
        assert.deepEqual([refused.status, refused.body.field], [400, field], `${name}.${field}: ${JSON.stringify(refused.body)}`);
      }
      assert.equal(stored(t), before, `${name}.${field}: nothing changed`);
    }
  }
}

Deno.test('read-modify-write: every PUT takes its record back as read (nothing changes); a changed read-only field is refused, naming it', async () => {
  using t = await ready('demo');
  await roundTrip(t, false);
});

Deno.test('read-modify-write: the voice model\'s voice_assistant too', async () => {
  using t = await ready({ model: 'Twibi Force Voice' });
  await roundTrip(t, true);
});
