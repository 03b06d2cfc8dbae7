/**
 * The system area (spec 1 §3, spec 3 §3, §5 'System', §7): system, user, action, upgrade_by_remote, factory_default,
 * daily_reboot, syslog, led, datetime, reset_button, remote_management, tr069_config, mirroring and upgrade_by_parts.
 * Every body is validated completely before anything changes, so a 400 leaves the state untouched.
 *
 * Actions (spec 1 §3): 1 reboot (answered, then down for the reboot downtime); 2 factory reset of a
 * node (on an agent: it goes offline until the controller deletes it; the local device restores its factory
 * profile: device/restore.ts); 3 sync (on the controller: see mesh/lifecycle.ts; elsewhere WPS, acknowledged);
 * 5 apply (restarts for pending changes: device/apply.ts); 7 disassociate the voice assistant (voice model; elsewhere acknowledged).
 * The wizard is done when its finish applies (action 5 clears show_wizard: device/apply.ts) or by PUT factory_default/0.
 *
 * daily_reboot, syslog, led, datetime, reset_button, remote_management, tr069_config and mirroring: one record each
 * (id 0), partial PUTs (a sent `id` must be 0); their rules, the daily reboot's timer and the device's clock are in
 * device/system.ts, the firmware file's parts (upgrade_by_parts) in device/firmware-file.ts. Remote management is
 * refused on a mesh agent and outside router mode, TR-069 on a mesh agent and in repeater mode (their pages are
 * hidden there, spec 3 §2: the access table, api/index.ts).
 */
import { Hono } from 'hono';
import { assign, literal, object, partial } from 'superstruct';
import {
  Action,
  type ActionAnswer,
  ActionId,
  type DailyReboot,
  dailyRebootPath,
  DailyRebootUpdate,
  type DateTime,
  datetimePath,
  DateTimeUpdate,
  deviceIdOf,
  type FactoryDefault,
  FactoryDefaultUpdate,
  fieldRefusal,
  firstRefusal,
  type Led,
  ledPath,
  LedUpdate,
  type Mirroring,
  mirroringPath,
  MirroringUpdate,
  ownerUsername,
  type RemoteManagement,
  remoteManagementPath,
  RemoteManagementUpdate,
  type ResetButton,
  resetButtonPath,
  ResetButtonUpdate,
  type Syslog,
  syslogPath,
  SyslogUpdate,
  type System,
  SystemUpdate,
  type Tr069Config,
  tr069ConfigPath,
  Tr069ConfigUpdate,
  UpgradeByParts,
  type UpgradeByPartsAnswer,
  upgradeByPartsPath,
  UpgradeByRemote,
  upgradeByRemotePath,
  type User,
  UserUpdate,
  validateOwnerCredentials,
  versionBelow,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { secretValue } from '../device/session.ts';
import { applyPending, setOperationMode } from '../device/apply.ts';
import { applySystemSettings, checkSystemSettings } from '../device/protection.ts';
import { systemView, userView } from '../device/state.ts';
import { disassociate } from '../device/alexa.ts';
import {
  armDailyReboot,
  dailyRebootView,
  datetimeView,
  ledView,
  mirroringView,
  remoteManagementView,
  resetButtonView,
  syslogView,
  tr069View,
  updateDailyReboot,
  updateDatetime,
  updateLed,
  updateMirroring,
  updateRemoteManagement,
  updateResetButton,
  updateSyslog,
  updateTr069,
} from '../device/system.ts';
import { receivePart } from '../device/firmware-file.ts';
import { factoryReset, startSync } from '../mesh/lifecycle.ts';
import { isUpgrading, startUpgrade } from '../cloud/upgrade.ts';
import { badRequest, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';

const VERSION = /^\d+(\.\d+)*(-\w+)?$/;

/** The record's own id may come along (the UI may send back what it read): only 0. */
const idZero = partial(object({ id: literal(0) }));
const paths = (name: string) => [`/${name}`, `/${name}/:id`];

/** `emu`: the mesh-wide operations (every node's alias and credentials, a node's factory reset, the sync, the restore). */
export function systemApi(dev: Device, emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const state = () => dev.state;
  const datetime = () => datetimeView(dev.state, dev.now(), dev.hasInternet());

  app.get('/system', auth, (c) => c.json([systemView(dev.state)] satisfies System[], 200));

  app.get('/system/:id', auth, onlyIdZero(), (c) => c.json(systemView(dev.state) satisfies System, 200));

  app.on('PUT', ['/system', '/system/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, SystemUpdate);
    if (!body.ok) return badRequest(c, body);
    const { operationMode, ipv6, ...settings } = body.value;
    // each field by its page's rule (the contract's access table): the operation mode's page, and IPv6 (spec 2 §2.2),
    // UPnP, the DMZ and SIP ALG (spec 3 §3), router mode off an agent; for the mode the body leaves the device in.
    // Everything is checked before anything is stored.
    const denied = fieldRefusal('system', body.value, systemView(dev.state), dev.accessAfter(operationMode), dev.state.device.show_wizard);
    if (denied) return badRequest(c, denied);
    const refused = checkSystemSettings(dev.state, settings);
    if (refused) return refusedJson(c, refused);
    if (operationMode !== undefined) setOperationMode(dev.state, operationMode);
    if (ipv6 !== undefined) dev.state.system.ipv6 = { ...ipv6 };
    applySystemSettings(dev.state, settings);
    return c.json(systemView(dev.state) satisfies System, 200);
  });

  app.get('/user', auth, (c) => c.json([userView(dev.state)] satisfies User[], 200));

  app.get('/user/:id', auth, onlyIdZero(), (c) => c.json(userView(dev.state) satisfies User, 200));

  // New login credentials, encoded (as the UI sends them) or plain; checked as the UI's form checks them.
  // The controller hands them to its agents (a mesh has one login).
  app.put('/user/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, UserUpdate);
    if (!body.ok) return badRequest(c, body);
    // the username is stored trimmed, as the form sends it (spec 2 §5.6)
    const username = ownerUsername(secretValue(body.value.username));
    const password = secretValue(body.value.password);
    const refused = firstRefusal(validateOwnerCredentials({ username, password }));
    if (refused) return badRequest(c, refused);
    const targets = dev.isController ? emu.devices() : [dev];
    for (const d of targets) d.state.credentials = { username, password };
    return c.json({ status: 'success' } satisfies ActionAnswer, 200);
  });

  app.post('/action', auth, async (c) => {
    const body = await parseBody(c, Action);
    if (!body.ok) return badRequest(c, body);
    const { state } = dev;
    switch (body.value.actionID) {
      case ActionId.Reboot:
        dev.reboot();
        break;
      case ActionId.FactoryResetNode:
        // on a node (through the proxy): it leaves the mesh; on the device itself: the factory restore
        if (!dev.local) factoryReset(emu.state, dev.mac);
        else emu.restoreFactory();
        break;
      case ActionId.Sync:
        if (dev.isController) startSync(emu.state, dev.now());
        break;
      case ActionId.Apply:
        // answered first, then unreachable while it restarts (when a change asked for it)
        applyPending(dev);
        break;
      case ActionId.DisassociateVoice:
        if (state.voice) disassociate(state.voice, emu.state.origin.seed);
        break;
    }
    return c.json({ status: 'success' } satisfies ActionAnswer, 200);
  });

  // Starts a download of `last` from the firmware service; progress at {firmware service}/update/{deviceid}.
  app.post(`/${upgradeByRemotePath}`, auth, async (c) => {
    const body = await parseBody(c, UpgradeByRemote);
    if (!body.ok) return badRequest(c, body);
    const { deviceid, last } = body.value;
    if (deviceid.toLowerCase() !== deviceIdOf(dev.mac)) {
      return badRequest(c, {
        message: `deviceid ${deviceid} is not this device (${deviceIdOf(dev.mac)})`,
        field: 'deviceid',
      });
    }
    if (!VERSION.test(last) || !versionBelow(dev.state.device.fw_version, last)) {
      return badRequest(c, {
        message: `last (${last}) is not newer than ${dev.state.device.fw_version}`,
        field: 'last',
      });
    }
    // a repeated request while one runs changes nothing (the UI may send it twice)
    if (!isUpgrading(dev.state)) startUpgrade(dev.state, last, dev.now(), dev.hasInternet());
    return c.json({ status: 'success' } satisfies ActionAnswer, 200);
  });

  // spec 3 §3 'Daily reboot': armed now too, so a state file with it on reboots without a write first
  armDailyReboot(dev);

  app.get(`/${dailyRebootPath}`, auth, (c) => c.json([dailyRebootView(dev.state)] satisfies DailyReboot[], 200));

  app.get(
    `/${dailyRebootPath}/:id`,
    auth,
    onlyIdZero(),
    (c) => c.json(dailyRebootView(dev.state) satisfies DailyReboot, 200),
  );

  app.on('PUT', [`/${dailyRebootPath}`, `/${dailyRebootPath}/:id`], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(DailyRebootUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    return c.json(updateDailyReboot(dev, update) satisfies DailyReboot, 200);
  });

  app.get(`/${syslogPath}`, auth, (c) => c.json([syslogView(dev.state)] satisfies Syslog[], 200));

  app.get(`/${syslogPath}/:id`, auth, onlyIdZero(), (c) => c.json(syslogView(dev.state) satisfies Syslog, 200));

  app.on('PUT', [`/${syslogPath}`, `/${syslogPath}/:id`], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(SyslogUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateSyslog(dev.state, update);
    return out.ok ? c.json(out.value satisfies Syslog, 200) : refusedJson(c, out);
  });

  app.get(`/${ledPath}`, auth, (c) => c.json([ledView(dev.state)] satisfies Led[], 200));

  app.get(`/${ledPath}/:id`, auth, onlyIdZero(), (c) => c.json(ledView(dev.state) satisfies Led, 200));

  app.on('PUT', [`/${ledPath}`, `/${ledPath}/:id`], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(LedUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const out = updateLed(dev.state, body.value.leds);
    return out.ok ? c.json(out.value satisfies Led, 200) : refusedJson(c, out);
  });

  // The restart wait polls this (spec 2 §4.7); is_default mirrors device.show_wizard.
  const factory = (): FactoryDefault => ({ id: 0, is_default: dev.state.device.show_wizard });
  app.get('/factory_default', auth, (c) => c.json([factory()] satisfies FactoryDefault[], 200));
  app.get('/factory_default/:id', auth, onlyIdZero(), (c) => c.json(factory(), 200));
  app.put('/factory_default/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, FactoryDefaultUpdate);
    if (!body.ok) return badRequest(c, body);
    dev.state.device.show_wizard = body.value.is_default;
    return c.json(factory(), 200);
  });


  app.get('/datetime', auth, (c) => c.json([datetime()] satisfies DateTime[], 200));

  app.get('/datetime/:id', auth, onlyIdZero(), (c) => c.json(datetime() satisfies DateTime, 200));

  app.on('PUT', paths(datetimePath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(DateTimeUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateDatetime(state(), update, dev.now(), dev.hasInternet());
    return out.ok ? c.json(out.value, 200) : refusedJson(c, out);
  });

  app.get(`/${resetButtonPath}`, auth, (c) => c.json([resetButtonView(state())] satisfies ResetButton[], 200));
  app.get(`/${resetButtonPath}/:id`, auth, onlyIdZero(), (c) => c.json(resetButtonView(state()) satisfies ResetButton, 200));
  app.on('PUT', paths(resetButtonPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(ResetButtonUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const out = updateResetButton(state(), body.value.pressedTime);
    return out.ok ? c.json(out.value satisfies ResetButton, 200) : refusedJson(c, out);
  });

  const management = () => remoteManagementView(state());
  app.get(`/${remoteManagementPath}`, auth, (c) => c.json([management()] satisfies RemoteManagement[], 200));
  app.get(`/${remoteManagementPath}/:id`, auth, onlyIdZero(), (c) => c.json(management() satisfies RemoteManagement, 200));
  app.on('PUT', paths(remoteManagementPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(RemoteManagementUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateRemoteManagement(state(), update);
    return out.ok ? c.json(out.value satisfies RemoteManagement, 200) : refusedJson(c, out);
  });

  app.get(`/${tr069ConfigPath}`, auth, (c) => c.json([tr069View(state())] satisfies Tr069Config[], 200));
  app.get(`/${tr069ConfigPath}/:id`, auth, onlyIdZero(), (c) => c.json(tr069View(state()) satisfies Tr069Config, 200));
  app.on('PUT', paths(tr069ConfigPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(Tr069ConfigUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateTr069(state(), update);
    return out.ok ? c.json(out.value satisfies Tr069Config, 200) : refusedJson(c, out);
  });

  app.get(`/${mirroringPath}`, auth, (c) => c.json([mirroringView(state())] satisfies Mirroring[], 200));
  app.get(`/${mirroringPath}/:id`, auth, onlyIdZero(), (c) => c.json(mirroringView(state()) satisfies Mirroring, 200));
  app.on('PUT', paths(mirroringPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(MirroringUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateMirroring(state(), update);
    return out.ok ? c.json(out.value satisfies Mirroring, 200) : refusedJson(c, out);
  });

  app.post(`/${upgradeByPartsPath}`, auth, async (c) => {
    const body = await parseBody(c, UpgradeByParts);
    if (!body.ok) return badRequest(c, body);
    const out = receivePart(dev, body.value);
    return out.ok ? c.json(out.value satisfies UpgradeByPartsAnswer, 200) : refusedJson(c, out);
  });

  return app;
}
