/** spec 3 §3 'Ping/Traceroute request/result', §5 'Tools', §7, §9: ping and traceroute answered from the model. */
import assert from 'node:assert/strict';
import {
  PingResult,
  PingResultList,
  rangeMessage,
  routerMessages,
  sizeMessage,
  suspiciousMessage,
  timing,
  TracerouteResult,
  TracerouteResultList,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { realSleep, setup } from './helpers.ts';
import {
  NO_ANSWER_RTT,
  TRACEROUTE_SILENT_HOPS,
} from '../src/device/tools.ts';

const PING = '/api/v1/ping';
const TRACEROUTE = '/api/v1/traceroute';
const PUBLIC = 'www.exemplo.com.br';

const pingReq = (host: string, extra: Record<string, unknown> = {}) => ({
  host,
  packet_size: 56,
  packets_qty: 0,
  hops_limit: 0,
  deadline_seconds: 0,
  ip6: false,
  ...extra,
});
const traceReq = (host: string, extra: Record<string, unknown> = {}) => ({
  host,
  hops_limit: 30,
  deadline_seconds: 3,
  ip6: false,
  packet_len: 38,
  first_ttl: 1,
  ...extra,
});

type Client = { hostname: string; ip: string; signalLevel: number };

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  const tick = () => realSleep(2);

  /** Sends the call and advances the virtual clock in small steps until it answers: the answer and the wait. */
  async function run(path: string, body: unknown, step = 100) {
    let done = false;
    const pending = t.json('POST', path, body, token).finally(() => (done = true));
    let waited = 0;
    await tick();
    for (let i = 0; !done && i < 2000; i++) {
      await t.advance(step);
      waited += step;
      await tick();
    }
    return { ...(await pending), waited };
  }

  const internet = (up: boolean) => t.control('POST', '/internet', { up });
  const clients = async () => (await t.state()).clients as Client[];
  return { ...t, token, run, internet, clients, tick };
}

Deno.test('ping: a public host with internet answers 4 packets, no loss, ordered times; GET ping keeps it', async () => {
  using t = await ready();
  assert.deepEqual((await t.json('GET', PING, undefined, t.token)).body, []);
  const res = await t.run(PING, pingReq(PUBLIC));
  assert.equal(res.status, 200);
  conforms(res.body, PingResult);
  const r = res.body as PingResult;
  assert.equal(r.host, PUBLIC);
  assert.match(r.ip, /^200\.\d+\.\d+\.\d+$/);
  assert.equal(r.packets_sent, 4);
  assert.equal(r.packets_received, 4);
  assert.equal(r.packets_lost_percent, 0);
  assert.ok(r.min_time > 0 && r.min_time <= r.avg_time && r.avg_time <= r.max_time, JSON.stringify(r));
  assert.ok(r.min_time >= 7 && r.max_time <= 70, JSON.stringify(r));
  // 64 or 128 less a distance of 6 to 14 hops
  assert.ok((r.ttl >= 50 && r.ttl <= 58) || (r.ttl >= 114 && r.ttl <= 122), `ttl ${r.ttl}`);
  const list = await t.json('GET', PING, undefined, t.token);
  conforms(list.body, PingResultList);
  assert.deepEqual(list.body, [r]);
  // an IPv4 literal is itself
  const literal = await t.run(PING, pingReq('8.8.8.8'));
  assert.equal(literal.body.ip, '8.8.8.8');
  assert.equal(literal.body.packets_received, 4);
});

Deno.test('ping: without internet a public host loses every packet', async () => {
  using t = await ready();
  await t.internet(false);
  const res = await t.run(PING, pingReq(PUBLIC));
  assert.equal(res.status, 200);
  assert.deepEqual({ ...res.body, ip: '' }, {
    host: PUBLIC,
    ip: '',
    ttl: 0,
    packets_sent: 4,
    packets_received: 0,
    packets_lost_percent: 100,
    min_time: 0,
    max_time: 0,
    avg_time: 0,
  });
  // the name still resolves to the same address
  await t.internet(true);
  const back = await t.run(PING, pingReq(PUBLIC));
  assert.equal(back.body.ip, res.body.ip);
  assert.equal(back.body.packets_received, 4);
  // an unplugged cable: no internet either
  await t.control('POST', '/cable', { plugged: false });
  assert.equal((await t.run(PING, pingReq(PUBLIC))).body.packets_lost_percent, 100);
});

Deno.test('ping: a LAN client answers by hostname (any case, .local too) and by IP; the router answers itself', async () => {
  using t = await ready();
  const client = (await t.clients()).find((c) => c.hostname !== '' && c.signalLevel !== -100)!;
  for (const host of [client.hostname, client.hostname.toUpperCase(), `${client.hostname}.local`, client.ip]) {
    const res = await t.run(PING, pingReq(host));
    assert.equal(res.status, 200, host);
    const r = res.body as PingResult;
    assert.equal(r.host, host);
    assert.equal(r.ip, client.ip);
    assert.equal(r.ttl, 64);
    assert.equal(r.packets_received, 4);
    assert.ok(r.min_time >= 0.25 && r.max_time <= 5.6 && r.min_time <= r.avg_time && r.avg_time <= r.max_time);
  }
  const s = await t.state();
  for (const host of [s.network.lan.ip4, 'localhost']) {
    const r = (await t.run(PING, pingReq(host))).body as PingResult;
    assert.equal(r.ip, host === 'localhost' ? '127.0.0.1' : s.network.lan.ip4);
    assert.equal(r.packets_received, 4);
    assert.equal(r.ttl, 64);
    assert.ok(r.max_time < 1);
  }
  // the WAN gateway answers at one hop, even while the line has no internet
  await t.internet(false);
  const gw = (await t.run(PING, pingReq(s.network.wan.gateway))).body as PingResult;
  assert.equal(gw.packets_received, 4);
  assert.equal(gw.ttl, 64);
});

Deno.test('ping: an unused LAN address, a client gone (signal -100) and a private address elsewhere answer nothing', async () => {
  using t = await ready();
  const all = await t.clients();
  const gone = all.find((c) => c.signalLevel === -100)!;
  assert.ok(gone);
  for (const host of ['192.168.0.250', gone.ip, '10.20.30.40']) {
    const r = (await t.run(PING, pingReq(host))).body as PingResult;
    assert.equal(r.ip, host);
    assert.equal(r.packets_sent, 4);
    assert.equal(r.packets_received, 0, host);
    assert.equal(r.packets_lost_percent, 100);
    assert.equal(r.ttl, 0);
  }
});

Deno.test('ping and traceroute: a name that cannot be resolved answers 400 on host and runs nothing', async () => {
  using t = await ready();
  for (const host of ['servidor.invalid', 'impressora', 'nas.local', '300.1.2.3', 'ab:cd:zz']) {
    for (const [path, body] of [[PING, pingReq(host)], [TRACEROUTE, traceReq(host)]] as const) {
      const res = await t.json('POST', path, body, t.token);
      assert.equal(res.status, 400, `${path} ${host}`);
      assert.deepEqual(res.body, { status: 'error', message: 'Não foi possível resolver o endereço', field: 'host' });
    }
  }
  assert.deepEqual((await t.json('GET', PING, undefined, t.token)).body, []);
  assert.deepEqual((await t.json('GET', TRACEROUTE, undefined, t.token)).body, []);
});

Deno.test('ping and traceroute: IPv6 while the device IPv6 is off answers 400 on ip6; on: an IPv6 address', async () => {
  using t = await ready();
  const off = { status: 'error', message: 'IPv6 desativado', field: 'ip6' };
  assert.equal(routerMessages.ipv6Off, off.message);
  assert.deepEqual((await t.json('POST', PING, pingReq(PUBLIC, { ip6: true }), t.token)).body, off);
  assert.deepEqual(
    (await t.json('POST', TRACEROUTE, traceReq(PUBLIC, { ip6: true, packet_len: 64 }), t.token)).body,
    off,
  );
  assert.deepEqual((await t.json('POST', PING, pingReq('2001:db8::1'), t.token)).body, off);
  t.emulator.state.system.ipv6.enabled = true;
  const r = (await t.run(PING, pingReq(PUBLIC, { ip6: true }))).body as PingResult;
  assert.match(r.ip, /^2001:db8:/);
  assert.equal(r.packets_received, 4);
  // an IPv4 literal has no IPv6 address
  const v4 = await t.json('POST', PING, pingReq('8.8.8.8', { ip6: true }), t.token);
  assert.equal(v4.body.field, 'host');
  const tr = (await t.run(TRACEROUTE, traceReq(PUBLIC, { ip6: true, packet_len: 64 }))).body as TracerouteResult;
  assert.equal(tr.hop_list.at(-1)!.ip, r.ip);
  assert.match(tr.hop_list[0].ip, /^fe80:/);
});

Deno.test('ping: every validator refusal answers 400 with the pt-BR message and its field', async () => {
  using t = await ready();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ host: '' }, 'host', m.required],
    [{ host: 'servidor-ç.com' }, 'host', m.invalidCharacters],
    [{ host: 'a b.com' }, 'host', m.invalidCharacters],
    [{ host: 'passwd.com' }, 'host', suspiciousMessage('passwd')],
    [{ host: 'a'.repeat(256) }, 'host', sizeMessage(1, 255)],
    [{ packet_size: 3 }, 'packet_size', rangeMessage(4, 1024)],
    [{ packet_size: 1025 }, 'packet_size', rangeMessage(4, 1024)],
    [{ packets_qty: 51 }, 'packets_qty', rangeMessage(0, 50)],
    [{ packets_qty: -1 }, 'packets_qty', m.numeric],
    [{ hops_limit: 256 }, 'hops_limit', rangeMessage(0, 255)],
    [{ deadline_seconds: 61 }, 'deadline_seconds', rangeMessage(0, 60)],
  ];
  for (const [change, field, message] of cases) {
    const res = await t.json('POST', PING, pingReq(PUBLIC, change), t.token);
    assert.equal(res.status, 400, JSON.stringify(change));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(change));
  }
  // a body that is not a ping request
  assert.equal((await t.json('POST', PING, { host: PUBLIC }, t.token)).status, 400);
  assert.equal((await t.json('POST', PING, pingReq(PUBLIC, { packet_size: 56.5 }), t.token)).status, 400);
  assert.deepEqual((await t.json('GET', PING, undefined, t.token)).body, []);
});

Deno.test('traceroute: every validator refusal answers 400 with the pt-BR message and its field', async () => {
  using t = await ready();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ host: '' }, 'host', m.required],
    [{ host: 'reboot' }, 'host', suspiciousMessage('reboot')],
    [{ packet_len: 37 }, 'packet_len', rangeMessage(38, 32768)],
    [{ packet_len: 32769 }, 'packet_len', rangeMessage(38, 32768)],
    [{ ip6: true, packet_len: 63 }, 'packet_len', rangeMessage(64, 32768)],
    [{ hops_limit: 0 }, 'hops_limit', rangeMessage(1, 255)],
    [{ hops_limit: 256 }, 'hops_limit', rangeMessage(1, 255)],
    [{ deadline_seconds: 0 }, 'deadline_seconds', rangeMessage(1, 60)],
    [{ deadline_seconds: 61 }, 'deadline_seconds', rangeMessage(1, 60)],
    [{ first_ttl: 0 }, 'first_ttl', rangeMessage(1, 255)],
    [{ first_ttl: -3 }, 'first_ttl', m.numeric],
  ];
  for (const [change, field, message] of cases) {
    const res = await t.json('POST', TRACEROUTE, traceReq(PUBLIC, change), t.token);
    assert.equal(res.status, 400, JSON.stringify(change));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(change));
  }
  assert.deepEqual((await t.json('GET', TRACEROUTE, undefined, t.token)).body, []);
});

Deno.test('ping and traceroute need a session', async () => {
  using t = await ready();
  for (
    const [method, path, body] of [
      ['GET', PING, undefined],
      ['POST', PING, pingReq(PUBLIC)],
      ['GET', TRACEROUTE, undefined],
      ['POST', TRACEROUTE, traceReq(PUBLIC)],
    ] as const
  ) {
    assert.equal((await t.json(method, path, body)).status, 401, `${method} ${path}`);
  }
});

Deno.test('ping: a deadline stops after that many seconds; packets_qty 0 sends 4', async () => {
  using t = await ready();
  const r = (await t.run(PING, pingReq(PUBLIC, { packets_qty: 10, deadline_seconds: 3 }))).body as PingResult;
  assert.equal(r.packets_sent, 3);
  assert.equal(r.packets_received, 3);
  const longer = (await t.run(PING, pingReq(PUBLIC, { packets_qty: 2, deadline_seconds: 30 }))).body as PingResult;
  assert.equal(longer.packets_sent, 2);
  const ten = (await t.run(PING, pingReq(PUBLIC, { packets_qty: 10 }))).body as PingResult;
  assert.equal(ten.packets_sent, 10);
  assert.equal(ten.packets_received, 10);
});

Deno.test('ping: a hops limit below the distance gets no answer; at the distance it answers', async () => {
  using t = await ready();
  const hops = ((await t.run(TRACEROUTE, traceReq(PUBLIC))).body as TracerouteResult).hop_list;
  const distance = hops.length;
  assert.ok(distance >= 6 && distance <= 14, `distance ${distance}`);
  const short = (await t.run(PING, pingReq(PUBLIC, { hops_limit: distance - 1 }))).body as PingResult;
  assert.equal(short.packets_received, 0);
  assert.equal(short.packets_lost_percent, 100);
  const enough = (await t.run(PING, pingReq(PUBLIC, { hops_limit: distance }))).body as PingResult;
  assert.equal(enough.packets_received, 4);
  assert.ok(enough.ttl === 64 - distance || enough.ttl === 128 - distance);
  // a LAN host is one hop away: hops_limit 1 reaches it
  const client = (await t.clients()).find((c) => c.signalLevel !== -100)!;
  assert.equal(((await t.run(PING, pingReq(client.ip, { hops_limit: 1 }))).body as PingResult).packets_received, 4);
});

Deno.test('ping and traceroute are deterministic: the same request on the same state answers the same', async () => {
  using t = await ready();
  const a = await t.run(PING, pingReq(PUBLIC));
  const b = await t.run(PING, pingReq(PUBLIC));
  assert.deepEqual(a.body, b.body);
  assert.equal(a.waited, b.waited);
  const c = await t.run(TRACEROUTE, traceReq(PUBLIC));
  const d = await t.run(TRACEROUTE, traceReq(PUBLIC));
  assert.deepEqual(c.body, d.body);
  using other = await ready();
  assert.deepEqual((await other.run(PING, pingReq(PUBLIC))).body, a.body);
  assert.deepEqual((await other.run(TRACEROUTE, traceReq(PUBLIC))).body, c.body);
  // another host, another answer
  assert.notEqual((await t.run(PING, pingReq('outro.exemplo.com'))).body.ip, a.body.ip);
});

Deno.test('traceroute: a public host: the WAN gateway first, ISP routers, the target last; first_ttl, hops_limit', async () => {
  using t = await ready();
  const s = await t.state();
  const res = await t.run(TRACEROUTE, traceReq(PUBLIC, { packet_len: 120 }));
  assert.equal(res.status, 200);
  conforms(res.body, TracerouteResult);
  const r = res.body as TracerouteResult;
  assert.equal(r.host, PUBLIC);
  assert.equal(r.packet_len, 120);
  const hops = r.hop_list;
  assert.deepEqual(hops.map((h) => h.hop), hops.map((_, i) => i + 1));
  assert.equal(hops[0].ip, s.network.wan.gateway);
  const last = hops.at(-1)!;
  assert.equal(last.ip, r.ip);
  assert.equal(last.domain, PUBLIC);
  for (const h of hops.slice(1, -1)) {
    assert.ok(h.domain === '' || h.domain.endsWith('.isp-exemplo.net.br'), h.domain);
    assert.notEqual(h.ip, '');
  }
  for (const h of hops) for (const v of [h.rtt_1, h.rtt_2, h.rtt_3]) assert.ok(v > 0 && v < 100, JSON.stringify(h));
  assert.ok(last.rtt_1 > hops[0].rtt_1);
  const list = await t.json('GET', TRACEROUTE, undefined, t.token);
  conforms(list.body, TracerouteResultList);
  assert.deepEqual(list.body, [r]);

  // hops before first_ttl are left out
  const from3 = ((await t.run(TRACEROUTE, traceReq(PUBLIC, { first_ttl: 3 }))).body as TracerouteResult).hop_list;
  assert.deepEqual(from3, hops.slice(2));
  assert.equal(from3[0].hop, 3);
  assert.equal(from3.at(-1)!.ip, r.ip);
  // it stops at hops_limit, short of the target
  const four = ((await t.run(TRACEROUTE, traceReq(PUBLIC, { hops_limit: 4 }))).body as TracerouteResult).hop_list;
  assert.deepEqual(four.map((h) => h.hop), [1, 2, 3, 4]);
  assert.deepEqual(four.map((h) => h.ip), hops.slice(0, 4).map((h) => h.ip));
  // a first TTL beyond the target still finds it, at that TTL
  const beyond = ((await t.run(TRACEROUTE, traceReq(PUBLIC, { first_ttl: 20 }))).body as TracerouteResult).hop_list;
  assert.deepEqual(beyond.map((h) => [h.hop, h.ip]), [[20, r.ip]]);
});

Deno.test('traceroute: without internet the gateway answers, then stars; bounded by 5 silent hops or hops_limit', async () => {
  using t = await ready();
  const s = await t.state();
  await t.internet(false);
  const r = (await t.run(TRACEROUTE, traceReq(PUBLIC))).body as TracerouteResult;
  assert.equal(r.hop_list.length, 1 + TRACEROUTE_SILENT_HOPS);
  assert.equal(r.hop_list[0].ip, s.network.wan.gateway);
  assert.ok(r.hop_list[0].rtt_1 < 10);
  for (const h of r.hop_list.slice(1)) {
    assert.deepEqual({ ...h, hop: 0 }, {
      hop: 0,
      domain: '',
      ip: '',
      rtt_1: 1_000_001,
      rtt_2: 1_000_001,
      rtt_3: 1_000_001,
    });
  }
  assert.equal(NO_ANSWER_RTT, 1_000_001);
  const three = ((await t.run(TRACEROUTE, traceReq(PUBLIC, { hops_limit: 3 }))).body as TracerouteResult).hop_list;
  assert.deepEqual(three.map((h) => h.hop), [1, 2, 3]);
  // an unplugged cable: not even the gateway
  await t.control('POST', '/cable', { plugged: false });
  const none = ((await t.run(TRACEROUTE, traceReq(PUBLIC))).body as TracerouteResult).hop_list;
  assert.equal(none.length, TRACEROUTE_SILENT_HOPS);
  assert.ok(none.every((h) => h.ip === '' && h.rtt_1 === NO_ANSWER_RTT));
});

Deno.test('traceroute: a LAN host is reached at hop 1; an unused LAN address gives stars only', async () => {
  using t = await ready();
  const client = (await t.clients()).find((c) => c.hostname !== '' && c.signalLevel !== -100)!;
  const byName = (await t.run(TRACEROUTE, traceReq(client.hostname))).body as TracerouteResult;
  assert.equal(byName.ip, client.ip);
  assert.equal(byName.hop_list.length, 1);
  assert.deepEqual(
    { hop: byName.hop_list[0].hop, ip: byName.hop_list[0].ip, domain: byName.hop_list[0].domain },
    { hop: 1, ip: client.ip, domain: client.hostname },
  );
  assert.ok(byName.hop_list[0].rtt_1 < 6);
  const byIp = (await t.run(TRACEROUTE, traceReq(client.ip))).body as TracerouteResult;
  assert.deepEqual(byIp.hop_list.map((h) => h.ip), [client.ip]);
  const unused = (await t.run(TRACEROUTE, traceReq('192.168.0.250'))).body as TracerouteResult;
  assert.equal(unused.hop_list.length, TRACEROUTE_SILENT_HOPS);
  assert.ok(unused.hop_list.every((h) => h.rtt_1 === NO_ANSWER_RTT));
});

Deno.test('ping and traceroute answer only once the run is over on the virtual clock', async () => {
  using t = await ready();
  const client = (await t.clients()).find((c) => c.signalLevel !== -100 && c.hostname !== '')!;

  // ping: 4 packets one second apart, then the last reply (a LAN host: under 6 ms)
  let done = false;
  const pending = t.json('POST', PING, pingReq(client.ip), t.token).finally(() => (done = true));
  await t.tick();
  await t.advance(2_999);
  await t.tick();
  assert.equal(done, false);
  await t.advance(1);
  await t.tick();
  assert.equal(done, false); // the last reply takes a little longer
  await t.advance(6);
  const res = await pending;
  assert.equal(res.status, 200);
  assert.equal(res.body.packets_sent, 4);

  // with no answer, the last packet waits a second for its reply: 4 s
  done = false;
  const silent = t.json('POST', PING, pingReq('192.168.0.250'), t.token).finally(() => (done = true));
  await t.tick();
  await t.advance(3_999);
  await t.tick();
  assert.equal(done, false);
  await t.advance(1);
  assert.equal((await silent).body.packets_received, 0);

  // traceroute: 0.2 s per hop returned
  const hops = ((await t.run(TRACEROUTE, traceReq(PUBLIC))).body as TracerouteResult).hop_list.length;
  done = false;
  const trace = t.json('POST', TRACEROUTE, traceReq(PUBLIC), t.token).finally(() => (done = true));
  await t.tick();
  await t.advance(hops * timing.wait.tracerouteHop - 1);
  await t.tick();
  assert.equal(done, false);
  await t.advance(1);
  assert.equal((await trace).body.hop_list.length, hops);
});
