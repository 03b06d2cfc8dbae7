/**
 * The door of every authenticated route: each route the router's Hono app serves (read from the app itself, so a
 * route added later is in the matrix without a change here) × each method it serves × each token a client must not
 * get through with. Every cell answers 401 and changes nothing (the state compared before and after, on a manual
 * clock) — on the local device, on a mesh agent reached on its own loopback address, and on that agent through the
 * controller's http_request (the proxy answers 200 with the node's 401 inside).
 */
import assert from 'node:assert/strict';
import { API_BASE, CLOUD_BASE, encodeSecret, timing } from '@roteador/contract';
import { nodeApp } from '../src/api/index.ts';
import type { DeviceState } from '../src/device/state.ts';
import { DEMO, setup, prng } from './helpers.ts';

/**
 * The routes served without a token, each with why; every other route of /api/v1 and /cloud is in the matrix (a new
 * public route fails the test until it is listed here).
 */
const PUBLIC: Record<string, string> = {
  [`POST ${API_BASE}/session`]: 'the login itself',
  [`GET ${API_BASE}/status`]: 'read at start-up, before any login (the UI decides login or wizard from it)',
  [`GET ${CLOUD_BASE}/fwapi/versions/:deviceid`]: 'the firmware service: not the router, no router token (keyed by deviceid)',
  [`GET ${CLOUD_BASE}/update/:deviceid`]: 'the firmware service: an upgrade\'s progress, polled while the router reboots',
  [`GET ${CLOUD_BASE}/parental/:deviceid/schedule`]: 'the parental-control service: a remote service, no router token',
  [`POST ${CLOUD_BASE}/parental/:deviceid/schedule`]: 'the parental-control service',
  [`PUT ${CLOUD_BASE}/parental/:deviceid/schedule/:id`]: 'the parental-control service',
  [`DELETE ${CLOUD_BASE}/parental/:deviceid/schedule/:id`]: 'the parental-control service',
  [`GET ${CLOUD_BASE}/parental/:deviceid/scheduled_block`]: 'the parental-control service',
  [`POST ${CLOUD_BASE}/parental/:deviceid/scheduled_block`]: 'the parental-control service',
  [`PUT ${CLOUD_BASE}/parental/:deviceid/scheduled_block/:id`]: 'the parental-control service',
  [`DELETE ${CLOUD_BASE}/parental/:deviceid/scheduled_block/:id`]: 'the parental-control service',
  [`GET ${CLOUD_BASE}/parental/:deviceid/urlfilter`]: 'the parental-control service',
  [`POST ${CLOUD_BASE}/parental/:deviceid/urlfilter`]: 'the parental-control service',
  [`PUT ${CLOUD_BASE}/parental/:deviceid/urlfilter/:id`]: 'the parental-control service',
  [`DELETE ${CLOUD_BASE}/parental/:deviceid/urlfilter/:id`]: 'the parental-control service',
  [`GET ${CLOUD_BASE}/parental/:deviceid/block`]: 'the parental-control service',
  [`POST ${CLOUD_BASE}/parental/:deviceid/block`]: 'the parental-control service',
  [`DELETE ${CLOUD_BASE}/parental/:deviceid/block/:id`]: 'the parental-control service',
};
/** HEAD is served by every GET route (Hono answers it from the GET handler); it is public where the GET is. */
const isPublic = (method: string, path: string) => Object.hasOwn(PUBLIC, `${method === 'HEAD' ? 'GET' : method} ${path}`);

/** What every object inherits: a token lookup on a plain object finds each of them. */
const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];

/** The floors of the matrix (measured 2026-12-02: 3045 cells local, 3045 on an agent, 1764 through the proxy): a lost route shows. */
const FLOOR = { local: 3000, agent: 3000, proxy: 1750 };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  method: string;
  /** the route's pattern, as Hono lists it */
  pattern: string;
}

/** The distinct routes (method, pattern) of a Hono app under the given bases, HEAD beside every GET. */
function routesOf(app: { routes: { method: string; path: string }[] }, bases: string[]): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of app.routes) {
    if (!METHODS.includes(r.method) || !bases.some((b) => r.path.startsWith(`${b}/`))) continue;
    for (const method of r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]) {
      const key = `${method} ${r.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, pattern: r.path });
    }
  }
  return out;
}

/** A path of the route with its parameters filled with values the device has (its records, its interfaces). */
function fill(pattern: string, d: DeviceState, mac: string): string {
  const resource = pattern.slice(API_BASE.length + 1).split('/')[0];
  const ids: Record<string, string | undefined> = {
    radio: d.network.radios[0]?.id,
    wireless: d.network.wireless[0]?.id,
    interface: d.network.lan.interfaceID,
    interface_statistics: 'wan',
    dhcp_static_lease: d.network.leases[0]?.id,
    filter: d.security.filters[0]?.id,
    natportredirect: d.security.portRedirects[0]?.id,
    qos_rule: '1',
  };
  return pattern
    .replace(':id', (Object.hasOwn(ids, resource) ? ids[resource] : undefined) ?? '0')
    .replace(':iface', d.network.lan.interfaceID)
    .replace(':mac', mac);
}

const hex32 = (random: () => number) => Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');

/** The same token with one character changed (another hex digit). */
const altered = (token: string, at: number) => {
  const i = at % token.length;
  const other = ((parseInt(token[i], 16) + 1) % 16).toString(16);
  return token.slice(0, i) + other + token.slice(i + 1);
};

/** Each Authorization a client must not get through with: [name, header or undefined for none]. */
function badAuthorizations(valid: string, expired: string, random: () => number): [string, string | undefined][] {
  return [
    ['no token', undefined],
    ['forged token', `Bearer ${hex32(random)}`],
    ['altered token', `Bearer ${altered(valid, Math.floor(random() * 32))}`],
    ['Basic with the right credentials', `Basic ${btoa(`${DEMO.username}:${DEMO.password}`)}`],
    ['expired token', `Bearer ${expired}`],
    ...PROTOTYPE_NAMES.map((name): [string, string] => [`token ${name}`, `Bearer ${name}`]),
  ];
}

Deno.test('auth matrix: every authenticated route × method refuses every bad token with 401 and changes nothing (local, agent, proxy)', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  const random = prng(20261202);
  const agentHost = 'http://127.0.0.2';
  const agentIp = '192.168.0.2';
  const agentState = () => t.emulator.state.agents[0];
  const agentMac = t.emulator.state.agents[1].device.mac;
  const json = { 'content-type': 'application/json' };

  const agentLogin = async () => {
    const res = await t.app.request(`${agentHost}${API_BASE}/session`, { method: 'POST', headers: json, body: JSON.stringify(DEMO) });
    assert.equal(res.status, 200);
    return (await res.json()).token as string;
  };
  // tokens issued, then left idle past the idle time; then the valid ones (issued after, never used by the matrix)
  const expired = await t.login();
  const agentExpired = await agentLogin();
  await t.advance(timing.wait.sessionIdle + 1000);
  const valid = await t.login();
  const agentValid = await agentLogin();
  const controller = await t.login(); // the proxy's own (valid) session

  // a QoS rule, so qos_rule/:id names one that exists
  assert.equal((await t.json('POST', `${API_BASE}/qos_rule`, {
    enabled: true, mode: 'limit', name: 'Matriz', target: t.emulator.state.clients[0].mac, type: 2, download: 1000, upload: 1000,
  }, valid)).status, 201);

  const localRoutes = routesOf(t.app, [API_BASE, CLOUD_BASE]);
  const agentRoutes = routesOf(nodeApp(t.emulator.agents()[0], t.emulator), [API_BASE]);
  // every public route is listed, and every listed one exists: the matrix covers the rest
  const publicFound = localRoutes.filter((r) => isPublic(r.method, r.pattern) && r.method !== 'HEAD').map((r) => `${r.method} ${r.pattern}`);
  assert.deepEqual(publicFound.sort(), Object.keys(PUBLIC).sort());
  const cloudPrivate = localRoutes.filter((r) => r.pattern.startsWith(`${CLOUD_BASE}/`) && !isPublic(r.method, r.pattern));
  assert.deepEqual(cloudPrivate, [], 'every /cloud route is a remote service, listed as public');

  const state = async () => JSON.stringify(await t.state());
  const body = (method: string) => (method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined);
  const failures: string[] = [];
  const counts = { local: 0, agent: 0, proxy: 0 };

  // the same cells on the local device and on an agent at its own address
  const direct = async (where: 'local' | 'agent', routes: Route[], base: string, d: () => DeviceState, ok: string, gone: string) => {
    for (const route of routes) {
      if (isPublic(route.method, route.pattern)) continue;
      const path = fill(route.pattern, d(), agentMac);
      // the route is reached with a valid token (its parameters are right): a read does not answer 401
      if (route.method === 'GET') {
        const res = await t.app.request(`${base}${path}`, { headers: { authorization: `Bearer ${ok}` } });
        await res.body?.cancel();
        assert.notEqual(res.status, 401, `${where} GET ${path} with a valid token`);
      }
      const before = await state();
      for (const [name, authorization] of badAuthorizations(ok, gone, random)) {
        const headers: Record<string, string> = { ...(body(route.method) ? json : {}) };
        if (authorization) headers.authorization = authorization;
        const res = await t.app.request(`${base}${path}`, { method: route.method, headers, body: body(route.method) });
        const text = await res.text();
        counts[where]++;
        if (res.status !== 401) failures.push(`${where} ${route.method} ${path} (${name}): ${res.status} ${text.slice(0, 120)}`);
      }
      if (await state() !== before) failures.push(`${where} ${route.method} ${path}: the state changed`);
    }
  };
  await direct('local', localRoutes, '', () => t.emulator.state, valid, expired);
  await direct('agent', agentRoutes, agentHost, agentState, agentValid, agentExpired);

  // through the controller's proxy: GET (0), POST (1) and PUT (2), the bad token in its token field
  const codes: Record<string, 0 | 1 | 2> = { GET: 0, POST: 1, PUT: 2 };
  for (const route of agentRoutes) {
    if (!Object.hasOwn(codes, route.method) || isPublic(route.method, route.pattern)) continue;
    const path = fill(route.pattern, agentState(), agentMac).slice(API_BASE.length + 1);
    const before = await state();
    for (const [name, authorization] of badAuthorizations(agentValid, agentExpired, random)) {
      if (authorization?.startsWith('Basic ')) continue; // the proxy sends its token field as a Bearer token only
      const request = {
        dest: `${agentIp}${API_BASE}/${path}`,
        method: codes[route.method],
        ...(authorization ? { token: authorization.slice('Bearer '.length) } : {}),
        ...(route.method === 'GET' ? {} : { body: {} }),
      };
      const res = await t.json('POST', `${API_BASE}/http_request`, request, controller);
      counts.proxy++;
      if (res.status !== 200 || res.body?.status !== 401) {
        failures.push(`proxy ${route.method} ${path} (${name}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    if (await state() !== before) failures.push(`proxy ${route.method} ${path}: the state changed`);
  }

  console.log(`auth matrix: ${counts.local} cells local, ${counts.agent} on an agent, ${counts.proxy} through http_request`);
  assert.deepEqual(failures, []);
  assert.ok(counts.local >= FLOOR.local, `local cells ${counts.local} < ${FLOOR.local}: routes were lost`);
  assert.ok(counts.agent >= FLOOR.agent, `agent cells ${counts.agent} < ${FLOOR.agent}: routes were lost`);
  assert.ok(counts.proxy >= FLOOR.proxy, `proxy cells ${counts.proxy} < ${FLOOR.proxy}: routes were lost`);
  // the valid tokens still are
  assert.equal((await t.json('GET', `${API_BASE}/device/0`, undefined, valid)).status, 200);
  assert.equal((await t.app.request(`${agentHost}${API_BASE}/device/0`, { headers: { authorization: `Bearer ${agentValid}` } })).status, 200);
});

Deno.test('a token is valid only as the router issued it: another case, a prefix, an extension or a padded one answers 401', async () => {
  using t = setup();
  const token = await t.login();
  for (const other of [token.toUpperCase(), token.slice(0, 31), `${token}0`, ` ${token}x`, encodeSecret(token)]) {
    assert.equal((await t.json('GET', `${API_BASE}/device/0`, undefined, other)).status, 401, other);
  }
  assert.equal((await t.json('GET', `${API_BASE}/device/0`, undefined, token)).status, 200);
});
