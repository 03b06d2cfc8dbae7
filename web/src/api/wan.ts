/**
 * Typed calls of the WAN resources (spec 2 §4.1, §4.3, §7): wan/0 (mode, addresses, MTU, cloned MAC, DNS), what the
 * router detects on its WAN port, the PPPoE record (none yet: create; else update) and the WAN port's link. PPPoE
 * username and password travel encoded.
 */
import {
  encodeSecret,
  LinkList,
  linkPath,
  Pppoe,
  PppoeList,
  pppoePath,
  Wan,
  WanDetect,
  wanDetectPath,
  WanList,
  wanPath,
  type Link,
  type PppoeInput,
  type WanUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { singleRecord } from './crud.ts';

/** GET wan: the WAN and its details; its interfaceID names the traffic counters. PUT wan/0: its update. */
export const { get: getWan, update: updateWan } = singleRecord<Wan, WanUpdate>(wanPath, WanList, Wan);

/** GET wan_detect: which WAN modes the router found on its WAN port. */
export function getWanDetect(options?: GetOptions): Promise<WanDetect> {
  return api.get(wanDetectPath, WanDetect, options);
}

/** The PPPoE record, null while none exists (the spec's isCreate). Its secrets are encoded as stored. */
export async function getPppoe(options?: GetOptions): Promise<Pppoe | null> {
  return (await api.get(pppoePath, PppoeList, options))[0] ?? null;
}

/** Creates the record when `id` is null (isCreate), else updates it. Username and password are plain here. */
export function savePppoe(id: number | null, input: PppoeInput): Promise<Pppoe> {
  const body = { ...input, username: encodeSecret(input.username), password: encodeSecret(input.password) };
  return id === null ? api.post(pppoePath, body, Pppoe) : api.put(`${pppoePath}/${id}`, body, Pppoe);
}

/** GET link: the WAN port (the first item); status false: no cable (the wizard's cable check, spec 2 §4.3). */
export function getLink(options?: GetOptions): Promise<Link> {
  return api.getFirst(linkPath, LinkList, options);
}
