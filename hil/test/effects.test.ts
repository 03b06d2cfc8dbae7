/**
 * Effects checked where they are cheap, and again at the lab's door: the stand-in scenarios of
 * hil/fixtures/undeclared.fixture.ts (never part of the suite) on the emulator, where the DSL's check fails the two
 * whose writes their header does not declare — naming each write and the effect it needed — and passes the one that
 * declares its write; then the first through the runner and its proxy against a stand-in router that allows the
 * write: refused there (403) because the scenario did not declare it, the scenario failed naming it, the router
 * never reached.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const PLAYWRIGHT = join(ROOT, 'node_modules', '.bin', 'playwright');
const CONFIG = join(ROOT, 'hil', 'fixtures', 'playwright.config.ts');
const FIXTURE = 'undeclared.fixture.ts';

interface Spec {
  title: string;
  tests: { status: string; results: { errors?: { message?: string }[]; error?: { message?: string } }[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

/** Each scenario of a Playwright JSON report: its status and its error messages. */
function outcomes(file: string): Map<string, { status: string; messages: string }> {
  const report = JSON.parse(Deno.readTextFileSync(file));
  const out = new Map<string, { status: string; messages: string }>();
  const walk = (s: Suite) => {
    for (const spec of s.specs ?? []) {
      const t = spec.tests[0];
      const messages = t.results.flatMap((r) => [r.error?.message, ...(r.errors ?? []).map((e) => e.message)]).filter(Boolean).join('\n');
      out.set(spec.title, { status: t.status, messages });
    }
    (s.suites ?? []).forEach(walk);
  };
  (report.suites ?? []).forEach(walk);
  return out;
}

Deno.test("the emulator's effects check fails a scenario that writes outside its header's effects, naming the write", async () => {
  const work = Deno.makeTempDirSync({ prefix: 'hil-effects-' });
  const json = join(work, 'results.json');
  const r = await new Deno.Command(PLAYWRIGHT, {
    args: ['test', '-c', CONFIG, FIXTURE, '--workers', '1', '--reporter', 'json'],
    cwd: ROOT,
    env: { HIL_RESULTS: work, PLAYWRIGHT_JSON_OUTPUT_NAME: json, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    stdin: 'null',
    stdout: 'null',
  }).output();
  const stderr = new TextDecoder().decode(r.stderr);
  assert.equal(r.code, 1, stderr);
  const ran = outcomes(json);
  assert.equal(ran.size, 3, [...ran.keys()].join('\n'));

  const filter = ran.get('cria um filtro de URL declarando só a sessão')!;
  assert.equal(filter.status, 'unexpected');
  assert.match(filter.messages, /o cenário escreveu fora dos efeitos do seu cabeçalho \(effects: \['session'\]\)/);
  assert.match(filter.messages, /POST \/api\/v1\/filter precisa de configuration/);
  assert.doesNotMatch(filter.messages, /api\/v1\/session/); // the login was declared

  // from the page, refused by the emulator (401) and still counted; the body named what it asked
  const sync = ran.get('pede a sincronização da rede mesh pela página declarando só a configuração')!;
  assert.equal(sync.status, 'unexpected');
  assert.match(sync.messages, /POST \/api\/v1\/action \{actionID: 3\} precisa de mesh-topology/);

  assert.equal(ran.get('cria um filtro de URL declarando a configuração')!.status, 'expected');
  Deno.removeSync(work, { recursive: true });
});

Deno.test("the bench's proxy refuses a write the scenario did not declare, though the router allows it; the scenario fails naming it", async () => {
  const work = Deno.makeTempDirSync({ prefix: 'hil-undeclared-' });
  const seen: string[] = [];
  const router = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    seen.push(`${req.method} ${new URL(req.url).pathname}`);
    if (req.method === 'GET') return Response.json([]);
    return Response.json({ status: 'success', token: 't' });
  });
  try {
    const web = join(work, 'web');
    Deno.mkdirSync(web);
    Deno.writeTextFileSync(join(web, 'index.html'), '<!doctype html><title>ui</title>');
    // the runner calls `playwright test -c scenarios/playwright.config.ts ARGS…`: the fixtures' config and file instead
    const wrapper = join(work, 'playwright');
    Deno.writeTextFileSync(wrapper, `#!/bin/sh\nshift 3\nexec '${PLAYWRIGHT}' test -c '${CONFIG}' ${FIXTURE} "$@"\n`);
    Deno.chmodSync(wrapper, 0o755);
    const inventory = join(work, 'bench.json');
    Deno.writeTextFileSync(inventory, JSON.stringify({
      lockDir: join(work, 'locks'),
      routers: [{
        name: 'bancada',
        address: `127.0.0.1:${router.addr.port}`,
        model: 'W6-1500',
        credentials: { username: 'admin', password: 'x' },
        capabilities: [],
        allowEffects: ['session', 'configuration'],
      }],
    }));
    const results = join(work, 'results');
    const r = await new Deno.Command(Deno.execPath(), {
      args: [
        'run', '-A', join(ROOT, 'hil', 'src', 'cli.ts'), '--inventory', inventory, '--router', 'bancada', '--results', results,
        '--grep', 'declarando só a sessão',
      ],
      cwd: ROOT,
      env: { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', HIL_PLAYWRIGHT: wrapper, WEB_DIST: web },
      stdin: 'null',
    }).output();
    const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
    assert.equal(r.code, 1, out);
    assert.match(out, /router bancada: 0 passed, 1 failed/);
    // the filter never left: only logins (the runner's own first one, which checks the credentials, and the scenario's)
    assert.deepEqual(seen.filter((s) => !s.startsWith('GET ') && s !== 'POST /api/v1/session'), []);
    const failed = outcomes(join(results, 'bancada', 'results.json')).get('cria um filtro de URL declarando só a sessão')!;
    assert.match(
      failed.messages,
      /escrita recusada pela bancada: POST \/api\/v1\/filter \(não declarado: efeito configuration; o cenário declara session\)/,
    );
    Deno.removeSync(work, { recursive: true });
  } finally {
    await router.shutdown();
  }
});
