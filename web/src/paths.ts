/**
 * The web's own page paths, in one place (spec 1 §2.1, spec 2 §2.1–2.2, spec 3 §2): every link, redirect, menu entry
 * and route names its page here. The URLs are the spec's. A leaf (it imports types only), so app/, features/ and
 * state/ all may use it.
 */
import type { SurveyBand } from '@roteador/contract';

/** A page with a parameter in its URL: called with the value, it gives the address; `pattern` is its route. */
interface ParamPath {
  (id: string): string;
  readonly pattern: string;
}

function withId(pattern: string, encode: (id: string) => string = encodeURIComponent): ParamPath {
  return Object.assign((id: string) => pattern.replace(':id', encode(id)), { pattern });
}
// A MAC keeps its colons in a mesh node's address (/mesh/AA:BB:…), not %3A.
const asIs = (id: string) => id;

/** The WAN forms' sub-pages, one per mode (/network/wan/static, /wizard/wan/pppoe). */
export const wanModes = ['dhcp', 'static', 'pppoe'] as const;
type WanModePath = (typeof wanModes)[number];

const meshNode = withId('/mesh/:id', asIs);

const wanModePaths = (base: string) =>
  Object.fromEntries(wanModes.map((mode) => [mode, `${base}/${mode}`])) as Record<WanModePath, string>;

export const paths = {
  dashboard: '/',
  login: '/login',
  /** the login page saying the session ended */
  loginExpired: '/login?expired',
  downloadApp: '/download-app',
  alexa: '/amazon/alexa',
  wizard: {
    credentials: '/wizard',
    location: '/wizard/wizard-location',
    operationMode: '/wizard/operation-mode',
    wan: '/wizard/wan',
    wanMode: wanModePaths('/wizard/wan'),
    wifi: '/wizard/wifi',
    repeater: '/wizard/repeater',
    confirm: '/wizard/confirm',
  },
  network: {
    /** leads to the first tab the device state allows */
    area: '/network',
    wifi: '/network/wifi',
    wifiAdd: '/network/wifi/add',
    wifiNetwork: withId('/network/wifi/:id'),
    radio: '/network/wifi/radio',
    wan: '/network/wan',
    wanMode: wanModePaths('/network/wan'),
    lan: '/network/lan',
    ipv6: '/network/ipv6',
    leases: '/network/lan/dhcp-lease',
    leaseAdd: '/network/lan/dhcp-lease/add',
    lease: withId('/network/lan/dhcp-lease/:id'),
    meshRole: '/network/mesh',
    meshAgent: '/network/mesh/agent',
  },
  security: {
    menu: '/security',
    upnp: '/security/upnp',
    sipAlg: '/security/sip-alg',
    bandControl: '/security/bandcontrol',
    dos: '/security/dos',
    portRedirect: '/security/portredirect',
    portRedirectAdd: '/security/portredirect/add',
    portRedirectRule: withId('/security/portredirect/:id'),
    filters: '/security/filter',
    filter: { mac: '/security/filter/mac', ip: '/security/filter/ip', port: '/security/filter/port', url: '/security/filter/url' },
  },
  tools: {
    menu: '/tools',
    ping: '/tools/ping',
    traceroute: '/tools/traceroute',
    siteSurvey: '/tools/site_survey',
    siteSurveyBand: { '2.4': '/tools/site_survey/2_4', '5': '/tools/site_survey/5' } satisfies Record<SurveyBand, string>,
    wps: '/tools/wps',
    iotAssistant: '/tools/iot_assistant',
  },
  parental: {
    menu: '/parental-control',
    schedule: '/parental-control/schedule',
    devices: '/parental-control/devices',
    all: '/parental-control/devices/all',
    allRules: '/parental-control/devices/all/block',
    device: withId('/parental-control/devices/:id'),
    deviceFilters: withId('/parental-control/devices/:id/block'),
  },
  devices: {
    list: '/devices',
    device: withId('/devices/:id'),
  },
  system: {
    menu: '/system',
    reboot: '/system/reboot',
    syslog: '/system/syslog',
    leds: '/system/leds',
    update: '/system/update',
    /** the update page starting the update at once (after a login asked for it) */
    updateStart: '/system/update?start',
    restore: '/system/restore',
    datetime: '/system/datetime',
    mirroring: '/mirroring',
    users: '/system/users',
    operationMode: '/system/operation-mode',
    /** leads to the management tab the device state allows */
    managementArea: '/system/management',
    management: '/system/management/management',
    tr069: '/system/management/tr069',
  },
  mesh: {
    onboarding: '/mesh/onboarding',
    node: meshNode,
    /** the node page asking at once whether to remove the node */
    nodeRemove: (mac: string) => `${meshNode(mac)}?remove`,
    location: withId('/mesh/:id/location', asIs),
  },
} as const;
