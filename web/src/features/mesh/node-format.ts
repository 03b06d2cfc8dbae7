/**
 * The node pages' words for the contract's rules (spec 1 §2.8, §5, §9): its backhaul, the Wi-Fi standard of a
 * radio and the location name's validators. A node's state and its IPv6 order are the contract's (mesh.ts).
 */
import { Backhaul, ieeeStandard, sameMac, timeZoneOffset, validateLocation, type MeshNode } from '@roteador/contract';
import { mesh as t } from '../../text/mesh.ts';

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

/** A radio's Wi-Fi standard from ieee_std, through the spec's table (contract IEEE_STANDARDS); else 'Não reconhecido'. */
export function wifiStandard(ieeeStd: number): string {
  return ieeeStandard(ieeeStd) ?? t.unknownStandard;
}

/**
 * The location name's validators (spec 1 §5): the shared rule (the emulator runs it too), then
 * unique among the other nodes, case-insensitive.
 */
export function locationValidator(nodes: readonly MeshNode[], exceptMac?: string) {
  const others = nodes.filter((node) => !(exceptMac && sameMac(node.mac, exceptMac))).map((node) => node.name);
  return (value: string): string | undefined => validateLocation(value, others);
}

/**
 * Epoch seconds of a device's clock as the owner reads them, in the device's own zone (GET datetime's `timezone`;
 * none: UTC), never the browser's: 15/01/2026, 09:00:00.
 */
export function dateTimeText(epochSeconds: number, timezone: string | undefined): string {
  const local = epochSeconds * 1000 + (timezone ? timeZoneOffset(timezone) : 0) * 60_000;
  return new Date(local).toLocaleString('pt-BR', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
