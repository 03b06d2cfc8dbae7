/**
 * axe (WCAG 2.1 A and AA) on every route of the authenticated area (web/src/app/page-table.ts), each at 1280 and 360 px
 * in the light and the dark theme: 0 serious or critical findings (issue 28, DESIGN.md "Everyone"). One page load per
 * scenario, the pages reached by moves within the app; the walk is cut in parts so the workers share it, and held to
 * the menu: every entry the menu shows is walked. The login, the app page, the wizard, the voice
 * assistant and a mesh agent's page: outside-area.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { PortRedirect, Wireless } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { App } from '../dsl/app';
import { expectAccessibleInEveryLook, visit } from './looks';

type Route = readonly [path: string, title: string];

const header = {
  device: { profile: 'demo' as const },
  effects: ['session' as const],
  tags: ['@a11y' as const],
};

/** The routes without an id in their address, by part of the walk (those with one are added where they are walked). */
const WALK = {
  wifi: [
    ['/', 'Dashboard'],
    ['/network/wifi', 'Wi-Fi'],
    ['/network/wifi/add', 'Adicionar rede Wi-Fi'],
    ['/network/wifi/radio', 'Configurações de rádio'],
  ],
  network: [
    ['/network/wan', 'Internet'],
    ['/network/wan/static', 'Internet'],
    ['/network/wan/pppoe', 'Internet'],
    ['/network/lan', 'LAN'],
    ['/network/lan/dhcp-lease', 'Reserva de endereços IP'],
    ['/network/lan/dhcp-lease/add', 'Adicionar reserva'],
    ['/network/ipv6', 'IPv6'],
  ],
  mesh: [
    ['/network/mesh', 'InMesh'],
    ['/mesh/onboarding', 'Adicionar roteador'],
  ],
  security: [
    ['/security', 'Segurança'],
    ['/security/upnp', 'UPnP e DMZ'],
    ['/security/sip-alg', 'SIP ALG'],
    ['/security/bandcontrol', 'Controle de banda'],
    ['/security/dos', 'Proteção DoS'],
    ['/security/portredirect', 'Redirecionamento de portas'],
    ['/security/portredirect/add', 'Adicionar regra'],
  ],
  filters: [
    ['/security/filter', 'Filtros'],
    ['/security/filter/mac', 'Filtro de MAC'],
    ['/security/filter/ip', 'Filtro de IP'],
    ['/security/filter/port', 'Filtro de portas'],
    ['/security/filter/url', 'Filtro de URL'],
  ],
  tools: [
    ['/tools', 'Ferramentas'],
    ['/tools/ping', 'Ping'],
    ['/tools/traceroute', 'Traceroute'],
    ['/tools/site_survey', 'Site survey'],
    ['/tools/site_survey/2_4', 'Site survey'],
    ['/tools/site_survey/5', 'Site survey'],
    ['/tools/wps', 'WPS'],
    ['/tools/iot_assistant', 'Assistente IoT'],
  ],
  devices: [
    ['/devices', 'Dispositivos'],
    ['/parental-control', 'Controle parental'],
    ['/parental-control/schedule', 'Agenda de bloqueio'],
    ['/parental-control/devices', 'Bloqueio de dispositivos'],
    ['/parental-control/devices/all', 'Todos os dispositivos'],
    ['/parental-control/devices/all/block', 'Todos os dispositivos'],
  ],
  system: [
    ['/system', 'Sistema'],
    ['/system/update', 'Atualização de firmware'],
    ['/system/users', 'Usuários'],
    ['/system/reboot', 'Reiniciar'],
    ['/system/restore', 'Restaurar padrão de fábrica'],
    ['/system/datetime', 'Data e hora'],
  ],
  management: [
    ['/system/syslog', 'Log do sistema'],
    ['/system/leds', 'LEDs'],
    ['/system/management/management', 'Gerenciamento remoto'],
    ['/system/management/tr069', 'TR-069'],
    ['/system/operation-mode', 'Modo de operação'],
    ['/mirroring', 'Espelhamento'],
  ],
} satisfies Record<string, readonly Route[]>;

async function walk(app: App, page: Page, routes: readonly Route[]) {
  await app.signIn({ at: routes[0][0] });
  await walkOn(app, page, routes);
}

async function walkOn(app: App, page: Page, routes: readonly Route[]) {
  for (const [path, title] of routes) {
    await visit(app, page, path, title);
    await expectAccessibleInEveryLook(app, page, path);
  }
}

/** A page with an id in its address, opened with the first of its list. */
const withId = (base: string, id: string, title: string, tail = ''): Route => [`${base}/${encodeURIComponent(id)}${tail}`, title];

test('acessibilidade: painel e Wi-Fi, em 1280 e 360 px, claro e escuro (e cada entrada do menu no percurso)', scenario(header), async ({ app, page, router }) => {
  const [wifi] = await router.readAs<Wireless[]>('wireless');
  await app.signIn();
  // the walk holds to the menu: every entry it shows is walked
  const walked = new Set(Object.values(WALK).flat().map(([path]) => path));
  const missing = (await app.menuLinks()).filter((path) => !walked.has(path));
  expect(missing, 'entradas do menu fora do percurso de acessibilidade').toEqual([]);
  await walkOn(app, page, [...WALK.wifi, withId('/network/wifi', wifi.id, 'Editar rede Wi-Fi')]);
});

test('acessibilidade: internet, LAN, reservas e IPv6, em 1280 e 360 px, claro e escuro', scenario({
  ...header,
  // IPv6 on, through the router's API (on a bench the guard turns it back after): its page lists the addresses
  effects: ['session', 'configuration'],
}), async ({ app, page, router }) => {
  const on = await router.raw('PUT', 'system/0', { ipv6: { enabled: true } }, await router.login());
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  const [lease] = await router.leases();
  await walk(app, page, [...WALK.network, withId('/network/lan/dhcp-lease', lease.id, 'Editar reserva')]);
});

test('acessibilidade: InMesh e os nós, em 1280 e 360 px, claro e escuro', scenario({
  ...header,
  // any agent will do: two, as a bench's mesh has them
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
}), async ({ app, page, router }) => {
  const node = (await router.easymesh()).nodes.find((n) => !n.isRoot)!.mac;
  await walk(app, page, [...WALK.mesh, [`/mesh/${node}`, 'Detalhes do nó'], [`/mesh/${node}/location`, 'Editar localização']]);
});

test('acessibilidade: segurança, em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page, router }) => {
  const [rule] = await router.readAs<PortRedirect[]>('natportredirect');
  await walk(app, page, [...WALK.security, withId('/security/portredirect', rule.id, 'Editar regra')]);
});

test('acessibilidade: filtros, em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page }) => {
  await walk(app, page, WALK.filters);
});

test('acessibilidade: ferramentas, em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page }) => {
  await walk(app, page, WALK.tools);
});

test('acessibilidade: dispositivos e controle parental, em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page, router }) => {
  const { mac } = (await router.connectedDevices()).find((d) => d.signalLevel !== -100)!;
  const parental = '/parental-control/devices';
  await walk(app, page, [
    ...WALK.devices,
    withId('/devices', mac, 'Detalhes do dispositivo'),
    withId(parental, mac.toUpperCase(), 'Controle do dispositivo'),
    withId(parental, mac.toUpperCase(), 'Controle do dispositivo', '/block'),
  ]);
});

test('acessibilidade: sistema, em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page }) => {
  await walk(app, page, WALK.system);
});

test('acessibilidade: sistema (registro, LEDs, gerência, modo), em 1280 e 360 px, claro e escuro', scenario(header), async ({ app, page }) => {
  await walk(app, page, WALK.management);
});
