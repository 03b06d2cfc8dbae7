/**
 * The rules of the node pages, as pure functions (spec 1 §2.8, §4, §5, §9): a node's state,
 * its backhaul, the Wi-Fi standard of a radio, the order of its IPv6 addresses and
 * the location name's validators.
 */
import { Backhaul, rules, validationMessages, type MeshNode } from '@roteador/contract';
import { mesh as t } from '../../text/mesh.ts';

export type NodeState = 'offline' | 'outOfMesh' | 'applying' | 'online';

/**
 * Offline first (nothing else can be known), then out of the mesh (its information waits for a
 * sync), then applying its configuration (online, no model yet: not manageable), else online.
 */
export function nodeState(node: MeshNode): NodeState {
  if (!node.is_online) return 'offline';
  if (node.out_of_mesh) return 'outOfMesh';
  if (node.model === '') return 'applying';
  return 'online';
}

export function sameMac(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

export function findNode(nodes: readonly MeshNode[], mac: string): MeshNode | undefined {
  return nodes.find((node) => sameMac(node.mac, mac));
}

export function backhaulText(backhaul: number): string {
  switch (backhaul) {
    case Backhaul.Wireless5:
      return t.backhaul5;
    case Backhaul.Wireless24:
      return t.backhaul24;
    case Backhaul.Wired:
      return t.backhaulWired;
    default:
      return t.backhaulOther;
  }
}

const standards: ReadonlyArray<[bit: number, text: string]> = [
  [32, '802.11ax (Wi-Fi 6)'],
  [16, '802.11ac (Wi-Fi 5)'],
  [8, '802.11n (Wi-Fi 4)'],
  [4, '802.11g (Wi-Fi 3)'],
  [2, '802.11a (Wi-Fi 2)'],
  [1, '802.11b (Wi-Fi 1)'],
];

/**
 * A radio's Wi-Fi standard from ieee_std. The value is a set of bits (a 2.4 GHz radio running
 * b/g/n/ax reports 1+4+8+32): the highest one names the generation. A value with a bit above 32,
 * or 0, is 'Não reconhecido'.
 */
export function wifiStandard(ieeeStd: number): string {
  if (!Number.isInteger(ieeeStd) || ieeeStd <= 0 || ieeeStd >= 64) return t.unknownStandard;
  return standards.find(([bit]) => (ieeeStd & bit) !== 0)?.[1] ?? t.unknownStandard;
}

/** Link-local addresses (fe80::/10) last, the others in the router's order. */
export function orderIpv6(list: readonly string[]): string[] {
  const linkLocal = (a: string) => /^fe[89ab][0-9a-f]:/i.test(a);
  return [...list.filter((a) => !linkLocal(a)), ...list.filter(linkLocal)];
}

/**
 * The location name's validators (spec 1 §5): the shared rule (the emulator runs it too), then
 * unique among the other nodes, case-insensitive.
 */
export function locationValidator(nodes: readonly MeshNode[], exceptMac?: string) {
  return (value: string): string | undefined => {
    const message = rules.locationName(value);
    if (message) return message;
    const taken = nodes.some(
      (node) => !(exceptMac && sameMac(node.mac, exceptMac)) && node.name.toLowerCase() === value.toLowerCase(),
    );
    return taken ? validationMessages.locationInUse : undefined;
  };
}

/** Epoch seconds of a device's clock as the owner reads them: 15/01/2026 09:00:00. */
export function dateTimeText(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
