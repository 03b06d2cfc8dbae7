/**
 * Port forwarding of the security area (spec 3 §3 'Port redirect rule' and 'Remote web access', §5 'Port
 * forwarding', §7, §9): the `natportredirect` rules and the WAN management port (`remote_web_access`). Every
 * write is checked with the contract's validators (validatePortRedirect, validateManagementPort), so the emulator
 * refuses exactly what the UI refuses, with the same pt-BR message; a refused write leaves the state as it was.
 *
 * Choices (the spec leaves them to the device):
 * - ids are strings: one more than the highest numeric id ever used on this device (`lastPortRedirectId`), so a
 *   deleted rule's id is never handed out again.
 * - the device holds at most `limits.port_forward` rules (32; lowered by POST /__emulator/limits).
 * - the rule's internal IP is checked against the LAN as stored and the WAN address as GET wan shows it (none
 *   while the WAN is down: then only the LAN rules apply). Rules are stored as sent.
 * - the management port is 8080 on every device; it cannot be moved inside a rule's external range.
 */
import {
  type PortRedirect,
  type PortRedirectInput,
  sameMac,
  validateManagementPort,
  validatePortRedirect,
  routerMessages,
} from '@roteador/contract';
import { type ClientState, type DeviceState, highestId, removeById, updateRecord } from './state.ts';
import { limitReached, type Outcome, type Refused } from './outcome.ts';

/** The WAN management port of a fresh device. */
export const DEFAULT_REMOTE_WEB_ACCESS_PORT = 8080;

/** The order validatePortRedirect's fields are reported in when several fail (the form's order). */
const fieldOrder = [
  'description',
  'externalStart',
  'externalEnd',
  'internalIP',
  'internalStart',
  'internalEnd',
] as const;

function check(
  state: DeviceState,
  input: PortRedirectInput,
  wanIp: string,
  id?: string,
): Refused | undefined {
  const errors = validatePortRedirect(
    {
      description: input.description,
      protocol: input.protocol,
      externalStart: String(input.externalPort.start),
      externalEnd: String(input.externalPort.end),
      internalIP: input.internalIP,
      internalStart: String(input.internalPort.start),
      internalEnd: String(input.internalPort.end),
    },
    {
      others: state.security.portRedirects.filter((r) => r.id !== id),
      lan: { ip4: state.network.lan.ip4, netmask: state.network.lan.netmask },
      wanIp,
      managementPort: state.security.remoteWebAccessPort,
    },
  );
  for (const field of fieldOrder) {
    const message = errors[field];
    if (message !== undefined) return { ok: false, field, message };
  }
  return undefined;
}

function normalise(input: PortRedirectInput): PortRedirectInput {
  return {
    description: input.description,
    protocol: input.protocol,
    externalPort: { start: input.externalPort.start, end: input.externalPort.end },
    internalIP: input.internalIP,
    internalPort: { start: input.internalPort.start, end: input.internalPort.end },
  };
}

/** wanIp: the WAN's current address as GET wan shows it, '' when it has none. */
export function createPortRedirect(state: DeviceState, input: PortRedirectInput, wanIp: string): Outcome<PortRedirect> {
  const list = state.security.portRedirects;
  if (list.length >= state.network.limits.port_forward) {
    return limitReached(routerMessages.portRedirectLimit);
  }
  const error = check(state, input, wanIp);
  if (error) return error;
  const next = Math.max(state.security.lastPortRedirectId, highestId(list)) + 1;
  const rule: PortRedirect = { id: String(next), ...normalise(input) };
  list.push(rule);
  state.security.lastPortRedirectId = next;
  return { ok: true, value: structuredClone(rule) };
}

export function updatePortRedirect(
  state: DeviceState,
  id: string,
  input: PortRedirectInput,
  wanIp: string,
): Outcome<PortRedirect> {
  return updateRecord(state.security.portRedirects, id, 'port redirect', () => check(state, input, wanIp, id), () => normalise(input));
}

export function deletePortRedirect(state: DeviceState, id: string): boolean {
  return removeById(state.security.portRedirects, id);
}

/** PUT remote_web_access/0: a valid port outside every rule's external range. */
export function setRemoteWebAccessPort(state: DeviceState, port: number): Outcome<number> {
  const message = validateManagementPort(port, state.security.portRedirects.map((r) => r.externalPort));
  if (message !== undefined) return { ok: false, field: 'port', message };
  state.security.remoteWebAccessPort = port;
  return { ok: true, value: port };
}

/** The demo's rule: a camera's web page reached from outside on 8081. */
const DEMO_PORT_REDIRECT = { description: 'Câmera', external: 8081, internal: 80 } as const;

/**
 * A configured router's port forwarding: one TCP rule 'Câmera' (external 8081 → internal 80) to the first named
 * client holding a static lease (any named client without one), and the management port 8080.
 */
export function seedPortRedirects(
  clients: readonly ClientState[],
  leases: readonly { mac: string; ip: string }[],
): Pick<DeviceState['security'], 'portRedirects' | 'lastPortRedirectId' | 'remoteWebAccessPort'> {
  const named = clients.filter((c) => c.hostname !== '');
  const leased = named
    .map((c) => leases.find((l) => sameMac(l.mac, c.mac)))
    .find((l) => l !== undefined);
  const ip = leased?.ip ?? named[0]?.ip;
  const portRedirects: PortRedirect[] = ip === undefined ? [] : [{
    id: '1',
    description: DEMO_PORT_REDIRECT.description,
    protocol: 0,
    externalPort: { start: DEMO_PORT_REDIRECT.external, end: DEMO_PORT_REDIRECT.external },
    internalIP: ip,
    internalPort: { start: DEMO_PORT_REDIRECT.internal, end: DEMO_PORT_REDIRECT.internal },
  }];
  return {
    portRedirects,
    lastPortRedirectId: portRedirects.length,
    remoteWebAccessPort: DEFAULT_REMOTE_WEB_ACCESS_PORT,
  };
}
