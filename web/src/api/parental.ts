/**
 * Typed calls of parental control (contract/src/parental.ts): the remote service's schedules, scheduled blocks,
 * fixed blocks and device URL filters (its base from /config.json, the router's deviceid from GET device), and the
 * router's device QoS rules and firewall rules (its clock and zone: state/time.ts). Also the one read the devices
 * pages make of it: readDeviceParental.
 */
import type { Struct } from 'superstruct';
import {
  type BlockRule,
  BlockRule as BlockRuleStruct,
  BlockRuleList,
  type BlockSchedule,
  BlockSchedule as BlockScheduleStruct,
  type BlockScheduleInput,
  BlockScheduleList,
  deviceIdOf,
  deviceQosPath,
  type DeviceQosRule,
  DeviceQosRule as DeviceQosRuleStruct,
  type DeviceQosRuleInput,
  DeviceQosRuleList,
  type DeviceUrlFilter,
  DeviceUrlFilter as DeviceUrlFilterStruct,
  type DeviceUrlFilterInput,
  DeviceUrlFilterList,
  type ParentalBlocks,
  parentalPaths,
  sameMac,
  type ScheduledBlock,
  ScheduledBlock as ScheduledBlockStruct,
  type ScheduledBlockInput,
  ScheduledBlockList,
} from '@roteador/contract';
import { ApiClient } from './client.ts';
import { remoteConfig } from './cloud.ts';
import { collection } from './crud.ts';
import { getDevice } from './device.ts';

let client: ApiClient | null = null;
const remote = { auth: false } as const;

/** The remote service and this router's deviceid in it. */
async function service(): Promise<{ client: ApiClient; deviceid: string }> {
  client ??= new ApiClient({ base: (await remoteConfig()).parentalService });
  const device = await getDevice({ cached: true });
  return { client, deviceid: deviceIdOf(device.mac) };
}

/**
 * One list of the remote service, under this router's deviceid (crud.ts's collection, there): read, create, update,
 * delete (a delete answers the record deleted, or an acknowledgement).
 */
function remoteList<T, I>(
  path: (deviceid: string) => string,
  list: Struct<T[], unknown>,
  record: Struct<T, unknown>,
  deleteAnswersRecord: boolean,
) {
  const at = async () => {
    const { client, deviceid } = await service();
    return collection<T, I>(path(deviceid), list, record, { client, request: remote, deleteAnswersRecord });
  };
  return {
    list: async () => (await at()).list(),
    create: async (input: I) => (await at()).create(input),
    update: async (id: string, input: I) => (await at()).update(id, input),
    remove: async (id: string) => (await at()).remove(id),
  };
}

export const {
  list: getSchedules, create: createSchedule, update: updateSchedule, remove: deleteSchedule,
} = remoteList<BlockSchedule, BlockScheduleInput>(parentalPaths.schedule, BlockScheduleList, BlockScheduleStruct, false);

export const {
  list: getScheduledBlocks, create: createScheduledBlock, update: updateScheduledBlock, remove: deleteScheduledBlock,
} = remoteList<ScheduledBlock, ScheduledBlockInput>(parentalPaths.scheduledBlock, ScheduledBlockList, ScheduledBlockStruct, true);

// fixed (immediate) blocks: created for a device's MAC
const blocks = remoteList<BlockRule, { target: string }>(parentalPaths.block, BlockRuleList, BlockRuleStruct, true);
export const getBlocks = blocks.list;
export const createBlock = (mac: string) => blocks.create({ target: mac });
export const deleteBlock = blocks.remove;

export const {
  list: getUrlFilters, create: createUrlFilter, update: updateUrlFilter, remove: deleteUrlFilter,
} = remoteList<DeviceUrlFilter, DeviceUrlFilterInput>(parentalPaths.urlFilter, DeviceUrlFilterList, DeviceUrlFilterStruct, true);

// the router: device QoS rules, firewall rules
export const {
  list: getDeviceQosRules, create: createDeviceQosRule, update: updateDeviceQosRule, remove: deleteDeviceQosRule,
} = collection<DeviceQosRule, DeviceQosRuleInput>(deviceQosPath, DeviceQosRuleList, DeviceQosRuleStruct);

/** Everything the block card reads: fixed blocks, scheduled blocks and their schedules. */
async function getBlockData(): Promise<ParentalBlocks> {
  const [blocks, scheduledBlocks, schedules] = await Promise.all([getBlocks(), getScheduledBlocks(), getSchedules()]);
  return { blocks, scheduledBlocks, schedules };
}

export interface DeviceParental {
  /** what the block card (spec 3 §4: Ativo, Agendado or Inativo) judges, on the router's clock */
  blocks: ParentalBlocks;
  qos: DeviceQosRule | null;
  urlFilters: DeviceUrlFilter[];
}

/** One device's parental control, for the device page's cards (its bandwidth rule, URL filters and blocks). */
export async function readDeviceParental(mac: string): Promise<DeviceParental> {
  const [blocks, qos, filters] = await Promise.all([getBlockData(), getDeviceQosRules(), getUrlFilters()]);
  return {
    blocks,
    qos: qos.find((r) => sameMac(r.target, mac)) ?? null,
    urlFilters: filters.filter((f) => sameMac(f.mac, mac)),
  };
}
