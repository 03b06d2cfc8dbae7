import type { Page } from '@playwright/test';
import { modelInfo } from '@roteador/contract';
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';

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

/** A case's device: the demo profile with its operation mode, its mesh role and, for some, another model. */
type CaseProfile = { base: 'demo'; operationMode: 0 | 1 | 3; meshRole: 'none' | 'controller' | 'agent'; model?: string };

const cases: Array<{ name: string; profile: CaseProfile; menu: string[]; hidden: string[] }> = [
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

type Case = (typeof cases)[number];

/** The menu of the case on screen, and the route guards: a hidden route sends the owner to the dashboard. */
async function expectMenuAndRoutes(app: App, page: Page, c: Case) {
  await app.signIn();
  expect(new Set(await app.menuLinks())).toEqual(new Set(c.menu));
  for (const path of c.hidden) {
    await page.goto(path);
    await app.expectPath('/');
  }
  for (const path of c.menu.filter((p) => p !== '/').slice(0, 3)) {
    await page.goto(path);
    await app.expectPath(path);
  }
}

/** What the menu's rules look at (spec 1 §2.5): the operation mode, the mesh role, whether the model has mesh and voice. */
interface Configuration { operationMode: number; meshRole: 'none' | 'controller' | 'agent'; mesh: boolean; voice: boolean }

function configurationOf(profile: CaseProfile): Configuration {
  const model = modelInfo(profile.model ?? 'W6-1500'); // the demo profile's model
  return { operationMode: profile.operationMode, meshRole: profile.meshRole, mesh: model.mesh, voice: model.voice };
}

const same = (a: Configuration, b: Configuration) =>
  a.operationMode === b.operationMode && a.meshRole === b.meshRole && a.mesh === b.mesh && a.voice === b.voice;

/** The same, read from the router. */
async function routerConfiguration(router: RouterClient): Promise<Configuration> {
  const model = modelInfo((await router.device()).model);
  const { operationMode } = await router.system();
  const easymesh = model.mesh ? await router.easymesh() : null;
  const meshRole = !easymesh?.enabled ? 'none' : easymesh.type === 1 ? 'agent' : 'controller';
  return { operationMode, meshRole, mesh: model.mesh, voice: model.voice };
}

// The demo profile is the first case's device (a W6-1500 in router mode, mesh controller): there the case is the
// router's own configuration, read from it — on a bench, whichever case of the table that configuration is.
const [routerCase, ...others] = cases;

test(`menu e rotas: o caso do roteador (modo, papel na mesh e modelo lidos dele; no perfil demo: ${routerCase.name})`, scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, page, router }) => {
  const configuration = await routerConfiguration(router);
  const c = cases.find((k) => same(configurationOf(k.profile), configuration));
  if (!c) throw new Error(`a tabela não tem o caso deste roteador: ${JSON.stringify(configuration)}`);
  await expectMenuAndRoutes(app, page, c);
});

/**
 * A case's device as a header asks for it: its model, and the demo profile's own values left out (mode 0; a
 * controller, on a model with mesh), so what is left is what a lab stands a router in — another mode (the lab switches
 * it), no mesh (a router without it) — or, a mesh agent, the emulator's alone.
 * A repeater's mesh is off by its mode (the emulator's apply does the same), not by its role.
 */
function headerOf(c: Case): Pick<ScenarioHeader, 'device' | 'needs' | 'lab'> {
  const { operationMode, meshRole, model } = c.profile;
  // the model always (the demo's when the case names none): the menu's rules read it, so a lab's router of another
  // model is not this case's device
  const profile: Record<string, unknown> = { base: 'demo', model: model ?? 'W6-1500' };
  if (operationMode !== 0) profile.operationMode = operationMode;
  if (meshRole === 'agent' || (meshRole === 'none' && operationMode !== 3)) profile.meshRole = meshRole;
  return {
    device: { profile },
    ...(meshRole === 'agent' ? { needs: ['control' as const] } : {}),
    ...(operationMode !== 0 ? { lab: ['operation-mode' as const] } : {}),
  };
}

for (const c of others) {
  test(`menu e rotas: ${c.name}`, scenario({ ...headerOf(c), effects: ['session'], tags: ['@shell'] }), async ({ app, page, router }) => {
    // the router is the case's device (on a bench: as the lab stood it)
    expect(await routerConfiguration(router)).toEqual(configurationOf(c.profile));
    await expectMenuAndRoutes(app, page, c);
  });
}
