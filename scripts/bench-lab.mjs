#!/usr/bin/env node
// npm run bench-lab [-- playwright args…]
// A whole lab on this machine: bench emulators (`--bench --lab-port`) standing for the lab's routers, each a model the
// suite asks for, each with its lab side (outlets, WAN cable) driven by curl as a lab's PDU and switch would be; their
// inventory written to test-results/bench-lab/bench.json; then `npm run hil -- --router all --parallel` over them
// (the suite split, each scenario on a router that can run it), and the emulators stopped. The README's bench
// coverage figure is this run. Every emulator runs seed 7, not the demo's: a scenario that assumes the demo's data
// fails here as it would on a lab's router. Arguments pass to the runner (Playwright's too: a folder, --grep …).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DENO, denoEnv, ensurePackages, root } from './setup.mjs';

const ALL_EFFECTS = ['session', 'configuration', 'credentials', 'reboot', 'operation-mode', 'mesh-topology', 'firmware'];
// The lab: a mesh controller with two agents on outlets (the mesh, the nodes' power, the WAN), one with a single
// agent, a router without nodes the runner may reset to its factory settings (the wizard), the voice model, a
// single-band model without mesh (which may be reset too: the wizard of a model without 5 GHz nor mesh), and the
// demo's model with its mesh off; and a mesh agent at its own address (the UI opened on a secondary node: profile
// meshRole 'agent'), inventoried as a router of its own with the capability mesh-role:agent; and the voice model
// registered with the lab's Amazon account (profile alexaRegistered), with the capability alexa-registered.
const LAB = [
  { name: 'lab-w6', model: 'W6-1500', agents: 2 },
  { name: 'lab-w6-um-no', model: 'W6-1500', agents: 1 },
  { name: 'lab-w5-fabrica', model: 'W5-1200G', agents: 0, factoryReset: true },
  { name: 'lab-voz', model: 'Twibi Force Voice', agents: 2 },
  { name: 'lab-w4', model: 'W4-300F', agents: 0, mesh: false, factoryReset: true },
  { name: 'lab-w6-sem-mesh', model: 'W6-1500', agents: 0, mesh: false },
  { name: 'lab-w6-agente', model: 'W6-1500', agents: 0, agent: true },
  { name: 'lab-voz-registrada', model: 'Twibi Force Voice', agents: 0, alexaRegistered: true },
];
const CREDENTIALS = { username: 'admin', password: 'Wifi@Casa2026' }; // the demo profile's, which each stands on
const AGENT_MACS = ['AA:BB:CC:00:00:02', 'AA:BB:CC:00:00:03']; // src/mesh/nodes.ts: the agents of a profile

const dir = join(root, 'test-results', 'bench-lab');
mkdirSync(dir, { recursive: true });
ensurePackages();

/** Starts one bench emulator; resolves with its address and its lab side's once it says where it listens. */
function startBench(spec) {
  const profile = join(dir, `${spec.name}.profile.json`);
  const meshRole = spec.mesh === false ? { meshRole: 'none' } : spec.agent ? { meshRole: 'agent' } : {};
  const alexa = spec.alexaRegistered ? { alexaRegistered: true } : {};
  writeFileSync(profile, JSON.stringify({ base: 'demo', model: spec.model, meshAgents: spec.agents, ...meshRole, ...alexa }));
  const child = spawn(DENO, ['run', '-A', join(root, 'emulator', 'main.ts'), '--bench', '--port', '0', '--lab-port', '0',
    '--profile', profile, '--seed', '7', '--web-dir', process.env.WEB_DIST || join(root, 'web', 'dist')], {
    cwd: root, env: denoEnv(), stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (chunk) => {
      out += chunk;
      const address = /listening on http:\/\/(127\.0\.0\.1:\d+)/.exec(out)?.[1];
      const lab = /lab side: +http:\/\/(127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (address && lab) resolve({ spec, child, address, lab });
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${spec.name}: the emulator exited (${code}):\n${out}`)));
  });
}

/** The inventory's entry of one bench emulator: its capabilities, its effects, its drivers (curl to its lab side). */
function entry({ spec, address, lab }) {
  const post = (path) => `curl -fsS -X POST http://${lab}${path}`;
  const power = (outlet) => ({ on: post(`/power/${outlet}/on`), off: post(`/power/${outlet}/off`), cycle: post(`/power/${outlet}/cycle`) });
  return {
    name: spec.name,
    address,
    model: spec.model,
    credentials: CREDENTIALS,
    capabilities: [...(spec.mesh === false ? [] : ['mesh']), `model:${spec.model}`, ...(spec.agents ? [`mesh-agents:${spec.agents}`] : []),
      ...(spec.agent ? ['mesh-role:agent'] : []), ...(spec.alexaRegistered ? ['alexa-registered'] : [])],
    allowEffects: [...ALL_EFFECTS, ...(spec.factoryReset ? ['factory-reset'] : [])],
    power: power('router'),
    wan: { up: post('/wan/up'), down: post('/wan/down') },
    ...(spec.agents ? { nodes: AGENT_MACS.slice(0, spec.agents).map((mac) => ({ mac, power: power(mac) })) } : {}),
    restartLimitS: 60,
    realTime: { maxWaitS: 120 },
    cloud: `http://${address}/cloud`,
  };
}

const benches = [];
const stopAll = () => { for (const b of benches) b.child.kill('SIGTERM'); };
let runner;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => { if (runner) runner.kill(sig); else { stopAll(); process.exit(1); } });
}
try {
  for (const b of await Promise.all(LAB.map(startBench))) benches.push(b);
} catch (e) {
  console.error(`✖ bench-lab: ${e.message}`);
  stopAll();
  process.exit(1);
}
const inventory = join(dir, 'bench.json');
writeFileSync(inventory, JSON.stringify({ lockDir: join(dir, 'locks'), routers: benches.map(entry) }, null, 2));
for (const b of benches) console.log(`› ${b.spec.name}: ${b.spec.model}${b.spec.agents ? `, ${b.spec.agents} agente(s)` : ''}${b.spec.agent ? ', nó secundário (agente)' : ''}${b.spec.alexaRegistered ? ', Alexa registrada' : ''} em ${b.address} (laboratório em ${b.lab})`);
const started = Date.now();
runner = spawn(process.execPath, [join(root, 'scripts', 'hil.mjs'), '--inventory', inventory, '--router', 'all', '--parallel',
  '--results', join(dir, 'hil'), ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
runner.on('exit', (code, signal) => {
  console.log(`bench-lab: ${Math.round((Date.now() - started) / 1000)} s; reports in ${join(dir, 'hil')}/NAME/`);
  stopAll();
  process.exit(code ?? (signal ? 1 : 0));
});
