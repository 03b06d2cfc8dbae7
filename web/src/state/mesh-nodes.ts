/**
 * The UI's sessions on the mesh nodes (one token per node, kept in session storage beside the
 * login's, so 'Sair' forgets them too) and what the node pages read from a node: its device,
 * clock, LAN, LAN interface and radios. The local device is read directly; any other node through
 * the controller's proxy (api/mesh-proxy.ts).
 */
import { array, boolean, integer, object, optional, type Infer } from 'superstruct';
import {
  DateTime,
  datetimePath,
  Device,
  devicePath,
  Interface,
  interfacePath,
  LanList,
  lanPath,
  Radio,
  radioPath,
} from '@roteador/contract';
import { getDevice } from '../api/device.ts';
import { configureProxy, proxy, type ProxyNode } from '../api/mesh-proxy.ts';
import { getDateTime } from '../api/system.ts';
import { getInterface } from '../api/interface.ts';
import { getLan } from '../api/lan.ts';
import { getRadios } from '../api/radio.ts';
import { device } from './device.ts';
import { isLocalNode, mesh, refreshMesh } from './mesh.ts';

export { isLocalNode };
import { createResource, type Resource } from './resource.ts';
import { storedCredentials } from './session.ts';

const TOKENS_KEY = 'nodeTokens';
const store: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage;
const key = (mac: string) => mac.toUpperCase();

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(TOKENS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function nodeToken(mac: string): string | null {
  return readTokens()[key(mac)] ?? null;
}

function setNodeToken(mac: string, token: string | null): void {
  const tokens = readTokens();
  if (token === null) delete tokens[key(mac)];
  else tokens[key(mac)] = token;
  store?.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

configureProxy({
  token: nodeToken,
  setToken: setNodeToken,
  credentials: storedCredentials,
  loginFailed: () => void refreshMesh(),
});

/** An older node firmware may lack the LED flag: it is optional here (the page then says so). */
const NodeDevice = object({ ...Device.schema, leds: optional(boolean()) });
export type NodeDevice = Infer<typeof NodeDevice>;
/** ...and the radios' standard (ieee_std) too. */
const NodeRadio = object({ ...Radio.schema, ieee_std: optional(integer()) });
export type NodeRadio = Infer<typeof NodeRadio>;
const NodeRadioList = array(NodeRadio);

export interface NodeInfo {
  device: NodeDevice;
  /** null: the node did not tell (an older firmware, or the read failed) */
  datetime: DateTime | null;
  ip4: string | null;
  ip6: string[];
  lanMac: string | null;
  radios: NodeRadio[] | null;
}

/** This device is the mesh controller (only it may add or remove nodes). */
export function isController(): boolean {
  const m = mesh.data.value;
  return !!m && m.enabled && m.type === 0;
}

const orNull = <T>(p: Promise<T>) => p.catch(() => null);

export function readNodeDevice(node: ProxyNode): Promise<NodeDevice> {
  return isLocalNode(node) ? getDevice() : proxy(node, 'GET', `${devicePath}/0`, undefined, NodeDevice);
}

async function readNode(node: ProxyNode): Promise<NodeInfo> {
  // Which node is this device is known from its own read: a node page opened directly must not take the local
  // node for a remote one (its reads would go through the proxy) while that read is still under way.
  if (device.data.peek() === undefined) await device.load();
  const local = isLocalNode(node);
  const dev = readNodeDevice(node);
  // The device read decides whether the node answers at all; the rest may be missing on older firmware.
  const datetime = orNull(local ? getDateTime() : proxy(node, 'GET', `${datetimePath}/0`, undefined, DateTime));
  const radios = orNull<NodeRadio[]>(local ? getRadios() : proxy(node, 'GET', radioPath, undefined, NodeRadioList));
  const lan = orNull(local ? getLan() : proxy(node, 'GET', lanPath, undefined, LanList).then((list) => list[0] ?? null));
  const iface = lan.then((l) =>
    l ? orNull(local ? getInterface(l.interfaceID) : proxy(node, 'GET', `${interfacePath}/${l.interfaceID}`, undefined, Interface)) : null,
  );
  const [d, dt, r, l, i] = await Promise.all([dev, datetime, radios, lan, iface]);
  return {
    device: d,
    datetime: dt,
    radios: r,
    ip4: i?.ip4 ?? l?.ip4 ?? null,
    ip6: i?.ip6_list ?? l?.ip6_list ?? [],
    lanMac: l?.mac ?? i?.mac ?? null,
  };
}

const nodes = new Map<string, { node: ProxyNode; info: Resource<NodeInfo> }>();

/** What the node pages read from a node, as a resource (shared by every page that shows the node). */
export function nodeInfo(node: ProxyNode): Resource<NodeInfo> {
  let entry = nodes.get(key(node.mac));
  if (!entry) {
    const created: { node: ProxyNode; info: Resource<NodeInfo> } = {
      node,
      info: createResource(() => readNode(created.node)),
    };
    entry = created;
    nodes.set(key(node.mac), entry);
  }
  // The node may have a new address since it was first read.
  entry.node = node;
  return entry.info;
}
