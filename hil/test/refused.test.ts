/**
 * A write the bench's proxy refuses fails its scenario: the runner (hil/src/cli.ts) runs two stand-in scenarios
 * (hil/fixtures/, through the bench project of the scenarios' configuration, in Playwright's place HIL_PLAYWRIGHT
 * points at a wrapper that runs those) against a stand-in router: the one whose steps pass but whose write was
 * refused fails, naming the write; the router never receives it. A failure keeps its screenshot and no trace.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const DENO = Deno.execPath();

interface Pw {
  title: string;
  tests: { status: string; results: { errors?: { message?: string }[]; error?: { message?: string } }[] }[];
}
interface PwSuite {
  specs?: Pw[];
  suites?: PwSuite[];
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const e of Deno.readDirSync(dir)) {
    const path = join(dir, e.name);
    if (e.isDirectory) out.push(...files(path));
    else out.push(path);
  }
  return out;
}

Deno.test('a write the proxy refuses fails its scenario, naming the write; the router never gets it', async () => {
  const work = Deno.makeTempDirSync({ prefix: 'hil-refused-' });
  const seen: string[] = [];
  const router = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    seen.push(`${req.method} ${new URL(req.url).pathname}`);
    if (req.method === 'GET') return Response.json([{ id: 0, leds: true, model: 'W6-1500' }]);
    return Response.json({ status: 'success', token: 't' });
  });
  try {
    const web = join(work, 'web');
    Deno.mkdirSync(web);
    Deno.writeTextFileSync(join(web, 'index.html'), '<!doctype html><title>ui</title>');
    // the runner calls `playwright test -c scenarios/playwright.config.ts ARGS…`: the fixtures' config and file instead
    const wrapper = join(work, 'playwright');
    Deno.writeTextFileSync(
      wrapper,
      `#!/bin/sh\nshift 3\nexec '${ROOT}/node_modules/.bin/playwright' test -c '${ROOT}/hil/fixtures/playwright.config.ts' refused.fixture.ts "$@"\n`,
    );
    Deno.chmodSync(wrapper, 0o755);
    const inventory = join(work, 'bench.json');
    Deno.writeTextFileSync(inventory, JSON.stringify({
      lockDir: join(work, 'locks'),
      routers: [{
        name: 'vitrine',
        address: `127.0.0.1:${router.addr.port}`,
        model: 'W6-1500',
        credentials: { username: 'admin', password: 'x' },
        capabilities: [],
        protected: true,
        allowEffects: ['session'],
      }],
    }));
    const results = join(work, 'results');
    const r = await new Deno.Command(DENO, {
      args: ['run', '-A', join(ROOT, 'hil', 'src', 'cli.ts'), '--inventory', inventory, '--router', 'vitrine', '--results', results],
      cwd: ROOT,
      env: { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', HIL_PLAYWRIGHT: wrapper, WEB_DIST: web },
      stdin: 'null',
    }).output();
    const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
    assert.equal(r.code, 1, out);
    assert.match(out, /router vitrine: 1 passed, 1 failed, 0 skipped/);
    // the failure named where the scenario is written: its own file and line, as `npx playwright test FILE:LINE` takes it
    const fixture = Deno.readTextFileSync(join(ROOT, 'hil', 'fixtures', 'refused.fixture.ts')).split('\n');
    const line = fixture.findIndex((l) => l.startsWith("test('apaga os LEDs sem declarar o efeito'")) + 1;
    assert.ok(line > 0);
    assert.match(out, new RegExp(`✖ vitrine: hil/fixtures/refused\\.fixture\\.ts:${line} › apaga os LEDs sem declarar o efeito\n`));
    // the write never left the proxy (the runner's own first login, which checks the credentials, aside)
    assert.deepEqual(seen.filter((s) => !s.startsWith('GET ') && s !== 'POST /api/v1/session'), []);

    const report = JSON.parse(Deno.readTextFileSync(join(results, 'vitrine', 'results.json')));
    const specs: Pw[] = [];
    const walk = (s: PwSuite) => (specs.push(...(s.specs ?? [])), (s.suites ?? []).forEach(walk));
    report.suites.forEach(walk);
    const failed = specs.find((s) => s.title === 'apaga os LEDs sem declarar o efeito')!;
    const messages = failed.tests[0].results.flatMap((x) => [x.error?.message, ...(x.errors ?? []).map((e) => e.message)]).join('\n');
    assert.match(messages, /escrita recusada pela bancada: PUT \/api\/v1\/led\/0 \(protegido: efeito configuration\)/);

    // no trace on a bench (it would hold the login and the session's token); the failure's screenshot stays
    const kept = files(join(results, 'vitrine', 'scenarios'));
    assert.ok(!kept.some((f) => f.endsWith('.zip')), kept.join('\n'));
    assert.ok(kept.some((f) => f.endsWith('.png')), kept.join('\n'));
    Deno.removeSync(work, { recursive: true });
  } finally {
    await router.shutdown();
  }
});
