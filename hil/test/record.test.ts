/**
 * Record's round trip (hil-bench stage): the bench emulator (`--bench`, the lab's mesh controller, seed 7) given a
 * configuration in every area the UI writes — through its API, as an owner would —, recorded by the runner (`npm run
 * hil -- record`, with and without --with-secrets), replayed by another emulator (`--profile FILE`, seed 1: nothing
 * of the bench's seed but what the recording holds), and every resource the UI reads (resources.ts) read from both and
 * compared: equal but for the volatile fields (resources.ts `volatile`: uptime, counters, clocks, signal levels);
 * without --with-secrets, the secret fields alone differ, each holding the documented stand-in.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeSecret, deviceIdOf, encodeSecret } from '@roteador/contract';
import { RouterApi } from '../src/api.ts';
import { snapDifferences } from '../src/differences.ts';
import { isSecretField } from '../src/journal.ts';
import { readEverything, STAND_IN } from '../src/record.ts';
import { BENCH_PROFILE, DEMO_CREDENTIALS, DENO, env, ROOT, routerOf, startEmulator } from './emulator.ts';

const CLI = join(ROOT, 'hil', 'src', 'cli.ts');

async function hil(args: string[]): Promise<{ code: number; out: string }> {
  const r = await new Deno.Command(DENO, { args: ['run', '-A', CLI, ...args], cwd: ROOT, env, stdin: 'null' }).output();
  return { code: r.code, out: new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr) };
}

type Rec = Record<string, unknown>;

/** A write the configuration needs, refused loudly (the test's own setup, not what it checks). */
async function write(api: RouterApi, method: string, path: string, body?: unknown, cloud = false): Promise<Rec> {
  const r = await api.call(method, path, body, { cloud, auth: !cloud });
  assert.ok(r.status >= 200 && r.status < 300, `${method} ${path} ${JSON.stringify(body)} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Rec;
}

const week = (day: string, start: string, end: string) => {
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return Object.fromEntries(days.map((d) => [d, { time_windows: d === day ? [{ start_time: start, end_time: end }] : [] }]));
};

/** The owner's configuration, in every area the UI writes (nothing that restarts the router: no apply is sent). */
async function configure(api: RouterApi): Promise<void> {
  const [device] = (await api.read('device')) as Rec[];
  const clients = (await api.read('connected_device')) as Rec[];
  const named = clients.filter((c) => c.hostname !== '' && c.signalLevel !== -100);
  const parental = `parental/${deviceIdOf(String(device.mac))}`;
  await write(api, 'PUT', 'device/0', { alias: 'Biblioteca' });
  await write(api, 'PUT', 'led/0', { leds: false });
  await write(api, 'PUT', 'system/0', { ipv6: { enabled: true }, upnp: false, dmz: { enabled: true, ip4: '192.168.0.150' }, sip_alg: false });
  await write(api, 'PUT', 'wan/0', { mtu: 1480, dns_v4: { automatic: false, dns1: '1.1.1.1', dns2: '8.8.4.4', dns3: '' } });
  await write(api, 'POST', 'pppoe', { username: encodeSecret('cliente@provedor'), password: encodeSecret('Linha#2026'), server: 'BRAS1', service: '', mtu: 1480 });
  await write(api, 'PUT', 'radio/radio0', { configuredChannel: 6, bandwidth: '20' });
  await write(api, 'POST', 'wireless', {
    radioID: 'radio0', ssid: 'Visitantes', enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2,
    key: encodeSecret('visita#2026'), guest_network: true,
  });
  await write(api, 'PUT', 'dhcp_server/lan', { rangeStart: '192.168.0.100', rangeEnd: '192.168.0.220', dhcpLeaseTime: 240, dns2: '8.8.8.8' });
  // ids with a gap and an order that is not the ids': lease 1 gone, a new one after the others
  await write(api, 'DELETE', 'dhcp_static_lease/1');
  await write(api, 'POST', 'dhcp_static_lease', { description: 'Impressora', mac: '02:00:00:00:0A:01', ip: '192.168.0.210' });
  await write(api, 'DELETE', 'filter/1');
  await write(api, 'POST', 'filter', { enabled: true, type: 1, target: '192.168.0.77', description: 'Console', protocol: 2, port_start: 0, port_end: 0 });
  await write(api, 'POST', 'filter', { enabled: false, type: 4, target: '', description: 'Torrent', protocol: 0, port_start: 6881, port_end: 6889 });
  await write(api, 'POST', 'natportredirect', {
    description: 'Jogo', protocol: 1, externalPort: { start: 27015, end: 27016 }, internalIP: '192.168.0.77', internalPort: { start: 27015, end: 27016 },
  });
  await write(api, 'PUT', 'remote_web_access/0', { port: 8888 });
  await write(api, 'PUT', 'denial_of_service/0', { dos_enabled: true, sysflood_syn: true, sysflood_syn_count: 500, ipblocktime: 120 });
  await write(api, 'PUT', 'qos_global/0', { enabled: true, global_download: 200_000, global_upload: 80_000 });
  await write(api, 'POST', 'qos_rule', { enabled: true, mode: 'limit', name: named[0].hostname, target: named[0].mac, type: 2, download: 20_000, upload: 5_000 });
  await write(api, 'PUT', 'datetime/0', { timezone: 'America/Manaus', ntp_server: { automatic: true, ntp_server1: '200.160.0.8', ntp_server2: '' } });
  await write(api, 'PUT', 'daily_reboot/0', { enable: true, hour: 3, minute: 30, delay: false });
  await write(api, 'PUT', 'syslog/0', { enabled: true, server: 'logs.example.com', port: 5514, severity_level: 4 });
  await write(api, 'PUT', 'reset_button/0', { pressedTime: 15 });
  await write(api, 'PUT', 'remote_management/0', { enabled: true, https_enable: true, https_port: 8443, pingWan: true });
  await write(api, 'PUT', 'tr069_config/0', {
    tr069_enable: true,
    acs: { acs_url: 'http://acs.provedor.example', acs_username: encodeSecret('acs'), acs_password: encodeSecret('Acs#2026'), tr069_inform: true, tr069_interval: 600 },
    connection: { enabled: true, conreq_name: encodeSecret('cr'), conreq_pw: encodeSecret('Cr#2026'), conreq_port: 7547, conreq_path: '/tr069' },
  });
  await write(api, 'PUT', 'mirroring/0', { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN2' });
  const schedule = await write(api, 'POST', `${parental}/schedule`, { name: 'Noite', week: week('monday', '23:00', '23:30') }, true);
  await write(api, 'POST', `${parental}/scheduled_block`, { scheduleid: schedule.id, target: named[1].mac }, true);
  await write(api, 'POST', `${parental}/block`, { target: named[2].mac }, true);
  await write(api, 'POST', `${parental}/urlfilter`, { mac: named[0].mac, url: 'redes.example.com', description: 'Redes' }, true);
  // the service applies them a few seconds later: record reads them settled, as the guard does
}

/** Every difference between the bench's reads and the replay's, each resource's volatile fields aside. */
async function roundTrip(bench: RouterApi, replay: RouterApi): Promise<string[]> {
  const a = await readEverything(bench, true);
  const b = await readEverything(replay, true);
  const out: string[] = [];
  for (const [name, read] of a.reads) {
    const other = b.reads.get(name);
    if (read.error || other?.error) out.push(`${name}: ${read.error ?? other?.error}`);
    else out.push(...snapDifferences({ resource: read.resource, path: name, value: read.value }, other?.value));
  }
  return out;
}

/** A secret value anywhere in an answer (the contract's secret fields): each must be the stand-in, encoded. */
function secretsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => secretsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isSecretField(k) && typeof v === 'string' && v !== '') out.push(v);
      else secretsOf(v, out);
    }
  }
  return out;
}

Deno.test('record: a recording replayed answers every read the UI makes as the router did, but for volatile fields', async (t) => {
  const work = Deno.makeTempDirSync({ prefix: 'hil-record-' });
  const bench = await startEmulator(['--bench', '--profile', BENCH_PROFILE, '--seed', '7']);
  const replays: { stop(): Promise<void> }[] = [];
  try {
    const router = routerOf(bench);
    const benchApi = new RouterApi(router);
    await configure(benchApi);
    const inventory = join(work, 'bench.json');
    Deno.writeTextFileSync(inventory, JSON.stringify({
      lockDir: join(work, 'locks'),
      routers: [{ name: 'bancada', address: bench.address, model: 'W6-1500', credentials: DEMO_CREDENTIALS, capabilities: ['mesh'], allowEffects: ['session'], cloud: `${bench.url}/cloud` }],
    }));

    await t.step('with --with-secrets: 0 differences outside the volatile fields', async () => {
      const out = join(work, 'com-segredos.json');
      const r = await hil(['record', '--inventory', inventory, '--router', 'bancada', '--out', out, '--with-secrets']);
      assert.equal(r.code, 0, r.out);
      const profile = JSON.parse(Deno.readTextFileSync(out));
      assert.deepEqual(profile.credentials, DEMO_CREDENTIALS);
      const replay = await startEmulator(['--profile', out]);
      replays.push(replay);
      assert.deepEqual(await roundTrip(benchApi, new RouterApi(routerOf(replay))), []);
    });

    await t.step('without: the secrets alone differ, each the documented stand-in', async () => {
      const out = join(work, 'sem-segredos.json');
      const r = await hil(['record', '--inventory', inventory, '--router', 'bancada', '--out', out]);
      assert.equal(r.code, 0, r.out);
      const text = Deno.readTextFileSync(out);
      for (const secret of ['Wifi@Casa2026', 'visita#2026', 'Linha#2026', 'Acs#2026', 'Cr#2026']) {
        assert.ok(!text.includes(secret) && !text.includes(encodeSecret(secret)), `${secret} gravado sem --with-secrets`);
      }
      const profile = JSON.parse(text);
      assert.deepEqual(profile.credentials, { username: 'admin', password: STAND_IN });
      const replay = await startEmulator(['--profile', out]);
      replays.push(replay);
      const replayApi = new RouterApi(routerOf(replay, { username: 'admin', password: STAND_IN }));
      const left = await roundTrip(benchApi, replayApi);
      const secret = /\.(key|password|acs_password|conreq_pw): esperado \(oculto\), veio \(oculto, diferente\)$/;
      assert.deepEqual(left.filter((d) => !secret.test(d)), []);
      // the Wi-Fi keys, the PPPoE password, TR-069's two passwords
      assert.ok(left.length >= 5, left.join('\n'));
      const { reads } = await readEverything(replayApi, true);
      const secrets = [...reads.values()].flatMap((read) => secretsOf(read.value));
      assert.ok(secrets.length >= 5);
      for (const s of secrets) assert.equal(decodeSecret(s), STAND_IN);
    });
  } finally {
    for (const r of replays) await r.stop();
    await bench.stop();
    Deno.removeSync(work, { recursive: true });
  }
});
