/**
 * WAN writes (contract/src/network.ts, spec 2 §4.1, §7): PUT wan/0 (mode, addresses, MTU, cloned MAC, DNS) and
 * the PPPoE record (none yet: create; else update). PPPoE username and password travel encoded. Reads: getWan
 * and getWanDetect in network.ts.
 */
import {
  encodeSecret,
  LinkList,
  linkPath,
  type Link,
  Pppoe,
  PppoeList,
  pppoePath,
  Wan,
  wanPath,
  type PppoeInput,
  type WanUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

export function updateWan(update: WanUpdate): Promise<Wan> {
  return api.put(`${wanPath}/0`, update, Wan);
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
export async function getLink(options?: GetOptions): Promise<Link> {
  const list = await api.get(linkPath, LinkList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(linkPath, 'empty list');
  return first;
}
