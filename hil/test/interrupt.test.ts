/**
 * The router ends as it was, whatever stops the run (issue 25): the runner, as the lab runs it, interrupted by a
 * signal at each moment that matters — mid-write, mid-restore, during an apply's restart, between two scenarios, at
 * its start — and with its Playwright killed mid-write. After each the router's configuration reads back equal to
 * what it was before the run, the lock is free, the runner said 'interrompido' and what it restored, and the reports
 * of what finished are there. The moment is read from the router's state or the runner's output, never slept for.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  bench,
  configuration,
  down,
  emulator,
  exists,
  groupMembers,
  playwrightPid,
  reported,
  reset,
  restartsEndAtOnce,
  type Runner,
  state,
  summaryOf,
  until,
  written,
} from './interrupt-world.ts';

Deno.test('interrupted at any moment, the runner restores the router and keeps the reports of what finished', async (t) => {
  const emu = await emulator();
  const b = bench(emu);
  let allPassed = true;
  /** One run: the router's configuration before it, the runner, its exit once `interrupt` did its part. */
  const moment = (name: string, grep: string, interrupt: (r: Runner) => Promise<void>, check: (code: number, out: string) => void) =>
    t.step(name, async () => {
      await reset(emu);
      const before = configuration(await state(emu));
      const r = b.run(grep);
      try {
        await interrupt(r);
        const status = await r.done;
        const out = r.output();
        assert.equal(status.signal, null, `killed by ${status.signal}, not exited:\n${out}`);
        assert.deepEqual(configuration(await state(emu)), before, `the router did not end as it was:\n${out}`);
        check(status.code, out);
      } finally {
        r.kill('SIGKILL');
        await r.done;
      }
    }).then((ok) => (allPassed = ok && allPassed));
  const seen = (r: Runner, what: string, ok: () => boolean | Promise<boolean>) => until(what, ok, 90_000, () => r.output());
  const finished = (path: string) => assert.ok(exists(join(b.results, 'bancada', path)), `${path} kept`);

  try {
    await moment('mid-write (SIGINT): the scenario under way is restored through the still-open proxy', 'lê o aparelho|abre a rede Loja e espera|entre cenários', async (r) => {
      await seen(r, 'the stand-in wrote Loja and the channel', async () => written(await state(emu)));
      r.kill('SIGINT');
      const stop = restartsEndAtOnce(emu);
      await r.done;
      await stop();
    }, (code, out) => {
      assert.equal(code, 130, out);
      assert.match(out, /hil: interrompido \(SIGINT\)/);
      assert.match(out, /«abre a rede Loja e espera»: restaurado e verificado campo a campo \(3 escrita\(s\): PUT radio\/radio0 .*DELETE wireless\/wl\d.*POST action/);
      assert.match(out, /router bancada: 1 passed, 0 failed, 0 skipped, 1 interrupted, 1 not run\n/);
      // Playwright had its one SIGINT: it wrote its reports (the scenario after the interrupted one never ran)
      assert.deepEqual(reported(b), { 'lê o aparelho': 'expected', 'abre a rede Loja e espera': 'interrupted', 'entre cenários': 'skipped' });
      ['html/index.html', 'junit/scenarios.xml', 'progress.jsonl'].forEach(finished);
      const s = summaryOf(b);
      assert.deepEqual([s.passed, s.failed, s.interrupted, s.notRun, s.stoppedBy], [1, 0, 1, 1, 'SIGINT']);
    });

    await moment('mid-restore (SIGTERM): the restore the scenario\'s end began goes on, once, to its verification', 'lê o aparelho|abre a rede Loja e termina', async (r) => {
      // the scenario ended: its guard wrote the router back and sent the apply, and waits for the restart
      await seen(r, 'the restore\'s apply: the router restarting', () => down(emu));
      r.kill('SIGTERM');
      const stop = restartsEndAtOnce(emu);
      await r.done;
      await stop();
    }, (code, out) => {
      assert.equal(code, 143, out);
      assert.match(out, /hil: interrompido \(SIGTERM\)/);
      assert.match(out, /«abre a rede Loja e termina»: restaurado e verificado campo a campo/);
      assert.equal(reported(b)['lê o aparelho'], 'expected');
      ['html/index.html', 'progress.jsonl'].forEach(finished);
      const s = summaryOf(b);
      assert.equal(s.passed >= 1, true);
      // one restore, not two: the stop waited for the one under way (a second would have found nothing to write)
      assert.deepEqual((s.restores as { title: string }[]).map((r) => r.title), ['abre a rede Loja e termina']);
    });

    await moment('during the apply\'s restart (SIGHUP): the restore waits for the router, then writes it back', 'lê o aparelho|abre a rede Loja, aplica e espera', async (r) => {
      await seen(r, 'the stand-in applied: the router restarting', async () => written(await state(emu)) && (await down(emu)));
      r.kill('SIGHUP');
      const stop = restartsEndAtOnce(emu);
      await r.done;
      await stop();
    }, (code, out) => {
      assert.equal(code, 129, out);
      assert.match(out, /hil: interrompido \(SIGHUP\)/);
      assert.match(out, /«abre a rede Loja, aplica e espera»: restaurado e verificado campo a campo/);
      assert.deepEqual(reported(b), { 'lê o aparelho': 'expected', 'abre a rede Loja, aplica e espera': 'interrupted' });
      assert.deepEqual([summaryOf(b).passed, summaryOf(b).interrupted], [1, 1]);
    });

    await moment('between scenarios (SIGINT): nothing under way, nothing to restore; what finished is counted', 'abre a rede Loja e termina|entre cenários', async (r) => {
      const stop = restartsEndAtOnce(emu); // the first scenario's own restore applies
      await seen(r, 'the plain test between two scenarios', () => r.output().includes('stand-in: entre cenários'));
      r.kill('SIGINT');
      await r.done;
      await stop();
    }, (code, out) => {
      assert.equal(code, 130, out);
      assert.match(out, /hil: bancada: interrompido \(SIGINT\); restauração:\n.*nenhum cenário com escrita em curso: nada a restaurar/);
      assert.match(out, /router bancada: 1 passed, 0 failed, 0 skipped, 1 interrupted/);
      assert.deepEqual(reported(b), { 'abre a rede Loja e termina': 'expected', 'entre cenários': 'interrupted' });
    });

    await moment('at start, the lock just taken (SIGINT): Playwright never starts; the lock is released', 'abre a rede Loja e espera', async (r) => {
      await seen(r, 'the runner holds the lock', () => exists(b.locks) && [...Deno.readDirSync(b.locks)].length > 0);
      r.kill('SIGINT');
      await r.done;
    }, (code, out) => {
      assert.equal(code, 130, out);
      assert.match(out, /hil: interrompido \(SIGINT\)/);
      const s = summaryOf(b);
      assert.deepEqual([s.passed, s.failed, s.stoppedBy], [0, 0, 'SIGINT'], JSON.stringify(s));
    });

    await moment('at start, Playwright starting (SIGINT): no scenario begins; the lock is released', 'abre a rede Loja e espera', async (r) => {
      await seen(r, 'Playwright being started', () => r.output().includes('› bancada (W6-1500 em'));
      r.kill('SIGINT');
      await r.done;
    }, (code, out) => {
      assert.equal(code, 130, out);
      assert.match(out, /hil: interrompido \(SIGINT\)/);
      assert.match(out, /nenhum cenário com escrita em curso: nada a restaurar/);
      const s = summaryOf(b);
      assert.deepEqual([s.passed, s.failed, s.stoppedBy], [0, 0, 'SIGINT'], JSON.stringify(s));
    });

    await moment('Playwright killed mid-write (no signal to the runner): restored; what finished is counted', 'lê o aparelho|abre a rede Loja e espera', async (r) => {
      await seen(r, 'the stand-in wrote Loja and the channel', async () => written(await state(emu)));
      const pid = playwrightPid(r.pid);
      assert.ok(pid, 'the runner runs Playwright');
      Deno.kill(pid, 'SIGKILL');
      const stop = restartsEndAtOnce(emu);
      await r.done;
      await stop();
      // its workers did not outlive it: they would have gone on talking to the router through the restore
      assert.deepEqual(groupMembers(pid), [], 'Playwright\'s workers were left running');
    }, (code, out) => {
      assert.equal(code, 1, out);
      assert.match(out, /hil: bancada: o Playwright saiu \(137\); restauração:\n.*«abre a rede Loja e espera»: restaurado e verificado/);
      // no report of Playwright's: its progress, written as each scenario ended, counts what finished
      assert.ok(!exists(join(b.results, 'bancada', 'results.json')));
      const s = summaryOf(b);
      assert.deepEqual([s.passed, s.notRun], [1, 1], JSON.stringify(s));
      assert.match(out, /router bancada: 1 passed, 1 failed, 0 skipped, 1 not run/);
    });
    if (allPassed) b.cleanUp();
    else console.error(`interrupt: reports kept in ${b.work}`);
  } finally {
    await emu.stop();
  }
});
