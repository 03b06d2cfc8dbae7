/**
 * The bench stage of `npm test`: the runner as the lab runs it (`hil/src/cli.ts`), against emulators playing the
 * lab's routers — `--bench` (no control API, real clock; a mesh controller with 2 agents, seed 7) for the router
 * under test; a normal emulator for the protected router, only so this test can read its journal afterwards (the
 * runner never touches a control API). The scenarios run are the @bench smoke subset.
 */
import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { writeEffects } from '@roteador/contract';
import { parseInventory } from '../src/inventory.ts';
import { startProxy } from '../src/proxy.ts';
import { AMBIGUOUS, rawRequest, RESOLVED } from './crafted.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'hil', 'src', 'cli.ts');
const DENO = Deno.execPath();
const env = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
const work = Deno.makeTempDirSync({ prefix: 'hil-stage-' });

interface Emulator {
  url: string;
  address: string;
  stop(): Promise<void>;
}

async function emulator(args: string[]): Promise<Emulator> {
  const child = new Deno.Command(DENO, {
    args: ['run', '-A', join(ROOT, 'emulator', 'main.ts'), '--port', '0', ...args],
    cwd: ROOT,
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  const reader = child.stdout.getReader();
  let out = '';
  const deadline = Date.now() + 30_000;
  while (!/listening on http:\/\/127\.0\.0\.1:(\d+)/.test(out)) {
    if (Date.now() > deadline) throw new Error(`o emulador não iniciou:\n${out}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`o emulador saiu:\n${out}`);
    out += new TextDecoder().decode(value);
  }
  // keep reading, so the emulator never blocks on a full pipe
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })().catch(() => {});
  const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)![1];
  return {
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    async stop() {
      try {
        child.kill('SIGTERM');
      } catch { /* gone */ }
      await child.status;
    },
  };
}

async function hil(args: string[]): Promise<{ code: number; out: string }> {
  const r = await new Deno.Command(DENO, { args: ['run', '-A', CLI, ...args], cwd: ROOT, env, stdin: 'null' }).output();
  const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
  return { code: r.code, out };
}

const credentials = { username: 'admin', password: 'Wifi@Casa2026' };

function inventory(bench: Emulator, shop: Emulator): string {
  const file = join(work, 'bench.json');
  Deno.writeTextFileSync(
    file,
    JSON.stringify({
      lockDir: join(work, 'locks'),
      routers: [
        {
          name: 'bancada',
          address: bench.address,
          model: 'W6-1500',
          credentials,
          capabilities: ['mesh', 'mesh-agents:2'],
          allowEffects: ['session', 'configuration'],
          cloud: `${bench.url}/cloud`,
        },
        {
          name: 'vitrine',
          address: shop.address,
          model: 'W6-1500',
          credentials,
          capabilities: ['mesh'],
          protected: true,
          allowEffects: ['session'],
          cloud: `${shop.url}/cloud`,
        },
      ],
    }),
  );
  return file;
}

interface Attachment {
  name: string;
  body?: string;
  path?: string;
}

/** Every scenario of a router's Playwright report: title, status, and its bench attachments decoded. */
function scenarios(results: string) {
  const report = JSON.parse(Deno.readTextFileSync(results));
  const out: { title: string; status: string; attachments: Record<string, unknown> }[] = [];
  interface Suite {
    specs?: { title: string; tests: { status: string; results?: { attachments?: Attachment[] }[] }[] }[];
    suites?: Suite[];
  }
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const attachments: Record<string, unknown> = {};
        for (const a of (t.results ?? []).flatMap((r) => r.attachments ?? [])) {
          if (!a.name.startsWith('bancada')) continue;
          const text = a.body ? atob(a.body) : Deno.readTextFileSync(a.path!);
          attachments[a.name] = JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0))));
        }
        out.push({ title: spec.title, status: t.status, attachments });
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
}

Deno.test('the lab bench: the smoke subset on a bench router and a protected one, guards, locks, conformance, record', async (t) => {
  // as the lab's full run stands a router in (README.md, `npm run hil`): another seed than the scenarios' demo, so a
  // scenario that assumes the demo's seeded data rather than reading the router fails here
  const bench = await emulator(['--bench', '--profile', join(ROOT, 'hil', 'test', 'mesh-controller.profile.json'), '--seed', '7']);
  const shop = await emulator(['--profile', 'demo']);
  const results = join(work, 'results');
  let allPassed = true;
  const step = async (name: string, fn: () => Promise<void>) => {
    allPassed = (await t.step(name, fn)) && allPassed;
  };
  try {
    const file = inventory(bench, shop);

    await step('a malformed inventory is refused before anything runs, one message per problem', async () => {
      const bad = join(work, 'bad.json');
      const inv = JSON.parse(Deno.readTextFileSync(file));
      inv.routers[0].address = 'bancada';
      inv.routers[1].allowEffects = ['session', 'reboot'];
      inv.routers[1].capabilities = ['faults'];
      Deno.writeTextFileSync(bad, JSON.stringify(inv));
      const r = await hil(['--inventory', bad, '--router', 'all']);
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, /roteador "bancada": campo address: obrigatório no formato host:porta/);
      assert.match(r.out, /roteador "vitrine": campo capabilities\[0\]: "faults" só o emulador tem/);
      assert.match(r.out, /roteador "vitrine": campo allowEffects\[1\]: um roteador protegido só roda cenários de leitura/);
      assert.doesNotMatch(r.out, /\[bench\]/); // no scenario ran
    });

    await step('a router locked by a live run is refused, naming the holder', async () => {
      Deno.mkdirSync(join(work, 'locks'), { recursive: true });
      const lock = join(work, 'locks', `${bench.address.replace(':', '_')}.lock`); // locks are keyed by address
      Deno.writeTextFileSync(lock, JSON.stringify({ router: 'bancada', pid: Deno.pid, host: hostname(), started: '2026-01-01T00:00:00Z' }));
      const r = await hil(['--inventory', file, '--router', 'bancada', '--results', results, '--grep', '@bench']);
      Deno.removeSync(lock);
      assert.equal(r.code, 3, r.out);
      assert.match(r.out, new RegExp(`em uso por pid ${Deno.pid} em .+ desde 2026-01-01T00:00:00Z`));
    });

    await step('the @bench subset passes on both routers; the protected one skips the writes', async () => {
      const r = await hil(['--inventory', file, '--router', 'all', '--results', results, '--grep', '@bench']);
      assert.equal(r.code, 0, r.out);
      const bancada = /router bancada: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(r.out);
      const vitrine = /router vitrine: (\d+) passed, (\d+) failed, (\d+) skipped(.*)/.exec(r.out);
      assert.ok(bancada && vitrine, r.out);
      assert.ok(Number(bancada[1]) >= 6 && bancada[2] === '0' && bancada[3] === '0', bancada[0]);
      assert.ok(Number(vitrine[1]) >= 3 && vitrine[2] === '0' && Number(vitrine[3]) >= 2, vitrine[0]);
      assert.match(vitrine[4], /protected: effect configuration/);

      // every write scenario was guarded, and its restore verified field by field
      const ran = scenarios(join(results, 'bancada', 'results.json'));
      const guarded = ran.filter((s) => s.attachments['bancada: guarda']);
      assert.ok(guarded.length >= 2, JSON.stringify(ran.map((s) => s.title)));
      for (const s of guarded) assert.equal((s.attachments['bancada: guarda'] as { restored: boolean }).restored, true, s.title);
      for (const s of ran) assert.ok(Array.isArray(s.attachments['bancada: trocas com o roteador']), `${s.title}: sem as trocas`);
    });

    await step('crafted targets through the proxy to the protected router, with a session: each refused', async () => {
      const vitrine = parseInventory(JSON.parse(Deno.readTextFileSync(file))).routers.find((r) => r.name === 'vitrine')!;
      const proxy = await startProxy({ router: vitrine, webDir: work });
      try {
        const login = await fetch(`${proxy.url}/api/v1/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: btoa(credentials.username), password: btoa(credentials.password) }),
        });
        assert.equal(login.status, 200);
        const auth = { authorization: `Bearer ${(await login.json()).token}` };
        const filter = JSON.stringify({ enabled: true, type: 3, target: 'loja.com.br', description: 'Loja', protocol: 2, port_start: 0, port_end: 0 });
        for (const target of AMBIGUOUS) assert.equal(await rawRequest(proxy.url, 'POST', target, filter, auth), 400, target);
        for (const target of RESOLVED) assert.equal(await rawRequest(proxy.url, 'POST', target, filter, auth), 403, target);
        const user = JSON.stringify({ username: btoa('intruso'), password: btoa('Intruso@2026') });
        assert.equal(await rawRequest(proxy.url, 'PUT', '/api/v1/session/../user/0', user, auth), 403);
      } finally {
        await proxy.close();
      }
    });

    await step('the protected router received 0 writes outside its allowed effects, none but logins (its own journal)', async () => {
      const journal = await (await fetch(`${shop.url}/__emulator/journal`)).json() as { method: string; path: string }[];
      assert.ok(journal.some((e) => e.method === 'GET'), 'the protected router was read');
      const outside = journal.filter((e) => writeEffects(e.method, e.path, undefined).effects.some((x) => x !== 'session'));
      assert.deepEqual(outside, []);
      const writes = journal.filter((e) => e.method !== 'GET' && !(e.method === 'POST' && e.path === '/api/v1/session'));
      assert.deepEqual(writes, []);
      // and it still has what it had: no 'Loja' filter, the same credentials
      const token = (await (await fetch(`${shop.url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: btoa(credentials.username), password: btoa(credentials.password) }),
      })).json()).token;
      const filters = await (await fetch(`${shop.url}/api/v1/filter`, { headers: { authorization: `Bearer ${token}` } })).json();
      assert.ok(!filters.some((f: { description: string }) => f.description === 'Loja'), JSON.stringify(filters));
    });

    await step('conformance: 0 mismatches on the bench emulator', async () => {
      const out = join(work, 'conformance-bancada');
      const r = await hil(['conformance', '--inventory', file, '--router', 'bancada', '--out', out]);
      assert.equal(r.code, 0, r.out);
      const report = JSON.parse(Deno.readTextFileSync(join(out, 'conformance.json')));
      assert.ok(report.checked.length >= 40, `${report.checked.length} recursos`);
      assert.deepEqual([report.mismatches, report.missing, report.errors], [[], [], []]);
    });

    await step('conformance reports a malformed answer, with path, field, expected and got, and a 404', async () => {
      const faults = [
        { method: 'GET', path: '/api/v1/led', body: [{ id: 0, leds: 'sim', model: 'W6-1500' }] },
        { method: 'GET', path: '/api/v1/syslog', status: 404 },
      ];
      for (const f of faults) {
        const r = await fetch(`${shop.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify(f), headers: { 'content-type': 'application/json' } });
        assert.equal(r.status, 201);
        await r.body?.cancel();
      }
      const out = join(work, 'conformance-vitrine');
      const r = await hil(['conformance', '--inventory', file, '--router', 'vitrine', '--out', out]);
      await (await fetch(`${shop.url}/__emulator/faults`, { method: 'DELETE' })).body?.cancel();
      assert.equal(r.code, 1, r.out);
      const report = JSON.parse(Deno.readTextFileSync(join(out, 'conformance.json')));
      assert.deepEqual(report.mismatches.map((m: Record<string, unknown>) => [m.path, m.field, m.expected, m.got]), [
        ['api/v1/led', '0.leds', 'boolean', 'sim'],
      ]);
      assert.deepEqual(report.missing, ['api/v1/syslog']);
      const md = Deno.readTextFileSync(join(out, 'conformance.md'));
      assert.match(md, /\| api\/v1\/led \| 0\.leds \| boolean \| sim \|/);
    });

    await step('record: the bench router as an emulator profile, which the emulator loads', async () => {
      const out = join(work, 'recorded.json');
      const r = await hil(['record', '--inventory', file, '--router', 'bancada', '--out', out]);
      assert.equal(r.code, 0, r.out);
      const recorded = JSON.parse(Deno.readTextFileSync(out));
      assert.equal(recorded.credentials.password, 'Omitido#2026'); // no secrets without --with-secrets: the stand-in
      assert.equal(recorded.meshRole, 'controller');
      assert.equal(recorded.meshAgents, 2);
      const copy = await emulator(['--profile', out]);
      try {
        const status = await (await fetch(`${copy.url}/api/v1/status`)).json();
        assert.equal(status[0].model, recorded.model);
      } finally {
        await copy.stop();
      }
      const r2 = await hil(['record', '--inventory', file, '--router', 'bancada', '--out', out, '--with-secrets']);
      assert.equal(r2.code, 0, r2.out);
      assert.deepEqual(JSON.parse(Deno.readTextFileSync(out)).credentials, credentials);
    });
    if (allPassed) Deno.removeSync(work, { recursive: true });
    else console.error(`hil-bench: reports kept in ${work}`);
  } finally {
    await bench.stop();
    await shop.stop();
  }
});
