/**
 * A profile's network configuration laid over its base device (profile-config.ts): limits, LAN, WAN and PPPoE,
 * radios, Wi-Fi, band steering, DHCP and static leases, the device's place in the mesh; and, once the mesh's agents
 * exist, what the router saw around it (connected devices, the networks heard). Each is checked with the rules of the
 * API's write of that resource (device/lan.ts, wan.ts, wireless.ts, contract validators); a refusal throws
 * ProfileError at its field.
 */
import {
  Cipher,
  decodeSecret,
  followLan,
  followLanDhcp,
  isLinkLocalIpv6,
  MAC_PATTERN,
  REPEATER_CLIENT_ID,
  sameMac,
  validateBandSteering,
  validateLanAddress,
  validateRadio,
  validateWifiNetwork,
  wifiBandFull,
  wpsAllowed,
} from '@roteador/contract';
import type { ClientState, DeviceState, EmulatorState } from './state.ts';
import { createLease, updateDhcp } from './lan.ts';
import { savePppoe, setWanLease, updateWan, NO_ADDRESS } from './wan.ts';
import { linkLocal } from './build.ts';
import { firstFailure } from './outcome.ts';
import { orRefuse, type ProfileConfig, refuse } from './profile-config.ts';

type Config = ProfileConfig;

function limits(state: DeviceState, given: NonNullable<Config['limits']>): void {
  const dual = state.network.radios.length > 1;
  if (given.wifi_limits.radio1 !== (dual ? given.wifi_limits.radio0 : 0)) {
    refuse('limits.wifi_limits.radio1', dual
      ? 'the emulator holds one Wi-Fi limit for both radios: radio1 must equal radio0'
      : `${state.device.model} has one radio: radio1 must be 0`);
  }
  state.network.limits = {
    static_leases: given.static_leases,
    wifi: given.wifi_limits.radio0,
    port_forward: given.port_forward,
    filters: given.filters,
  };
}

/**
 * The LAN's address, checked against the WAN the profile ends with (as PUT interface/lan checks it); the DHCP pool, a
 * DNS that was the router's own address, the leases and the home's devices follow it into the new network.
 */
function lan(home: EmulatorState, given: NonNullable<Config['lan']>, wan: Config['wan']): void {
  const net = home.network;
  const to = { ip4: (given.ip4 ?? net.lan.ip4).trim(), netmask: (given.netmask ?? net.lan.netmask).trim() };
  const wanIp = wan?.ip4 !== undefined && wan.ip4 !== NO_ADDRESS ? wan.ip4 : net.wan.ip4;
  const against = { ip4: wanIp, netmask: wan?.netmask ?? net.wan.netmask };
  const refused = firstFailure(validateLanAddress(to, against));
  if (refused) orRefuse('lan', refused);
  const from = { ip4: net.lan.ip4, netmask: net.lan.netmask };
  Object.assign(net.dhcp, followLanDhcp(net.dhcp, from, to));
  for (const lease of net.leases) lease.ip = followLan(lease.ip, from, to);
  for (const client of home.clients) client.ip = followLan(client.ip, from, to);
  Object.assign(net.lan, to);
  if (given.ip6_list) {
    const global = given.ip6_list.filter((a) => !isLinkLocalIpv6(a));
    const local = given.ip6_list.filter(isLinkLocalIpv6);
    // shown while IPv6 is on: the global ones first, the link-local one last (as the LAN's MAC gives it, unless given)
    const seeded = net.lan.ip6_list;
    net.lan.ip6_list = [
      ...(global.length ? global : seeded.filter((a) => !isLinkLocalIpv6(a))),
      ...(local.length ? local : seeded.filter(isLinkLocalIpv6)),
    ];
  }
}

/** The WAN: in DHCP and PPPoE its address is the provider's lease (given by the line), static the owner's. */
function wan(state: DeviceState, given: NonNullable<Config['wan']>): void {
  const mode = given.mode ?? state.network.wan.mode;
  const { ip4, netmask, gateway } = given;
  if (mode !== 1 && ip4 !== undefined && ip4 !== NO_ADDRESS) {
    setWanLease(state, { ip4, netmask: netmask ?? state.network.wanLease.netmask, gateway: gateway ?? state.network.wanLease.gateway });
  }
  const update = Object.fromEntries(
    (['mode', 'mtu', 'ip4', 'netmask', 'gateway', 'clonedMac', 'dns_v4'] as const)
      .filter((k) => given[k] !== undefined && !(mode === 1 && given[k] === NO_ADDRESS))
      .map((k) => [k, given[k]]),
  );
  orRefuse('wan', updateWan(state, update));
  const w = state.network.wan;
  if (given.gateway_v6 !== undefined) w.gateway_v6 = given.gateway_v6;
  if (given.dns_v6 !== undefined) w.dns_v6 = { ...given.dns_v6 };
  const port = given.interface;
  if (port?.mac !== undefined) {
    if (!MAC_PATTERN.test(port.mac)) refuse('wan.interface.mac', `not a MAC (AA:BB:CC:DD:EE:FF): ${port.mac}`);
    w.interface.mac = port.mac;
  }
  if (port?.mtu !== undefined) w.interface.mtu = port.mtu;
  if (port?.ip6_list !== undefined) w.interface.ip6_list = [...port.ip6_list];
}

/** The model's radios, each by its id and band, as validateRadio (the radio page's rules) takes them. */
function radios(state: DeviceState, given: NonNullable<Config['radio']>): void {
  const ids = state.network.radios.map((r) => `${r.id} (${r.frequency} GHz)`);
  if (given.length !== ids.length || given.some((r, i) => `${r.id} (${r.frequency} GHz)` !== ids[i])) {
    refuse('radio', `${state.device.model} has the radios ${ids.join(', ')}, in that order; got ${given.map((r) => `${r.id} (${r.frequency} GHz)`).join(', ') || 'none'}`);
  }
  given.forEach((r, i) => orRefuse(`radio.${i}`, firstFailure(validateRadio(r)) ?? { ok: true, value: null }));
  state.network.radios = structuredClone(given);
}

/**
 * The Wi-Fi networks, each checked as a create against those before it (name in use, cipher, key, the band's limit),
 * one root network per radio on that radio's band; the repeater client (`wlc`, mode 1) is the network repeated.
 */
function wireless(state: DeviceState, given: NonNullable<Config['wireless']>): void {
  const radioOf = (id: string) => state.network.radios.find((r) => r.id === id);
  const limit = state.network.limits.wifi;
  const kept: typeof given = [];
  given.forEach((w, i) => {
    const at = `wireless.${i}`;
    const radio = radioOf(w.radioID);
    if (!radio) refuse(`${at}.radioID`, `no radio ${w.radioID} on ${state.device.model}`);
    if (w.frequency !== radio.frequency) refuse(`${at}.frequency`, `${w.radioID} is the ${radio.frequency} GHz radio`);
    const key = w.cipher === Cipher.None ? '' : decodeSecret(w.key);
    if (key === undefined) refuse(`${at}.key`, 'the key is encoded (base64), as GET wireless answers it');
    if (w.id === REPEATER_CLIENT_ID || w.mode === 1) {
      if (w.id !== REPEATER_CLIENT_ID || w.mode !== 1) refuse(`${at}.mode`, `the repeater client is ${REPEATER_CLIENT_ID}, mode 1`);
      state.network.repeater = { ssid: w.ssid, cipher: w.cipher, radioID: w.radioID, key: w.cipher === Cipher.None ? '' : w.key };
      return;
    }
    if (w.mode !== 0) refuse(`${at}.mode`, 'a network of the router has mode 0 (1: the repeater client)');
    if (kept.some((o) => o.id === w.id)) refuse(`${at}.id`, `id ${w.id} twice`);
    if (w.isRoot && kept.some((o) => o.isRoot && o.radioID === w.radioID)) refuse(`${at}.isRoot`, `${w.radioID} has one root network`);
    if (w.wps && !wpsAllowed(w.cipher)) refuse(`${at}.wps`, 'WPS needs a secured network (neither open nor WPA3 only)');
    if (!w.isRoot && wifiBandFull(kept, w.radioID, limit)) refuse(`${at}.radioID`, `${w.radioID} holds ${limit} networks (limits.wifi_limits)`);
    const draft = { id: w.id, isRoot: w.isRoot, ssid: w.ssid, radioIDs: [w.radioID], cipher: w.cipher, key };
    orRefuse(at, firstFailure(validateWifiNetwork(draft, { others: kept })) ?? { ok: true, value: null });
    kept.push(structuredClone(w));
  });
  for (const radio of state.network.radios) {
    if (!kept.some((w) => w.isRoot && w.radioID === radio.id)) refuse('wireless', `no root network on ${radio.id}`);
  }
  state.network.wireless = kept;
}

function bandSteering(state: DeviceState, enabled: boolean): void {
  if (enabled) {
    const roots = state.network.wireless.filter((w) => w.isRoot);
    const r24 = roots.find((w) => w.frequency === '2.4');
    const r5 = roots.find((w) => w.frequency === '5');
    const refusal = validateBandSteering({
      radios: state.network.radios,
      dualBand: r24 !== undefined && r5 !== undefined,
      sameName: r24 !== undefined && r5 !== undefined && r24.ssid === r5.ssid,
    });
    if (refusal) refuse('band_steering.enabled', refusal);
  }
  state.network.bandSteering = enabled;
}

/** The static leases, each checked as a create against those before it (limit, range, MAC and IP unique). */
function leases(state: DeviceState, given: NonNullable<Config['dhcp_static_lease']>): void {
  state.network.leases = [];
  given.forEach((l, i) => {
    if (state.network.leases.some((o) => o.id === l.id)) refuse(`dhcp_static_lease.${i}.id`, `id ${l.id} twice`);
    const created = orRefuse(`dhcp_static_lease.${i}`, createLease(state, { description: l.description, mac: l.mac, ip: l.ip }));
    state.network.leases[state.network.leases.length - 1] = { ...created, id: l.id };
  });
}

function mesh(state: DeviceState, given: NonNullable<Config['easymesh']>): void {
  if (given.backhaul_mac && !MAC_PATTERN.test(given.backhaul_mac)) refuse('easymesh.backhaul_mac', `not a MAC: ${given.backhaul_mac}`);
  Object.assign(state.easymesh, given);
}

/** The network part of a profile's config (the connected devices and the networks heard: applyEnvironment). */
export function applyNetwork(home: EmulatorState, config: Config): void {
  if (config.limits) limits(home, config.limits);
  if (config.lan) lan(home, config.lan, config.wan);
  if (config.wan) wan(home, config.wan);
  if (config.pppoe) orRefuse('pppoe', savePppoe(home, config.pppoe));
  if (config.radio) radios(home, config.radio);
  if (config.wireless) wireless(home, config.wireless);
  if (config.band_steering) bandSteering(home, config.band_steering.enabled);
  if (config.dhcp_server) orRefuse('dhcp_server', updateDhcp(home, config.dhcp_server));
  if (config.dhcp_static_lease) leases(home, config.dhcp_static_lease);
  if (config.easymesh) mesh(home, config.easymesh);
}

/**
 * The devices connected, as listed (steady: their rates and signal stay, none roams) — on the router itself or on one
 * of its mesh agents — and the networks heard. After the agents are made.
 */
export function applyEnvironment(home: EmulatorState, config: Config): void {
  if (config.site_survey) home.neighbours = structuredClone(config.site_survey);
  const devices = config.connected_device;
  if (!devices) return;
  const clients: ClientState[] = [];
  devices.forEach((d, i) => {
    const at = `connected_device.${i}`;
    if (!MAC_PATTERN.test(d.mac.toUpperCase())) refuse(`${at}.mac`, `not a MAC: ${d.mac}`);
    if (clients.some((c) => sameMac(c.mac, d.mac))) refuse(`${at}.mac`, `${d.mac} twice`);
    if (d.node_mac !== undefined && !home.agents.some((a) => sameMac(a.device.mac, d.node_mac!))) {
      refuse(`${at}.node_mac`, `no mesh agent ${d.node_mac} (the profile's agents: ${home.agents.map((a) => a.device.mac).join(', ') || 'none'})`);
    }
    // the addresses it announces: derived again from its MAC (and the LAN's prefix while IPv6 is on) when they are those
    const derived = d.ip6_list.length === 1 && d.ip6_list[0] === linkLocal(d.mac);
    const { id: _, ...record } = structuredClone(d);
    clients.push({ ...record, ip6_list: derived ? [] : [...d.ip6_list], rxPerS: 0.01, txPerS: 0.01, steady: true });
  });
  home.clients = clients;
}
