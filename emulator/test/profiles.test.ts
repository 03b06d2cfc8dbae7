import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { MAC_PATTERN, modelNames, models } from '@roteador/contract';
import { buildState, parseProfile, ProfileError, ProfileSpec } from '../src/device/profiles.ts';
import { EmulatorStateStruct } from '../src/device/state.ts';

Deno.test('demo profile is the documented configured router', () => {
  const s = buildState('demo', 1, 0);
  assert.equal(s.device.model, 'W6-1500');
  assert.equal(s.device.alias, 'Sala');
  assert.equal(s.device.fw_version, '1.4.2');
  assert.equal(s.device.show_wizard, false);
  assert.equal(s.device.leds, true);
  assert.equal(s.device.tr069_enable, false);
  assert.equal(s.system.operationMode, 0);
  assert.deepEqual(s.credentials, { username: 'admin', password: 'Wifi@Casa2026' });
  assert.deepEqual(s.status, { firmware_update: false, has_internet: true });
  assert.equal(s.easymesh.enabled, true);
  assert.equal(s.easymesh.type, 0);
  conforms(s, EmulatorStateStruct);
});

Deno.test('factory profile: wizard, admin/admin, no mesh', () => {
  const s = buildState('factory', 1, 0);
  assert.equal(s.device.show_wizard, true);
  assert.deepEqual(s.credentials, { username: 'admin', password: 'admin' });
  assert.equal(s.easymesh.enabled, false);
  conforms(s, EmulatorStateStruct);
});

Deno.test('same profile and seed give the same device; another seed another MAC', () => {
  for (const profile of ['demo', 'factory', { meshRole: 'agent' as const }]) {
    assert.deepEqual(buildState(profile, 42, 0), buildState(profile, 42, 0));
  }
  const a = buildState('demo', 1, 0).device.mac;
  const b = buildState('demo', 2, 0).device.mac;
  assert.notEqual(a, b);
  for (let seed = 0; seed < 50; seed++) {
    const mac = buildState('factory', seed, 0).device.mac;
    assert.match(mac, MAC_PATTERN);
    assert.equal(parseInt(mac.slice(0, 2), 16) & 1, 0, `${mac} is multicast`);
  }
});

Deno.test('every model with mesh can be a controller or an agent; the others refuse', () => {
  for (const model of modelNames) {
    for (const meshRole of ['controller', 'agent'] as const) {
      if (models[model].mesh) conforms(buildState({ model, meshRole }, 1, 0), EmulatorStateStruct);
      else {assert.throws(() =>
          parseProfile({ model, meshRole }), (e: unknown) =>
          e instanceof ProfileError && e.field === 'meshRole');}
    }
    assert.doesNotThrow(() => parseProfile({ base: 'factory', model }));
  }
});

Deno.test('ProfileSpec is exported for the scenario DSL and refuses unknown keys', () => {
  assert.doesNotThrow(() => conforms({ base: 'factory', wizardDone: true }, ProfileSpec));
  assert.throws(() => conforms({ mesh: true }, ProfileSpec));
  assert.equal(parseProfile({ meshRole: undefined, alias: undefined }).spec.meshRole, 'controller');
  assert.throws(() => parseProfile({ mesh: true }), (e: unknown) => e instanceof ProfileError && e.field === 'mesh');
});

Deno.test('alexaRegistered: the voice model registered with Amazon; a model without voice refuses it', () => {
  const voice = 'Twibi Force Voice' as const;
  assert.equal(buildState({ model: voice }, 7, 0).alexa?.is_registered, false);
  const registered = buildState({ model: voice, alexaRegistered: true }, 7, 0);
  assert.equal(registered.alexa?.is_registered, true);
  conforms(registered, EmulatorStateStruct);
  // the rest of the assistant as the unregistered one's (its code, board, sound)
  assert.deepEqual({ ...registered.alexa, is_registered: false }, buildState({ model: voice }, 7, 0).alexa);
  assert.equal(buildState({ model: voice, alexaRegistered: false }, 7, 0).alexa?.is_registered, false);
  for (const model of modelNames.filter((m) => !models[m].voice)) {
    for (const alexaRegistered of [true, false]) {
      assert.throws(() => parseProfile({ model, meshRole: 'none', alexaRegistered }), (e: unknown) =>
        e instanceof ProfileError && e.field === 'alexaRegistered' && e.message.includes(`${model} has none`));
    }
  }
  // the demo's model has no voice: the field names the model too
  assert.throws(() => parseProfile({ alexaRegistered: true }), /alexaRegistered needs a model with a voice assistant; W6-1500/);
  assert.throws(() => conforms({ alexaRegistered: 'yes' }, ProfileSpec));
  // the configuration's own voice assistant must agree with it
  const { generation: _, ...va } = buildState({ model: voice }, 7, 0).alexa!;
  assert.throws(() => parseProfile({ model: voice, alexaRegistered: true, config: { voice_assistant: { ...va, is_registered: false } } }),
    (e: unknown) => e instanceof ProfileError && e.field === 'alexaRegistered');
  assert.equal(buildState({ model: voice, alexaRegistered: true, config: { voice_assistant: { ...va, is_registered: true } } }, 7, 0)
    .alexa?.is_registered, true);
});
