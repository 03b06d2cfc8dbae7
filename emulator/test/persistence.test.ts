/** --state-file keeps the mesh, its agents' own configuration and the world around the device. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup } from './helpers.ts';

Deno.test('the state file keeps agents, names, LEDs, Alexa, internet, firmware offers and a running upgrade', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-mesh-state-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { model: 'Twibi Force Voice', meshAgents: 2 } });
      await a.manualClock();
      const token = await a.login();
      assert.equal((await a.control('POST', '/mesh/nodes', { name: 'Suite', model: 'EX-1500' })).status, 201);
      assert.equal(
        (await a.json(
          'PUT',
          '/api/v1/easymesh/0',
          { neighbors: [{ name: 'Lavanderia', mac: 'AA:BB:CC:00:00:03' }] },
          token,
        )).status,
        200,
      );
      const node = await a.nodeLogin(token, '192.168.0.2');
      assert.equal((await a.proxy(token, '192.168.0.2', 2, 'device/0', { leds: false }, node)).status, 200);
      await a.control('POST', '/alexa/register');
      await a.control('POST', '/firmware', { mac: 'AA:BB:CC:00:00:02', last: '1.5.0' });
      await a.control('POST', '/mesh/pending', { model: 'Twibi Plug Giga' });
      await a.control('DELETE', '/mesh/nodes/AA:BB:CC:00:00:04');
      assert.equal(
        (await a.proxy(token, '192.168.0.2', 1, 'upgrade_by_remote', {
          deviceid: 'aabbcc000002',
          last: '1.5.0',
          current: '1.4.2',
        }, node)).status,
        200,
      );
      await a.control('POST', '/internet', { up: false });
    }
    using b = setup({ stateFile, clockMode: 'manual' });
    assert.equal(b.emulator.loadedFromFile, true);
    const s = await b.state();
    assert.deepEqual(
      s.agents.map((
        x: { device: { mac: string; alias: string; leds: boolean } },
      ) => [x.device.mac, x.device.alias, x.device.leds]),
      [
        ['AA:BB:CC:00:00:02', 'Quarto', false],
        ['AA:BB:CC:00:00:03', 'Lavanderia', true],
      ],
    );
    assert.equal(s.alexa.is_registered, true);
    assert.equal(s.status.has_internet, false);
    assert.deepEqual(s.firmware.byMac, { 'AA:BB:CC:00:00:02': '1.5.0' });
    assert.deepEqual(s.mesh.pending, { model: 'Twibi Plug Giga' });
    // a power-on: every device boots now, without sessions
    for (const d of [s, ...s.agents]) assert.deepEqual(d.auth.tokens, {});
    const token = await b.login();
    assert.equal((await b.json('GET', '/api/v1/status')).body[0].has_internet, false);
    // the upgrade was cut by the internet going down: it stays failed, the version unchanged
    assert.equal((await b.json('GET', '/cloud/update/aabbcc000002')).body.status, 5);
    const node = await b.nodeLogin(token, '192.168.0.2');
    assert.equal((await b.proxy(token, '192.168.0.2', 0, 'device/0', undefined, node)).body.fw_version, '1.4.2');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file from before the mesh is refused with a clear message', () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-old-state-' });
  const stateFile = join(dir, 'state.json');
  try {
    Deno.writeTextFileSync(stateFile, JSON.stringify({ version: 1 }));
    assert.throws(() => setup({ stateFile }), /not an emulator state/);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

/** A device state as written before each area had one name: `voice`, and the system pages in `maintenance`/`admin`. */
// deno-lint-ignore no-explicit-any
function oldShape(d: any) {
  const { alexa, system, ...rest } = d;
  const { dailyReboot, syslog, resetButton, clock, remoteManagement, tr069, mirroring, ...record } = system;
  return {
    ...rest,
    system: record,
    voice: alexa,
    maintenance: { dailyReboot, syslog },
    admin: { resetButton, clock, remoteManagement, tr069, mirroring },
  };
}

Deno.test('a state file with the names of before (voice, maintenance, admin) loads with its data under alexa and system', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-area-names-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { model: 'Twibi Force Voice', meshAgents: 1 } });
      const state = structuredClone(a.emulator.state);
      const old = { ...oldShape(state), agents: state.agents.map(oldShape) };
      old.voice.is_registered = true;
      old.voice.volume = 8;
      old.maintenance.syslog = { enabled: true, server: 'logs.casa.lan', port: 5140, severity_level: 4 };
      old.admin.clock.timezone = 'America/Manaus';
      old.admin.mirroring = { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN2' };
      old.agents[0].admin.resetButton.pressedTime = 30;
      Deno.writeTextFileSync(stateFile, JSON.stringify(old, null, 2));
    }
    using b = setup({ stateFile, clockMode: 'manual' });
    assert.equal(b.emulator.loadedFromFile, true);
    const s = await b.state();
    for (const d of [s, ...s.agents]) {
      for (const gone of ['voice', 'maintenance', 'admin']) assert.equal(gone in d, false, gone);
    }
    assert.equal(s.alexa.is_registered, true);
    assert.equal(s.alexa.volume, 8);
    assert.deepEqual(s.system.syslog, { enabled: true, server: 'logs.casa.lan', port: 5140, severity_level: 4 });
    assert.equal(s.system.clock.timezone, 'America/Manaus');
    assert.deepEqual(s.system.mirroring, { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN2' });
    assert.equal(s.system.operationMode, 0);
    assert.equal(s.agents[0].system.resetButton.pressedTime, 30);
    assert.equal(s.agents[0].alexa, null);
    // the router answers them as before
    const token = await b.login();
    const first = async (path: string) => (await b.json('GET', `/api/v1/${path}`, undefined, token)).body[0];
    assert.equal((await first('voice_assistant')).volume, 8);
    assert.equal((await first('syslog')).server, 'logs.casa.lan');
    assert.equal((await first('datetime')).timezone, 'America/Manaus');
    // the next acknowledged write leaves the file under the new names only
    assert.equal((await b.json('PUT', '/api/v1/voice_assistant/0', { volume: 3 }, token)).status, 200);
    const saved = JSON.parse(Deno.readTextFileSync(stateFile));
    assert.deepEqual([saved.voice, saved.maintenance, saved.admin], [undefined, undefined, undefined]);
    assert.equal(saved.alexa.volume, 3);
    assert.equal(saved.agents[0].system.resetButton.pressedTime, 30);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file holding an old name next to its new one is refused with a clear message', () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-area-names-both-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { model: 'Twibi Force Voice' } });
      const state = structuredClone(a.emulator.state);
      Deno.writeTextFileSync(stateFile, JSON.stringify({ ...state, voice: state.alexa }));
    }
    assert.throws(() => setup({ stateFile }), /not an emulator state.*voice/);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
