/**
 * Paths in one place (issue 14): the router's API paths are the contract's constants. Every `…Path` string of the
 * contract has a route of the emulator under API_BASE, every route under API_BASE names one of them first, and no
 * route of the API or of the remote services, nor the API base, is written as a literal in the emulator's code.
 */
import assert from 'node:assert/strict';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@roteador/contract';
import { API_BASE } from '@roteador/contract';
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

Deno.test('the API and the remote services write no route path literally, and the API base only as API_BASE', () => {
  const found: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path).replaceAll('\\', '/');
    const code = Deno.readTextFileSync(path);
    if (/^(api|cloud)\//.test(file)) for (const route of literalRoutes(code)) found.push(`${file}: route '${route}'`);
    for (const text of literals(code)) if (text.includes(contract.API_BASE)) found.push(`${file}: '${text}'`);
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
