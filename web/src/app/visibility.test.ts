import { describe, expect, it } from 'vitest';
import { VOICE_MODEL } from '@roteador/contract';
import { visibility, type DeviceState } from './visibility.ts';

const controller = { enabled: true, type: 0 };
const agent = { enabled: true, type: 1 };
const base: DeviceState = { model: 'W5-1200G', operationMode: 0, mesh: controller };
const paths = (state: DeviceState) => visibility(state).menu.flatMap((g) => g.entries.map((e) => e.path));
const groups = (state: DeviceState) => visibility(state).menu.map((g) => g.label);

describe('visibility: router mode (0)', () => {
  it('shows every group but the voice assistant on a mesh controller', () => {
    expect(groups(base)).toEqual(['Dashboard', 'Rede', 'Controle parental', 'Segurança', 'Ferramentas', 'Sistema']);
    const v = visibility(base);
    expect(v.routes.routerMode).toBe(true);
    expect(v.routes.iot).toBe(true);
    expect(v.routes.meshNodes).toBe(true);
    expect(v.routes.meshOnboarding).toBe(true);
    expect(v.managementPath).toBe('/system/management/management');
    expect(paths(base)).toContain('/system/operation-mode');
    expect(paths(base)).toContain('/network/wifi');
    expect(paths(base)).toContain('/tools/iot_assistant');
  });

  it('hides Wi-Fi, security, parental, IoT, management and operation mode on an agent', () => {
    const s = { ...base, mesh: agent };
    const v = visibility(s);
    expect(groups(s)).toEqual(['Dashboard', 'Ferramentas', 'Sistema']);
    expect(paths(s)).not.toContain('/network/wifi');
    expect(paths(s)).not.toContain('/network/mesh');
    expect(v.routes.meshRole).toBe(true);
    // the menu hides Wi-Fi, but the WI-FI tab's page stays reachable, locked (spec 2 §2.2, §4.12)
    expect(v.routes.wifi).toBe(true);
    expect(v.routes.routerMode).toBe(false);
    expect(v.routes.iot).toBe(false);
    expect(v.routes.management).toBe(false);
    expect(v.routes.tr069).toBe(false);
    expect(v.routes.operationMode).toBe(false);
    expect(v.routes.meshNodes).toBe(true);
    expect(v.routes.meshOnboarding).toBe(false);
    expect(v.managementPath).toBeNull();
    expect(v.dashboard).toMatchObject({ wifiList: false, devices: false, bandControl: false, wanLan: false });
  });

  it('without a mesh: no mesh pages, no IoT assistant', () => {
    const s = { ...base, mesh: null };
    const v = visibility(s);
    expect(v.routes.meshNodes).toBe(false);
    expect(v.routes.meshOnboarding).toBe(false);
    expect(v.routes.meshRole).toBe(false);
    expect(v.routes.iot).toBe(false);
    expect(paths(s)).not.toContain('/tools/iot_assistant');
    expect(v.routes.routerMode).toBe(true);
  });

  it('a disabled mesh is no mesh, and its type does not make an agent', () => {
    const v = visibility({ ...base, mesh: { enabled: false, type: 1 } });
    expect(v.routes.meshNodes).toBe(false);
    expect(v.routes.wifi).toBe(true);
    expect(v.routes.meshRole).toBe(true);
    expect(v.routes.iot).toBe(true);
  });

  it('a model without mesh support has no mesh even if easymesh answered', () => {
    const v = visibility({ model: 'W4-300F', operationMode: 0, mesh: controller });
    expect(v.routes.meshNodes).toBe(false);
    expect(v.routes.iot).toBe(false);
  });
});

describe('visibility: access point mode (1)', () => {
  const s = { ...base, operationMode: 1 };
  it('hides security and parental control, shows the TR-069 tab instead of management', () => {
    const v = visibility(s);
    expect(groups(s)).toEqual(['Dashboard', 'Rede', 'Ferramentas', 'Sistema']);
    expect(v.routes.routerMode).toBe(false);
    expect(v.routes.management).toBe(false);
    expect(v.routes.tr069).toBe(true);
    expect(v.managementPath).toBe('/system/management/tr069');
    expect(paths(s)).toContain('/system/management/tr069');
    expect(paths(s)).not.toContain('/system/management/management');
    expect(paths(s)).not.toContain('/network/wan');
    expect(v.routes.operationMode).toBe(true);
    expect(v.routes.wifiRadio).toBe(true);
  });
});

describe('visibility: repeater mode (3)', () => {
  it('hides management and the radio page; Wi-Fi only in the network group', () => {
    const s = { ...base, operationMode: 3 };
    const v = visibility(s);
    expect(v.routes.management).toBe(false);
    expect(v.routes.tr069).toBe(false);
    expect(v.managementPath).toBeNull();
    expect(v.routes.wifiRadio).toBe(false);
    expect(v.routes.system).toBe(true);
    expect(visibility(s).menu.find((g) => g.id === 'network')?.entries.map((e) => e.path)).toEqual(['/network/wifi']);
  });

  it('hides the whole system menu for an agent in repeater mode', () => {
    const s = { ...base, operationMode: 3, mesh: agent };
    const v = visibility(s);
    expect(v.routes.system).toBe(false);
    expect(groups(s)).toEqual(['Dashboard', 'Ferramentas']);
    expect(v.routes.meshRole).toBe(true);
  });
});

describe('visibility: voice model', () => {
  it('shows the voice assistant only on the voice model', () => {
    const voice = { ...base, model: VOICE_MODEL };
    expect(visibility(voice).routes.alexa).toBe(true);
    expect(paths(voice)).toContain('/amazon/alexa');
    expect(groups(voice)[1]).toBe('Assistente Alexa');
    expect(visibility(base).routes.alexa).toBe(false);
    expect(paths(base)).not.toContain('/amazon/alexa');
  });
});

describe('visibility: network tabs (spec 2 §2.2)', () => {
  const tabs = (s: Partial<DeviceState>) => visibility({ ...base, ...s }).networkTabs;
  it('router mode: all five with a mesh, no INMESH without one', () => {
    expect(tabs({})).toEqual(['wifi', 'wan', 'lan', 'ipv6', 'mesh']);
    expect(tabs({ model: 'W4-300F', mesh: null })).toEqual(['wifi', 'wan', 'lan', 'ipv6']);
  });
  it('INMESH follows the mesh being on, not the device being able to mesh (issue 26)', () => {
    expect(tabs({ mesh: { enabled: false, type: 0 } })).toEqual(['wifi', 'wan', 'lan', 'ipv6']);
    expect(tabs({ operationMode: 1, mesh: { enabled: false, type: 0 } })).toEqual(['wifi']);
    // the page itself stays where the device can mesh: the mesh is switched on there
    expect(visibility({ ...base, mesh: { enabled: false, type: 0 } }).routes.meshRole).toBe(true);
  });
  it('access point: WI-FI and INMESH; repeater: WI-FI only', () => {
    expect(tabs({ operationMode: 1 })).toEqual(['wifi', 'mesh']);
    expect(tabs({ operationMode: 1, model: 'W4-300F', mesh: null })).toEqual(['wifi']);
    expect(tabs({ operationMode: 3, mesh: { enabled: false, type: 0 } })).toEqual(['wifi']);
  });
  it('mesh agent: WI-FI and INMESH, in any mode', () => {
    expect(tabs({ mesh: { enabled: true, type: 1 } })).toEqual(['wifi', 'mesh']);
    expect(tabs({ operationMode: 3, mesh: { enabled: true, type: 1 } })).toEqual(['wifi', 'mesh']);
  });
});
