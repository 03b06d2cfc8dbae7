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
import { type Context, type Handler, Hono } from 'hono';
import {
  Action,
  type ActionAnswer,
  actionPath,
  ActionId,
  type DailyReboot,
  dailyRebootPath,
  DailyRebootPut,
  type DateTime,
  datetimePath,
  DateTimePut,
  deviceIdOf,
  sameMac,
  type FactoryDefault,
  factoryDefaultPath,
  FactoryDefaultPut,
  fieldRefusal,
  type Led,
  ledPath,
  LedPut,
  type Mirroring,
  mirroringPath,
  MirroringPut,
  ownerUsername,
  type RemoteManagement,
  remoteManagementPath,
  RemoteManagementPut,
  type ResetButton,
  resetButtonPath,
  ResetButtonPut,
  type Syslog,
  syslogPath,
  SyslogPut,
  type System,
  systemPath,
  SystemPut,
  type Tr069Config,
  tr069ConfigPath,
  Tr069ConfigPut,
  UpgradeByParts,
  upgradeByPartsPath,
  UpgradeByRemote,
  upgradeByRemotePath,
  type User,
  userPath,
  UserPut,
  validateOwnerCredentials,
  versionBelow,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { firstFailure, refused } from '../device/outcome.ts';
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
import { badRequest, parseJson, requireAuth, singleton, write } from '../http.ts';
import { check, type Checked } from '../validation.ts';

/**
 * The action a request asks for (spec 1 §3 'Action payload'): POST action {actionID}; or, as public clients of this
 * API send it, PUT action/{anything} {actionID}, or PUT action/{actionID} with no body. A path's number and a body's
 * actionID that disagree are refused, naming actionID.
 */
export async function requestedAction(c: Context): Promise<Checked<Action>> {
  const text = await c.req.text();
  const id = c.req.param('id');
  const numbered = id !== undefined && /^\d+$/.test(id);
  if (id !== undefined && text.trim() === '') return check(Action, { actionID: numbered ? Number(id) : id });
  const json = parseJson(text);
  if (!json.ok) return json;
  const body = check(Action, json.value);
  if (body.ok && numbered && Number(id) !== body.value.actionID) {
    return { ok: false, message: `actionID ${body.value.actionID} does not match the path's ${id}`, field: 'actionID' };
  }
  return body;
}

const VERSION = /^\d+(\.\d+)*(-\w+)?$/;
const done = { ok: true as const, value: { status: 'success' } satisfies ActionAnswer };

/** `emu`: the mesh-wide operations (every node's alias and credentials, a node's factory reset, the sync, the restore). */
export function systemApi(dev: Device, emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const system = (): System => systemView(dev.state);

  singleton(app, systemPath, auth, system, { back: SystemPut, apply: (body) => {
    const { operationMode, ipv6, ...settings } = body;
    // each field by its page's rule (the contract's access table): the operation mode's page, and IPv6 (spec 2 §2.2),
    // UPnP, the DMZ and SIP ALG (spec 3 §3), router mode off an agent; for the mode the body leaves the device in.
    // Everything is checked before anything is stored.
    const denied = fieldRefusal('system', body, system(), dev.accessAfter(operationMode), dev.state.device.show_wizard);
    if (denied) return { ok: false, ...denied };
    const refusal = checkSystemSettings(dev.state, settings);
    if (refusal) return refusal;
    if (operationMode !== undefined) setOperationMode(dev.state, operationMode);
    if (ipv6 !== undefined) dev.state.system.ipv6 = { ...ipv6 };
    applySystemSettings(dev.state, settings);
    return { ok: true, value: system() };
  } });

  // New login credentials, encoded (as the UI sends them) or plain; checked as the UI's form checks them.
  // The controller hands them to its agents (a mesh has one login).
  singleton(app, userPath, auth, (): User => userView(dev.state), { back: UserPut, apply: (body) => {
    // the username is stored trimmed, as the form sends it (spec 2 §5.6)
    const username = ownerUsername(secretValue(body.username));
    const password = secretValue(body.password);
    const refusal = firstFailure(validateOwnerCredentials({ username, password }));
    if (refusal) return refusal;
    const targets = dev.isController ? emu.devices() : [dev];
    for (const d of targets) d.state.credentials = { username, password };
    return done;
  } });

  // POST action {actionID}, and the forms public clients send: PUT action/{anything} {actionID}, PUT action/{actionID}
  const act: Handler = async (c) => {
    const action = await requestedAction(c);
    if (!action.ok) return badRequest(c, action);
    switch (action.value.actionID) {
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
        if (dev.state.alexa) disassociate(dev.state.alexa, emu.state.origin.seed);
        break;
    }
    return c.json(done.value, 200);
  };
  app.post(`/${actionPath}`, auth, act);
  app.put(`/${actionPath}/:id`, auth, act);

  // Starts a download of `last` from the firmware service; progress at {firmware service}/update/{deviceid}.
  app.post(`/${upgradeByRemotePath}`, auth, write(UpgradeByRemote, ({ deviceid, last }) => {
    if (!sameMac(deviceid, dev.mac)) {
      return refused(`deviceid ${deviceid} is not this device (${deviceIdOf(dev.mac)})`, 'deviceid');
    }
    if (!VERSION.test(last) || !versionBelow(dev.state.device.fw_version, last)) {
      return refused(`last (${last}) is not newer than ${dev.state.device.fw_version}`, 'last');
    }
    // a repeated request while one runs changes nothing (the UI may send it twice)
    if (!isUpgrading(dev.state)) startUpgrade(dev.state, last, dev.now(), dev.hasInternet());
    return done;
  }));

  app.post(`/${upgradeByPartsPath}`, auth, write(UpgradeByParts, (body) => receivePart(dev, body)));

  // The restart wait polls this (spec 2 §4.7); is_default mirrors device.show_wizard.
  const factory = (): FactoryDefault => ({ id: 0, is_default: dev.state.device.show_wizard });
  singleton(app, factoryDefaultPath, auth, factory, { back: FactoryDefaultPut, apply: ({ is_default }) => {
    dev.state.device.show_wizard = is_default;
    return { ok: true, value: factory() };
  } });

  // spec 3 §3 'Daily reboot': armed now too, so a state file with it on reboots without a write first
  armDailyReboot(dev);

  // one record each, partial updates
  const state = () => dev.state;
  singleton(app, dailyRebootPath, auth, (): DailyReboot => dailyRebootView(state()),
    { back: DailyRebootPut, apply: (update) => ({ ok: true, value: updateDailyReboot(dev, update) }) });
  singleton(app, syslogPath, auth, (): Syslog => syslogView(state()),
    { back: SyslogPut, apply: (update) => updateSyslog(state(), update) });
  singleton(app, ledPath, auth, (): Led => ledView(state()),
    { back: LedPut, apply: ({ leds }) => updateLed(state(), leds) });
  singleton(app, datetimePath, auth, (): DateTime => datetimeView(state(), dev.now(), dev.hasInternet()),
    { back: DateTimePut, apply: (update) => updateDatetime(state(), update, dev.now(), dev.hasInternet()) });
  singleton(app, resetButtonPath, auth, (): ResetButton => resetButtonView(state()),
    { back: ResetButtonPut, apply: ({ pressedTime }) => updateResetButton(state(), pressedTime) });
  singleton(app, remoteManagementPath, auth, (): RemoteManagement => remoteManagementView(state()),
    { back: RemoteManagementPut, apply: (update) => updateRemoteManagement(state(), update) });
  singleton(app, tr069ConfigPath, auth, (): Tr069Config => tr069View(state()),
    { back: Tr069ConfigPut, apply: (update) => updateTr069(state(), update) });
  singleton(app, mirroringPath, auth, (): Mirroring => mirroringView(state()),
    { back: MirroringPut, apply: (update) => updateMirroring(state(), update) });

  return app;
}
