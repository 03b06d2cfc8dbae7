/**
 * The lab's drivers and the DSL's verbs on a bench, through the runner as the lab runs it (`hil/src/cli.ts --router all
 * --parallel`), on the scenarios converted to lab terms (tag @lab: one per kind — the WAN down, a node's outlet off,
 * the factory profile, another operation mode):
 * - `bancada-lab`: the bench emulator with its lab side (`--bench --lab-port`), driven by hil/bench.example.json's own
 *   curl commands (its `bancada-emulador` entry, on this test's ports): the WAN and the nodes' outlets;
 * - `bancada-fabrica`: an emulator allowing `factory-reset` and `operation-mode`, which the runner does through its
 *   API (its control API on for this test alone: to read the configuration back whole and end each restart at once,
 *   as interrupt.test.ts does — the runner never uses it).
 * The two routers split the four scenarios (each on the one that can run it). After the run: each scenario passed
 * once, the lab is as it was (WAN up, outlets on), and each router's configuration — its credentials too — is the
 * one it had before.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { RouterApi } from '../src/api.ts';
import { snapDifferences } from '../src/differences.ts';
import { type BenchRouter, parseInventory } from '../src/inventory.ts';
import { pathOf, resources } from '../src/resources.ts';
import { BENCH_PROFILE, DENO, env, ROOT, startEmulator } from './emulator.ts';
import { configuration, restartsEndAtOnce, state } from './interrupt-world.ts';

const CLI = join(ROOT, 'hil', 'src', 'cli.ts');
const work = Deno.makeTempDirSync({ prefix: 'hil-lab-' });
const credentials = { username: 'admin', password: 'Wifi@Casa2026' };

/** Every resource the guard restores, as the router answers it now (through its own API, as the guard reads it). */
async function readConfig(router: BenchRouter) {
  const api = new RouterApi(router);
  const ctx = await api.context();
  const out = [];
  for (const resource of resources) {
    if (!resource.writes || (resource.when && !resource.when(ctx))) continue;
    const path = pathOf(resource, ctx);
    out.push({ resource, path, value: await api.read(path, resource.cloud) });
  }
  return out;
}

/** The example inventory's bench emulator entry, on this test's ports (its commands as they are, curl included). */
function exampleEntry(address: string, lab: string): Record<string, unknown> {
  const example = JSON.parse(Deno.readTextFileSync(join(ROOT, 'hil', 'bench.example.json')));
  const entry = example.routers.find((r: { name: string }) => r.name === 'bancada-emulador');
  const text = JSON.stringify(entry).replaceAll('127.0.0.1:18701', address).replaceAll('127.0.0.1:18790', lab);
  return { ...JSON.parse(text), name: 'bancada-lab' };
}

Deno.test('the lab: the WAN, a node\'s outlet, the factory profile and another mode on two benches side by side, each left as it was', async () => {
  const bench = await startEmulator(['--bench', '--lab-port', '0', '--profile', BENCH_PROFILE, '--seed', '7']);
  const factory = await startEmulator(['--profile', 'demo', '--seed', '7']);
  const fast = restartsEndAtOnce(factory);
  let passed = false;
  try {
    const lab = /lab side: +http:\/\/(127\.0\.0\.1:\d+)/.exec(bench.out)?.[1];
    assert.ok(lab, bench.out);
    const file = join(work, 'bench.json');
    const inventory = {
      lockDir: join(work, 'locks'),
      routers: [
        exampleEntry(bench.address, lab),
        {
          name: 'bancada-fabrica',
          address: factory.address,
          model: 'W6-1500',
          credentials,
          capabilities: ['mesh'],
          allowEffects: ['session', 'configuration', 'operation-mode', 'factory-reset'],
          restartLimitS: 30,
          cloud: `${factory.url}/cloud`,
        },
      ],
    };
    Deno.writeTextFileSync(file, JSON.stringify(inventory));
    const routers = parseInventory(inventory).routers;
    const labRouter = routers[0];
    const labBefore = await readConfig(labRouter);
    const factoryBefore = configuration(await state(factory));

    const r = await new Deno.Command(DENO, {
      args: ['run', '-A', CLI, '--inventory', file, '--router', 'all', '--parallel', '--results', join(work, 'results'), '--grep', '@lab'],
      cwd: ROOT,
      env,
      stdin: 'null',
    }).output();
    const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
    assert.equal(r.code, 0, out);
    // the suite split: each router ran the two scenarios only it can, and left the other two to the other
    assert.match(out, /router bancada-lab: 2 passed, 0 failed, 0 skipped, 2 on other routers/, out);
    assert.match(out, /router bancada-fabrica: 2 passed, 0 failed, 0 skipped, 2 on other routers/, out);
    // the drivers ran, named by their field (never their command)
    for (const field of ['wan.down', 'wan.up', 'nodes[AA:BB:CC:00:00:02].power.off', 'nodes[AA:BB:CC:00:00:02].power.on']) {
      assert.ok(out.includes(`› lab: ${field}: código 0`), `${field}:\n${out}`);
    }
    assert.ok(!out.includes('curl'), out);

    // the lab as it was: the WAN up, every outlet on; the configuration as it was, read through the router's API
    assert.deepEqual(await (await fetch(`http://${lab}/`)).json(), {
      router: 'on',
      nodes: { 'AA:BB:CC:00:00:02': 'on', 'AA:BB:CC:00:00:03': 'on' },
      wan: 'up',
    });
    const api = new RouterApi(labRouter);
    const left = [];
    for (const snap of labBefore) left.push(...snapDifferences(snap, await api.read(snap.path, snap.resource.cloud)));
    assert.deepEqual(left, []);
    assert.equal(((await api.read('easymesh')) as { nodes: { is_online: boolean }[] }[])[0].nodes.filter((n) => n.is_online).length, 3);

    // the factory reset and the mode switch undone: the same configuration and credentials, out of the wizard, router mode
    const after = await state(factory);
    assert.deepEqual(configuration(after), factoryBefore);
    assert.deepEqual(after.credentials, credentials);
    assert.equal((after.system as { operationMode: number }).operationMode, 0);
    assert.equal((after.device as { show_wizard: boolean }).show_wizard, false);
    passed = true;
  } finally {
    await fast();
    await bench.stop();
    await factory.stop();
    if (passed) Deno.removeSync(work, { recursive: true });
    else console.error(`hil-bench: reports kept in ${work}`);
  }
});
