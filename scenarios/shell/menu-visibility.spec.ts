import { expect, scenario, type Profile } from '../dsl';

// The side menu of spec 1 §2.5, written out from the spec's table (not from the UI's own rule).
const DASHBOARD = ['/'];
const TOOLS = ['/tools/site_survey', '/tools/ping', '/tools/traceroute', '/tools/wps'];
const SYSTEM = ['/system/update', '/system/users', '/system/reboot', '/system/restore', '/system/datetime', '/system/syslog', '/system/leds'];
const WIFI = ['/network/wifi'];
const PARENTAL = ['/parental-control/schedule', '/parental-control/devices'];
const SECURITY = ['/security/portredirect', '/security/upnp', '/security/sip-alg', '/security/bandcontrol', '/security/filter', '/security/dos'];
const IOT = ['/tools/iot_assistant'];
const MANAGEMENT = ['/system/management/management'];
const MANAGEMENT_TR069 = ['/system/management/tr069'];
const OPERATION_MODE = ['/system/operation-mode'];
const ALEXA = ['/amazon/alexa'];

const cases: Array<{ name: string; profile: Profile; menu: string[]; hidden: string[] }> = [
  {
    name: 'roteador (modo 0), nó principal',
    profile: { base: 'demo', operationMode: 0, meshRole: 'controller' },
    menu: [...DASHBOARD, ...WIFI, ...PARENTAL, ...SECURITY, ...TOOLS, ...IOT, ...SYSTEM, ...MANAGEMENT, ...OPERATION_MODE],
    hidden: ['/amazon/alexa'],
  },
  {
    name: 'ponto de acesso (modo 1)',
    profile: { base: 'demo', operationMode: 1, meshRole: 'controller' },
    menu: [...DASHBOARD, ...WIFI, ...TOOLS, ...IOT, ...SYSTEM, ...MANAGEMENT_TR069, ...OPERATION_MODE],
    hidden: ['/security/dos', '/parental-control/schedule', '/system/management/management'],
  },
  {
    name: 'repetidor (modo 3), sem mesh',
    profile: { base: 'demo', operationMode: 3, meshRole: 'none' },
    // "device has mesh": the model is mesh-capable (the IoT window works with the mesh off too).
    menu: [...DASHBOARD, ...WIFI, ...TOOLS, ...IOT, ...SYSTEM, ...OPERATION_MODE],
    hidden: ['/security/portredirect', '/system/management/management', '/mesh/onboarding', '/network/wifi/radio'],
  },
  {
    name: 'nó secundário (agente) em modo roteador',
    profile: { base: 'demo', operationMode: 0, meshRole: 'agent' },
    menu: [...DASHBOARD, ...TOOLS, ...SYSTEM],
    hidden: ['/network/wan', '/security/filter', '/tools/iot_assistant', '/system/operation-mode', '/system/management/management'],
  },
  {
    name: 'nó secundário (agente) em modo repetidor',
    profile: { base: 'demo', operationMode: 3, meshRole: 'agent' },
    menu: [...DASHBOARD, ...TOOLS],
    hidden: ['/system/update', '/system/users', '/network/lan'],
  },
  {
    name: 'modelo com assistente de voz',
    profile: { base: 'demo', model: 'Twibi Force Voice', operationMode: 0, meshRole: 'controller' },
    menu: [...DASHBOARD, ...ALEXA, ...WIFI, ...PARENTAL, ...SECURITY, ...TOOLS, ...IOT, ...SYSTEM, ...MANAGEMENT, ...OPERATION_MODE],
    hidden: [],
  },
  {
    name: 'modelo sem mesh (W4-300F)',
    profile: { base: 'demo', model: 'W4-300F', operationMode: 0, meshRole: 'none' },
    menu: [...DASHBOARD, ...WIFI, ...PARENTAL, ...SECURITY, ...TOOLS, ...SYSTEM, ...MANAGEMENT, ...OPERATION_MODE],
    hidden: ['/tools/iot_assistant', '/amazon/alexa', '/mesh/onboarding'],
  },
];

for (const c of cases) {
  scenario(`menu e rotas: ${c.name}`, { device: { profile: c.profile }, needs: ['control'], effects: ['session'], tags: ['@shell'] }, async ({ app, page }) => {
    await app.signIn();
    expect(new Set(await app.menuLinks())).toEqual(new Set(c.menu));
    // The route guards follow the same rule: a hidden route sends the owner to the dashboard.
    for (const path of c.hidden) {
      await page.goto(path);
      await app.expectPath('/');
    }
    for (const path of c.menu.filter((p) => p !== '/').slice(0, 3)) {
      await page.goto(path);
      await app.expectPath(path);
    }
  });
}
