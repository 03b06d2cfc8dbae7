/**
 * The runner against a mesh agent inventoried as a router of its own (capability `mesh-role:agent`: the UI opened on a
 * secondary node's address): it logs in, its guard snapshots what an agent has (its parental-control service refuses
 * reads off router mode, a 403 the snapshot must not ask for), restores and verifies after a scenario's write.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { RouterApi } from '../src/api.ts';
import { ConfigGuard } from '../src/guard.ts';
import { parseInventory } from '../src/inventory.ts';
import { BENCH_PROFILE, DEMO_CREDENTIALS, routerOf, startEmulator } from './emulator.ts';

Deno.test('a mesh agent: context without the router-mode pages, the guard restores and verifies without reading them', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'hil-agent-' });
  const profile = join(dir, 'agent.profile.json');
  Deno.writeTextFileSync(profile, JSON.stringify({ base: 'demo', model: 'W6-1500', meshRole: 'agent' }));
  const agent = await startEmulator(['--bench', '--profile', profile, '--seed', '7']);
  const controller = await startEmulator(['--bench', '--profile', BENCH_PROFILE, '--seed', '7']);
  try {
    const router = parseInventory({
      routers: [{
        name: 'no-agente',
        address: agent.address,
        model: 'W6-1500',
        credentials: DEMO_CREDENTIALS,
        capabilities: ['mesh', 'mesh-role:agent'],
        allowEffects: ['session', 'configuration'],
        cloud: `${agent.url}/cloud`,
      }],
    }).routers[0];
    const api = new RouterApi(router);
    await api.reach();
    // what the guard would have read: the agent's parental control answers 403
    const ctx = await api.context();
    assert.equal(ctx.routerMode, false);
    const refused = await api.call('GET', `parental/${ctx.deviceid}/schedule`, undefined, { cloud: true });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    // the controller's are there (and read, as before)
    assert.equal((await new RouterApi(routerOf(controller)).context()).routerMode, true);

    const guard = new ConfigGuard(router);
    await guard.before();
    // a scenario's write an agent takes (its LEDs: the system pages are an agent's outside repeater mode)
    const [led] = (await api.read('led')) as { id: number; leds: boolean }[];
    const put = await api.call('PUT', `led/${led.id}`, { leds: !led.leds });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const verdict = await guard.after();
    // the LEDs are the device record's too, restored first (its PUT puts both back)
    assert.deepEqual(verdict, { restored: true, differences: [], notes: [`PUT device/0 {"leds":${led.leds}}`] });
    assert.deepEqual(await api.read('led'), [led]);
  } finally {
    await agent.stop();
    await controller.stop();
  }
});
