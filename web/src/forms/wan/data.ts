/**
 * What the WAN form is built from: the WAN (mode, addresses, DNS, cloned MAC), the PPPoE record (null: none yet,
 * the spec's isCreate) and the LAN (a static WAN must not overlap it). Read fresh each time a WAN screen opens.
 */
import type { Lan, Pppoe, Wan } from '@roteador/contract';
import { getPppoe, getWan } from '../../api/wan.ts';
import { getLan } from '../../api/lan.ts';
import type { WanContext } from './model.ts';

export interface WanData {
  wan: Wan;
  pppoe: Pppoe | null;
  lan: Lan;
}

export async function readWanData(): Promise<WanData> {
  const [wan, pppoe, lan] = await Promise.all([getWan(), getPppoe(), getLan()]);
  return { wan, pppoe, lan };
}

export function wanContext(data: WanData): WanContext {
  return { lan: { ip4: data.lan.ip4, netmask: data.lan.netmask }, wanIp: data.wan.ip4 };
}

/** The WAN holds an address: its connection is up (for PPPoE: the session came up). */
export function wanConnected(wan: Wan): boolean {
  return wan.ip4 !== '' && wan.ip4 !== '0.0.0.0';
}
