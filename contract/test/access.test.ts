import { describe, expect, it } from 'vitest';
import {
  accessRules,
  meshAllowed,
  meshInRepeaterMessage,
  meshRefusal,
  actionPath,
  bandSteeringPath,
  dailyRebootPath,
  datetimePath,
  denialOfServicePath,
  devicePath,
  deviceQosPath,
  dhcpServerPath,
  dhcpStaticLeasePath,
  easymeshPath,
  factoryDefaultPath,
  fieldRefusal,
  filterPath,
  globalQosPath,
  guardedFields,
  guardedWrites,
  httpRequestPath,
  interfacePath,
  iotAssistantPath,
  iotUnavailableMessage,
  ledPath,
  mirroringPath,
  pingPath,
  portRedirectPath,
  pppoePath,
  radioPath,
  remoteManagementPath,
  remoteWebAccessPath,
  resetButtonPath,
  routerModeFieldMessages,
  sessionPath,
  syslogPath,
  systemPath,
  traceroutePath,
  tr069ConfigPath,
  unguardedWrites,
  upgradeByPartsPath,
  upgradeByRemotePath,
  userPath,
  voiceAssistantPath,
  wanPath,
  wirelessPath,
  writeRefusal,
  writeRefusedMessages,
  writeRule,
} from '../src/index.ts';

const controller = { enabled: true, type: 0 };
const agent = { enabled: true, type: 1 };
const at = (operationMode: number, mesh: { enabled: boolean; type: number } | null = controller) =>
  accessRules({ model: 'W6-1500', operationMode, mesh });

describe('the access table (one rule for the UI and the router)', () => {
  it('names every write by the contract paths: guarded by a page rule, field by field, or unguarded with why', () => {
    expect(Object.keys(guardedWrites).sort()).toEqual([
      wanPath, pppoePath, interfacePath, dhcpServerPath, dhcpStaticLeasePath, radioPath, wirelessPath, bandSteeringPath,
      portRedirectPath, filterPath, denialOfServicePath, globalQosPath, remoteWebAccessPath, deviceQosPath, pingPath,
      traceroutePath, iotAssistantPath, dailyRebootPath, syslogPath, ledPath, datetimePath, resetButtonPath,
      mirroringPath, upgradeByPartsPath, remoteManagementPath, tr069ConfigPath,
    ].sort());
    expect(Object.keys(guardedFields).sort()).toEqual([devicePath, systemPath].sort());
    expect(Object.keys(unguardedWrites).sort()).toEqual([
      sessionPath, actionPath, userPath, upgradeByRemotePath, factoryDefaultPath, easymeshPath, httpRequestPath,
      voiceAssistantPath,
    ].sort());
    for (const rule of new Set(Object.values(guardedWrites))) {
      if (rule !== 'always' && rule !== 'wifi') expect(writeRefusedMessages[rule]).toBeTruthy();
    }
  });

  it('finds the rule of a write path, with or without id and query', () => {
    expect(writeRule('wan/0')).toBe('routerMode');
    expect(writeRule('/tr069_config/0?x=1')).toBe('tr069');
    expect(writeRule('radio/radio1')).toBe('wifiRadio');
    expect(writeRule('syslog/0')).toBe('system');
    expect(writeRule('session')).toBeUndefined();
    expect(writeRule('toString')).toBeUndefined();
  });

  it('router mode off an agent writes everything; an access point keeps TR-069 only; an agent and a repeater neither', () => {
    expect([at(0).routerMode, at(0).management, at(0).tr069]).toEqual([true, true, true]);
    expect([at(1).routerMode, at(1).management, at(1).tr069]).toEqual([false, false, true]);
    expect([at(3).routerMode, at(3).management, at(3).tr069]).toEqual([false, false, false]);
    const onAgent = at(0, agent);
    expect([onAgent.routerMode, onAgent.management, onAgent.tr069, onAgent.wifiRadio]).toEqual([false, false, false, false]);
  });

  it('refuses a write whose page the device hides, with the table\'s message and the resource as the field', () => {
    expect(writeRefusal('radio/radio0', at(0))).toBeUndefined();
    expect(writeRefusal('radio/radio0', at(3))).toEqual({ message: writeRefusedMessages.wifiRadio, field: 'radio' });
    expect(writeRefusal('syslog/0', at(0, agent))).toBeUndefined();
    expect(writeRefusal('syslog/0', at(3, agent))).toEqual({ message: writeRefusedMessages.system, field: 'syslog' });
    expect(writeRefusal('iot_assistant/0', at(0, agent))).toEqual({ message: iotUnavailableMessage, field: 'iot_assistant' });
    // pages every device has
    expect(writeRefusal('wireless/wl0', at(3, agent))).toBeUndefined();
    expect(writeRefusal('ping', at(3, agent))).toBeUndefined();
  });

  it('refuses a field the write changes where its page is hidden; the wizard sets the mode whatever the role', () => {
    const system = { operationMode: 0, upnp: true, ipv6: { enabled: false } };
    expect(fieldRefusal('system', { operationMode: 1 }, system, at(1, agent), false))
      .toEqual({ message: writeRefusedMessages.operationMode, field: 'operationMode' });
    expect(fieldRefusal('system', { operationMode: 1 }, system, at(1, agent), true)).toBeUndefined();
    expect(fieldRefusal('system', { operationMode: 1 }, system, at(1), false)).toBeUndefined();
    // UPnP by the mode the write leaves the device in; the same value sent back is no change
    expect(fieldRefusal('system', { upnp: false }, system, at(1), false)).toEqual({ message: routerModeFieldMessages.upnp, field: 'upnp' });
    expect(fieldRefusal('system', { upnp: true }, system, at(1), false)).toBeUndefined();
    expect(fieldRefusal('system', { ipv6: { enabled: false } }, system, at(1), false)).toBeUndefined();
    expect(fieldRefusal('system', { ipv6: { enabled: true } }, system, at(1), false)).toEqual({ message: routerModeFieldMessages.ipv6, field: 'ipv6' });
    expect(fieldRefusal('device', { tr069_enable: true }, { tr069_enable: false }, at(3), false))
      .toEqual({ message: writeRefusedMessages.tr069, field: 'tr069_enable' });
    expect(fieldRefusal('device', { alias: 'Sala', leds: false }, { alias: 'Quarto', leds: true }, at(3, agent), false)).toBeUndefined();
  });
});

describe('no mesh in repeater mode (spec 2 §4.11): the mesh-role page, the wizard and PUT easymesh/0', () => {
  it('a mesh may be on in router and access point mode, not in repeater mode', () => {
    expect([0, 1, 3].map(meshAllowed)).toEqual([true, true, false]);
  });
  it('the router refuses a write that leaves the mesh on in repeater mode, naming enabled', () => {
    expect(meshRefusal(true, 3)).toEqual({ message: meshInRepeaterMessage, field: 'enabled' });
    expect(meshRefusal(false, 3)).toBeUndefined();
    expect(meshRefusal(true, 0)).toBeUndefined();
  });
});
