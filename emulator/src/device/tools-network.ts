/**
 * The network ping and traceroute answer from (spec 3 §9; device/tools.ts): a model, never a packet nor a name lookup
 * (DESIGN.md, network safety). Addresses are data. Deterministic: a small string hash stands in for chance, so the
 * same request on the same device state finds the same network.
 *
 * Resolution: an IPv4/IPv6 literal is itself; 'localhost' is the loopback; a connected client's hostname
 * (case-insensitive, also `<hostname>.local`) is its LAN address (the router's DNS knows its LAN); a name ending in
 * '.invalid' or '.local', a name without a dot, or a dotted-digits name that is no address cannot be resolved; any
 * other name gets a made-up public address (IPv4 in 200.0.0.0/8, IPv6 in 2001:db8::/32). The family is IPv6 when
 * the request asks ip6 (or the host is an IPv6 literal): refused while system.ipv6 is off; an IPv4 literal with ip6
 * cannot be resolved (as ping -6 refuses it).
 *
 * Paths: the router itself (its LAN/WAN addresses, the loopback) and the LAN hosts that are there (clients whose
 * signalLevel is not -100, mesh nodes) answer at 1 hop, TTL 64; any other address of the LAN answers nothing; the
 * WAN gateway answers at 1 hop while the cable is plugged; a public address is 6 to 14 hops away (hash): the WAN
 * gateway, ISP routers, then the target, which answer only while the device has internet (the gateway answers while
 * the cable is plugged); a private or reserved address outside the LAN: the gateway, then nothing.
 */
import { ipToInt, routerMessages, rules } from '@roteador/contract';
import type { Device } from './device.ts';
import { isReachable } from '../mesh/nodes.ts';
import { clientPresent } from './devices-motion.ts';
import type { DeviceState } from './state.ts';
import type {Refused } from './outcome.ts';

/** Ours: the made-up ISP's domain. */
const ISP_DOMAIN = 'isp-exemplo.net.br';

// ---------------------------------------------------------------------------------------------------------------
// hashing

/** FNV-1a, 32 bits. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // a final avalanche so close keys ('a|1', 'a|2') spread over the whole range
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A number in [0, 1) from the text. */
function unit(text: string): number {
  return hash(text) / 0x1_0000_0000;
}

export function between(text: string, min: number, max: number): number {
  return min + (max - min) * unit(text);
}

export const ms = (value: number) => Math.round(value * 1000) / 1000;

// ---------------------------------------------------------------------------------------------------------------
// the world as this device sees it

export interface World {
  state: DeviceState;
  /** the device's own addresses (LAN, WAN with a lease, loopback) */
  own: Set<string>;
  /** LAN hosts that answer, with the name the router's DNS knows for them ('' when none) */
  lanHosts: Map<string, string>;
  /** hostname (lower case) → its IPv4 and IPv6 addresses, for every connected client with a name */
  names: Map<string, { ip4: string; ip6: string[] }>;
  lan: { ip: number; mask: number };
  gateway4: string;
  gateway6: string;
  /** the gateway answers (the cable is plugged; an agent's gateway is the controller, on the LAN) */
  gatewayUp: boolean;
  internet: boolean;
}

const lower = (ip: string) => ip.toLowerCase();

export function worldOf(dev: Device): World {
  const state = dev.state;
  const home = dev.home.state;
  const now = dev.now();
  const ipv6 = state.system.ipv6.enabled;
  const own = new Set<string>(['127.0.0.1', '::1', state.network.lan.ip4]);
  for (const a of state.network.lan.ip6_list) own.add(lower(a));
  if (dev.wanUp()) {
    own.add(state.network.wan.ip4);
    for (const a of state.network.wan.interface.ip6_list) own.add(lower(a));
  }
  if (state.node) own.add(state.node.ip);

  const lanHosts = new Map<string, string>();
  const names = new Map<string, { ip4: string; ip6: string[] }>();
  for (const c of home.clients) {
    // a roaming device away answers nothing (devices-motion.ts)
    const present = clientPresent(c, now);
    if (present) {
      lanHosts.set(c.ip, c.hostname);
      for (const a of c.ip6_list) lanHosts.set(lower(a), c.hostname);
    }
    if (c.hostname) names.set(c.hostname.toLowerCase(), { ip4: c.ip, ip6: c.ip6_list.map(lower) });
  }
  // the mesh: the controller and its reachable agents are hosts of the same LAN
  const nodes = [home, ...home.agents.filter((a) => isReachable(a, now))];
  for (const node of nodes) {
    if (node === state) continue;
    lanHosts.set(node.network.lan.ip4, '');
    if (ipv6) { for (const a of node.network.lan.ip6_list) lanHosts.set(lower(a), ''); }
  }

  const agentLike = !dev.local || dev.isAgent;
  const cable = home.network.cable;
  const lanIp = ipToInt(state.network.lan.ip4) ?? 0;
  const lanMask = ipToInt(state.network.lan.netmask) ?? 0xffffff00;
  const gateway4 = agentLike ? home.network.lan.ip4 : state.network.wan.gateway;
  const gateway6 = agentLike
    ? (home.network.lan.ip6_list.at(-1) ?? 'fe80::1')
    : (state.network.wan.gateway_v6 || `fe80::${(hash(`${state.device.mac}|gw6`) & 0xffff).toString(16)}:1`);
  return {
    state,
    own,
    lanHosts,
    names,
    lan: { ip: lanIp, mask: lanMask },
    gateway4,
    gateway6,
    gatewayUp: agentLike ? true : cable,
    internet: dev.hasInternet() && cable,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// resolution

export interface Target {
  /** as typed */
  host: string;
  ip: string;
  family: 4 | 6;
  /** the name shown on the target's traceroute hop */
  domain: string;
}

const isIpv4 = (v: string) => ipToInt(v) !== undefined;
const isIpv6 = (v: string) => v.includes(':') && rules.ipv6(v) === undefined;

function unresolvable(): Refused {
  return { ok: false, message: routerMessages.hostUnresolvable, field: 'host' };
}

function madeUpAddress(name: string, family: 4 | 6): string {
  const h = hash(`dns|${name}`);
  const g = hash(`dns6|${name}`);
  if (family === 4) return `200.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${1 + ((h & 255) % 254)}`;
  const w = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${w(h >>> 16)}:${w(h)}::${w(g) || '1'}`;
}

/** The family asked, the literal or the name resolved in this world: the target, or the refusal. */
export function resolve(world: World, rawHost: string, ip6: boolean): { ok: true; target: Target } | Refused {
  const host = rawHost;
  const name = host.toLowerCase().replace(/\.$/, '');
  const literal6 = isIpv6(name);
  const family: 4 | 6 = ip6 || literal6 ? 6 : 4;
  if (family === 6 && !world.state.system.ipv6.enabled) {
    return { ok: false, message: routerMessages.ipv6Off, field: 'ip6' };
  }
  const found = (ip: string, domain = '') => ({ ok: true as const, target: { host, ip, family, domain } });
  if (literal6) return found(name, world.lanHosts.get(name) ?? '');
  if (isIpv4(name)) return family === 4 ? found(name, world.lanHosts.get(name) ?? '') : unresolvable();
  if (name.includes(':') || /^[\d.]+$/.test(name)) return unresolvable();
  if (name === 'localhost') return found(family === 4 ? '127.0.0.1' : '::1', 'localhost');
  const client = world.names.get(name) ?? world.names.get(name.replace(/\.local$/, ''));
  if (client) {
    if (family === 4) return found(client.ip4, host);
    return client.ip6.length ? found(client.ip6[0], host) : unresolvable();
  }
  if (!name.includes('.') || name.endsWith('.invalid') || name.endsWith('.local')) return unresolvable();
  return found(madeUpAddress(name, family), host);
}

// ---------------------------------------------------------------------------------------------------------------
// paths

export interface PathHop {
  ip: string;
  domain: string;
  /** the hop's typical round trip, ms */
  rtt: number;
  answers: boolean;
}

export interface Path {
  /** hop 1 first; the target is the last hop when `reached` */
  hops: PathHop[];
  /** the last hop is the target and it answers */
  reached: boolean;
  /** the TTL the target's replies start with */
  ttl0: number;
}

function inLan(world: World, ip: string): boolean {
  const n = ipToInt(ip);
  return n !== undefined && ((n & world.lan.mask) >>> 0) === ((world.lan.ip & world.lan.mask) >>> 0);
}

/** Private, loopback, link-local, CGNAT-free reserved and multicast ranges: never answered from the internet. */
function unroutable(ip: string, family: 4 | 6): boolean {
  if (family === 6) return /^(fe[89ab]|f[cd]|ff|::$|::1$)/i.test(ip);
  const [a, b] = ip.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 169 && b === 254);
}

export function pathTo(world: World, target: Target): Path {
  const { ip, family } = target;
  const mac = world.state.device.mac;
  const seed = `${mac}|${ip}`;
  const onLan = family === 4 ? inLan(world, ip) : /^fe[89ab]/i.test(ip) || world.lanHosts.has(ip);
  const gateway = family === 4 ? world.gateway4 : world.gateway6;
  const gatewayHop: PathHop = {
    ip: gateway,
    domain: '',
    rtt: between(`${mac}|gw`, 1, 4),
    answers: world.gatewayUp,
  };
  const here = (rtt: number, answers: boolean): Path => ({
    hops: [{ ip, domain: target.domain, rtt, answers }],
    reached: answers,
    ttl0: 64,
  });
  if (world.own.has(ip)) return here(between(`${seed}|self`, 0.03, 0.12), true);
  if (world.lanHosts.has(ip)) return here(between(`${seed}|lan`, 0.3, 5), true);
  if (ip === gateway && ip !== '0.0.0.0') return here(gatewayHop.rtt, world.gatewayUp);
  if (onLan) return here(0, false);
  if (unroutable(ip, family)) return { hops: [gatewayHop], reached: false, ttl0: 64 };

  // a public address: the gateway, the ISP's routers, the target
  const distance = 6 + (hash(`${seed}|distance`) % 9);
  const far = between(`${seed}|rtt`, 8, 60);
  const hops: PathHop[] = [gatewayHop];
  const roles = ['bras', 'agg', 'core', 'core', 'border'];
  for (let k = 2; k < distance; k++) {
    const h = hash(`${seed}|hop${k}`);
    const near = k === 2 ? `${mac}|hop2` : `${seed}|hop${k}`; // the first ISP router is the same for every target
    const hh = hash(near);
    const role = roles[Math.min(roles.length - 1, Math.floor(((k - 2) * roles.length) / Math.max(1, distance - 2)))];
    const address = family === 4
      ? k === 2
        ? `100.${64 + (hh % 64)}.${(hh >>> 8) & 255}.${1 + ((hh >>> 16) % 254)}`
        : `201.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${1 + (h % 254)}`
      : `2001:db8:ffff:${(hh & 0xffff).toString(16)}::${k.toString(16)}`;
    hops.push({
      ip: address,
      domain: hash(`${near}|name`) % 5 === 0 ? '' : `r${k}.${role}.${ISP_DOMAIN}`,
      rtt: gatewayHop.rtt + ((far - gatewayHop.rtt) * (k - 1)) / (distance - 1),
      answers: world.internet,
    });
  }
  hops.push({ ip, domain: target.domain, rtt: far, answers: world.internet });
  return { hops, reached: world.internet, ttl0: hash(`${ip}|os`) % 4 === 0 ? 128 : 64 };
}
