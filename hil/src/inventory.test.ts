import assert from 'node:assert/strict';
const assertEquals = (a: unknown, b: unknown, m?: string): void => assert.deepEqual(a, b, m);
const assertThrows = (f: () => unknown, _c: unknown, message: string) => assert.throws(f, (e: Error) => e.message.includes(message));
import { InventoryError, loadInventory, parseInventory, pickRouters, validAddress } from './inventory.ts';
import { DEFAULT_MAX_WAIT_S, DEFAULT_RESTART_LIMIT_S } from './time.ts';

const good = () => ({
  routers: [
    {
      name: 'sala',
      address: '127.0.0.1:8080',
      model: 'W6-1500',
      credentials: { username: 'admin', password: 'Wifi@Casa2026' },
      capabilities: ['mesh', 'mesh-agents:2'],
      allowEffects: ['session', 'configuration'],
    },
    {
      name: 'vitrine',
      address: 'router.lab:80',
      model: 'W4-300F',
      credentials: { username: 'admin', password: 'x' },
      capabilities: [],
      protected: true,
      allowEffects: ['session'],
      realTime: { maxWaitS: 30 },
      restartLimitS: 300,
      cloud: 'http://127.0.0.1:9/cloud/',
    },
  ],
});

function problems(raw: unknown): string[] {
  try {
    parseInventory(raw);
  } catch (e) {
    if (e instanceof InventoryError) return e.problems;
    throw e;
  }
  throw new Error('expected the inventory to be refused');
}

Deno.test('a good inventory: defaults, the model capability, the cloud without its trailing slash', () => {
  const inv = parseInventory(good());
  assertEquals(inv.routers.length, 2);
  const [sala, vitrine] = inv.routers;
  assertEquals(sala.capabilities, ['mesh', 'mesh-agents:2', 'model:W6-1500']);
  assertEquals(sala.protected, false);
  assertEquals(sala.realTime.maxWaitS, DEFAULT_MAX_WAIT_S);
  assertEquals(vitrine.realTime.maxWaitS, 30);
  assertEquals([sala.restartLimitS, vitrine.restartLimitS], [DEFAULT_RESTART_LIMIT_S, 300]);
  assertEquals(vitrine.cloud, 'http://127.0.0.1:9/cloud');
  assertEquals(pickRouters(inv, 'all').map((r) => r.name), ['sala', 'vitrine']);
  assertEquals(pickRouters(inv, 'vitrine')[0].model, 'W4-300F');
  assertThrows(() => pickRouters(inv, 'cozinha'), InventoryError, 'roteador "cozinha" não está no inventário');
});

Deno.test('the example inventory documented in hil/ is valid', () => {
  const inv = loadInventory(new URL('../bench.example.json', import.meta.url).pathname);
  assert(inv.routers.length >= 2);
  assert(inv.routers.some((r) => r.protected));
});

Deno.test('every problem is reported, one message each, naming the router and the field', () => {
  const raw = good();
  Object.assign(raw.routers[0], {
    address: '127.0.0.1',
    model: 'W9-9000',
    capabilities: ['mesh', 'clock', 'teleport'],
    allowEffects: ['session', 'explode'],
  });
  Object.assign(raw.routers[1], { protected: true, allowEffects: ['session', 'reboot'], realTime: { maxWaitS: -1 } });
  const found = problems(raw);
  const expected = [
    'roteador "sala": campo address: obrigatório no formato host:porta',
    'roteador "sala": campo model: um dos 13 modelos',
    'roteador "sala": campo capabilities[1]: "clock" só o emulador tem',
    'roteador "sala": campo capabilities[2]: desconhecida "teleport"',
    'roteador "sala": campo allowEffects[1]: efeito desconhecido "explode"',
    'roteador "vitrine": campo allowEffects[1]: um roteador protegido só roda cenários de leitura',
    'roteador "vitrine": campo realTime.maxWaitS: inteiro de 0 a 3600',
  ];
  assertEquals(found.length, expected.length, found.join('\n'));
  expected.forEach((start, i) => assert(found[i].startsWith(start), `${found[i]}\n  should start with\n${start}`));
});

Deno.test('fields: missing, unknown, repeated, inconsistent', () => {
  const found = problems({
    routers: [
      { name: 'a', address: 'x:0', model: 'W4-300F', credentials: { username: '' }, capabilities: ['mesh', 'model:W6-1500'], allowEffects: [], speed: 1 },
      { address: 'h:1', model: 'GF1200', credentials: { username: 'u', password: 'p' }, capabilities: ['mesh-agents:2'], allowEffects: ['session', 'session'] },
      { name: 'c', address: 'h:1', model: 'GF1200', credentials: { username: 'u', password: 'p' }, capabilities: 'mesh', allowEffects: [], powerCycle: '', restartLimitS: 0, cloud: 'ftp://x' },
      { name: 'd', address: 'h:1', model: 'GF1200', credentials: { username: 'u', password: 'p' }, capabilities: [], allowEffects: [] },
      { name: 'd', address: 'h:2', model: 'GF1200', credentials: { username: 'u', password: 'p' }, capabilities: [], allowEffects: [] },
    ],
    extra: true,
  });
  const expected = [
    'campo desconhecido extra',
    'roteador "a": campo speed: campo desconhecido',
    'roteador "a": campo address:',
    'roteador "a": campo credentials.username:',
    'roteador "a": campo credentials.password:',
    'roteador "a": campo capabilities[0]: o modelo W4-300F não tem mesh',
    'roteador "a": campo capabilities[1]: "model:W6-1500" difere do modelo',
    'roteador #2: campo name: obrigatório',
    'roteador #2: campo capabilities[0]: "mesh-agents:2" pede também "mesh"',
    'roteador #2: campo allowEffects[1]: "session" repetido',
    'roteador "c": campo capabilities: obrigatório: uma lista',
    'roteador "c": campo powerCycle:',
    'roteador "c": campo restartLimitS: inteiro de 1 a 3600 (segundos), veio 0',
    'roteador "c": campo cloud:',
    'roteador "d": campo name: repetido',
  ];
  assertEquals(found.length, expected.length, found.join('\n'));
  expected.forEach((start, i) => assert(found[i].startsWith(start), `${found[i]}\n  should start with\n${start}`));
});

Deno.test('not an inventory at all', () => {
  assertEquals(problems([]).length, 1);
  assert(problems({ routers: [] })[0].startsWith('campo routers: obrigatório'));
  assert(problems({ routers: [7] })[0].startsWith('roteador #1: esperava um objeto'));
});

Deno.test('addresses', () => {
  for (const a of ['127.0.0.1:80', 'router.lab:8080', '[::1]:8080', 'r1:65535']) assert(validAddress(a), a);
  for (const a of ['127.0.0.1', ':80', 'http://x:80', 'x:0', 'x:65536', 'a b:80']) assert(!validAddress(a), a);
});

Deno.test('proxyPort: the proxy\'s port for that router, 1–65535, each router its own', () => {
  const raw = good();
  Object.assign(raw.routers[0], { proxyPort: 18080 });
  assertEquals(parseInventory(raw).routers.map((r) => r.proxyPort), [18080, undefined]);
  for (const bad of [0, 65536, 80.5, '8080', null]) {
    const r = good();
    Object.assign(r.routers[0], { proxyPort: bad });
    const found = problems(r);
    assertEquals(found.length, 1, found.join('\n'));
    assert(found[0].startsWith('roteador "sala": campo proxyPort: a porta do proxy do runner em 127.0.0.1: inteiro de 1 a 65535'), found[0]);
  }
  const twice = good();
  Object.assign(twice.routers[0], { proxyPort: 18080 });
  Object.assign(twice.routers[1], { proxyPort: 18080 });
  assertEquals(problems(twice), ['roteador "vitrine": campo proxyPort: 18080 já é o do roteador "sala"']);
});

Deno.test('the lab: power, wan and the nodes\' outlets as commands, factory-reset allowed; the cycle the guard runs', () => {
  const raw = good();
  Object.assign(raw.routers[0], {
    capabilities: ['mesh'],
    allowEffects: ['session', 'configuration', 'factory-reset'],
    power: { on: 'relay 1 on', off: 'relay 1 off' },
    wan: { up: 'port 12 up', down: 'port 12 down' },
    nodes: [{ mac: 'aa:bb:cc:00:00:02', power: { on: 'pdu 4 on', off: 'pdu 4 off', cycle: 'pdu 4 reboot' } }],
    $comment: 'a relay board',
  });
  const [sala, vitrine] = parseInventory(raw).routers;
  assertEquals(sala.power, { on: 'relay 1 on', off: 'relay 1 off' });
  assertEquals(sala.wan, { up: 'port 12 up', down: 'port 12 down' });
  assertEquals(sala.nodes, [{ mac: 'AA:BB:CC:00:00:02', power: { on: 'pdu 4 on', off: 'pdu 4 off', cycle: 'pdu 4 reboot' } }]);
  assertEquals([sala.factoryReset, sala.allowEffects], [true, ['session', 'configuration']]);
  // no cycle command of its own: off, a pause, on (on even when off failed)
  assertEquals(sala.powerCycle, '(relay 1 off); sleep 5; relay 1 on');
  assertEquals([vitrine.nodes, vitrine.factoryReset, vitrine.power, vitrine.wan], [[], false, undefined, undefined]);
  const cycle = good();
  Object.assign(cycle.routers[0], { power: { cycle: 'pdu 3 reboot' } });
  assertEquals(parseInventory(cycle).routers[0].powerCycle, 'pdu 3 reboot');
  assertEquals(parseInventory(cycle).routers[0].power, undefined);
});

Deno.test('the lab\'s fields: each problem named, the router and the field', () => {
  const raw = good();
  Object.assign(raw.routers[0], {
    allowEffects: ['session', 'factory-reset'],
    power: { on: 'relay on', cycle: '' },
    powerCycle: 'old cycle',
    wan: { down: 'port down', speed: '1G' },
    nodes: [
      { mac: 'AA:BB:CC:00:00:02', power: { on: 'a', off: 'b' } },
      { mac: 'aa:bb:cc:00:00:02', power: { on: 'a', off: 'b' } },
      { mac: 'quarto', power: { on: 'a', off: 'b' } },
      { mac: 'AA:BB:CC:00:00:04', power: { on: 'a' }, name: 'x' },
    ],
  });
  Object.assign(raw.routers[1], { allowEffects: ['session', 'factory-reset'], nodes: [{ mac: 'AA:BB:CC:00:00:05', power: {} }], wan: 'cabo' });
  const found = problems(raw);
  const expected = [
    'roteador "sala": campo allowEffects[1]: "factory-reset" desfaria o pareamento da mesh (mesh-agents:2)',
    'roteador "sala": campo power.cycle: um comando (texto não vazio), veio ""',
    'roteador "sala": campo power.off: obrigatório: power.on e power.off vão juntos',
    'roteador "sala": campo wan.speed: campo desconhecido (os comandos: up, down)',
    'roteador "sala": campo wan.up: obrigatório: wan.up e wan.down vão juntos',
    'roteador "sala": campo nodes[1].mac: "AA:BB:CC:00:00:02" repetido',
    'roteador "sala": campo nodes[2].mac: o MAC do nó como a mesh do roteador o lista',
    'roteador "sala": campo nodes[3].name: campo desconhecido (os campos: mac, power)',
    'roteador "sala": campo nodes[3].power.off: obrigatório: nodes[3].power.on e nodes[3].power.off vão juntos',
    'roteador "vitrine": campo allowEffects[1]: um roteador protegido só roda cenários de leitura',
    'roteador "vitrine": campo wan: um objeto de comandos { "up": "comando", "down": "comando" }, veio "cabo"',
    'roteador "vitrine": campo nodes: nós de mesh pedem a capacidade "mesh"',
    'roteador "vitrine": campo nodes[0].power: ao menos um comando',
  ];
  assertEquals(found.length, expected.length, found.join('\n'));
  expected.forEach((start, i) => assert(found[i].startsWith(start), `${found[i]}\n  should start with\n${start}`));
  // the old powerCycle beside power.cycle: one of them
  const both = good();
  Object.assign(both.routers[0], { power: { cycle: 'pdu reboot' }, powerCycle: 'ssh pdu cycle' });
  assertEquals(problems(both), ['roteador "sala": campo powerCycle: é o power.cycle de antes: declare só power.cycle']);
});

Deno.test('mesh-role:agent: a node of the lab\'s mesh at its own address (with "mesh", no agents of its own, never reset)', () => {
  const raw = good();
  Object.assign(raw.routers[0], { capabilities: ['mesh', 'mesh-role:agent'] });
  assertEquals(parseInventory(raw).routers[0].capabilities, ['mesh', 'mesh-role:agent', 'model:W6-1500']);
  const wrong = good();
  Object.assign(wrong.routers[0], { capabilities: ['mesh', 'mesh-agents:2', 'mesh-role:agent'], allowEffects: ['session'] });
  Object.assign(wrong.routers[1], {
    model: 'W6-1500',
    protected: false,
    capabilities: ['mesh-role:agent', 'mesh-role:controller'],
    allowEffects: ['session', 'factory-reset'],
  });
  const found = problems(wrong);
  const expected = [
    'roteador "sala": campo capabilities[2]: "mesh-role:agent" não combina com "mesh-agents:2": os agentes são de um controlador',
    'roteador "vitrine": campo capabilities[0]: "mesh-role:agent" pede também "mesh" (o agente é um nó da mesh do laboratório)',
    'roteador "vitrine": campo capabilities[1]: desconhecida "mesh-role:controller" (as capacidades: mesh, mesh-agents:N, mesh-role:agent, alexa-registered, model:<modelo>)',
    'roteador "vitrine": campo allowEffects[1]: "factory-reset" tiraria o agente da mesh (mesh-role:agent)',
  ];
  assertEquals(found.length, expected.length, found.join('\n'));
  expected.forEach((start, i) => assert(found[i].startsWith(start), `${found[i]}\n  should start with\n${start}`));
});

Deno.test('alexa-registered: the voice model registered with the lab\'s Amazon account (a model with voice, never reset)', () => {
  const raw = good();
  Object.assign(raw.routers[0], { model: 'Twibi Force Voice', capabilities: ['mesh', 'alexa-registered'] });
  assertEquals(parseInventory(raw).routers[0].capabilities, ['mesh', 'alexa-registered', 'model:Twibi Force Voice']);
  const wrong = good();
  Object.assign(wrong.routers[0], { capabilities: ['mesh', 'alexa-registered'] });
  Object.assign(wrong.routers[1], {
    model: 'Twibi Force Voice',
    protected: false,
    capabilities: ['alexa-registered', 'alexa-registered'],
    allowEffects: ['session', 'factory-reset'],
  });
  const found = problems(wrong);
  const expected = [
    'roteador "sala": campo capabilities[1]: "alexa-registered" (a Alexa registrada na conta Amazon do laboratório) pede um modelo com assistente de voz; o modelo W6-1500 não tem',
    'roteador "vitrine": campo capabilities[1]: "alexa-registered" repetida',
    'roteador "vitrine": campo allowEffects[1]: "factory-reset" desfaria o registro da Alexa (alexa-registered): o registro é feito no site da Amazon',
  ];
  assertEquals(found.length, expected.length, found.join('\n'));
  expected.forEach((start, i) => assert(found[i].startsWith(start), `${found[i]}\n  should start with\n${start}`));
});
