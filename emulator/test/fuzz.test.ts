/**
 * Fuzz of every write route (POST, PUT, PATCH, DELETE of /api/v1, /cloud and /__emulator, read from the Hono app
 * itself): thousands of generated JSON bodies, sent with a valid token, mixing prototype keys (`__proto__`,
 * `constructor`, `prototype`…) at every depth, the route's own fields with wrong types, huge and non-finite numbers,
 * 60 KB strings and nested arrays, and valid bodies changed in one field; path parameters now and then a prototype
 * name. Deterministic (a seeded generator). No answer is a 5xx (a proxied node's neither); a refusal (4xx) changes
 * nothing (the state compared on a manual clock); nothing pollutes Object.prototype.
 */
import assert from 'node:assert/strict';
import { API_BASE, CLOUD_BASE, CONTROL_BASE, deviceIdOf, encodeSecret, firmwareImageHeader, weekDays } from '@roteador/contract';
import { DEMO, setup, prng } from './helpers.ts';

/** How many bodies, over the two devices below. */
const BODIES = 5400;
/**
 * A mesh controller with parental-control records (their updates and deletes meet one), then the voice model (its
 * own routes) with none yet (parental control's state is created on first use: a refusal must not keep it).
 */
const PROFILES = [{ profile: { meshAgents: 2 }, parental: true }, { profile: { model: 'Twibi Force Voice', meshAgents: 1 }, parental: false }];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineSetter__'];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** A block schedule's week: mornings on Mondays. */
const WEEK = Object.fromEntries(weekDays.map((d) => [d, { time_windows: d === 'monday' ? [{ start_time: '08:00', end_time: '12:00' }] : [] }]));
/** Numbers JSON cannot carry, written into the text as 1e999 (parsed as Infinity) and -1e999. */
const INF = '@@INF@@';
const NINF = '@@NINF@@';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An object with these own entries, `__proto__` included as a plain key (a literal would set the prototype). */
function entries(pairs: [string, Json][]): { [k: string]: Json } {
  const o: { [k: string]: Json } = {};
  for (const [k, v] of pairs) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

function generator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;
  const polluting = (): Json => entries([['polluted', true], ['isAdmin', true], ['toString', 'x']]);
  const nested = (depth: number, leaf: () => Json): Json => (depth <= 0 ? leaf() : chance(0.5) ? [nested(depth - 1, leaf)] : entries([[pick(PROTOTYPE_KEYS), nested(depth - 1, leaf)]]));
  const scalars: (() => Json)[] = [
    () => -1, () => 0, () => 1, () => 1e308, () => -1e308, () => INF, () => NINF, () => 2 ** 53 + 1, () => 0.5, () => 5e-324,
    () => -0.000001, () => 65536, () => 4294967296, () => 'NaN', () => 'Infinity', () => '-1', () => '1e308', () => '', () => ' ',
    () => pick(PROTOTYPE_KEYS), () => 'x'.repeat(60 * 1024), () => 'é'.repeat(20 * 1024), () => '\u0000', () => '../../etc/passwd',
    () => '<script>alert(1)</script>', () => '$(reboot)', () => '😀'.repeat(40), () => 'AA:BB:CC:00:00:02', () => '192.168.0.1',
    () => true, () => false, () => null,
  ];
  const scalar = (): Json => pick(scalars)();
  const nasty = (): Json => {
    const r = random();
    if (r < 0.55) return scalar();
    if (r < 0.65) return [];
    if (r < 0.7) return {};
    if (r < 0.8) return nested(1 + Math.floor(random() * 12), scalar);
    if (r < 0.9) return entries([[pick(PROTOTYPE_KEYS), polluting()], ['polluted', true]]);
    if (r < 0.95) return Array.from({ length: 1 + Math.floor(random() * 300) }, () => scalar() as Json).slice(0, 300);
    return entries([['constructor', entries([['prototype', polluting()]])]]);
  };

  /** Prototype keys added at every depth of a value (objects get one, arrays carry them inside). */
  const withPrototypeKeys = (v: Json, depth = 0): Json => {
    if (Array.isArray(v)) return v.map((x) => withPrototypeKeys(x, depth + 1));
    if (v === null || typeof v !== 'object') return v;
    const pairs: [string, Json][] = Object.entries(v).map(([k, x]) => [k, withPrototypeKeys(x, depth + 1)]);
    pairs.push([pick(PROTOTYPE_KEYS), chance(0.5) ? polluting() : scalar()]);
    return entries(pairs);
  };

  /** The valid body with one field (at any depth) changed, removed, or a prototype key beside it. */
  const mutate = (v: Json): Json => {
    if (v === null || typeof v !== 'object') return nasty();
    if (Array.isArray(v)) {
      if (!v.length || chance(0.2)) return nasty();
      const i = Math.floor(random() * v.length);
      return v.map((x, j) => (j === i ? mutate(x) : x));
    }
    const keys = Object.keys(v);
    const r = random();
    if (!keys.length || r < 0.15) return entries([...Object.entries(v), [pick(PROTOTYPE_KEYS), nasty()]]);
    const key = pick(keys);
    if (r < 0.25) return entries(Object.entries(v).filter(([k]) => k !== key));
    return entries(Object.entries(v).map(([k, x]): [string, Json] => [k, k === key ? (chance(0.6) ? nasty() : mutate(x)) : x]));
  };

  /** A body of the route's own field names, each a value of the wrong kind, prototype keys among them. */
  const fieldSoup = (sample: Json): Json => {
    const names = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
    const pairs: [string, Json][] = [];
    for (const name of names) if (chance(0.6)) pairs.push([name, chance(0.3) && sample ? mutate((sample as Record<string, Json>)[name]) : nasty()]);
    for (let i = Math.floor(random() * 3); i > 0; i--) pairs.push([pick(PROTOTYPE_KEYS), nasty()]);
    return entries(pairs);
  };

  const topLevel: (() => Json)[] = [
    () => null, () => 0, () => 'x', () => [], () => [{}], () => true, () => nested(30, () => 1), () => nested(40, () => 1), () => INF,
    () => entries([['__proto__', polluting()]]), () => entries([['constructor', entries([['prototype', polluting()]])]]),
  ];

  return {
    body(sample: Json): Json {
      const r = random();
      if (r < 0.35) return mutate(sample);
      if (r < 0.75) return fieldSoup(sample);
      if (r < 0.88) return withPrototypeKeys(chance(0.5) ? sample : mutate(sample));
      return pick(topLevel)();
    },
    random,
    chance,
    pick,
  };
}

/** The JSON text of a generated body, the non-finite markers as numbers JSON.parse reads as ±Infinity. */
const text = (body: Json) => JSON.stringify(body).replaceAll(`"${INF}"`, '1e999').replaceAll(`"${NINF}"`, '-1e999');

/** The first few places where two JSON values differ ('network.lan.ip4'). */
function differences(a: unknown, b: unknown, at = '', out: string[] = []): string[] {
  if (out.length >= 4 || JSON.stringify(a) === JSON.stringify(b)) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], at ? `${at}.${k}` : k, out);
    }
    return out;
  }
  out.push(at || '(root)');
  return out;
}

Deno.test(`fuzz: ${BODIES} generated bodies on every write route — no 5xx, a refusal changes nothing, no prototype polluted`, async () => {
  using t = setup({ profile: PROFILES[0].profile });
  const gen = generator(prng(0xf022));
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();

  const routes = [...new Map(t.app.routes
    .filter((r) => WRITE_METHODS.includes(r.method))
    .filter((r) => [API_BASE, CLOUD_BASE, CONTROL_BASE].some((b) => r.path.startsWith(`${b}/`)))
    .map((r) => [`${r.method} ${r.path}`, { method: r.method, pattern: r.path }])).values()];

  let token = '';
  let agentToken = '';
  let snapshot = '';
  /** The state as GET /__emulator/state answers it (its text). */
  const state = async () => await (await t.app.request(`${CONTROL_BASE}/state`)).text();
  const agentIp = () => t.emulator.state.agents[0]?.node?.ip ?? '192.168.0.2';

  /**
   * The device of `profile`, on a manual clock, with a session on it and on its first agent, and with `parental` one
   * record of each parental-control kind (PARENTAL_IDS), so their updates and deletes meet a record.
   */
  async function fresh({ profile, parental }: (typeof PROFILES)[number]) {
    assert.equal((await t.control('POST', '/reset', { profile, seed: 1 })).status, 200);
    await t.manualClock();
    token = await t.login();
    agentToken = await t.nodeLogin(token, agentIp());
    snapshot = await state();
    if (!parental) return;
    const s = t.emulator.state;
    const cloud = `${CLOUD_BASE}/parental/${deviceIdOf(s.device.mac)}`;
    const [first, second] = s.clients.map((c) => c.mac);
    for (const [path, body] of [
      [`${cloud}/schedule`, { name: 'Escola', week: WEEK }],
      [`${cloud}/scheduled_block`, { scheduleid: '1', target: first }],
      [`${cloud}/urlfilter`, { mac: first, url: 'jogos.com.br', description: 'Jogos' }],
      [`${cloud}/block`, { target: second }],
      [`${API_BASE}/qos_rule`, { enabled: true, mode: 'limit', name: 'Fuzz', target: first, type: 2, download: 1000, upload: 1000 }],
    ] as const) {
      const res = await t.json('POST', path, body, token);
      assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
    }
    snapshot = await state();
  }
  /** The id of each parental-control record fresh() makes, by the path's resource. */
  const PARENTAL_IDS: Record<string, string> = { schedule: '1', scheduled_block: '2', urlfilter: '3', block: '4', qos_rule: '5' };

  /** Samples of valid bodies: what the route's GET answers, or the README's examples. */
  async function samples(): Promise<Map<string, Json>> {
    const s = t.emulator.state;
    const read = async (path: string) => (await t.json('GET', path, undefined, token)).body as Json;
    const first = async (path: string) => {
      const list = await read(path);
      const record = Array.isArray(list) ? list[0] : list;
      if (!record || typeof record !== 'object' || Array.isArray(record)) return {};
      const { id: _id, ...rest } = record as Record<string, Json>;
      return rest as Json;
    };
    const client = s.clients[0].mac;
    const image = btoa(`${firmwareImageHeader(s.device.model, '9.9.9')}${'x'.repeat(64)}`);
    const m = new Map<string, Json>();
    const api = (path: string) => `${API_BASE}/${path}`;
    const put = async (path: string, get = path) => m.set(`PUT ${api(path)}`, await read(api(get)));
    m.set(`POST ${api('session')}`, { username: encodeSecret(DEMO.username), password: encodeSecret(DEMO.password) });
    m.set(`POST ${api('action')}`, { actionID: 3 });
    m.set(`POST ${api('upgrade_by_remote')}`, { deviceid: deviceIdOf(s.device.mac), last: '9.9.9', current: s.device.fw_version });
    m.set(`POST ${api('upgrade_by_parts')}`, { current: 1, total: 1, content: image });
    m.set(`POST ${api('http_request')}`, { dest: `${agentIp()}${API_BASE}/device/0`, method: 2, token: agentToken, body: { leds: false } });
    m.set(`POST ${api('ping')}`, { host: '8.8.8.8', packet_size: 56, packets_qty: 4, hops_limit: 64, deadline_seconds: 0, ip6: false });
    m.set(`POST ${api('traceroute')}`, { host: '8.8.8.8', hops_limit: 30, deadline_seconds: 5, ip6: false, packet_len: 60, first_ttl: 1 });
    m.set(`POST ${api('pppoe')}`, { username: encodeSecret('cliente'), password: encodeSecret('senha123'), server: '', service: '', mtu: 1492 });
    m.set(`POST ${api('qos_rule')}`, { enabled: true, mode: 'limit', name: 'Fuzz 2', target: s.clients[2].mac, type: 2, download: 1000, upload: 1000 });
    for (const path of ['filter', 'natportredirect', 'dhcp_static_lease', 'wireless']) m.set(`POST ${api(path)}`, await first(api(path)));
    for (const path of ['filter/:id', 'natportredirect/:id', 'dhcp_static_lease/:id', 'wireless/:id', 'qos_rule/:id']) {
      m.set(`PUT ${api(path)}`, m.get(`POST ${api(path.split('/')[0])}`) ?? {});
    }
    for (const path of ['device', 'system', 'daily_reboot', 'syslog', 'led', 'datetime', 'reset_button', 'remote_management', 'tr069_config', 'mirroring', 'easymesh', 'voice_assistant', 'wan', 'iot_assistant']) {
      const record = await first(api(path));
      m.set(`PUT ${api(path)}`, record);
      m.set(`PUT ${api(`${path}/:id`)}`, record);
    }
    await put('user/:id', 'user/0');
    m.set(`PUT ${api('user/:id')}`, { username: encodeSecret('admin'), password: encodeSecret('Nova@Senha2026') });
    m.set(`PUT ${api('factory_default/:id')}`, { is_default: false });
    m.set(`PUT ${api('dhcp_server/:iface')}`, await first(api('dhcp_server')));
    m.set(`PUT ${api('interface/:id')}`, { ip4: '192.168.1.1', netmask: '255.255.255.0' });
    m.set(`PUT ${api('pppoe/:id')}`, m.get(`POST ${api('pppoe')}`)!);
    m.set(`PUT ${api('radio/:id')}`, await first(api('radio')));
    m.set(`PUT ${api('band_steering/:id')}`, { enabled: true });
    m.set(`PUT ${api('remote_web_access/:id')}`, { port: 8088 });
    m.set(`PUT ${api('denial_of_service/:id')}`, await first(api('denial_of_service')));
    m.set(`PUT ${api('qos_global/:id')}`, await first(api('qos_global')));
    const cloud = (path: string) => `${CLOUD_BASE}/parental/:deviceid/${path}`;
    m.set(`POST ${cloud('schedule')}`, { name: 'Ferias', week: WEEK });
    m.set(`PUT ${cloud('schedule/:id')}`, { name: 'Escola', week: WEEK });
    m.set(`POST ${cloud('scheduled_block')}`, { scheduleid: '1', target: s.clients[2].mac });
    m.set(`PUT ${cloud('scheduled_block/:id')}`, { scheduleid: '1', target: client });
    m.set(`POST ${cloud('urlfilter')}`, { mac: client, url: 'video.com.br', description: 'Videos' });
    m.set(`PUT ${cloud('urlfilter/:id')}`, { mac: client, url: 'jogos.com.br', description: 'Jogos' });
    m.set(`POST ${cloud('block')}`, { target: s.clients[2].mac });
    const control = (path: string) => `${CONTROL_BASE}/${path}`;
    m.set(`POST ${control('reset')}`, { profile: 'demo', seed: 2 });
    m.set(`POST ${control('faults')}`, { method: 'GET', path: '/api/v1/status', status: 503, times: 1 });
    m.set(`POST ${control('clock')}`, { mode: 'manual', advanceMs: 1000 });
    m.set(`POST ${control('firmware-update')}`, { active: true });
    m.set(`POST ${control('mesh/nodes')}`, { model: 'EX-1500', name: 'Sotao' });
    m.set(`PATCH ${control('mesh/nodes/:mac')}`, { online: false, rssi: -60, backhaul: 2 });
    m.set(`POST ${control('mesh/nodes/:mac/proxy-fault')}`, { code: 'timeout', times: 2 });
    m.set(`POST ${control('mesh/pending')}`, { model: 'EX-1500' });
    m.set(`POST ${control('mesh/unavailable')}`, { active: true });
    m.set(`POST ${control('internet')}`, { up: false });
    m.set(`POST ${control('traffic')}`, { downloadMbps: 100, uploadMbps: 20 });
    m.set(`POST ${control('firmware')}`, { last: '9.9.9', mac: s.device.mac });
    m.set(`POST ${control('limits')}`, { static_leases: 4, wifi: 2, port_forward: 3, filters: 5 });
    m.set(`POST ${control('cable')}`, { plugged: false });
    m.set(`POST ${control('wan-detect')}`, { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' });
    m.set(`POST ${control('wan')}`, { ip4: '100.64.0.10', netmask: '255.255.255.0', gateway: '100.64.0.1' });
    m.set(`POST ${control('devices')}`, { hostname: 'Fuzz', mac: '02:00:00:00:AA:01', ip: '192.168.0.200', link: '5', signalLevel: -60 });
    m.set(`PATCH ${control('devices/:mac')}`, { hostname: 'Fuzz', link: 'wired', signalLevel: 0, downloadMbps: 5, roams: true });
    m.set(`POST ${control('parental/fail')}`, { times: 3 });
    return m;
  }

  /** The route's path, its parameters values the device has — now and then a prototype name instead. */
  function fill(pattern: string): string {
    const s = t.emulator.state;
    const resource = pattern.startsWith(`${API_BASE}/`) ? pattern.slice(API_BASE.length + 1).split('/')[0] : pattern;
    const ids: Record<string, string | undefined> = {
      radio: s.network.radios[0]?.id,
      wireless: s.network.wireless[1]?.id ?? s.network.wireless[0]?.id,
      interface: s.network.lan.interfaceID,
      dhcp_static_lease: s.network.leases[0]?.id,
      filter: s.security.filters[0]?.id,
      natportredirect: s.security.portRedirects[0]?.id,
    };
    const parental = pattern.split('/').find((part) => Object.hasOwn(PARENTAL_IDS, part));
    const value = (name: string) => {
      if (gen.chance(0.1)) return gen.pick(PROTOTYPE_KEYS);
      if (name === ':deviceid') return deviceIdOf(s.device.mac);
      if (name === ':iface') return s.network.lan.interfaceID;
      if (name === ':mac') return pattern.includes('/devices/') ? s.clients[0].mac : s.agents[0]?.device.mac ?? s.device.mac;
      if (pattern.startsWith(`${CONTROL_BASE}/faults`)) return 'f1';
      if (parental) return PARENTAL_IDS[parental];
      return (Object.hasOwn(ids, resource) ? ids[resource] : undefined) ?? '0';
    };
    return pattern.replace(/:[a-z]+/g, (name) => encodeURIComponent(value(name)));
  }

  /** The answer; a request waiting on the virtual clock (a ping, a traceroute) gets the clock moved on for it. */
  async function send(method: string, path: string, body: string): Promise<{ status: number; text: string }> {
    const pending = Promise.resolve(t.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }));
    let done = false;
    pending.finally(() => (done = true)).catch(() => {});
    for (let turns = 0; !done; turns++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!done && t.emulator.clock.sleeping > 0) t.emulator.clock.advance(60 * 60 * 1000);
      assert.ok(turns < 1000, `${method} ${path} never answered`);
    }
    const res = await pending;
    return { status: res.status, text: await res.text() };
  }

  const problems = new Map<string, { count: number; example: string }>();
  const problem = (key: string, example: string) => {
    const seen = problems.get(key);
    if (seen) seen.count++;
    else problems.set(key, { count: 1, example });
  };

  let sent = 0;
  const counts = { accepted: 0, refused: 0 };
  for (const [p, profile] of PROFILES.entries()) {
    await fresh(profile);
    const sampleOf = await samples();
    const share = p === 0 ? Math.ceil(BODIES * 2 / 3) : BODIES - sent;
    for (let i = 0; i < share; i++, sent++) {
      const route = routes[i % routes.length];
      const known = sampleOf.get(`${route.method} ${route.pattern}`) ?? {};
      // the proxy's sample carries the agent's session of now (each fresh device has a new one)
      const sample = route.pattern.endsWith('/http_request') ? { ...(known as Record<string, Json>), token: agentToken } : known;
      const path = fill(route.pattern);
      const body = text(gen.body(sample));
      const res = await send(route.method, path, body);
      const where = `${route.method} ${route.pattern}`;
      const shown = `${route.method} ${path} ${body.slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
      if (res.status >= 500) problem(`${where}: ${res.status}`, shown);
      if (res.status >= 200 && res.status < 300 && route.pattern.endsWith('/http_request')) {
        const inner = JSON.parse(res.text) as { status?: number };
        if ((inner.status ?? 0) >= 500) problem(`${where}: the node answered ${inner.status}`, shown);
      }
      if (res.status >= 400 && res.status < 500) {
        counts.refused++;
        const now = await state();
        // a refused login is counted (the lockout): the one refusal that changes the state, by design
        const counted = route.pattern === `${API_BASE}/session` && res.status === 401;
        if (now !== snapshot && !counted) {
          problem(`${where}: ${res.status} changed the state`, `${shown}\n    changed: ${differences(JSON.parse(snapshot), JSON.parse(now)).join(', ')}`);
          await fresh(profile);
        } else snapshot = now;
      } else {
        counts.accepted++;
        await fresh(profile);
      }
    }
  }

  console.log(`fuzz: ${sent} bodies on ${routes.length} write routes: ${counts.accepted} accepted, ${counts.refused} refused`);
  const report = [...problems].map(([key, { count, example }]) => `${key} (×${count})\n    ${example}`);
  assert.deepEqual(report, []);
  assert.ok(sent >= 5000);
  // 100 write routes on 2026-12-02: a route lost from the app shows here
  assert.ok(routes.length >= 100, `only ${routes.length} write routes`);
  // nothing reached a prototype
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin']) {
    assert.equal(probe[key], undefined, `Object.prototype.${key}`);
    assert.equal(([] as unknown as Record<string, unknown>)[key], undefined, `Array.prototype.${key}`);
  }
  assert.equal(Object.getOwnPropertyNames(Object.prototype).sort().join(), prototypeNames);
  assert.equal(typeof probe.toString, 'function');
});
