import { describe, expect, it } from 'vitest';
import {
  accessRules,
  denialOfServicePath,
  dhcpServerPath,
  dhcpStaticLeasePath,
  filterPath,
  globalQosPath,
  guardedWrites,
  interfacePath,
  portRedirectPath,
  pppoePath,
  remoteManagementPath,
  remoteWebAccessPath,
  tr069ConfigPath,
  wanPath,
  writeRefusedMessages,
  writeRule,
} from '../src/index.ts';

describe('the access table (one rule for the UI and the router)', () => {
  it('names the guarded writes by the contract paths', () => {
    expect(Object.keys(guardedWrites).sort()).toEqual([
      denialOfServicePath, dhcpServerPath, dhcpStaticLeasePath, filterPath, globalQosPath, interfacePath,
      portRedirectPath, pppoePath, remoteManagementPath, remoteWebAccessPath, tr069ConfigPath, wanPath,
    ].sort());
    for (const rule of new Set(Object.values(guardedWrites))) expect(writeRefusedMessages[rule]).toBeTruthy();
  });

  it('finds the rule of a write path, with or without id and query', () => {
    expect(writeRule('wan/0')).toBe('routerMode');
    expect(writeRule('/tr069_config/0?x=1')).toBe('tr069');
    expect(writeRule('wireless/wl0')).toBeUndefined();
    expect(writeRule('toString')).toBeUndefined();
  });

  it('router mode off an agent writes everything; an access point keeps TR-069 only; an agent and a repeater neither', () => {
    const controller = { enabled: true, type: 0 };
    const at = (operationMode: number, mesh = controller) => accessRules({ model: 'W6-1500', operationMode, mesh });
    expect([at(0).routerMode, at(0).management, at(0).tr069]).toEqual([true, true, true]);
    expect([at(1).routerMode, at(1).management, at(1).tr069]).toEqual([false, false, true]);
    expect([at(3).routerMode, at(3).management, at(3).tr069]).toEqual([false, false, false]);
    const agent = at(0, { enabled: true, type: 1 });
    expect([agent.routerMode, agent.management, agent.tr069, agent.wifiRadio]).toEqual([false, false, false, false]);
  });
});
