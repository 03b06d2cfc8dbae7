/** Test helpers: one emulator app, driven through app.request (no server, no network). */
import {
  BandSteeringList,
  ConnectedDeviceList,
  DailyReboot,
  DailyRebootList,
  DateTime,
  DateTimeList,
  DenialOfServiceList,
  Device,
  DeviceList,
  DhcpServerList,
  DhcpStaticLeaseList,
  EasyMesh,
  EasyMeshList,
  encodeSecret,
  FactoryDefault,
  FactoryDefaultList,
  FilterList,
  GlobalQosList,
  Interface,
  InterfaceStatistics,
  IotAssistant,
  LanList,
  Led,
  LedList,
  Limits,
  LimitsList,
  LinkList,
  PingResultList,
  PortRedirectList,
  PppoeList,
  type ProxyAnswer,
  Radio,
  RadioList,
  RemoteWebAccessList,
  SiteSurveyList,
  StatusList,
  Syslog,
  SyslogList,
  System,
  SystemList,
  TracerouteResultList,
  User,
  UserList,
  VoiceAssistant,
  Wan,
  WanDetect,
  WanList,
  Wireless,
  WirelessList,
  WpsStatus,
  WpsStatusList,
} from '@roteador/contract';
import { array, type Struct } from 'superstruct';
import { type AppOptions, createApp } from '../src/app.ts';

export const DEMO = { username: 'admin', password: 'Wifi@Casa2026' };

/** A deterministic stream of numbers in [0, 1) (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real time passing (the test's own event loop turning), not the emulator's virtual clock. */
export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function setup(options: AppOptions = {}) {
  const { app, emulator } = createApp({ webDir: '/nonexistent-web-dir', ...options });

  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    // as every client of the router does: a write declares JSON (door.ts refuses a tokenless POST that does not)
    if (body !== undefined || ['POST', 'PUT', 'PATCH'].includes(method)) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return await app.request(path, init);
  }

  /** Calls and reads the JSON answer. */
  async function json(method: string, path: string, body?: unknown, token?: string) {
    const res = await call(method, path, body, token);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  async function login(credentials = DEMO, encoded = false): Promise<string> {
    const body = encoded
      ? { username: encodeSecret(credentials.username), password: encodeSecret(credentials.password) }
      : credentials;
    const res = await json('POST', '/api/v1/session', body);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  /** POST http_request through the local device (the controller), with its token. */
  async function proxy(token: string, ip: string, method: 0 | 1 | 2, path: string, body?: unknown, nodeToken?: string) {
    const request = { dest: `${ip}/api/v1/${path}`, method, ...(nodeToken ? { token: nodeToken } : {}), body };
    const res = await json('POST', '/api/v1/http_request', request, token);
    if (res.status !== 200) throw new Error(`http_request failed: ${res.status} ${JSON.stringify(res.body)}`);
    // deno-lint-ignore no-explicit-any
    return res.body as ProxyAnswer & { body: any };
  }

  /** A session on a node, through the proxy: its token. */
  async function nodeLogin(token: string, ip: string, credentials = DEMO): Promise<string> {
    const answer = await proxy(token, ip, 1, 'session', credentials);
    if (answer.status !== 200) throw new Error(`node login failed: ${JSON.stringify(answer)}`);
    return answer.body.token;
  }

  const control = (method: string, path: string, body?: unknown) => json(method, `/__emulator${path}`, body);
  const state = async () => (await control('GET', '/state')).body;
  const advance = (ms: number) => control('POST', '/clock', { advanceMs: ms });
  const manualClock = () => control('POST', '/clock', { mode: 'manual' });

  return {
    app,
    emulator,
    call,
    json,
    login,
    proxy,
    nodeLogin,
    control,
    state,
    advance,
    manualClock,
    [Symbol.dispose]: () => emulator.dispose(),
  };
}

/** Every GET of the router's API and the struct its answer must pass (voice_assistant only on the voice model). */
// deno-lint-ignore no-explicit-any
type Read = [string, Struct<any, any>];
export function readPaths(voiceModel: boolean): Read[] {
  const reads: Read[] = [
    ['status', StatusList],
    ['device', DeviceList],
    ['device/0', Device],
    ['system', SystemList],
    ['system/0', System],
    ['user', UserList],
    ['user/0', User],
    ['easymesh', EasyMeshList],
    ['easymesh/0', EasyMesh],
    ['lan', LanList],
    ['interface', array(Interface)],
    ['interface/lan', Interface],
    ['interface/wan', Interface],
    ['wan', WanList],
    ['wan/0', Wan],
    ['wan_detect', WanDetect],
    ['datetime', DateTimeList],
    ['datetime/0', DateTime],
    ['radio', RadioList],
    ['radio/radio0', Radio],
    ['wireless', WirelessList],
    ['wireless/wl0', Wireless],
    ['filter', FilterList],
    ['natportredirect', PortRedirectList],
    ['remote_web_access', RemoteWebAccessList],
    ['denial_of_service', DenialOfServiceList],
    ['qos_global', GlobalQosList],
    ['interface_statistics/wan', InterfaceStatistics],
    ['interface_statistics/lan', InterfaceStatistics],
    ['connected_device', ConnectedDeviceList],
    ['dhcp_server', DhcpServerList],
    ['dhcp_static_lease', DhcpStaticLeaseList],
    ['limits', LimitsList],
    ['limits/0', Limits],
    ['link', LinkList],
    ['pppoe', PppoeList],
    ['band_steering', BandSteeringList],
    ['site_survey', SiteSurveyList],
    ['factory_default', FactoryDefaultList],
    ['factory_default/0', FactoryDefault],
    ['iot_assistant', array(IotAssistant)],
    ['iot_assistant/0', IotAssistant],
    ['wps', WpsStatusList],
    ['wps/0', WpsStatus],
    ['ping', PingResultList],
    ['traceroute', TracerouteResultList],
    ['daily_reboot', DailyRebootList],
    ['daily_reboot/0', DailyReboot],
    ['syslog', SyslogList],
    ['syslog/0', Syslog],
    ['led', LedList],
    ['led/0', Led],
  ];
  if (voiceModel) reads.push(['voice_assistant', array(VoiceAssistant)], ['voice_assistant/0', VoiceAssistant]);
  return reads;
}
