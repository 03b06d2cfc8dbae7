/**
 * Automatic IP-conflict resolution (spec 2 §4.4): when the WAN and the LAN are in the same network, the LAN
 * address moves to the next valid network (192.168.0.1/24 → 192.168.1.1/24, skipping any network that overlaps
 * the WAN), is saved with the DHCP pool following it, and applied. A message 'Conflito resolvido!' shows the
 * new LAN address; over HTTPS the product waits 30 s and asks the owner to reopen it at the new address,
 * otherwise it logs in again (the restart wait of §4.7 does, with the stored credentials).
 *
 * When it looks (our choice): once when the authenticated area is entered, and again each time the status
 * poll sees the internet come back (the WAN got a new lease, which is how a conflict appears). Polling WAN and
 * LAN every 10 s would double the dashboard's load on the router for an event that follows a new WAN lease.
 * Only in router mode and not on a mesh agent (an access point or a repeater takes its address from the main
 * router), never during a restart wait (the LAN page may be moving the address itself).
 *
 * The pure parts (nextLanAddress, addressChangeDecision) are shared with the LAN page (§4.10); what follows the LAN
 * into its new network (the pool, a DNS that was the router, the leases) is the contract's followLanDhcp, the router's.
 */
import { signal } from '@preact/signals-react';
import {
  accessRules,
  ActionId,
  followLanDhcp,
  intToIp,
  ipToInt,
  networksOverlap,
  rules,
  usableNetwork,
  timing,
  type DhcpServer,
  type DhcpServerUpdate,
  type EasyMesh,
  type Lan,
  type Wan,
} from '@roteador/contract';
import { getDhcpServer, getLan, updateDhcpServer } from '../api/lan.ts';
import { updateInterface } from '../api/interface.ts';
import { sendAction } from '../api/system.ts';
import { getWan } from '../api/wan.ts';
import { mesh } from './mesh.ts';
import { applyAndWait, restartWait } from './restart.ts';
import { status } from './status.ts';
import { sleep } from '../time.ts';

export interface Address {
  ip4: string;
  netmask: string;
}

/** A usable address: a valid IPv4 and netmask (a WAN without a lease reads 0.0.0.0, which is not). */

export function inConflict(lan: Address, wan: Address): boolean {
  return usableNetwork(lan) && usableNetwork(wan) && networksOverlap(lan.ip4, lan.netmask, wan.ip4, wan.netmask);
}

/** The private blocks (RFC 1918): the LAN stays inside its own, wrapping around (192.168.255 → 192.168.0). */
const PRIVATE: readonly [base: number, mask: number][] = [
  [ipToInt('10.0.0.0')!, ipToInt('255.0.0.0')!],
  [ipToInt('172.16.0.0')!, ipToInt('255.240.0.0')!],
  [ipToInt('192.168.0.0')!, ipToInt('255.255.0.0')!],
];

/**
 * The LAN's next network (same netmask and host part) that does not overlap the WAN and gives a valid address;
 * null when there is none (a netmask as wide as its whole private block).
 */
export function nextLanAddress(lan: Address, wan: Address): Address | null {
  const ip = ipToInt(lan.ip4);
  const mask = ipToInt(lan.netmask);
  if (ip === undefined || mask === undefined) return null;
  const size = (~mask >>> 0) + 1;
  const block = PRIVATE.find(([base, m]) => (ip & m) >>> 0 === base && (mask & m) >>> 0 === m);
  const [base, blockMask] = block ?? [0, 0];
  const span = blockMask === 0 ? 2 ** 32 : (~blockMask >>> 0) + 1;
  const count = Math.floor(span / size);
  const offset = ((ip & mask) >>> 0) - base;
  for (let i = 1; i < count; i++) {
    const network = (base + ((offset + i * size) % span)) >>> 0;
    const candidate = intToIp((network | ((ip & ~mask) >>> 0)) >>> 0);
    if (rules.ipv4Required(candidate) !== undefined) continue;
    if (networksOverlap(candidate, lan.netmask, wan.ip4, wan.netmask)) continue;
    return { ip4: candidate, netmask: lan.netmask };
  }
  return null;
}

/** The DHCP settings that follow a LAN move (the contract's rule, as the router's PUT interface applies it). */
export function followLan(server: DhcpServer, from: Address, to: Address): DhcpServerUpdate {
  const { rangeStart, rangeEnd, dns1, dns2 } = followLanDhcp(server, from, to);
  return { rangeStart, rangeEnd, dns1, dns2 };
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

export type AddressChangeDecision =
  /** the router keeps answering where the page is: wait for it (§4.7) and go on */
  | { kind: 'wait' }
  /** the page must be reopened at the new address after timing.wait.httpsIpChange */
  | { kind: 'reopen'; url: string };

/**
 * After the LAN address changed (spec 2 §4.4, §4.10): over HTTPS the product waits 30 s and sends the owner to
 * the new https address. Over HTTP it waits for the router and logs in again — unless the page itself was
 * opened at the old LAN address (ours: it cannot reach the router there any more, so it is reopened too).
 */
export function addressChangeDecision(location: PageLocation, oldIp: string, newIp: string): AddressChangeDecision {
  if (oldIp === newIp) return { kind: 'wait' };
  const https = location.protocol === 'https:';
  if (!https && location.hostname !== oldIp) return { kind: 'wait' };
  const port = location.port ? `:${location.port}` : '';
  return { kind: 'reopen', url: `${location.protocol}//${newIp}${port}/` };
}

export type ConflictState =
  | { phase: 'idle' }
  | { phase: 'resolving' }
  /** the restart wait of §4.7 shows its own modal */
  | { phase: 'restarting'; ip: string }
  | { phase: 'resolved'; ip: string }
  /** HTTPS: 'Conflito resolvido!' with the new address, waiting 30 s before offering the link */
  | { phase: 'reopen-wait'; ip: string; url: string }
  | { phase: 'reopen'; ip: string; url: string }
  | { phase: 'failed' };

export const ipConflict = signal<ConflictState>({ phase: 'idle' });

export interface ConflictDeps {
  /** `cached`: an answer this page already read will do (the check on entering the area, see checkIpConflict) */
  getWan: (cached: boolean) => Promise<Wan>;
  getLan: (cached: boolean) => Promise<Lan>;
  getDhcpServer: () => Promise<DhcpServer>;
  updateInterface: (id: string, update: Address) => Promise<unknown>;
  updateDhcpServer: (iface: string, update: DhcpServerUpdate) => Promise<unknown>;
  apply: () => Promise<unknown>;
  applyAndWait: () => Promise<boolean>;
  sleep: (ms: number) => Promise<void>;
  location: () => PageLocation;
}

const defaultDeps: ConflictDeps = {
  getWan: (cached) => getWan({ cached }),
  getLan: (cached) => getLan({ cached }),
  getDhcpServer: () => getDhcpServer(),
  updateInterface: (id, update) => updateInterface(id, update),
  updateDhcpServer: (iface, update) => updateDhcpServer(iface, update),
  apply: () => sendAction(ActionId.Apply),
  applyAndWait: () => applyAndWait(),
  sleep,
  location: () => window.location,
};

let running = false;

/**
 * Reads WAN and LAN and resolves a conflict if there is one. Answers whether a conflict was found.
 * A read that fails is not a conflict (the next check looks again); a failed save shows the failure.
 * `onEntry`: the check made when the area is entered takes the WAN and LAN the page has just read (the dashboard
 * reads both at once), so entering reads each once; the check after the internet came back reads them fresh (the
 * new lease is what it looks for).
 */
export async function checkIpConflict(deps: ConflictDeps = defaultDeps, { onEntry = false } = {}): Promise<boolean> {
  if (running) return false;
  running = true;
  try {
    let wan: Wan;
    let lan: Lan;
    try {
      [wan, lan] = await Promise.all([deps.getWan(onEntry), deps.getLan(onEntry)]);
    } catch {
      return false;
    }
    if (!inConflict(lan, wan)) return false;
    await resolve(lan, wan, deps);
    return true;
  } finally {
    running = false;
  }
}

async function resolve(lan: Lan, wan: Wan, deps: ConflictDeps): Promise<void> {
  const next = nextLanAddress(lan, wan);
  if (!next) {
    ipConflict.value = { phase: 'failed' };
    return;
  }
  ipConflict.value = { phase: 'resolving' };
  const decision = addressChangeDecision(deps.location(), lan.ip4, next.ip4);
  try {
    const server = await deps.getDhcpServer();
    await deps.updateInterface(lan.interfaceID, next);
    await deps.updateDhcpServer(server.interface, followLan(server, lan, next));
    if (decision.kind === 'reopen') {
      await deps.apply();
      ipConflict.value = { phase: 'reopen-wait', ip: next.ip4, url: decision.url };
      await deps.sleep(timing.wait.httpsIpChange);
      ipConflict.value = { phase: 'reopen', ip: next.ip4, url: decision.url };
      return;
    }
    ipConflict.value = { phase: 'restarting', ip: next.ip4 };
  } catch {
    ipConflict.value = { phase: 'failed' };
    return;
  }
  // false: the restart wait sent the owner to /login?expired itself
  const back = await deps.applyAndWait().catch(() => false);
  ipConflict.value = back ? { phase: 'resolved', ip: next.ip4 } : { phase: 'idle' };
}

export function dismissIpConflict(): void {
  ipConflict.value = { phase: 'idle' };
}

/**
 * Whether the device is one whose LAN this product manages: set up, and the contract's routerMode rule (router mode,
 * not a mesh agent), the rule of the LAN page and of the router's LAN writes. A mesh can only take that rule away, so
 * without router mode the answer needs no mesh read; a failed mesh read counts as no mesh, as for the menu and guards
 * (the access facts know no 'unknown' mesh: null is none or unknown).
 */
export function managesLan(): boolean | undefined {
  const s = status.data.value;
  if (!s) return undefined;
  if (s.show_wizard) return false;
  const facts = (m: EasyMesh | null) => ({ model: s.model, operationMode: s.operationMode, mesh: m && { enabled: m.enabled, type: m.type } });
  if (!accessRules(facts(null)).routerMode) return false;
  const m = mesh.data.value;
  if (m === undefined && mesh.error.value === null) return undefined;
  return accessRules(facts(m ?? null)).routerMode;
}

/** Not while the router restarts (the LAN page may be moving the address) or a resolution is shown. */
export function mayCheck(): boolean {
  return restartWait.peek() === null && ipConflict.peek().phase === 'idle';
}
