/**
 * Paths in one place (issue 14): the router's API paths are the contract's constants. Every `…Path` string of the
 * contract has a route of the emulator under API_BASE, every route under API_BASE names one of them first, and no
 * route of the API, of the remote services or of the control API, nor the API or control base, is written as a
 * literal in the emulator's code. Likewise the control API (the contract's controlPaths under CONTROL_BASE, which the
 * scenario DSL calls by name too) and the remote services (their path functions, under /config.json's bases).
 */
import assert from 'node:assert/strict';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@roteador/contract';
import {
  API_BASE,
  CLOUD_BASE,
  CONTROL_BASE,
  controlPaths,
  firmwareVersionsPath,
  parentalPaths,
  RemoteConfig,
  upgradeProgressPath,
} from '@roteador/contract';
import { create } from 'superstruct';
import { setup } from './helpers.ts';
import { literals, sources, withoutComments } from './source-text.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The contract's API paths: its string exports named `…Path`. */
const contractPaths = new Set(
  Object.entries(contract).flatMap(([name, value]) => (name.endsWith('Path') && typeof value === 'string' ? [value] : [])),
);

/** The resource each route under API_BASE names first (`/api/v1/wireless/:id` → `wireless`), by method and path. */
function apiRoutes(): Map<string, string> {
  using t = setup();
  const routes = new Map<string, string>();
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith(`${API_BASE}/`)) continue;
    routes.set(`${method} ${path}`, path.slice(API_BASE.length + 1).split('/')[0]);
  }
  return routes;
}

Deno.test('every API path of the contract has a route of the emulator under API_BASE', () => {
  // the enumeration itself: an empty contract or route table must not pass silently
  assert.ok(contractPaths.has('wireless') && contractPaths.has('qos_rule') && contractPaths.size >= 40, [...contractPaths].join());
  const served = new Set(apiRoutes().values());
  assert.deepEqual([...contractPaths].filter((path) => !served.has(path)), []);
});

Deno.test('every route under API_BASE names a path of the contract first', () => {
  const routes = apiRoutes();
  assert.ok(routes.has(`GET ${API_BASE}/wireless/:id`) && routes.size >= 100, [...routes.keys()].join());
  assert.deepEqual([...routes].filter(([, resource]) => !contractPaths.has(resource)).map(([route]) => route), []);
});

/**
 * A route registration whose path is a literal: `.get('/lan'`, `.on('PUT', ['/wan'`, `` .post(`/pppoe` ``. The mount
 * point '/' and paths of parameters only ('/:deviceid/*') are no resource's path.
 */
const LITERAL_ROUTE =
  /\.(?:get|post|put|delete|patch|all|use|route|on)\(\s*(?:['"][A-Z]+['"]\s*,\s*)?\[?\s*(['"`])(\/(?!:|\$\{)[^'"`]+)\1/g;

function literalRoutes(code: string): string[] {
  return [...withoutComments(code).matchAll(LITERAL_ROUTE)].map((m) => m[2]);
}

/** A literal holding a URL of the control API ('/__emulator', '/__emulator/reset'), not prose naming it (the CLI's help). */
const controlUrl = (text: string) => text.split(CONTROL_BASE).slice(1).some((rest) => rest === '' || rest.startsWith('/'));

Deno.test('the API, the remote services and the control API write no route path literally, nor the bases of API and control', () => {
  const found: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path).replaceAll('\\', '/');
    const code = Deno.readTextFileSync(path);
    if (/^(api|cloud|control)\/|^control\.ts$/.test(file)) for (const route of literalRoutes(code)) found.push(`${file}: route '${route}'`);
    for (const text of literals(code)) if (text.includes(API_BASE) || controlUrl(text)) found.push(`${file}: '${text}'`);
  }
  assert.deepEqual(found, []);
});

Deno.test('the check sees a literal route and passes the contract constants', () => {
  const code = `
    app.get('/lan', auth, f);
    app.on('PUT', ['/wan', '/wan/:id'], auth, f);
    app.post(\`/pppoe\`, auth, f);
    // app.get('/in-a-comment', f);
    app.get(\`/\${lanPath}\`, auth, f);
    app.on('PUT', at(wanPath), auth, f);
    app.route('/', sub);
    app.use('/:deviceid/*', guard);`;
  assert.deepEqual(literalRoutes(code), ['/lan', '/wan', '/pppoe']);
});

/** A path with its parameters blanked: `mesh/nodes/:mac` and `mesh/nodes/:x` are the same route. */
const blank = (path: string) => path.replace(/:[^/]+/g, ':');

/** The control API's paths of the contract (controlPaths), a function's called with a parameter. */
const controlTable = new Map(
  Object.entries(controlPaths).map(([name, path]) => [name, blank(typeof path === 'string' ? path : (path as (p: string) => string)(':p'))]),
);

/** Each route under CONTROL_BASE, by method and path, with its path below the base (parameters blanked). */
function controlRoutes(): Map<string, string> {
  using t = setup();
  const routes = new Map<string, string>();
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith(`${CONTROL_BASE}/`)) continue;
    routes.set(`${method} ${path}`, blank(path.slice(CONTROL_BASE.length + 1)));
  }
  return routes;
}

Deno.test('every control path of the contract has a route of the emulator under CONTROL_BASE', () => {
  assert.ok(controlTable.get('meshNode') === 'mesh/nodes/:' && controlTable.size >= 25, [...controlTable.values()].join());
  const served = new Set(controlRoutes().values());
  assert.deepEqual([...controlTable].filter(([, path]) => !served.has(path)).map(([name]) => name), []);
});

Deno.test('every route under CONTROL_BASE is a control path of the contract', () => {
  const routes = controlRoutes();
  assert.ok(routes.has(`PATCH ${CONTROL_BASE}/mesh/nodes/:mac`) && routes.size >= 30, [...routes.keys()].join());
  const known = new Set(controlTable.values());
  assert.deepEqual([...routes].filter(([, path]) => !known.has(path)).map(([route]) => route), []);
});

/**
 * The scenario DSL's calls of the control API: `this.call<T>('POST', 'reset', …)`, `` this.call('PATCH', `devices/${mac}` ``.
 * Each must name a controlPaths entry instead.
 */
const LITERAL_CALL = /\.call(?:<[^(]*?>)?\(\s*[^,]+,\s*(['"`])([^'"`]*)\1/g;

function literalCalls(code: string): string[] {
  return [...withoutComments(code).matchAll(LITERAL_CALL)].map((m) => m[2]);
}

Deno.test('the scenario DSL calls the control API by the contract paths, never by a literal path', () => {
  const dsl = fileURLToPath(new URL('../../scenarios/dsl/', import.meta.url));
  const found: string[] = [];
  for (const file of ['emulator.ts', 'index.ts']) {
    const code = Deno.readTextFileSync(dsl + file);
    for (const path of literalCalls(code)) found.push(`${file}: call '${path}'`);
    for (const text of literals(code)) if (controlUrl(text)) found.push(`${file}: '${text}'`);
  }
  assert.deepEqual(found, []);
  assert.deepEqual(
    literalCalls(`this.call<{ id: number }>('POST', 'wps/pair'); this.call('PATCH', \`devices/\${mac}\`, c); this.call('GET', controlPaths.state);`),
    ['wps/pair', 'devices/${mac}'],
  );
});

/**
 * The remote services' paths of the contract (firmwareVersionsPath, upgradeProgressPath, parentalPaths), each under
 * its service's base as the UI's /config.json gives it, parameters blanked.
 */
function cloudTable(): Map<string, string> {
  const config = create(JSON.parse(Deno.readTextFileSync(new URL('../../web/public/config.json', import.meta.url))), RemoteConfig);
  const table = new Map<string, string>([
    ['firmwareVersionsPath', blank(`${config.firmwareService}/${firmwareVersionsPath(':p')}`)],
    ['upgradeProgressPath', blank(`${config.firmwareService}/${upgradeProgressPath(':p')}`)],
  ]);
  for (const [name, path] of Object.entries(parentalPaths)) table.set(`parentalPaths.${name}`, blank(`${config.parentalService}/${path(':p')}`));
  return table;
}

/** Each route under CLOUD_BASE, by method and path, parameters blanked. */
function cloudRoutes(): Map<string, string> {
  using t = setup();
  const routes = new Map<string, string>();
  for (const { method, path } of t.app.routes) {
    if (method !== 'ALL' && path.startsWith(`${CLOUD_BASE}/`)) routes.set(`${method} ${path}`, blank(path));
  }
  return routes;
}

Deno.test('every remote service path of the contract has a route of the emulator, at the base /config.json gives', () => {
  const table = cloudTable();
  assert.ok(table.get('parentalPaths.block') === `${CLOUD_BASE}/parental/:/block` && table.size >= 6, [...table.values()].join());
  const served = new Set(cloudRoutes().values());
  assert.deepEqual([...table].filter(([, path]) => !served.has(path)).map(([name]) => name), []);
});

Deno.test('every route under CLOUD_BASE is a remote service path of the contract, or one record of it (…/:id)', () => {
  const routes = cloudRoutes();
  assert.ok(routes.has(`GET ${CLOUD_BASE}/fwapi/versions/:deviceid`) && routes.size >= 12, [...routes.keys()].join());
  const known = new Set(cloudTable().values());
  const named = (path: string) => known.has(path) || (path.endsWith('/:') && known.has(path.slice(0, -2)));
  assert.deepEqual([...routes].filter(([, path]) => !named(path)).map(([route]) => route), []);
});
