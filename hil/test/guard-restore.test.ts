/**
 * The guard's exact restore against the bench emulator (`--bench`, as the lab's full run stands a router in): a
 * scenario-like sequence deletes port forward 1 and a static lease and moves another lease to the end of the list;
 * the guard puts back content and order, the ids where the router gives them back (the emulator numbers a lease after
 * the highest it holds), and names every id it could not (the emulator never hands a port-forward id out twice).
 */
import assert from 'node:assert/strict';
import { RouterApi } from '../src/api.ts';
import { ConfigGuard } from '../src/guard.ts';
import { BENCH_PROFILE, routerOf, startEmulator } from './emulator.ts';

type Rec = Record<string, unknown>;

Deno.test('the guard restores ids and order where the router allows, and names each id it could not', async () => {
  const bench = await startEmulator(['--bench', '--profile', BENCH_PROFILE, '--seed', '7']);
  try {
    const router = routerOf(bench);
    const api = new RouterApi(router);
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await api.call(method, path, body);
      assert.ok(r.status >= 200 && r.status < 300, `${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
      return r.body as Rec;
    };
    const leases = async () => (await api.read('dhcp_static_lease')) as Rec[];
    const forwards = async () => (await api.read('natportredirect')) as Rec[];
    const leasesBefore = await leases();
    const forwardsBefore = await forwards();
    assert.deepEqual(leasesBefore.map((l) => l.id), ['1', '2', '3']);
    assert.deepEqual(forwardsBefore.map((f) => f.id), ['1']);

    // records a scenario only added go, the router as it was: restored, nothing to name
    const adds = new ConfigGuard(router);
    await adds.before();
    await call('POST', 'filter', { enabled: true, type: 3, target: 'a.example.com', description: 'A', protocol: 2, port_start: 0, port_end: 0 });
    await call('POST', 'dhcp_static_lease', { description: 'Outra', mac: '02:00:00:00:0B:02', ip: '192.168.0.241' });
    assert.deepEqual(await adds.after(), {
      restored: true,
      differences: [],
      notes: ['DELETE dhcp_static_lease/4', 'DELETE filter/3'],
    });
    assert.deepEqual(await leases(), leasesBefore);

    const guard = new ConfigGuard(router);
    await guard.before();
    // the scenario: lease 1 and port forward 1 deleted; lease 2 deleted and added again (now last, another id); a
    // port forward and a lease added
    await call('DELETE', 'dhcp_static_lease/1');
    const [, second, third] = leasesBefore;
    await call('DELETE', 'dhcp_static_lease/2');
    await call('POST', 'dhcp_static_lease', { description: second.description, mac: second.mac, ip: second.ip });
    await call('POST', 'dhcp_static_lease', { description: 'Nova', mac: '02:00:00:00:0B:01', ip: '192.168.0.240' });
    await call('DELETE', 'natportredirect/1');
    await call('POST', 'natportredirect', {
      description: 'Outra', protocol: 0, externalPort: { start: 9000, end: 9000 }, internalIP: '192.168.0.99', internalPort: { start: 90, end: 90 },
    });
    assert.deepEqual((await leases()).map((l) => l.id), ['3', '4', '5']);
    assert.equal((await leases())[0].mac, third.mac);

    const verdict = await guard.after();
    // the leases: content, order and ids as they were
    assert.deepEqual(await leases(), leasesBefore);
    // the port forward: content and order as they were, under a new id — named, never claimed restored
    const now = await forwards();
    assert.deepEqual(now.map(({ id: _, ...rest }) => rest), forwardsBefore.map(({ id: _, ...rest }) => rest));
    assert.notEqual(now[0].id, '1');
    assert.equal(verdict.restored, false);
    assert.deepEqual(verdict.differences, [`natportredirect: id 1 → ${now[0].id} (o roteador deu outro id ao registro criado de novo)`]);
    // what it wrote: the leases from the first one out of its place deleted (last first) and created again in order
    const writes = verdict.notes.filter((n) => n.includes('dhcp_static_lease')).map((n) => n.split(' {')[0]);
    assert.deepEqual(writes, [
      'DELETE dhcp_static_lease/5',
      'DELETE dhcp_static_lease/4',
      'DELETE dhcp_static_lease/3',
      'POST dhcp_static_lease',
      'POST dhcp_static_lease',
      'POST dhcp_static_lease',
    ]);
  } finally {
    await bench.stop();
  }
});
