/**
 * The bench path on every `npm test`: a spread sample of the suite (`--sample 5`: 1 in 5 of the scenarios the router
 * can run, by a hash of each one's file and title) through the runner as a lab runs it, on the bench emulator with its
 * lab side (`--bench --lab-port`, the mesh controller with two agents, seed 7: not the demo's data), driven by
 * hil/bench.example.json's own `bancada-emulador` entry on this test's ports — its curl drivers, its effects. Its
 * `realTime.maxWaitS` is 30 s here (the example's router has none): a scenario whose real-time waits add up to more is
 * skipped with that reason, which keeps the stage to minutes; the whole suite on a bench is README.md's figure.
 * Every scenario of the sample passes, at least 40 of them, and the lab is left as it was.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BENCH_PROFILE, DENO, env, ROOT, startEmulator } from './emulator.ts';

const CLI = join(ROOT, 'hil', 'src', 'cli.ts');
const work = Deno.makeTempDirSync({ prefix: 'hil-sample-' });

Deno.test('a spread sample of the suite on the bench emulator with its lab side: every scenario passes, 40 or more', async () => {
  const bench = await startEmulator(['--bench', '--lab-port', '0', '--profile', BENCH_PROFILE, '--seed', '7']);
  let passed = false;
  try {
    const lab = /lab side: +http:\/\/(127\.0\.0\.1:\d+)/.exec(bench.out)?.[1];
    assert.ok(lab, bench.out);
    const example = JSON.parse(Deno.readTextFileSync(join(ROOT, 'hil', 'bench.example.json')));
    const entry = example.routers.find((r: { name: string }) => r.name === 'bancada-emulador');
    const router = JSON.parse(JSON.stringify(entry).replaceAll('127.0.0.1:18701', bench.address).replaceAll('127.0.0.1:18790', lab));
    const file = join(work, 'bench.json');
    Deno.writeTextFileSync(file, JSON.stringify({ lockDir: join(work, 'locks'), routers: [{ ...router, realTime: { maxWaitS: 30 } }] }));

    const started = Date.now();
    const r = await new Deno.Command(DENO, {
      args: ['run', '-A', CLI, '--inventory', file, '--router', router.name, '--sample', '5', '--results', join(work, 'results')],
      cwd: ROOT,
      env,
      stdin: 'null',
    }).output();
    const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
    const line = out.split('\n').find((l) => l.startsWith(`router ${router.name}: `)) ?? '';
    console.log(`hil-bench sample: ${line} — ${Math.round((Date.now() - started) / 1000)} s`);
    assert.equal(r.code, 0, out);
    const m = /: (\d+) passed, (\d+) failed, \d+ skipped.*, \d+ outside the sample/.exec(line);
    assert.ok(m, out);
    assert.equal(Number(m[2]), 0, out);
    assert.ok(Number(m[1]) >= 40, `a sample of ${m[1]} scenarios passed, under 40:\n${line}`);
    // the lab as it was: the WAN up, every outlet on
    assert.deepEqual(await (await fetch(`http://${lab}/`)).json(), {
      router: 'on',
      nodes: { 'AA:BB:CC:00:00:02': 'on', 'AA:BB:CC:00:00:03': 'on' },
      wan: 'up',
    });
    passed = true;
  } finally {
    await bench.stop();
    if (passed) Deno.removeSync(work, { recursive: true });
    else console.error(`hil-bench: reports kept in ${work}`);
  }
});
